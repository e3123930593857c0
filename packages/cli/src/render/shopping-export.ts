import { escapeMarkdown, type ShoppingList } from '@potluck/api';
import { groupByCategory } from '@potluck/api/domain';
import { itemText } from './shopping-list';

// The documents `potluck shopping export` writes. Every one groups the items under their category in
// store-walk order, as the list shows them, and ends with a line break.

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Date and store, when the list has them: the line under the title of the text and Markdown exports. */
const subtitle = (list: ShoppingList) => [list.shopping_date, list.preferred_store?.trim()].filter(Boolean).join(' · ');

/**
 * A Markdown checklist to paste into a notes app: `- [ ] 2 cups milk`, `- [x] …` for a ticked item, under
 * `## Category` headings. What members typed is escaped, so a name shows as typed, never as formatting.
 */
export function shoppingListToMarkdown(list: ShoppingList): string {
  const blocks = [`# ${escapeMarkdown(oneLine(list.name))}`];
  if (subtitle(list)) blocks.push(escapeMarkdown(subtitle(list)));
  if (list.description?.trim()) blocks.push(escapeMarkdown(list.description.trim()));
  for (const group of groupByCategory(list.items)) {
    blocks.push(`## ${escapeMarkdown(oneLine(group.category))}`);
    blocks.push(
      group.items.map((item) => `- [${item.is_completed ? 'x' : ' '}] ${escapeMarkdown(itemText(item))}`).join('\n'),
    );
  }
  return `${blocks.join('\n\n')}\n`;
}

/** Plain text for a message or a printout: the same checklist with `[ ]` / `[x]` boxes and bare headings. */
export function shoppingListToText(list: ShoppingList): string {
  const lines = [oneLine(list.name)];
  if (subtitle(list)) lines.push(subtitle(list));
  if (list.description?.trim()) lines.push('', list.description.trim());
  for (const group of groupByCategory(list.items)) {
    lines.push(
      '',
      group.category,
      ...group.items.map((item) => `[${item.is_completed ? 'x' : ' '}] ${itemText(item)}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

export const CSV_HEADER = ['category', 'item', 'amount', 'unit', 'notes', 'ticked', 'price', 'id'] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or surrounding spaces, with
 * quotes doubled. Text a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with a quote mark.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A spreadsheet of the list: a header row, then one row per item in store-walk order; CRLF line ends. */
export function shoppingListToCsv(list: ShoppingList): string {
  const rows = groupByCategory(list.items).flatMap((group) =>
    group.items.map((item) => [
      group.category,
      item.name,
      item.amount,
      item.unit,
      item.notes,
      item.is_completed,
      item.price,
      item.id,
    ]),
  );
  return [CSV_HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
