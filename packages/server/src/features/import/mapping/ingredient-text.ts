import { readIngredientLine } from '@potluck/api/domain';
import type { ImportedRecipe } from '@potluck/api';
import { clip } from '../schema-org/values';

export type IngredientRow = ImportedRecipe['ingredients'][number];

const OPTIONAL = /\s*(?:\(optional\)|,\s*optional)\s*$/i;

/**
 * A name with its amount after it, as cards and shop lists lay them out in two columns ("Broccoli 75 g", "Oeuf 4
 * unités", "ziemniaki 1 kilogram", "Mlieko: 1 dl"): the name has no number, the amount ends the line, with at
 * most one word after it (its unit). Not a grade of flour ("Mehl Type 405") nor a name ending in a word that
 * leads into the amount ("Juice of 1 lemon").
 */
const AMOUNT_LAST =
  /^(\p{L}[^\d½¼¾⅓⅔⅛()]*?)\s*:?\s+([1-9]\d*\s\d\/\d{1,2}|[1-9]\d*\s?[½¼¾⅓⅔⅛]|(?:[1-9]\d*|0[.,]\d+)(?:[.,/]\d+)?|[½¼¾⅓⅔⅛])(?:\s+(\p{L}+\.?))?$/u;
const LEADS_ON =
  /(?:^|\s)(?:of|with|about|approx|type|typ|tipo|de|d['’]|du|des|di|del|della|von|van|z|ze|w|au|aux|à|en|for|per|pour|für|or|ou|oder|o|and|et|und|e|y)$/iu;

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
  const read = readIngredientLine(amountFirst(text));
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
  const [preparation, ...notes] = rest.split(' · ');
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
