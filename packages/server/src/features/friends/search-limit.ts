import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { at, rows, toIso } from '../../db/raw';
import { tooManyRequests } from '../../http/http-error';

interface Count {
  /** Searches in the member's window: the database's count when read, plus what this process let through since. */
  n: number;
  /** When the window ends (ms): the count starts again then. */
  resetAt: number;
  readAt: number;
}

interface Tally {
  n: number;
  resetAt: number;
}

/**
 * The per-member friend search limit (decision 015): a fixed window per member in `rate_limit_counters` (key
 * `friend_search:<id>`, the table every process shares for per-IP limits), so the limit holds across processes and
 * restarts — without a statement per search. A member's count is read from the database when the process first
 * sees the member and again at most every `refreshMs` (in the background while the member is under the limit;
 * concurrent searches share one read); searches let through are counted in the process and added to the row in one
 * statement for all members every `flushMs`. Reads and writes run in order, so a read counts every search written
 * before it and adds the ones still unwritten. Between two reads another process's searches are not seen: with P
 * processes a member can exceed the limit by what the other P − 1 let through in one `refreshMs`. Losing the last
 * batch in a crash is harmless.
 */
export function createSearchLimiter(
  ctx: AppContext,
  { windowMs, refreshMs = 1_000, flushMs = 250 }: { windowMs: number; refreshMs?: number; flushMs?: number },
) {
  const { db, config, log } = ctx;
  const counts = new Map<string, Count>();
  /** Searches let through and not yet in the database, per member, with the end of the window they count in. */
  const unwritten = new Map<string, Tally>();
  const reading = new Map<string, Promise<void>>();
  let batch = new Map<string, Tally>();
  let timer: NodeJS.Timeout | undefined;
  // Every statement of the limiter runs after the previous one: a read then sees every batch queued before it.
  let queue: Promise<void> = Promise.resolve();
  const inOrder = (step: () => Promise<void>) => (queue = queue.then(step, step));
  const keyOf = (member: string) => `friend_search:${member}`;

  /** Adds the searches let through since the last flush to their members' rows (one statement). */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const added = batch;
    batch = new Map();
    if (added.size === 0) return queue;
    return inOrder(async () => {
      const now = config.now();
      const json = JSON.stringify(
        [...added].map(([member, t]) => ({ k: keyOf(member), n: t.n, r: new Date(t.resetAt).toISOString() })),
      );
      try {
        // Searches whose window has ended count for nothing any more; a row whose window ended starts again.
        await db.execute(sql`INSERT INTO rate_limit_counters AS c (key, hits, reset_at)
          SELECT x.k, x.n, x.r::timestamptz FROM json_to_recordset(${json}::json) AS x(k text, n int, r text)
          WHERE x.r::timestamptz > ${at(now)}
          ON CONFLICT (key) DO UPDATE SET
            hits = CASE WHEN c.reset_at <= ${at(now)} THEN excluded.hits ELSE c.hits + excluded.hits END,
            reset_at = CASE WHEN c.reset_at <= ${at(now)} THEN excluded.reset_at ELSE c.reset_at END`);
      } catch (err) {
        log.warn({ err }, 'Friend search counts could not be written');
      } finally {
        for (const [member, t] of added) {
          const left = unwritten.get(member);
          if (left && left.n > t.n) left.n -= t.n;
          else unwritten.delete(member);
        }
        const ms = now.getTime();
        for (const [member, count] of counts) if (ms - count.readAt >= windowMs) counts.delete(member);
      }
    });
  }

  /** The member's count from the database plus the searches not written yet; concurrent callers share it. */
  function read(member: string): Promise<void> {
    let pending = reading.get(member);
    if (!pending) {
      pending = inOrder(async () => {
        const now = config.now().getTime();
        const [row] = await rows<{ hits: number; reset_at: string | Date }>(
          db,
          sql`SELECT hits, reset_at FROM rate_limit_counters WHERE key = ${keyOf(member)}`,
        );
        const resetAt = row ? new Date(toIso(row.reset_at)).getTime() : 0;
        const live = row !== undefined && resetAt > now;
        const mine = unwritten.get(member);
        counts.set(member, {
          n: (live ? row.hits : 0) + (mine && mine.resetAt > now ? mine.n : 0),
          resetAt: live ? resetAt : mine && mine.resetAt > now ? mine.resetAt : now + windowMs,
          readAt: now,
        });
      }).finally(() => reading.delete(member));
      reading.set(member, pending);
    }
    return pending;
  }

  return {
    /** Counts one search of the member, or 429 with Retry-After (until the member's window ends). */
    async take(member: string, limit: number, detail: string): Promise<void> {
      const now = config.now().getTime();
      let count = counts.get(member);
      const stale = !count || now - count.readAt >= refreshMs || now < count.readAt || now >= count.resetAt;
      // Wait for the database when the process knows nothing yet, or before refusing on an old count.
      if (!count || (stale && count.n >= limit)) {
        await read(member);
        count = counts.get(member);
      } else if (stale) {
        void read(member).catch((err: unknown) => log.warn({ err }, 'Friend search count could not be read'));
      }
      if (!count) throw new Error('friend search count missing after reading it');
      if (count.n >= limit) throw tooManyRequests(detail, (count.resetAt - now) / 1000);
      count.n += 1;
      for (const tallies of [unwritten, batch]) {
        const t = tallies.get(member);
        tallies.set(member, { n: (t?.n ?? 0) + 1, resetAt: count.resetAt });
      }
      if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref();
      }
    },
    /** Writes what is still counted only here (at shutdown, and in tests). */
    flush,
  };
}
export type SearchLimiter = ReturnType<typeof createSearchLimiter>;
