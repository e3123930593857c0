import type { ShoppingItem, ShoppingList, ShoppingListSummary } from '@potluck/api';
import { formatAmountWithUnit, groupByCategory, shoppingStatusLabel } from '@potluck/api/domain';
import { plainStyle, type Style } from './style';
import { padStart, table, textWidth, type Column } from './text-layout';

/** "2 cups milk", with the notes after a dash: what a person reads on a list (and what the exports print). */
export function itemText(item: Pick<ShoppingItem, 'amount' | 'unit' | 'name' | 'notes'>): string {
  const name = item.name.replace(/\s+/g, ' ').trim();
  const words = [formatAmountWithUnit(item.amount, item.unit), name].filter(Boolean).join(' ');
  const notes = item.notes?.replace(/\s+/g, ' ').trim();
  return notes ? `${words} — ${notes}` : words;
}

/** "3 of 5 ticked (60%)": the list's own counts, as the server computed them. */
export const progressText = (list: Pick<ShoppingListSummary, 'completed_items' | 'total_items'>): string =>
  list.total_items === 0
    ? 'no items yet'
    : `${list.completed_items} of ${list.total_items} ticked (${Math.round((list.completed_items * 100) / list.total_items)}%)`;

/**
 * The member's lists: id (what the other shopping commands take), name, status label and progress, plus the
 * shopping date and store when some list has them.
 */
export function renderListTable(lists: readonly ShoppingListSummary[], width = 80): string {
  const withDate = lists.some((list) => list.shopping_date);
  const withStore = lists.some((list) => list.preferred_store?.trim());
  const columns: Column[] = [
    { header: 'ID', align: 'right' },
    { header: 'NAME', shrink: true, minWidth: 16 },
    { header: 'STATUS' },
    { header: 'TICKED', align: 'right' },
    ...(withDate ? [{ header: 'DATE' }] : []),
    ...(withStore ? [{ header: 'STORE' }] : []),
  ];
  const rows = lists.map((list) => [
    String(list.id),
    list.name.replace(/\s+/g, ' ').trim(),
    shoppingStatusLabel(list),
    `${list.completed_items}/${list.total_items}`,
    ...(withDate ? [list.shopping_date ?? ''] : []),
    ...(withStore ? [list.preferred_store?.trim() ?? ''] : []),
  ]);
  return table(columns, rows, width).join('\n');
}

/**
 * One list for the terminal: a header (name, status, progress, date, store, description), then the items under
 * their category in store-walk order, "[x]" for a ticked one, each with the id `potluck shopping tick` takes.
 */
export function renderListText(list: ShoppingList, style: Style = plainStyle): string {
  const facts = [shoppingStatusLabel(list), progressText(list), list.shopping_date, list.preferred_store];
  const lines = [style.bold(list.name), facts.filter(Boolean).join(' · ')];
  if (list.description?.trim()) lines.push(list.description.trim());
  if (list.items.length === 0) {
    lines.push('', `Nothing on this list yet. Add something with \`potluck shopping add ${list.id} "2 cups milk"\`.`);
    return lines.join('\n');
  }
  const idWidth = Math.max(...list.items.map((item) => textWidth(String(item.id))));
  for (const group of groupByCategory(list.items)) {
    const ticked = group.items.filter((item) => item.is_completed).length;
    lines.push('', `${style.bold(group.category)} ${style.dim(`(${ticked}/${group.items.length})`)}`);
    for (const item of group.items) {
      const line = `${item.is_completed ? '[x]' : '[ ]'} ${padStart(String(item.id), idWidth)}  ${itemText(item)}`;
      lines.push(`  ${item.is_completed ? style.dim(line) : line}`);
    }
  }
  return lines.join('\n');
}
