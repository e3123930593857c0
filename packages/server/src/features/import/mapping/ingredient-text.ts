import { parseQuantity, readIngredientLine } from '@potluck/api/domain';
import type { ImportedRecipe } from '@potluck/api';
import { clip } from '../schema-org/values';

export type IngredientRow = ImportedRecipe['ingredients'][number];

const OPTIONAL = /\s*(?:\(optional\)|,\s*optional)\s*$/i;

/**
 * A name with its amount after it, as cards and shop lists lay them out in two columns ("Broccoli 75 g", "Oeuf 4
 * unités", "ziemniaki 1 kilogram", "Mlieko: 1 dl", "Морковь — 1 шт."): the name has no number, the amount ends
 * the line, with at most its unit after it (a word, or a short two: "ст. л."). Not a grade of flour ("Mehl Type 405") nor a name ending in a word that
 * leads into the amount ("Juice of 1 lemon").
 */
const AMOUNT_LAST =
  /^(\p{L}[^\d½¼¾⅓⅔⅛()]*?)\s*[:–—-]?\s+([1-9]\d*\s\d\/\d{1,2}|[1-9]\d*\s?[½¼¾⅓⅔⅛]|(?:[1-9]\d*|0[.,]\d+)(?:[.,/]\d+)?|[½¼¾⅓⅔⅛])(?:\s+(\p{L}+\.?(?:\s?\p{L}{1,2}\.)?))?$/u;
const LEADS_ON =
  /(?:^|\s)(?:of|with|about|approx|type|typ|tipo|de|d['’]|du|des|di|del|della|von|van|z|ze|w|au|aux|à|en|for|per|pour|für|or|ou|oder|o|and|et|und|e|y)$/iu;

const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?(?:\s\d\/\d{1,2})?|\d\/\d{1,2}|\d*[½¼¾⅓⅔⅛])`;
/**
 * A range before the rest of the line ("3-4 garlic cloves", "2 – 3 EL", "1 to 2 cups", "2 à 3 cuillères"): not a
 * mixed number ("1-1/2 cups").
 */
const RANGE = new RegExp(
  String.raw`^(${NUMBER})\s*(?:-|–|—|to|bis|à|a|tot|til|till|do)\s*(${NUMBER})(?=\s|\p{L}|$)`,
  'iu',
);

/** The range a line starts with, written as the page wrote it, and the line with its lower bound alone. */
function splitRange(text: string): { range: string | null; text: string } {
  const found = RANGE.exec(text);
  if (!found || /^\d+-\d\/\d/u.test(found[0])) return { range: null, text };
  const low = parseQuantity(found[1]!.replace(',', '.'));
  const high = parseQuantity(found[2]!.replace(',', '.'));
  if (low === null || high === null || high <= low) return { range: null, text };
  return { range: found[0].replace(/\s+/gu, ' '), text: `${found[1]}${text.slice(found[0].length)}` };
}

/** The line with its amount first ("75 g Broccoli") when it is written name first; else as it is. */
function amountFirst(text: string): string {
  const found = AMOUNT_LAST.exec(text);
  if (!found) return text;
  const name = found[1]!.trim().replace(/[,;]$/u, '');
  if (LEADS_ON.test(name)) return text;
  return [found[2], found[3], name].filter(Boolean).join(' ');
}

/**
 * One ingredient line of a page or an export: amount, unit and name by the shared line reader
 * (readIngredientLine), then what the recipe pages print after the name: ", preparation", " · notes" and
 * "(optional)". The exporter writes lines in this same form, so an exported recipe reads back unchanged.
 */
export function ingredientFromText(line: string): IngredientRow | null {
  // "10cl", "1càs": an amount glued to a unit the reader does not know is still an amount.
  let text = line
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(\d+(?:[.,/]\d+)?)(\p{L}{1,4}\.?)(?=\s)/u, '$1 $2');
  if (text === '') return null;
  const isOptional = OPTIONAL.test(text);
  if (isOptional) text = text.replace(OPTIONAL, '');
  // The amount of a range is its lower bound; the range itself is kept in the notes, as the text parser does.
  const { range, text: ranged } = splitRange(amountFirst(text.replace(/^(?:[*•·▪]\s*|-\s+)/u, '')));
  // (A decimal written with a comma, as most of Europe writes it, "1,5 kg", "2,5 dl", is one; not thousands, "1,000 g".)
  const lowered = ranged.replace(/^(\d+),(\d{1,2})(?=\s)/u, '$1.$2');
  const read = readIngredientLine(lowered);
  let name = read.ingredient_name;
  let amount = read.amount;
  let unit = read.unit;
  // "2 cups" alone or a lone number: nothing is left for the name, so keep the whole line as the name.
  if (name === '') {
    name = text;
    amount = null;
    unit = null;
  }
  const comma = name.indexOf(', ');
  const rest = comma > 0 ? name.slice(comma + 2) : '';
  if (comma > 0) name = name.slice(0, comma);
  const [preparation, ...said] = rest.split(' · ');
  const notes = range && amount !== null ? [range, ...said] : said;
  return {
    ingredient_name: clip(name, 200),
    amount: amount !== null && amount <= 100_000 ? amount : null,
    unit,
    preparation: preparation ? clip(preparation, 200) : null,
    notes: notes.length > 0 ? clip(notes.join(' · '), 500) : null,
    is_optional: isOptional,
  };
}

/** The line the exporter writes for an ingredient: "1/2 cup onion, chopped · or a shallot (optional)". */
export function ingredientToText(
  row: { amount: number | null; unit: string | null } & Omit<IngredientRow, 'amount' | 'unit'>,
  amountText: string,
): string {
  const extra = [row.preparation, row.notes].filter((part) => part?.trim()).join(' · ');
  const described = `${row.ingredient_name}${extra ? `, ${extra}` : ''}${row.is_optional ? ' (optional)' : ''}`;
  return [amountText, described].filter(Boolean).join(' ');
}
