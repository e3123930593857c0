import type { ImportedRecipe } from '@potluck/api';
import { type Draft, emptyParsed, numberSteps } from '../mapping/draft';
import { ingredientFromText } from '../mapping/ingredient-text';
import { clip } from '../schema-org/values';
import { NUMBER_ALONE, ingredientShapedList, methodShapedList } from './ingredient-shapes';
import { STEP_NUMBER } from './line-kinds';
import { paragraphsAfterRows } from './method-without-heading';
import type { VisibleRecipe } from './visible-recipe';
import type { VisibleLine } from './visible-lines';
import { letters } from './page-elements';
import { cutShort } from './cut-steps';
import { dropsShownNotes } from './dropped-notes';
import { stepsOfAnotherRecipe, withoutStepsNotShown, withoutTailNotShown } from './steps-not-shown';

type Step = ImportedRecipe['instructions'][number];

const hasDigit = (text: string) => /[\d½¼¾⅓⅔⅛]/.test(text);
const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export const visibleIngredients = (visible: VisibleRecipe) =>
  visible.ingredients.map(ingredientFromText).filter((row) => row !== null);

export function visibleSteps(visible: VisibleRecipe): Step[] {
  return visible.steps.map((s, n) => ({
    step_number: n + 1,
    instruction: clip(s.text, 5000),
    time_minutes: null,
    temperature: null,
    notes: s.label ? clip(s.label, 500) : null,
  }));
}

/**
 * Most of the structured ingredients' names are in the page's lines with an amount: the page shows the same
 * ingredients with theirs (not only their names again, in a table of weights the reader reads cell by cell).
 */
function namesShown(structured: ImportedRecipe['ingredients'], visible: string[]): boolean {
  const shown = visible.filter(hasDigit).map(letters);
  const found = structured.filter((row) => {
    const name = letters(row.ingredient_name);
    return name !== '' && shown.some((line) => line.includes(name));
  });
  return found.length * 2 >= structured.length;
}

/**
 * Half the structured rows or more name something the page's lines name too (a word of four letters or more, or
 * one the start of the other: "spices", "spice"): the lines are the recipe's ingredients, not the site's menu read
 * where its card was none.
 */
function rowsAmong(structured: ImportedRecipe['ingredients'], visible: string[]): boolean {
  const shown = visible.flatMap((line) => line.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
  const named = structured.filter((row) =>
    (row.ingredient_name.toLowerCase().match(/\p{L}{4,}/gu) ?? []).some((w) =>
      shown.some((s) => s.startsWith(w) || w.startsWith(s)),
    ),
  );
  return named.length * 2 >= structured.length;
}

/**
 * The structured rows are some of the page's lines, in its order, and the page shows more (a group of ingredients
 * or a part of the method the structured data leaves out): each row's words are in a line of its own, in any order
 * ("ks Tortilla pšeničná" of a mapper that took the unit for a word, in "Tortilla pšeničná 2 ks"), perhaps as the
 * start of a word of the line ("Paprikaschote" in "2 Paprikaschoten").
 */
function partOfShown(parts: string[], shown: string[], labels: (string | null)[] = []): boolean {
  if (shown.length < parts.length + 1 || shown.length * 2 < parts.length * 3) return false;
  // Words alone: amounts are written otherwise in each ("1/2" and "½").
  const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const lines = shown.map((line, k) => words(`${labels[k] ?? ''} ${line}`));
  // A word of the row is a word of the line, or the start of a longer one ("Paprikaschote" of "Paprikaschoten").
  // (Its words of three letters or less go unread where it has longer ones: a unit written otherwise, "tsp" for
  // "teaspoon", or an article.)
  const inLine = (part: string[], line: string[]) => {
    const long = part.filter((w) => w.length >= 4);
    return (long.length > 0 ? long : part).every((w) =>
      line.some((l) => l === w || (w.length >= 4 && l.startsWith(w))),
    );
  };
  let at = 0;
  for (const part of parts.map(words)) {
    if (part.length === 0) continue;
    while (at < lines.length && !inLine(part, lines[at]!)) at++;
    if (at >= lines.length) return false;
    // A row that is the label over the page's step (a section's name written as a step): the step is still to come.
    if (!inLine(part, words(labels[at] ?? ''))) at++;
  }
  return true;
}

/**
 * Structured ingredients that are clearly poorer than the visible list: names without amounts where the page
 * shows amounts, far fewer lines than the page shows or some of its lines, or the same lines twice (two batch sizes
 * in one list).
 */
export function poorerIngredients(structured: ImportedRecipe['ingredients'], visible: string[]): boolean {
  if (visible.length === 0) return false;
  if (structured.length === 0) return true;
  // (Not lines of numbers alone: an amount and its name laid out apart and read as lines of their own.)
  if (visible.filter((line) => NUMBER_ALONE.test(line)).length >= 2) return false;
  const visibleWithAmounts = visible.filter(hasDigit).length;
  // Names without amounts (perhaps a unit or a weight in brackets left: "tablespoons butter", "(212g) flour") where
  // the page shows the same ingredients with theirs.
  const structuredWithAmounts = structured.filter((row) => row.amount !== null && row.amount !== undefined).length;
  if (
    visibleWithAmounts >= visible.length / 2 &&
    structuredWithAmounts * 3 <= visibleWithAmounts &&
    // (Or nearly as many: one line may hold two of its names, "stroop en poedersuiker" for "stroop", "poedersuiker".)
    visible.length * 5 >= structured.length * 4 &&
    namesShown(structured, visible)
  )
    return true;
  if (visible.length >= 3 * structured.length && rowsAmong(structured, visible)) return true;
  if (
    partOfShown(
      structured.map((row) => row.ingredient_name),
      visible,
    )
  )
    return true;
  // An amount of 0 is a site's generator writing "as required" or "to taste" as a number: the page shows it in words.
  if (structured.some((row) => row.amount === 0) && visible.length >= structured.length) return true;
  if (dropsShownNotes(structured, visible)) return true;
  const key = (row: ImportedRecipe['ingredients'][number] | null) =>
    row ? `${row.amount}|${row.unit}|${fold(row.ingredient_name)}` : '';
  const keys = new Set(structured.map(key));
  return structured.length >= 2 * visible.length && visible.every((line) => keys.has(key(ingredientFromText(line))));
}

/** Letters a text holding the page's steps may have between them: a step's number or title, a section's name. */
const MAX_GAP = 100;

/**
 * How many of the page's steps, from its first, make up the text in order, with no more than a number or a title
 * before or between them and nothing after them: all of them, or the first few (the rest left out). 0 otherwise.
 */
function heldSteps(text: string, steps: VisibleRecipe['steps']): number {
  // (Without what brackets add: the page may print a conversion the data leaves out, "400°F (200°C)".)
  const plain = (words: string) => letters(words.replace(/\([^()]*\)/g, ' '));
  const whole = plain(text);
  let [at, held] = [0, 0];
  for (const step of steps) {
    const part = plain(step.text);
    const found = part ? whole.indexOf(part, at) : -1;
    if (found < 0 || found - at > MAX_GAP) break;
    [at, held] = [found + part.length, held + 1];
  }
  return whole.length - at <= MAX_GAP ? held : 0;
}

/**
 * Structured steps clearly poorer than the visible ones: none where the page shows some, all in one text (the
 * page's steps run together, perhaps with their numbers or titles between them), or some of the page's steps.
 */
export function poorerSteps(structured: Step[], visible: VisibleRecipe['steps']): boolean {
  if (visible.length === 0) return false;
  // One structured text that is the page's steps run together (or its first few): the page's steps, as it cuts them.
  const [only, ...more] = structured;
  if (only && more.length === 0 && visible.length >= 2 && heldSteps(only.instruction, visible) >= 2) return true;
  return (
    structured.length === 0 ||
    cutShort(
      structured.map((s) => s.instruction),
      visible.map((s) => s.text),
    ) ||
    partOfShown(
      structured.map((s) => s.instruction),
      visible.map((s) => s.text),
      visible.map((s) => s.label),
    )
  );
}

/**
 * What the structured data has, with the page's visible ingredients or steps where the structured ones are
 * missing or clearly poorer (a member sees the visible recipe). Each replacement is reported in `skipped`.
 */
export function mergeVisible(draft: Draft, visible: VisibleRecipe | null): Draft {
  if (!visible) return draft;
  const { parsed } = draft;
  if (poorerIngredients(parsed.ingredients, visible.ingredients)) {
    parsed.ingredients = visibleIngredients(visible);
    draft.skipped.push(
      "The page's structured ingredients were incomplete; the ingredient list shown on the page was read",
    );
  }
  if (poorerSteps(parsed.instructions, visible.steps) || stepsOfAnotherRecipe(parsed.instructions, visible.steps)) {
    parsed.instructions = visibleSteps(visible);
    numberSteps(parsed);
    draft.skipped.push("The page's structured steps were incomplete; the steps shown on the page were read");
  } else {
    const trimmed = withoutTailNotShown(parsed.instructions, visible.steps);
    const fewer = trimmed ? null : withoutStepsNotShown(parsed.instructions, visible.steps);
    if (trimmed) {
      parsed.instructions = trimmed;
      draft.skipped.push("The last structured step's text after the method shown on the page was left out");
    } else if (fewer) {
      parsed.instructions = fewer;
      draft.skipped.push('The structured steps after the method shown on the page were left out');
    }
  }
  return draft;
}

/**
 * A structured recipe still without ingredients or steps on a page that shows them under no heading of its own:
 * the page's list that reads like ingredients (short lines with amounts), and its list of sentences (the method,
 * without the step numbers between them). Each addition is reported in `skipped`.
 */
export function fillFromPageLists(draft: Draft, lines: VisibleLine[]): void {
  const { parsed } = draft;
  const ingredients = parsed.ingredients.length === 0 ? (ingredientShapedList(lines)?.rows ?? null) : null;
  if (ingredients) {
    parsed.ingredients = visibleIngredients({ title: null, ingredients, steps: [] });
    draft.skipped.push("The page's structured data has no ingredients; the page's list of them was read");
  }
  const steps = parsed.instructions.length === 0 ? methodShapedList(lines, (text) => STEP_NUMBER.test(text)) : null;
  if (steps) {
    parsed.instructions = visibleSteps({
      title: null,
      ingredients: [],
      steps: steps.map((text) => ({ text, label: null })),
    });
    numberSteps(parsed);
    draft.skipped.push("The page's structured data has no steps; the page's list of them was read");
  }
}

/**
 * The recipe of a page that names neither its ingredients nor its method: its list shaped like ingredients and
 * its list of sentences, when it has both, or its list of rows and the paragraphs of sentences after it. Null
 * otherwise.
 */
export function recipeFromPageLists(lines: VisibleLine[]): VisibleRecipe | null {
  const ingredients = ingredientShapedList(lines)?.rows;
  const steps = ingredients && methodShapedList(lines, (text) => STEP_NUMBER.test(text));
  if (ingredients && steps) return { title: null, ingredients, steps: steps.map((text) => ({ text, label: null })) };
  // Else its list of rows (half of them with an amount will do: "Fine sea salt and pepper", "Flaky sea salt"; a third
  // where no such list has them: "Meat Church Dia de la Fajita", "1 cup of brown sugar", "Your favorite BBQ Sauce")
  // and the paragraphs of sentences after it.
  for (const share of [1 / 2, 1 / 3]) {
    const rows = ingredientShapedList(lines, share);
    const paragraphs = rows && paragraphsAfterRows(lines, rows.to);
    if (rows && paragraphs) return { title: null, ingredients: rows.rows, steps: paragraphs };
  }
  return null;
}

/** A draft from the visible recipe alone (a page without structured data), titled by its heading or og:title. */
export function draftFromVisible(visible: VisibleRecipe, title: string, base: Partial<ImportedRecipe>): Draft {
  const parsed: ImportedRecipe = {
    ...emptyParsed(),
    ...base,
    title: clip(title, 200),
    ingredients: visibleIngredients(visible),
    instructions: visibleSteps(visible),
  };
  numberSteps(parsed);
  return {
    name: parsed.title || 'Untitled recipe',
    parser: 'builtin',
    parsed,
    skipped: [
      'The page has no schema.org recipe data; the ingredients and steps it shows under their headings were read by the built-in parser',
    ],
    imageUrls: [],
    imageData: [],
  };
}
