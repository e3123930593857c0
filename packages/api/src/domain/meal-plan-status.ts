export const MEAL_PLAN_DISPLAY_STATUSES = ['Inactive', 'Upcoming', 'Active', 'Completed'] as const;
export type MealPlanDisplayStatus = (typeof MEAL_PLAN_DISPLAY_STATUSES)[number];

export type MealPlanDates = { is_active: boolean; start_date: string; end_date: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** The calendar day of an ISO date or date-time ("2025-03-01T10:00:00Z" → "2025-03-01"). */
function day(value: string): string {
  if (!ISO_DATE.test(value)) throw new RangeError(`Expected a YYYY-MM-DD date, got "${value}"`);
  return value.slice(0, 10);
}

/**
 * The meal plan badge (spec 001 §4): Inactive if not active; Upcoming if today is before the start;
 * Completed if today is after the end; otherwise Active (start and end days included). `today` is the
 * viewer's calendar day as YYYY-MM-DD (see `toIsoDate`), so the rule stays pure and testable; same-length
 * ISO days compare correctly as strings.
 */
export function mealPlanStatus(plan: MealPlanDates, today: string): MealPlanDisplayStatus {
  if (!plan.is_active) return 'Inactive';
  const now = day(today);
  if (now < day(plan.start_date)) return 'Upcoming';
  if (now > day(plan.end_date)) return 'Completed';
  return 'Active';
}

/** A Date's local calendar day as YYYY-MM-DD (not toISOString, which gives the UTC day). */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const dayOfMonth = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${dayOfMonth}`;
}
