import { formatDecimal } from './rounding';

/** The servings scaler's multipliers (spec 000 §2 Recipe detail, §9). */
export const SCALE_CHOICES = [0.5, 1, 2, 3] as const;
export type ScaleChoice = (typeof SCALE_CHOICES)[number];

/** Fractions a cook reads more easily than decimals, smallest first (spec 000 §9). */
export const DISPLAY_FRACTIONS = [
  { text: '1/8', value: 1 / 8 },
  { text: '1/4', value: 1 / 4 },
  { text: '1/3', value: 1 / 3 },
  { text: '1/2', value: 1 / 2 },
  { text: '2/3', value: 2 / 3 },
  { text: '3/4', value: 3 / 4 },
] as const;

export const FRACTION_TOLERANCE = 0.05;
// Lets "within 0.05" include its edges although 0.55 - 0.5 is 0.050000000000000044 in binary.
const EPSILON = 1e-9;

/** A usable amount: a finite number that is not negative. Anything else means "no amount". */
function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * Multiplies an ingredient amount for the servings scaler. Returns null when there is no amount
 * (null, NaN, negative, infinite). A multiplier that is not a positive finite number is ignored
 * (treated as 1) so a bad scaler value never hides the recipe's own amount.
 */
export function scaleQuantity(amount: number | null | undefined, multiplier: number): number | null {
  if (!isAmount(amount)) return null;
  const factor = Number.isFinite(multiplier) && multiplier > 0 ? multiplier : 1;
  return amount * factor;
}

/** The listed fraction nearest to `value` within the tolerance; on an exact tie the smaller one. */
function nearestFraction(value: number): string | null {
  let best: { text: string; distance: number } | null = null;
  for (const fraction of DISPLAY_FRACTIONS) {
    const distance = Math.abs(value - fraction.value);
    if (distance <= FRACTION_TOLERANCE + EPSILON && (best === null || distance < best.distance - EPSILON)) {
      best = { text: fraction.text, distance };
    }
  }
  return best?.text ?? null;
}

/**
 * Display text of an amount (spec 000 §9):
 * - no amount (null, NaN, negative, infinite) → '' so callers show the unit or name alone;
 * - under 0.01 → '0';
 * - under 1 → the nearest of 1/8, 1/4, 1/3, 1/2, 2/3, 3/4 when within 0.05 inclusive. Where two windows
 *   overlap (1/4–1/3 around 0.29, 2/3–3/4 around 0.71) the nearer fraction wins. Values near no fraction
 *   show one decimal ("0.6"), or two when one decimal would read "0" (0.01–0.04), and 0.95+ reads "1";
 * - under 10 → at most one decimal, whole numbers without ".0" ("2", "2.5"), so 9.95 shows "10";
 * - otherwise rounded half up to a whole number ("11" for 10.5).
 */
export function formatQuantity(value: number | null | undefined): string {
  if (!isAmount(value)) return '';
  if (value < 0.01) return '0';
  if (value < 1) {
    const fraction = nearestFraction(value);
    if (fraction !== null) return fraction;
    const oneDecimal = formatDecimal(value, 1);
    return oneDecimal === '0' ? formatDecimal(value, 2) : oneDecimal;
  }
  if (value < 10) return formatDecimal(value, 1);
  return formatDecimal(value, 0);
}

/**
 * Amount and unit as one display string after scaling: (1, 'cup', 0.5) → "1/2 cup". Without an amount
 * only the unit is shown, without a unit only the amount, without both ''.
 */
export function formatAmountWithUnit(
  amount: number | null | undefined,
  unit: string | null | undefined,
  multiplier = 1,
): string {
  const quantity = formatQuantity(scaleQuantity(amount, multiplier));
  return [quantity, unit?.trim() ?? ''].filter((part) => part !== '').join(' ');
}

const UNICODE_FRACTIONS: Record<string, string> = {
  '¼': '1/4',
  '½': '1/2',
  '¾': '3/4',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};
const UNICODE_FRACTION_PATTERN = /(\d)?([¼½¾⅓⅔⅛⅜⅝⅞])/g;

/** Rewrites "1½" and "½" as "1 1/2" and "1/2", and the fraction slash of "3⁄4" as "/", so they read like typed fractions. */
export function expandUnicodeFractions(text: string): string {
  return text
    .replace(/(\d)\u2044(\d)/g, '$1/$2')
    .replace(UNICODE_FRACTION_PATTERN, (_match, whole: string | undefined, glyph: string) =>
      whole === undefined ? UNICODE_FRACTIONS[glyph]! : `${whole} ${UNICODE_FRACTIONS[glyph]!}`,
    );
}

const DECIMAL = /^(?:\d+\.?\d*|\.\d+)$/;
const FRACTION = /^(\d+)\/(\d+)$/;
const INTEGER = /^\d+$/;

function parseSimple(text: string): number | null {
  if (DECIMAL.test(text)) return Number(text);
  const fraction = FRACTION.exec(text);
  if (fraction === null) return null;
  const denominator = Number(fraction[2]);
  return denominator === 0 ? null : Number(fraction[1]) / denominator;
}

/** "1 1/2" or "1-1/2": a whole number followed by a proper fraction. */
function parseMixed(whole: string, part: string): number | null {
  if (!INTEGER.test(whole) || !FRACTION.test(part)) return null;
  const fraction = parseSimple(part);
  return fraction !== null && fraction < 1 ? Number(whole) + fraction : null;
}

/**
 * Reads a typed amount: "2", "1.5", ".5", "1/2", "½", mixed "1 1/2" / "1½" / "1-1/2", and ranges "2-3"
 * (the lower bound, 2). Returns null for anything else, including negatives and division by zero.
 */
export function parseQuantity(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const parts = expandUnicodeFractions(text).trim().split(/\s+/);
  if (parts.length === 2) return parseMixed(parts[0]!, parts[1]!);
  if (parts.length !== 1 || parts[0] === '') return null;
  const token = parts[0]!;
  const pieces = token.split('-');
  if (pieces.length === 1) return parseSimple(token);
  if (pieces.length !== 2) return null;
  const [left, right] = pieces as [string, string];
  const mixed = parseMixed(left, right);
  if (mixed !== null) return mixed;
  const low = parseSimple(left);
  const high = parseSimple(right);
  return low === null || high === null ? null : Math.min(low, high);
}
