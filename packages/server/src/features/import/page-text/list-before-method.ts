import { shapedLikeRows } from './ingredient-shapes';
import { isSentence } from './line-kinds';
import { methodHeading, stepsEnd } from './page-regions';
import { isStepsHeading } from './recipe-headings';
import { ingredientLines } from './visible-ingredients';
import type { VisibleLine } from './visible-lines';
import { isServingsLine } from './visible-servings';
import type { VisibleRecipe } from './visible-recipe';
import { stepLines } from './visible-steps';

/**
 * A card that names its method and not its ingredients: the list straight before the method's heading at `j` (a
 * list's items, or rows typed as lines: `runs`), when it reads like ingredients ("3 colheres (sopa) de azeite",
 * "1 cebola roxa" over "Modo de Preparo"), and its method.
 */
export function listBeforeMethod(
  lines: VisibleLine[],
  runs: (object | null)[],
  j: number,
  cardName: (k: number) => string | null,
): VisibleRecipe[] {
  const [line, run] = [lines[j]!, runs[j - 1]];
  if (line.item || !run || !isStepsHeading(line.text)) return [];
  const runStart = (end: number) => {
    let n = end;
    while (n > 0 && runs[n - 1] === runs[end]) n--;
    return n;
  };
  let i = runStart(j - 1);
  // (And the runs of rows straight before it, each a group's under its name, "For the pasta:" over its rows: not a
  // list of the recipe's facts, "Rendimento" | "4 porções".)
  for (let before = i > 0 && runs[i - 1] ? runStart(i - 1) : -1; before >= 0;) {
    const group = lines.slice(before, i);
    if (!group[0]!.text.endsWith(':') || !shapedLikeRows(group.slice(1))) break;
    i = before;
    before = i > 0 && runs[i - 1] ? runStart(i - 1) : -1;
  }
  // (From whom it is for, where a run of the post's lines holds it: "Serves 4" over the rows, the writer's interview
  // above it.)
  const serves = lines.slice(i, j).findLastIndex((l) => isServingsLine(l.text));
  if (serves >= 0) i += serves + 1;
  const rows = lines.slice(i, j);
  // (Not a list under a sentence, "We love this pesto.", where the method's heading is a plain line: a heading
  // element over the method says the rows before it are the recipe's.)
  const withoutNames = rows.filter((l) => !l.text.endsWith(':'));
  if (!shapedLikeRows(withoutNames) || (isSentence(lines[i - 1]) && line.heading === 0)) return [];
  const method = methodHeading(lines, j);
  return [
    {
      // (Named as a card is by the heading over its method: "Pina Colada Chia Puddings" over "Instructions".)
      title: cardName(j),
      ingredients: ingredientLines(rows),
      steps: stepLines(lines.slice(method + 1, stepsEnd(lines, method, j))),
    },
  ];
}
