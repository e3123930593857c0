/**
 * Calendar-day rules of meal plans (ARCHITECTURE §8): the member's "today", the past-day rule, day offsets for
 * duplicates and templates, and the Sunday week. Days are YYYY-MM-DD strings throughout: same-length ISO days
 * compare correctly as strings, and arithmetic goes through UTC midnight so no local offset can shift a day.
 */

export const PLAN_MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert'] as const;
export type PlanMealType = (typeof PLAN_MEAL_TYPES)[number];
/** The four slots the plan screens show (dessert exists in the entity but has no slot; spec 001 §9). */
export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function utc(day: string): number {
  if (!ISO_DAY.test(day)) throw new RangeError(`Expected a YYYY-MM-DD date, got "${day}"`);
  return Date.parse(`${day}T00:00:00Z`);
}

/** Whether `zone` is an IANA time zone this runtime knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day at `now` in time zone `zone` (the member's "today"), as YYYY-MM-DD. */
export function todayIn(zone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD; formatToParts keeps it independent of that locale detail anyway.
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Past days are read-only (spec 001 §6): a day strictly before `today`. */
export const isPastDay = (day: string, today: string): boolean => utc(day) < utc(today);

/** `day` moved by `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(utc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 for the same day; negative when `to` is earlier). */
export const dayOffset = (from: string, to: string): number => Math.round((utc(to) - utc(from)) / DAY_MS);

/** The days from `start` to `end`, both included (empty when end is before start). */
export function daysOf(start: string, end: string): string[] {
  const count = dayOffset(start, end) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(start, i));
}

/** The Sunday that starts the week holding `day` (spec 001 §2: the week starts on Sunday). */
export const weekStart = (day: string): string => addDays(day, -new Date(utc(day)).getUTCDay());

/** Whether `day` lies within `start`..`end`, both included. */
export const isWithin = (day: string, start: string, end: string): boolean =>
  utc(day) >= utc(start) && utc(day) <= utc(end);
