import { type ChildNode, isTag } from 'domhandler';
import {
  boldCardName,
  cardTitle,
  echoedTitle,
  headingForTitle,
  headingNamedAs,
  mayNamePage,
  ownH1,
  sharesWord,
  withoutRecipeLead,
} from './card-title';
import { listsOf, rowRuns, shapedLikeIngredientBlocks, shapedLikeIngredients } from './ingredient-shapes';
import { isUsedIngredientsList, withoutUsedIngredients } from './used-ingredients';
import { SENTENCE_END, isHeadingElement, isLinkList, startsWithAmount } from './line-kinds';
import {
  MAX_INGREDIENTS,
  MAX_STEP_LINES,
  ingredientsEnd,
  methodHeading,
  stepsEnd,
  withoutRepeats,
} from './page-regions';
import { listBeforeMethod } from './list-before-method';
import { type RecipePart, joinedParts } from './recipe-parts';
import { withoutStepsHeading } from './method-without-heading';
import { isIngredientsHeading, isIngredientsPartHeading, isServingsHeading, isStepsHeading } from './recipe-headings';
import { classCard } from './class-card';
import { withTimesJoined } from './recipe-facts';
import { pluginCard } from './plugin-card';
import { withoutCountedNumbers } from './step-markers';
import { toolsAfterRows } from './equipment';
import { runTogether } from './run-together';
import { ingredientLines } from './visible-ingredients';
import { type VisibleLine, visibleLines } from './visible-lines';
import { isServingsLine } from './visible-servings';
import { type VisibleStep, stepLines } from './visible-steps';

/** A recipe as its page shows it: the lines under its ingredients heading and the steps under its method heading. */
export interface VisibleRecipe {
  /** The page's own heading (its <h1>), else null. */
  title: string | null;
  /** Ingredient lines as a reader sees them; section headings ("For the sauce") are not lines. */
  ingredients: string[];
  /** Steps, each with the section heading it comes under first ("For the glaze"), if any. */
  steps: VisibleStep[];
}

const STEPS_COUNTED = 5;

const named = (heading: string | null) => (heading ? withoutRecipeLead(heading) : null);

function findBody(nodes: ChildNode[]): { children: ChildNode[] } | null {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    if (node.name === 'body') return node;
    const inner = findBody(node.children);
    if (inner) return inner;
  }
  return null;
}

/**
 * Reads the recipe a person sees on a page: each ingredients heading (in the page's language) with the
 * steps heading after it is a candidate, and the one with the most ingredient lines in list items wins.
 * Null when the page shows no ingredients heading followed by lines.
 */
export function readVisibleRecipe(
  document: { children: ChildNode[] },
  pageTitle: string | null = null,
): VisibleRecipe | null {
  const body = findBody(document.children) ?? document;
  // A recipe card the saved page hides until its scripts show it ("display: none" on the card, or on its method):
  // read as shown when the page shows no whole recipe otherwise.
  const linesOf = (scripted: boolean) => withTimesJoined(withoutRepeats(visibleLines(body, scripted)));
  const shown = recipeOfLines(linesOf(false), pageTitle);
  const scripted = whole(shown) ? null : recipeOfLines(linesOf(true), pageTitle);
  const read = whole(scripted) ? scripted : (shown ?? scripted);
  // A recipe plugin's card, read by its own class names, says best which lines are its ingredients and steps, and
  // its name field names the recipe.
  const card = pluginCard(body) ?? pluginCard(body, true);
  if (card) return tidySteps({ ...card, title: named(card.title) ?? read?.title ?? null });
  // Else, on a page whose headings give no recipe, the blocks its template names for the ingredients and method.
  if (read && whole(read)) return tidySteps(read);
  const byClass = classCard(body);
  // (Untitled where the lines name no card: the page's heading titles it.)
  return byClass ? tidySteps({ ...byClass, title: read?.title ?? null }) : read && tidySteps(read);
}

/** A recipe with ingredients and steps. */
const whole = (recipe: VisibleRecipe | null): boolean =>
  !!recipe && recipe.ingredients.length > 0 && recipe.steps.length > 0;

/**
 * The steps without what is layout, however they were found: the lists of what each step uses, and numbers a page
 * prints in an element of their own in each step.
 */
function tidySteps(recipe: VisibleRecipe): VisibleRecipe {
  const steps = withoutUsedLists(recipe.steps, recipe.ingredients);
  const texts = withoutCountedNumbers(steps.map((s) => s.text));
  // The method's heading written at the start of its first paragraph ("<strong>Zubereitung:</strong> Die Brötchen…").
  const lead = /^([^:.!?]{2,40}):\s+(?=\S)/u.exec(texts[0] ?? '');
  if (lead && isStepsHeading(lead[1]!)) texts[0] = texts[0]!.slice(lead[0].length);
  return { ...recipe, steps: steps.map((s, n) => ({ ...s, text: texts[n]! })) };
}

function recipeOfLines(lines: VisibleLine[], pageTitle: string | null): VisibleRecipe | null {
  const own = ownH1(
    lines.filter((l) => l.heading === 1),
    (l) => l.text,
    pageTitle,
  )?.text;
  // (Not an <h1> that shares no word with the name the page gives itself, where a heading under it does: a section's
  // "Weeknight Dinners" over the post's "Chicken Tikka Masala".)
  // (Nor one that is not the page's name where a heading is: a blog's name over its post's title in an <h3>.)
  const asNamed = own ? headingNamedAs(lines, own, pageTitle) : null;
  const elsewhere = !!own && !!pageTitle && (!mayNamePage(own, pageTitle) || !!asNamed);
  const h1 =
    asNamed ??
    (elsewhere ? headingForTitle(lines, pageTitle) : null) ??
    own ??
    headingNamedAs(lines, '', pageTitle) ??
    headingForTitle(lines, pageTitle) ??
    undefined;
  const title = h1 ? withoutRecipeLead(h1) : null;
  // On a page without an <h1>, a heading over the card that shares no word with the page's name names something
  // else (a menu's "Brine").
  const card = (k: number) => {
    const name = cardTitle(lines, k, h1);
    // (Nor the <h1> that is not the page's name, ranked over the card: the blog's name.)
    if (asNamed && name === own) return null;
    return name && ((own && !elsewhere) || !pageTitle || sharesWord(name, pageTitle)) ? name : null;
  };
  const cardName = (k: number) =>
    named(card(k) ?? echoedTitle(lines, k, h1 ?? pageTitle) ?? boldCardName(lines, k, h1 ?? pageTitle)) ?? title;
  // (Not a plain line of links: the next post's "How to Make Box Mac N Cheese Better | PREVIOUS".)
  const stops = (l: VisibleLine) =>
    !l.item && !(l.link && l.heading === 0) && (isStepsHeading(l.text) || isIngredientsHeading(l.text));
  // On a page with no ingredients heading, a heading saying only whom the recipe is for ("Pour 2 personnes:")
  // stands for it when a list follows straight away, and so does any heading over a list that reads like
  // ingredients (amounts, short lines) when steps follow it.
  // A list may name itself in its first item ("<li>Ingredienti per 6 tortini</li><li>2 uova</li>…").
  const firstItem = (k: number) => lines[k]!.item && lines[k - 1]?.list !== lines[k]!.list && lines[k + 1]?.item;
  // The items of each list, and the list the line at `k` is an item of.
  const items = listsOf(lines);
  const listAt = (k: number) => (lines[k]?.item ? (items.get(lines[k]!.list) ?? []) : []);
  // (Not an item of a list of links: a table of contents' "Ingredients", pointing to the heading; nor a plain line of
  // links to the card's parts, its tabs: "Ingredients Method Nutrition".)
  const tabs = (l: VisibleLine) => !!l.link && l.heading === 0 && !l.item && l.text.split(' ').some(isStepsHeading);
  const heads = (k: number) =>
    !(lines[k]!.item && lines[k]!.link && isLinkList(listAt(k))) &&
    !tabs(lines[k]!) &&
    (!(lines[k]!.item && lines[k]!.heading === 0) || firstItem(k));
  // (Not one over a list of links: a sidebar's "Ingredients in season" over the site's pages about them.)
  const overLinks = (k: number) => !!lines[k + 1]?.item && isLinkList(listAt(k + 1));
  const isHeading = (k: number) => heads(k) && isIngredientsHeading(lines[k]!.text) && !overLinks(k);
  const hasHeading = lines.some((_, k) => isHeading(k));
  // Or a line saying whom the recipe is for ("4 people", "Pour 2 personnes :") over short lines with amounts, when no
  // list holds them.
  const amountsFollow = (k: number) =>
    lines
      .slice(k + 1, k + 4)
      .filter((l) => startsWithAmount(l.text) && l.text.split(' ').length <= 8 && !SENTENCE_END.test(l.text)).length >=
    2;
  // (Or over one paragraph of three or more ingredients one after another: "250 g de tagliatelles, 1 oeuf, …".)
  const oneParagraph = (k: number) => !!lines[k + 1] && runTogether(lines[k + 1]!.text).length >= 3;
  const opens = (k: number, headed: boolean) =>
    headed
      ? isHeading(k)
      : (!!lines[k + 1]?.item &&
          !overLinks(k) &&
          (isServingsHeading(lines[k]!.text) || shapedLikeIngredients(lines, k))) ||
        ((isServingsHeading(lines[k]!.text) || isHeadingElement(lines[k])) && oneParagraph(k)) ||
        ((isServingsLine(lines[k]!.text) || isServingsHeading(lines[k]!.text)) && amountsFollow(k)) ||
        shapedLikeIngredientBlocks(lines, k);
  // The recipes the page's ingredients headings open (`headed`), else those its shapes open.
  const candidatesOf = (headed: boolean) => {
    const candidates: RecipePart[] = [];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (!heads(i) || !opens(i, headed)) continue;
      let j = i + 1;
      // (Nor does a list of tools after the rows, "Benodigdheden" as Dutch sites also name their ingredients.)
      const goesOn = (k: number) => !stops(lines[k]!) || nextPart(lines, i, k) || toolsAfterRows(lines, i, k);
      while (j < lines.length && j <= i + MAX_INGREDIENTS && goesOn(j)) j++;
      if (j < lines.length && j <= i + MAX_INGREDIENTS && isStepsHeading(lines[j]!.text)) {
        const method = methodHeading(lines, j);
        const end = stepsEnd(lines, method, j);
        const recipe = {
          title: cardName(i),
          ingredients: ingredientLines(lines.slice(i + 1, ingredientsEnd(lines, i, j))),
          steps: stepLines(lines.slice(method + 1, end)),
        };
        candidates.push({ recipe, start: i, end });
      } else {
        const claimed = new Set(candidates.flatMap((c) => c.recipe.steps.slice(0, 1).map((s) => s.text)));
        const recipe = withStepsBefore(lines, i, withoutStepsHeading(lines, i, cardName(i)), claimed);
        candidates.push({ recipe, start: i, end: null });
      }
      if (!headed && !isServingsHeading(line.text) && candidates.at(-1)!.recipe.steps.length < 2) candidates.pop();
    }
    // (A recipe in parts, each under its own ingredients and method headings, is one recipe.)
    return joinedParts(lines, candidates, title, (part) => named(card(part.start)));
  };
  // The candidate with steps and the most lines: a recipe card rather than a paragraph about its ingredients.
  // Lines that read like ingredients count (not "Milk: this lightens the base a little, so it…" about them).
  // Lines with an amount count twice and sentences not at all: a card lists "1 cup chocolate chips", a post's
  // paragraph about its ingredients "Semisweet chocolate – Use chips or chopped chocolate.".
  const amounts = (r: VisibleRecipe) => r.ingredients.filter((l) => startsWithAmount(l)).length;
  const shaped = (r: VisibleRecipe) =>
    r.ingredients.filter((l) => l.split(' ').length <= 15 && !/\.$/u.test(l)).length + amounts(r);
  // Steps count up to a few: a post's long run of paragraphs under its method heading is no reason to prefer it.
  const score = (r: VisibleRecipe) =>
    shaped(r) + Math.min(r.steps.length, STEPS_COUNTED) + (r.steps.length > 0 ? 100 : 0);
  const bestOf = (candidates: VisibleRecipe[], best: VisibleRecipe | null = null) => {
    for (const candidate of candidates)
      if (candidate.ingredients.length > 0 && (!best || score(candidate) > score(best))) best = candidate;
    return best;
  };
  let best = bestOf(candidatesOf(hasHeading));
  // What an ingredients heading opens with no amount at all (a post's summary: "Flour", "Butter", "Eggs") may stand
  // above the recipe itself, under no heading of the reader's: the shapes' best is taken when it reads better.
  const withoutAmounts = (r: VisibleRecipe) => !r.ingredients.some((l) => /[\d½¼¾⅓⅔⅛]/u.test(l));
  if (hasHeading && (!best || withoutAmounts(best))) best = bestOf(candidatesOf(false), best);
  // Else a card that names its method and not its ingredients, where it reads better than the best so far (notes on
  // the ingredients in a post above it, a video's length).
  const runs = rowRuns(lines);
  return bestOf(
    lines.flatMap((_, j) => listBeforeMethod(lines, runs, j, cardName)),
    best,
  );
}

/**
 * A heading over another part of the ingredients ("Ingredients for the filling" after "Ingredients for the crust")
 * where the lines since the ingredients heading are no prose: the ingredients go on under it. (A row with a long
 * note is no prose: "1 ½ cups graham cracker crumbs (about 10 full sheets, crushed)" is an item, or starts with
 * its amount.)
 */
function nextPart(lines: VisibleLine[], start: number, k: number): boolean {
  // (Nor is a table's row of column names in the ingredients' words: "재료 | 분량", "Zutat | Menge".)
  if (lines[k]!.block?.name === 'tr' && lines[k]!.heading === 7) return true;
  if (!isIngredientsPartHeading(lines[k]!.text)) return false;
  const prose = (l: VisibleLine) =>
    !l.item && /[.!?…]$/u.test(l.text) && l.text.split(' ').length >= 8 && !startsWithAmount(l.text);
  const region = lines.slice(start + 1, k);
  return region.length > 0 && !region.some(prose);
}

/** The steps without the lists of what each uses, printed after its text or on a line of its own. */
function withoutUsedLists(steps: VisibleStep[], ingredients: string[]): VisibleStep[] {
  const kept: VisibleStep[] = [];
  let label: string | null = null;
  for (const step of steps) {
    if (isUsedIngredientsList(step.text, ingredients)) {
      label ??= step.label;
      continue;
    }
    kept.push({ ...step, text: withoutUsedIngredients(step.text, ingredients), label: step.label ?? label });
    label = null;
  }
  return kept;
}

/** A page that shows its method before its ingredients: the steps under the last method heading above them. */
function withStepsBefore(
  lines: VisibleLine[],
  start: number,
  recipe: VisibleRecipe,
  claimed: Set<string>,
): VisibleRecipe {
  if (recipe.steps.length > 0) return recipe;
  for (let k = start - 1; k >= 0 && k >= start - MAX_STEP_LINES; k--) {
    const line = lines[k]!;
    // (Not the page's <h1>, its title however it is worded: "김치찌개 끓이는 법", how to make kimchi stew.)
    if (line.item || line.heading === 1 || !isStepsHeading(line.text)) continue;
    const region = lines.slice(k + 1, Math.min(stepsEnd(lines, k), start));
    // (Not a heading over links only: a sidebar's "Method guides" over the site's pages.)
    if (region.length > 0 && region.every((l) => l.link)) continue;
    const steps = stepLines(region);
    // A method that follows ingredients of its own (a recipe card above a menu headed "Ingredient") is theirs.
    if (steps.length > 0 && claimed.has(steps[0]!.text)) return recipe;
    return { ...recipe, steps };
  }
  return recipe;
}
