const ISO =
  /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;
const WORDS = /(\d+(?:[.,]\d+)?)\s*(days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b/gi;
const MINUTES_PER: Record<string, number> = { d: 1440, h: 60, m: 1, s: 1 / 60 };

const num = (text: string | undefined) => (text ? Number(text.replace(',', '.')) : 0);

/**
 * Minutes of a duration: ISO 8601 as schema.org writes it ("PT1H30M" → 90, "P0DT45M", "PT90S" → 2), or
 * the words the export formats use ("1 hour 30 minutes", "1 hr 15 mins", "45 min", "1h30", a bare "20").
 * null when nothing readable (or zero) is there.
 */
export function durationMinutes(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  const iso = ISO.exec(text.toUpperCase());
  if (iso) {
    if (text.toUpperCase() === 'P' || text.toUpperCase().endsWith('T')) return null;
    const minutes = num(iso[1]) * 7 * 1440 + num(iso[2]) * 1440 + num(iso[3]) * 60 + num(iso[4]) + num(iso[5]) / 60;
    return minutes > 0 ? Math.round(minutes) : null;
  }
  // Looks like ISO 8601 but is not valid ("PT-5M"): not a duration, rather than a guess.
  if (/^P/i.test(text)) return null;
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return num(text) > 0 ? Math.round(num(text)) : null;
  const hoursAndMinutes = /^(\d+)\s*h\s*(\d+)$/i.exec(text);
  if (hoursAndMinutes) return Number(hoursAndMinutes[1]) * 60 + Number(hoursAndMinutes[2]);
  let minutes = 0;
  let matched = false;
  for (const match of text.matchAll(WORDS)) {
    matched = true;
    minutes += num(match[1]) * MINUTES_PER[match[2]!.charAt(0).toLowerCase()]!;
  }
  return matched && minutes > 0 ? Math.round(minutes) : null;
}

/** PT1H30M for 90 minutes: what schema.org's prepTime, cookTime and totalTime hold. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}
