/**
 * Shared rounding for every display rule in the domain, so scaling, counts and nutrition round alike.
 *
 * Binary floats make `Math.round(1.15 * 10)` give 11 (1.15 is stored as 1.14999…), so a cook would see
 * 1.1 where the recipe says 1.15. Rounding the scaled value to 12 significant digits first removes that
 * representation noise before rounding half up.
 */
export function roundHalfUp(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const scaled = Number((value * factor).toPrecision(12));
  return Math.round(scaled) / factor;
}

/** Rounds half up to at most `maxDecimals` and drops trailing zeros: 2.0 → "2", 2.50 → "2.5". */
export function formatDecimal(value: number, maxDecimals: number): string {
  const rounded = roundHalfUp(value, maxDecimals);
  // String() of a rounded number already omits trailing zeros; `+ 0` turns -0 into 0.
  return String(rounded + 0);
}

/** Rounds half up to exactly `decimals` places: 12 with 1 → "12.0". */
export function formatFixed(value: number, decimals: number): string {
  return (roundHalfUp(value, decimals) + 0).toFixed(decimals);
}
