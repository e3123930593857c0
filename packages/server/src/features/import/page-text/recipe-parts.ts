import { namesGroup } from './line-kinds';
import { isRecipeFact } from './recipe-facts';
import { isServingsLine } from './visible-servings';
import { isAfterStepsHeading, isIngredientsPartHeading, isPageGoingOnHeading } from './recipe-headings';
import { sharesWord } from './card-title';
import { letters } from './page-elements';
import type { VisibleLine } from './visible-lines';
import type { VisibleRecipe } from './visible-recipe';

/**
 * A recipe read under one ingredients heading: its lines from `start` (the heading) to `end` (past the steps under
 * its method heading; null where it has none).
 */
export interface RecipePart {
  recipe: VisibleRecipe;
  start: number;
  end: number | null;
}

/** Lines a part's name may take between one part's steps and the next part's ingredients heading. */
const MAX_NAME_LINES = 2;

/**
 * The name over a part that follows the part before it straight away ("Cream Cheese Frosting" over its own
 * "Ingredients" and "Method" after the cake's): the heading lines between the two, or its ingredients heading when
 * that names the part ("Ingredients for the frosting"). Null where other lines stand between them.
 */
function nameBetween(lines: VisibleLine[], before: RecipePart, part: RecipePart): string | null {
  // (After the part before and its method: not a part of its ingredients, read with them up to one method. Its
  // method ends at its last step, whatever lines its region holds after it: a rating, a summary of the post.)
  if (before.end! > part.start) return null;
  const last = letters(before.recipe.steps.at(-1)!.text);
  let end = before.end!;
  while (end > before.start && !(letters(lines[end - 1]!.text) !== '' && last.endsWith(letters(lines[end - 1]!.text))))
    end--;
  // (A fact under the part's name, "Makes about 1 1/4 cups.", is no other line.)
  const between = (l: VisibleLine) => !l.item && (l.heading > 0 || isRecipeFact(l.text) || isServingsLine(l.text));
  if (!lines.slice(end, part.start).every(between)) return null;
  // (The method before may read on to the next ingredients heading past a name in a group's words: "For the filling".)
  let k = part.start;
  while (k > before.start + 1 && part.start - k < MAX_NAME_LINES && between(lines[k - 1]!)) k--;
  const name = lines.slice(k, part.start).findLast((l) => l.heading > 0);
  const own = lines[part.start]!.text;
  return name ? name.text : isIngredientsPartHeading(own) ? partOf(own) : null;
}

/** The part an ingredients heading names ("Ingredients for the frosting" → "For the frosting", "Zutaten (Füllung)"). */
const partOf = (heading: string) => {
  const part = heading
    .replace(/^\S+\s*/u, '')
    .replace(/^[(:（：【[\-–—]\s*|[)）】\]:]+$/gu, '')
    .trim();
  return part.charAt(0).toUpperCase() + part.slice(1);
};

/**
 * A recipe in parts, each with its ingredients and method under headings of its own (a cake, then its frosting),
 * as one recipe: a part that follows the one before it straight away joins it when its name is a part's ("Frosting",
 * "For the glaze", "Ingredients for the filling") or shares a word with the page's title ("Cream Cheese Frosting" of
 * "Carrot Cake with Cream Cheese Frosting"); not the next recipe of a page of several ("More recipes", "Pea Soup"
 * under "Three Easy Soups"). The joined recipe has every part's lines, each part's first step labelled by its name,
 * and the page's title. The parts as they are where none joins.
 */
export function joinedParts(
  lines: VisibleLine[],
  parts: RecipePart[],
  title: string | null,
  nameOf: (part: RecipePart) => string | null,
): VisibleRecipe[] {
  const joined: VisibleRecipe[] = [];
  let run: { part: RecipePart; name: string | null }[] = [];
  // Whether a part joined as one the first part's rows point to: that part names the recipe ("Spiced Lamb
  // Flatbreads" with its "Garlic-herb yogurt sauce (recipe follows)"), not a headline over both.
  let pointed = false;
  const close = () => {
    if (run.length === 1) joined.push(run[0]!.part.recipe);
    if (run.length > 1)
      joined.push({
        title: (pointed ? run[0]!.part.recipe.title : title) ?? title ?? run[0]!.part.recipe.title,
        ingredients: run.flatMap(({ part }) => part.recipe.ingredients),
        steps: run.flatMap(({ part, name }) =>
          part.recipe.steps.map((s, n) => (n === 0 && !s.label && name ? { ...s, label: name } : s)),
        ),
      });
    [run, pointed] = [[], false];
  };
  for (const part of parts) {
    const last = run.at(-1)?.part;
    const name = last && whole(last) && whole(part) ? nameBetween(lines, last, part) : null;
    const usable = !!name && !isAfterStepsHeading(name) && !isPageGoingOnHeading(name);
    const named = usable && (namesGroup(name) || isIngredientsPartHeading(lines[part.start]!.text));
    const titled = usable && !!title && sharesWord(name, title);
    const pointer = usable && !named && !titled && run.some((r) => pointsTo(r.part.recipe.ingredients, name));
    const joins = named || pointer || titled;
    if (!joins) close();
    pointed ||= pointer;
    // (The first part is named by its own heading, where that is not the page's title.)
    const own = run.length === 0 ? nameOf(part) : name;
    run.push({ part, name: own && own !== title ? own : null });
  }
  close();
  return joined;
}

/** A row's note that its recipe follows on the page ("Garlic-herb yogurt sauce (recipe follows)"). */
const FOLLOWS =
  /\((?:see\s+)?(?:(?:the\s+)?recipe\s+(?:follows|below)|below)\)|\((?:siehe\s+)?(?:rezept\s+)?unten\)|\((?:voir\s+)?(?:la\s+)?(?:recette\s+)?ci-dessous\)|\((?:vedi\s+)?ricetta\s+(?:sotto|di seguito)\)|\((?:ver\s+)?receta\s+(?:abajo|m[áa]s abajo)\)/iu;

/**
 * Whether a part's rows hold one that says its recipe follows and names the next part ("Garlic-herb yogurt sauce
 * (recipe follows)" over "Garlic-Herb Yogurt Sauce"): the page's recipe is in both.
 */
const pointsTo = (rows: string[], name: string) =>
  rows.some((row) => FOLLOWS.test(row) && sharesWord(row.replace(FOLLOWS, ''), name));

const whole = (part: RecipePart) =>
  part.end !== null && part.recipe.ingredients.length > 0 && part.recipe.steps.length > 0;
