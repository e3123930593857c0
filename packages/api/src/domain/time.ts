/** A usable duration in minutes: finite and not negative. */
function isMinutes(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * Display text of a duration (spec 000 §9, 001 §9): under 60 minutes "Nm", else "Nh Nm".
 * Whole hours drop the minutes ("1h", "2h", not "1h 0m"), as recipe sites show them; a zero is never
 * worth reading. Fractions of a minute round to the nearest minute first, so 59.6 shows "1h".
 * No duration (null, NaN, negative) gives '' so callers can hide the row.
 */
export function formatMinutes(minutes: number | null | undefined): string {
  if (!isMinutes(minutes)) return '';
  const total = Math.round(minutes);
  if (total < 60) return `${total}m`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/**
 * Prep plus cook time in minutes. A missing or invalid part counts as 0 so a recipe with only a cook
 * time still has a total; when neither part is usable the total is null (unknown, not zero).
 */
export function totalTime(
  prepMinutes: number | null | undefined,
  cookMinutes: number | null | undefined,
): number | null {
  const parts = [prepMinutes, cookMinutes].filter(isMinutes);
  return parts.length === 0 ? null : parts.reduce((sum, part) => sum + part, 0);
}
