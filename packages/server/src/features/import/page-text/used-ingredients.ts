import { startsWithAmount } from './line-kinds';
import { letters } from './page-elements';

// The lists of what each step uses, as recipe plugins print them under a step: no part of the method.

const lastWord = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .pop() ?? '';

const MAX_USED_LIST = 2000;

/**
 * A step without the ingredients a recipe plugin prints under it ("…until no longer pink. 1 pound ground beef,
 * 1/2 cup onions"): after the step's last sentence, a run of pieces separated by commas, the first with an
 * amount, each ending with a word of the recipe's ingredient lines (or one of its lines as it is), is the list
 * of what the step uses.
 */
export function withoutUsedIngredients(step: string, ingredients: string[]): string {
  const used = usedIngredients(ingredients);
  // Every sentence end in turn, first to last: "1 Tbsp. Sriracha" in the list is no sentence end of the step.
  for (const end of step.matchAll(/[.!]\)?\s/gu)) {
    const at = end.index + end[0].trimEnd().length;
    // A list of what a step uses is a few lines long: a longer tail is the step going on (and reading every
    // tail of a long text is slow).
    if (step.length - at > MAX_USED_LIST) continue;
    if (used(step.slice(at).trim())) return step.slice(0, at).trim();
  }
  return step;
}

/**
 * A step that is only the list of what the step before it uses ("1 1/2 cups flour, 3/4 cup brown sugar"), on a
 * line of its own where the page lays out its steps as blocks: no step.
 */
export const isUsedIngredientsList = (step: string, ingredients: string[]) =>
  step.length <= MAX_USED_LIST && usedIngredients(ingredients)(step);

/**
 * Whether a text is a list of the recipe's ingredients: pieces separated by commas, the first with an amount,
 * each ending with a word of the recipe's ingredient lines, or one of its lines as it is; never a sentence.
 */
function usedIngredients(ingredients: string[]): (text: string) => boolean {
  const words = new Set(ingredients.flatMap((line) => line.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean));
  const same = (a: string, b: string) => letters(a) !== '' && letters(a) === letters(b);
  return (text) => {
    // (Nor a step its page numbers: "5. Sprinkle the cheese… 2 tablespoons Grated Parmesan Cheese".)
    if (text === '' || /[.!?…]$/u.test(text) || /^\d{1,2}[.)]\s+\p{Lu}/u.test(text)) return false;
    const pieces = text.split(/,\s*/);
    return (
      (startsWithAmount(pieces[0]!) && pieces.every((piece) => words.has(lastWord(piece)))) ||
      ingredients.some((line) => same(line, text))
    );
  };
}
