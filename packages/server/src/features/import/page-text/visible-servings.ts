import { isIngredientsHeading, isServingsHeading } from './recipe-headings';
import type { VisibleLine } from './visible-lines';

// How many a recipe is for, as its page shows it, in the languages of the sites.

/** Words that count whom a recipe is for ("2 personnes", "8 porcí", "10 servings"). */
const PEOPLE =
  '(?:servings?|people|persons?|portions?|personnes?|personen|persone|porzion[ei]|porciones|raciones|porcj[aei]|porc[ií]|porce|porties|porsjoner|portioner|portionen|pers\\.?|μερίδες|kişilik|adag)';
/** Labels written before the number ("Servings: 10", "Yield: 10 croissants", "Portionen 2", "Antal 10 stk."). */
const LABEL =
  '(?:servings?|serves|yields?|makes|portions?|portionen|portioner|porsjoner|personnes?|personen|persone|porzioni|porciones|raciones|porcje|porce|porties|antal|μερίδες)';

const LABELLED = new RegExp(`^${LABEL}\\s*:?\\s*(\\d{1,3})(?!\\d)`, 'iu');
const COUNTED = new RegExp(`^(\\d{1,3})(?:\\s*[-–/]\\s*\\d{1,3})?\\s+${PEOPLE}(?![\\p{L}])`, 'iu');
/** "Pour 2 personnes:", "Zutaten für 4 Personen", "Ingredienti per 6 tortini", "Ingredients (serves 4)". */
const FOR_N = /(?:^|[\s(])(?:for|pour|f[üu]r|per|para|voor|til|f[öo]r|dla|na|serves|makes)\s+(\d{1,3})(?!\d)/iu;

const MAX_WORDS = 8;

/** The number of servings a line shows, or null: short lines only, never "Serving size" or "per serving". */
function servingsOf(line: VisibleLine): number | null {
  const text = line.text;
  if (text.split(' ').length > MAX_WORDS || /serving size|per serving/iu.test(text)) return null;
  const found =
    LABELLED.exec(text) ??
    (text.split(' ').length <= 4 ? COUNTED.exec(text) : null) ??
    (isServingsHeading(text) || isIngredientsHeading(text) ? FOR_N.exec(text) : null);
  const n = found ? Number(found[1]) : 0;
  return n >= 1 && n <= 1000 ? n : null;
}

/**
 * How many the recipe is for, as the page shows it: the first short line that says so ("Servings: 10", "2
 * personen", "Pour 2 personnes :", "Zutaten für 4 Personen", "Yield: 10 croissants"). Null when none does.
 */
export function visibleServings(lines: VisibleLine[]): number | null {
  for (const line of lines) {
    const n = servingsOf(line);
    if (n !== null) return n;
  }
  return null;
}
