import { SHOPPING_MESSAGES } from '@potluck/api';
import { SHOPPING_LIST_STATUSES } from '@potluck/api/domain';
import { UsageError } from './errors';

// The arguments and options of `potluck shopping …`, read before any request is made.

const MAX_ID = 2 ** 31 - 1;
const WHOLE = /^\d+$/;

/** <id> of a shopping list: the number `potluck shopping lists` shows. */
export function parseListId(text: string): number {
  const value = text.trim();
  const id = Number(value);
  if (!WHOLE.test(value) || id < 1 || id > MAX_ID) {
    throw new UsageError(
      `A shopping list id is a number (got "${text}"); see the ids with \`potluck shopping lists\`.`,
    );
  }
  return id;
}

export const LIST_STATUS_CHOICES = [...SHOPPING_LIST_STATUSES, 'all'] as const;
export type ListStatusChoice = (typeof LIST_STATUS_CHOICES)[number];

/** --status: one of the list statuses, or all (the same as leaving it out). */
export function parseStatus(text: string | undefined): ListStatusChoice | undefined {
  if (text === undefined) return undefined;
  const value = text.trim().toLowerCase();
  if ((LIST_STATUS_CHOICES as readonly string[]).includes(value)) return value as ListStatusChoice;
  throw new UsageError(`--status must be one of ${LIST_STATUS_CHOICES.join(', ')} (got "${text}").`);
}

export const SHOPPING_EXPORT_FORMATS = ['md', 'txt', 'csv', 'json'] as const;
export type ShoppingExportFormat = (typeof SHOPPING_EXPORT_FORMATS)[number];
const FORMAT_ALIASES: Record<string, ShoppingExportFormat> = { markdown: 'md', text: 'txt' };

/** --format, else what the --out file's extension says, else JSON under --json, else Markdown. */
export function shoppingExportFormat(format: string | undefined, out: string | undefined, json = false) {
  if (format !== undefined) {
    const value = format.trim().toLowerCase();
    const known = FORMAT_ALIASES[value] ?? SHOPPING_EXPORT_FORMATS.find((f) => f === value);
    if (known) return known;
    throw new UsageError(`--format must be md, txt, csv or json (got "${format}").`);
  }
  if (out !== undefined) {
    const extension = /\.([a-z]+)$/i.exec(out)?.[1]?.toLowerCase() ?? '';
    return SHOPPING_EXPORT_FORMATS.find((f) => f === extension) ?? FORMAT_ALIASES[extension] ?? 'md';
  }
  return json ? 'json' : 'md';
}

/**
 * --servings ref=n, repeatable: how many servings to buy for one of the recipes given (by the id or slug it
 * was given as). Returns ref → servings; the command maps refs to recipe ids once it has read them.
 */
export function parseServingsOverrides(pairs: readonly string[], refs: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const pair of pairs) {
    const match = /^\s*([^=\s]+)\s*=\s*(\S+)\s*$/.exec(pair);
    if (!match) throw new UsageError(`--servings takes recipe=servings, e.g. --servings 12=6 (got "${pair}").`);
    const [, ref, count] = match as unknown as [string, string, string];
    if (!refs.includes(ref)) {
      throw new UsageError(`--servings ${pair}: "${ref}" is not one of the recipes given (${refs.join(', ')}).`);
    }
    const servings = Number(count);
    if (!WHOLE.test(count) || servings < 1 || servings > 1000) {
      throw new UsageError(`--servings ${pair}: ${SHOPPING_MESSAGES.servingsMin} (a whole number up to 1000).`);
    }
    out.set(ref, servings);
  }
  return out;
}
