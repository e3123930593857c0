import { formatDecimal, roundHalfUp } from './rounding';

const THOUSAND = 1_000;
const MILLION = 1_000_000;

/**
 * Like, view and similar counts (spec 000 §9): "k" from 1,000 and "m" from 1,000,000, one decimal at
 * most, rounded half up and without a trailing ".0" (1000 → "1k", 1050 → "1.1k", 2,500,000 → "2.5m").
 * A value that would round to "1000k" rolls up to "1m" instead. Counts are whole: a fraction rounds
 * first; a missing, negative or non-finite count shows "0".
 */
export function abbreviateCount(count: number | null | undefined): string {
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) return '0';
  const whole = Math.round(count);
  if (whole < THOUSAND) return String(whole);
  if (whole < MILLION && roundHalfUp(whole / THOUSAND, 1) < THOUSAND) {
    return `${formatDecimal(whole / THOUSAND, 1)}k`;
  }
  return `${formatDecimal(whole / MILLION, 1)}m`;
}
