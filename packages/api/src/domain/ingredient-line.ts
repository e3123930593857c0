import { expandUnicodeFractions, parseQuantity } from './quantity';
import { UNIT_OF, normalizeUnit } from './units';

export type IngredientLine = {
  amount: number | null;
  /** A canonical unit id of COMMON_UNITS. */
  unit: string | null;
  ingredient_name: string;
};

const AMOUNT_TOKEN = /^[\d./-]+$/;
const INTEGER_TOKEN = /^\d+$/;
const FRACTION_TOKEN = /^\d+\/\d+$/;
const GLUED_AMOUNT_UNIT = /^([\d./-]*\d[\d./-]*)([a-z]+\.?)$/i;
// Markdown and typographic bullets the AI chef puts before ingredient lines; "-" only with a space after.
const BULLET = /^(?:[*•·]\s*|-\s+)/;
const LEADING_OF = /^of\s+/i;

/** "200g" → ["200", "g"] when the letters are a known unit, so metric lines read like spaced ones. */
function splitGluedUnit(token: string): string[] {
  const match = GLUED_AMOUNT_UNIT.exec(token);
  return match !== null && normalizeUnit(match[2]) !== null ? [match[1]!, match[2]!] : [token];
}

/**
 * Reads one ingredient line of an AI chef answer when it is saved as a recipe (spec 000 §4): the first
 * token is the amount when it is made of digits, slashes, dots and hyphens and reads as a number; the
 * next is the unit when it is on the fixed unit list; the remainder is the name.
 *
 * - "1/2" → 0.5, "1.5" → 1.5, a range "2-3" → 2 (the lower bound), "1-1/2" → 1.5 (mixed number).
 * - A mixed number written with a space ("1 1/2 cups flour") takes two tokens for the amount. This goes
 *   beyond "one or two tokens" on purpose: otherwise "1/2" would end up in the name.
 * - "200g flour" is read as "200 g flour"; ½-style glyphs are read as typed fractions.
 * - A unit is only taken when a name remains ("3 cloves" is 3 of "cloves"), and a line without an amount
 *   may still start with a unit ("Pinch of salt"). A leading "of" is dropped from the name, and after a unit the
 *   same word in other languages ("200 g de farine", "1 cucchiaio di olio").
 * - A leading bullet ("- ", "* ", "• ") is ignored. Anything unreadable stays in the name.
 */
export function readIngredientLine(line: string): IngredientLine {
  const text = expandUnicodeFractions(line).trim().replace(BULLET, '');
  const words = text.split(/\s+/).filter((word) => word !== '');
  const tokens = words.length > 0 ? [...splitGluedUnit(words[0]!), ...words.slice(1)] : [];

  let index = 0;
  let amount: number | null = null;
  const first = tokens[0];
  if (first !== undefined && AMOUNT_TOKEN.test(first)) {
    amount = parseQuantity(first);
    if (amount !== null) {
      index = 1;
      const second = tokens[1];
      if (INTEGER_TOKEN.test(first) && second !== undefined && FRACTION_TOKEN.test(second)) {
        const mixed = parseQuantity(`${first} ${second}`);
        if (mixed !== null) {
          amount = mixed;
          index = 2;
        }
      }
    }
  }

  let unit: string | null = null;
  const unitToken = tokens[index];
  if (unitToken !== undefined && index + 1 < tokens.length) {
    // (A unit of two words first: "fl oz", the Russian spoon "ст. л.".)
    const two = index + 2 < tokens.length ? normalizeUnit(`${unitToken} ${tokens[index + 1]}`) : null;
    unit = two ?? normalizeUnit(unitToken);
    if (unit !== null) index += two === null ? 1 : 2;
  }

  const ingredient_name = tokens
    .slice(index)
    .join(' ')
    .replace(unit === null ? LEADING_OF : UNIT_OF, '')
    .trim();
  return { amount, unit, ingredient_name };
}
