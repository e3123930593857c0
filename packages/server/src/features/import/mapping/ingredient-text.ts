import { readIngredientLine } from '@potluck/api/domain';
import type { ImportedRecipe } from '@potluck/api';
import { clip } from '../schema-org/values';

export type IngredientRow = ImportedRecipe['ingredients'][number];

const OPTIONAL = /\s*(?:\(optional\)|,\s*optional)\s*$/i;

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
  const read = readIngredientLine(text);
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
