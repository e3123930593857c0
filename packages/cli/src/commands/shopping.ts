import type { Command } from 'commander';
import type { Io } from '../io';
import { openContext } from '../open-context';

// Everything beyond commander is imported inside the actions (see open-context.ts).

interface ListsOptions {
  status?: string;
  limit?: string;
  offset?: string;
}

interface ExportOptions {
  format?: string;
  out?: string;
}

const FORMAT_NAMES = { md: 'a Markdown checklist', txt: 'text', csv: 'CSV', json: 'JSON' } as const;

/** `potluck shopping lists|show|export`: reading your lists (changing them is shopping-changes.ts). */
export function register(shopping: Command, io: Io): void {
  shopping
    .command('lists')
    .description('list your shopping lists, newest first')
    .option('--status <status>', 'only active, completed or archived lists (default: all)')
    .option('-n, --limit <n>', 'how many to show, 1 to 100 (default: 20)')
    .option('--offset <n>', 'skip this many first (the next page)')
    .action(async (options: ListsOptions, command: Command) => {
      const ctx = await openContext(io, command);
      const { parseStatus } = await import('../shopping-options');
      const { parseLimit, parseOffset } = await import('../recipe-options');
      const query = {
        status_filter: parseStatus(options.status),
        limit: parseLimit(options.limit),
        offset: parseOffset(options.offset),
      };
      const client = await ctx.sessionClient();
      const page = await ctx.call(() => client.shopping.lists({ query }), { authenticated: true });
      if (ctx.json || page.items.length === 0) return ctx.print(page, emptyListsMessage(query, page.total));

      const { renderListTable } = await import('../render/shopping-list');
      ctx.print(page, renderListTable(page.items, io.columns ?? Number.POSITIVE_INFINITY));
      const last = page.offset + page.items.length;
      const noun = page.total === 1 ? 'list' : 'lists';
      ctx.note(
        last < page.total || page.offset > 0
          ? `Showing ${page.offset + 1}–${last} of ${page.total} ${noun}; see more with --limit and --offset.`
          : `${page.total} ${noun}.`,
      );
    });

  shopping
    .command('show')
    .description('show a list: its items by category in store-walk order, ticked ones marked [x]')
    .argument('<id>', 'shopping list id (from `potluck shopping lists`)')
    .action(async (ref: string, _options: unknown, command: Command) => {
      const ctx = await openContext(io, command);
      const { parseListId } = await import('../shopping-options');
      const id = parseListId(ref);
      const { fetchList } = await import('../shopping-fetch');
      const list = await fetchList(ctx, await ctx.sessionClient(), id);
      if (ctx.json) return ctx.print(list, '');
      const { renderListText } = await import('../render/shopping-list');
      const { ansiStyle, plainStyle } = await import('../render/style');
      ctx.print(list, renderListText(list, io.color ? ansiStyle : plainStyle));
    });

  shopping
    .command('export')
    .description('export a list as a Markdown checklist (to paste into notes), text, CSV or JSON')
    .argument('<id>', 'shopping list id')
    .option(
      '-f, --format <format>',
      'md, txt, csv or json; default: from the --out file name, else json with --json, else md',
    )
    .option('-o, --out <file>', 'write to this file (replacing it) instead of stdout')
    .action(async (ref: string, options: ExportOptions, command: Command) => {
      const ctx = await openContext(io, command);
      const { parseListId, shoppingExportFormat } = await import('../shopping-options');
      const id = parseListId(ref);
      const format = shoppingExportFormat(options.format, options.out, ctx.json);
      const { fetchList } = await import('../shopping-fetch');
      const list = await fetchList(ctx, await ctx.sessionClient(), id);
      const render = await import('../render/shopping-export');
      const content =
        format === 'md'
          ? render.shoppingListToMarkdown(list)
          : format === 'txt'
            ? render.shoppingListToText(list)
            : format === 'csv'
              ? render.shoppingListToCsv(list)
              : `${JSON.stringify(list, null, 2)}\n`;
      // Without --out the document itself is the output, whatever --json says (as `potluck export`).
      if (options.out === undefined) return io.stdout(content);
      const { writeExport } = await import('../export-file');
      const file = await writeExport(options.out, content);
      ctx.print({ id: list.id, format, file }, `Exported "${list.name}" as ${FORMAT_NAMES[format]} to ${file}.`);
    });
}

function emptyListsMessage(query: { status_filter?: string; offset?: number }, total: number): string {
  if ((query.offset ?? 0) > 0) return `No more lists (you have ${total}).`;
  if (query.status_filter && query.status_filter !== 'all') return `You have no ${query.status_filter} lists.`;
  return 'You have no shopping lists yet. Make one from recipes with `potluck shopping from-recipes <id|slug>...`.';
}
