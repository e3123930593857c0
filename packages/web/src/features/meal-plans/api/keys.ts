/**
 * SWR keys of meal plan data in one place, so every mutation revalidates exactly what it changed.
 * Keys are arrays whose first element names the resource.
 */
export const mealPlanKeys = {
  plans: (activeOnly: boolean) => ['meal-plans', activeOnly] as const,
  plan: (id: number) => ['meal-plan', id] as const,
  calendar: (id: number, start: string, end: string) => ['meal-plan-calendar', id, start, end] as const,
};

export const isPlansKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'meal-plans';
export const isCalendarOf =
  (id: number) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === 'meal-plan-calendar' && key[1] === id;

/** The numeric id of /meal-plans/{id}, or null when it is not a positive integer. */
export function parsePlanId(segment: string | null | undefined): number | null {
  if (!segment || !/^\d+$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The member's IANA time zone: the server decides "today" (and so which days are past and read-only) in it
 * (the contract's `tz` query field). UTC when the browser does not say.
 */
export function memberTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
