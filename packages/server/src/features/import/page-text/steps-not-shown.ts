import type { ImportedRecipe } from '@potluck/api';
import { mostlySentences } from './line-kinds';
import { letters } from './page-elements';
import type { VisibleRecipe } from './visible-recipe';

// Structured steps that say otherwise than the method the page shows: text or steps after it, or another recipe's.

type Step = ImportedRecipe['instructions'][number];
type Shown = VisibleRecipe['steps'];

/** Letters enough to find a step by: its first 30. */
const KEY = 30;
const keyOf = (text: string) => letters(text).slice(0, KEY);

/**
 * The structured steps without what their last step adds after the method the page shows ("… 3 months frozen.
 * Links: Chicken Noodle Soup here on our site"): when the steps, read together, are the page's visible steps with
 * more text after them, the last step ends where the page's method ends, at a sentence's end. Null otherwise.
 */
export function withoutTailNotShown(structured: Step[], visible: VisibleRecipe['steps']): Step[] | null {
  const last = structured.at(-1);
  if (!last || visible.length === 0) return null;
  const before = letters(
    structured
      .slice(0, -1)
      .map((s) => s.instruction)
      .join(' '),
  );
  const whole = before + letters(last.instruction);
  // The method as shown, with the labels the page prints above its steps and without them.
  const shown = [visible.map((s) => `${s.label ?? ''} ${s.text}`), visible.map((s) => s.text)]
    .map((texts) => letters(texts.join(' ')))
    .find((method) => method.length >= 20 && whole.length > method.length && whole.startsWith(method));
  if (!shown) return null;
  const sentences = last.instruction.split(/(?<=[.!?…])\s+/u);
  for (let n = sentences.length - 1; n >= 1; n--) {
    const kept = sentences.slice(0, n).join(' ');
    if (before + letters(kept) === shown) return [...structured.slice(0, -1), { ...last, instruction: kept }];
  }
  return null;
}

/**
 * The structured steps without those after the page's method that the page does not show ("Enjoy! Check out my other
 * soups here: …" as an eighth step under seven): the first steps are the page's, in order, and the others are found
 * nowhere in its method. Null otherwise.
 */
export function withoutStepsNotShown(structured: Step[], visible: Shown): Step[] | null {
  if (visible.length < 2 || structured.length <= visible.length) return null;
  const shown = visible.map((s) => letters(s.text));
  const head = structured.slice(0, visible.length);
  const same = (s: Step, n: number) => {
    const [data, page] = [letters(s.instruction), shown[n]!];
    return data !== '' && (data.includes(page) || page.includes(data));
  };
  if (!head.every(same)) return null;
  const method = shown.join('');
  return structured.slice(visible.length).every((s) => !method.includes(keyOf(s.instruction))) ? head : null;
}

/**
 * Structured steps of another recipe than the one the page shows (a site's copy error: the steps of its meatballs
 * under its chickpea soup): two or more on each side, the page's steps sentences, and none of either found in the
 * other.
 */
export function stepsOfAnotherRecipe(structured: Step[], visible: Shown): boolean {
  if (structured.length < 2 || visible.length < 2 || !mostlySentences(visible.map((s) => s.text))) return false;
  const data = letters(structured.map((s) => s.instruction).join(' '));
  const method = letters(visible.map((s) => s.text).join(' '));
  return (
    structured.every((s) => !method.includes(keyOf(s.instruction))) &&
    visible.every((s) => !data.includes(keyOf(s.text)))
  );
}
