import { MEAL_SLOTS, weekStart } from '@potluck/api/domain';
import { UsageError } from './errors';

// The arguments and options of `potluck plans …`, read before any request is made.

const MAX_ID = 2 ** 31 - 1;
const WHOLE = /^\d+$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** <id> of a meal plan: the number `potluck plans list` shows. */
export function parsePlanId(text: string): number {
  const value = text.trim();
  const id = Number(value);
  if (!WHOLE.test(value) || id < 1 || id > MAX_ID) {
    throw new UsageError(`A meal plan id is a number (got "${text}"); see the ids with \`potluck plans list\`.`);
  }
  return id;
}

/** A calendar day typed as YYYY-MM-DD (and a real one: 2026-02-30 is refused). */
export function parseDay(text: string, what: string): string {
  const value = text.trim();
  const time = ISO_DAY.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  // Date.parse rolls 2026-02-30 over to March 2 and gives NaN for month 13: both are refused.
  const real = Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
  if (!real) throw new UsageError(`${what} must be a date written YYYY-MM-DD (got "${text}").`);
  return value;
}

/** --week: any day of the wanted week, as the Sunday that starts it (weeks start on Sunday). */
export const parseWeek = (text: string): string => weekStart(parseDay(text, '--week'));

export type MealSlot = (typeof MEAL_SLOTS)[number];

/** <slot>: breakfast, lunch, dinner or snack, in any case. */
export function parseSlot(text: string): MealSlot {
  const value = text.trim().toLowerCase();
  const slot = MEAL_SLOTS.find((s) => s === value);
  if (slot) return slot;
  throw new UsageError(`The slot must be one of ${MEAL_SLOTS.join(', ')} (got "${text}").`);
}

/** What `plans add` puts in the slot: a recipe (id or slug) or, with --custom, a meal by name. Exactly one. */
export type MealChoice = { recipe: string } | { custom: string };

export function parseMealChoice(recipe: string | undefined, custom: string | undefined): MealChoice {
  const name = custom?.trim();
  if (custom !== undefined && !name) throw new UsageError('--custom cannot be empty.');
  if (recipe !== undefined && name) throw new UsageError('Give a recipe or --custom <name>, not both.');
  if (recipe === undefined && !name) {
    throw new UsageError(
      'Give a recipe (id or slug) or --custom <name>, e.g. `potluck plans add 3 2026-11-27 dinner apple-pie`.',
    );
  }
  return name ? { custom: name } : { recipe: recipe! };
}

/** --from/--to of `plans shopping`: both within the plan, a missing end being the plan's own. */
export function parseDayRange(
  from: string | undefined,
  to: string | undefined,
  plan: { start_date: string; end_date: string },
): { start_date: string; end_date: string } | null {
  if (from === undefined && to === undefined) return null;
  const start_date = from === undefined ? plan.start_date : parseDay(from, '--from');
  const end_date = to === undefined ? plan.end_date : parseDay(to, '--to');
  if (end_date < start_date) throw new UsageError(`--to (${end_date}) must not be before --from (${start_date}).`);
  return { start_date, end_date };
}

/** The member's IANA time zone, which decides "today" for the server's past-day rule. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
