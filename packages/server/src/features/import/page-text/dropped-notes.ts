import type { ImportedRecipe } from '@potluck/api';
import { ingredientFromText } from '../mapping/ingredient-text';

type Row = ImportedRecipe['ingredients'][number];

/** Most rows must pair up by name, and this many of them show a note the data drops. */
const MIN_DROPPED = 3;

const fold = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const noted = (row: Row) => !!row.preparation || !!row.notes;

/**
 * The structured rows are the page's lines without the notes the page shows after them ("1 cup unsalted butter" where
 * the card says "1 cup unsalted butter, very cold and cubed"): as many rows, in the same order, nine in ten of the
 * same name and amount, and three or more (a quarter or more) with a note on the page that the data leaves out.
 */
export function dropsShownNotes(structured: Row[], visible: string[]): boolean {
  if (structured.length !== visible.length || structured.length < MIN_DROPPED) return false;
  let same = 0;
  let dropped = 0;
  structured.forEach((row, n) => {
    const shown = ingredientFromText(visible[n]!);
    if (!shown || fold(shown.ingredient_name) !== fold(row.ingredient_name) || shown.amount !== row.amount) return;
    same++;
    if (noted(shown) && !noted(row)) dropped++;
  });
  return same * 10 >= structured.length * 9 && dropped >= MIN_DROPPED && dropped * 4 >= structured.length;
}
