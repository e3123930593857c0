import type { Command } from 'commander';
import type { Io } from '../io';
import { openContext } from '../open-context';

// Everything beyond commander is imported inside the action (see open-context.ts).

/** `potluck activity`: your feed, newest first (• marks what is new since you last looked). */
export function register(activity: Command, io: Io): void {
  activity
    .option('--limit <n>', 'how many items (1 to 50)', '20')
    .option('--offset <n>', 'skip this many (the next page)', '0')
    .option('--seen', 'then mark the feed seen (the new count drops to 0)')
    .action(async (options: { limit: string; offset: string; seen?: boolean }, command: Command) => {
      const ctx = await openContext(io, command);
      const { activityFeedQuerySchema } = await import('@potluck/api');
      const parsed = activityFeedQuerySchema.safeParse({ limit: options.limit, offset: options.offset });
      if (!parsed.success) {
        const { UsageError } = await import('../errors');
        throw new UsageError(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join(', '));
      }
      const client = await ctx.sessionClient();
      const feed = await ctx.call(() => client.activity.feed({ query: parsed.data }), { authenticated: true });
      const { renderActivity } = await import('../render/activity');
      ctx.print(feed, renderActivity(feed.items));
      if (feed.total > feed.offset + feed.items.length) {
        ctx.note(
          `Showing ${feed.offset + 1}–${feed.offset + feed.items.length} of ${feed.total} (next: --offset ${feed.offset + feed.items.length}).`,
        );
      }
      if (feed.new_count > 0) ctx.note(`${feed.new_count} new since you last looked.`);
      if (options.seen) await ctx.call(() => client.activity.markSeen(), { authenticated: true });
    });
}
