import { type ChildNode, isTag } from 'domhandler';
import { boldCardName, cardTitle, echoedTitle, headingForTitle, sharesWord, withoutRecipeLead } from './card-title';
import {
  isSentenceBlock,
  isUsedIngredientsList,
  shapedLikeIngredientBlocks,
  shapedLikeIngredients,
  withoutUsedIngredients,
} from './ingredient-shapes';
import { SENTENCE_END, isLabel } from './line-kinds';
import { MAX_STEP_LINES, ingredientsEnd, methodHeading, stepsEnd, withoutRepeats } from './page-regions';
import {
  isAfterStepsHeading,
  isIngredientsHeading,
  isIngredientsPartHeading,
  isServingsHeading,
  isStepsHeading,
} from './recipe-headings';
import { pluginCard } from './plugin-card';
import { withoutCountedNumbers } from './step-markers';
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

const MAX_INGREDIENTS = 100;
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
  // A recipe card the saved page hides until its scripts show it ("display: none" on the card): read as shown
  // when the page shows no recipe otherwise.
  const read =
    recipeOfLines(withoutRepeats(visibleLines(body)), pageTitle) ??
    recipeOfLines(withoutRepeats(visibleLines(body, true)), pageTitle);
  // A recipe plugin's card, read by its own class names, says best which lines are its ingredients and steps, and
  // its name field names the recipe.
  const card = pluginCard(body) ?? pluginCard(body, true);
  return card ? { ...card, title: named(card.title) ?? read?.title ?? null } : read;
}

function recipeOfLines(lines: VisibleLine[], pageTitle: string | null): VisibleRecipe | null {
  const own = lines.find((l) => l.heading === 1)?.text;
  const h1 = own ?? headingForTitle(lines, pageTitle) ?? undefined;
  const title = h1 ? withoutRecipeLead(h1) : null;
  // On a page without an <h1>, a heading over the card that shares no word with the page's name names something
  // else (a menu's "Brine").
  const card = (k: number) => {
    const name = cardTitle(lines, k, h1);
    return name && (own || !pageTitle || sharesWord(name, pageTitle)) ? name : null;
  };
  const cardName = (k: number) =>
    named(
      card(k) ?? echoedTitle(lines, k, pageTitle ?? h1 ?? null) ?? boldCardName(lines, k, pageTitle ?? h1 ?? null),
    ) ?? title;
  const candidates: VisibleRecipe[] = [];
  const stops = (l: VisibleLine) => !l.item && (isStepsHeading(l.text) || isIngredientsHeading(l.text));
  // On a page with no ingredients heading, a heading saying only whom the recipe is for ("Pour 2 personnes:")
  // stands for it when a list follows straight away, and so does any heading over a list that reads like
  // ingredients (amounts, short lines) when steps follow it.
  // A list may name itself in its first item ("<li>Ingredienti per 6 tortini</li><li>2 uova</li>…").
  const firstItem = (k: number) => lines[k]!.item && lines[k - 1]?.list !== lines[k]!.list && lines[k + 1]?.item;
  const heads = (k: number) => !(lines[k]!.item && lines[k]!.heading === 0) || firstItem(k);
  const hasHeading = lines.some((l, k) => heads(k) && isIngredientsHeading(l.text));
  // Or a line saying whom the recipe is for ("4 people") over short lines with amounts, when no list holds them.
  const amountsFollow = (k: number) =>
    lines
      .slice(k + 1, k + 4)
      .filter((l) => /^[\d½¼¾⅓⅔⅛]/u.test(l.text) && l.text.split(' ').length <= 8 && !SENTENCE_END.test(l.text))
      .length >= 2;
  const opens = (k: number) =>
    hasHeading
      ? isIngredientsHeading(lines[k]!.text)
      : (!!lines[k + 1]?.item && (isServingsHeading(lines[k]!.text) || shapedLikeIngredients(lines, k))) ||
        (isServingsLine(lines[k]!.text) && amountsFollow(k)) ||
        shapedLikeIngredientBlocks(lines, k);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!heads(i) || !opens(i)) continue;
    let j = i + 1;
    while (j < lines.length && j <= i + MAX_INGREDIENTS && (!stops(lines[j]!) || nextPart(lines, i, j))) j++;
    if (j < lines.length && j <= i + MAX_INGREDIENTS && isStepsHeading(lines[j]!.text)) {
      const method = methodHeading(lines, j);
      const steps = stepLines(lines.slice(method + 1, stepsEnd(lines, method)));
      candidates.push({
        title: cardName(i),
        ingredients: ingredientLines(lines.slice(i + 1, ingredientsEnd(lines, i, j))),
        steps,
      });
    } else
      candidates.push(
        withStepsBefore(
          lines,
          i,
          withoutStepsHeading(lines, i, cardName(i)),
          new Set(candidates.flatMap((c) => c.steps.slice(0, 1).map((s) => s.text))),
        ),
      );
    if (!hasHeading && !isServingsHeading(line.text) && candidates.at(-1)!.steps.length < 2) candidates.pop();
  }
  // The candidate with steps and the most lines: a recipe card rather than a paragraph about its ingredients.
  // Lines that read like ingredients count (not "Milk: this lightens the base a little, so it…" about them).
  // Lines with an amount count twice and sentences not at all: a card lists "1 cup chocolate chips", a post's
  // paragraph about its ingredients "Semisweet chocolate – Use chips or chopped chocolate.".
  const shaped = (r: VisibleRecipe) =>
    r.ingredients.filter((l) => l.split(' ').length <= 15 && !/\.$/u.test(l)).length +
    r.ingredients.filter((l) => /^[\d½¼¾⅓⅔⅛]/u.test(l)).length;
  // Steps count up to a few: a post's long run of paragraphs under its method heading is no reason to prefer it.
  const score = (r: VisibleRecipe) =>
    shaped(r) + Math.min(r.steps.length, STEPS_COUNTED) + (r.steps.length > 0 ? 100 : 0);
  let best: VisibleRecipe | null = null;
  for (const candidate of candidates)
    if (candidate.ingredients.length > 0 && (!best || score(candidate) > score(best))) best = candidate;
  const { ingredients } = best ?? { ingredients: [] };
  if (!best) return null;
  // Numbers a page prints in an element of their own in each step are layout, however the steps were found.
  const steps = withoutUsedLists(best.steps, ingredients);
  const texts = withoutCountedNumbers(steps.map((s) => s.text));
  return { ...best, steps: steps.map((s, n) => ({ ...s, text: texts[n]! })) };
}

/**
 * A heading over another part of the ingredients ("Ingredients for the filling" after "Ingredients for the crust")
 * where the lines since the ingredients heading are no prose: the ingredients go on under it. (A row with a long
 * note is no prose: "1 ½ cups graham cracker crumbs (about 10 full sheets, crushed)" is an item, or starts with
 * its amount.)
 */
function nextPart(lines: VisibleLine[], start: number, k: number): boolean {
  if (!isIngredientsPartHeading(lines[k]!.text)) return false;
  const prose = (l: VisibleLine) =>
    !l.item && /[.!?…]$/u.test(l.text) && l.text.split(' ').length >= 8 && !/^[\d½¼¾⅓⅔⅛]/u.test(l.text);
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
    if (line.item || !isStepsHeading(line.text)) continue;
    const steps = stepLines(lines.slice(k + 1, Math.min(stepsEnd(lines, k), start)));
    // A method that follows ingredients of its own (a recipe card above a menu headed "Ingredient") is theirs.
    if (steps.length > 0 && claimed.has(steps[0]!.text)) return recipe;
    return { ...recipe, steps };
  }
  return recipe;
}

/**
 * Ingredients in a list under their heading with no method heading after them (the steps come under "Let's get
 * started!"): the ingredients end at the next heading, and the steps are the list that follows it. A heading ranked
 * under the ingredients' own straight over a list ("Dough", "Toppings" under "Ingredients") names a group of them.
 */
function withoutStepsHeading(lines: VisibleLine[], start: number, title: string | null): VisibleRecipe {
  let end = start + 1;
  const isHeading = (l: VisibleLine) => !l.item && l.heading >= 1 && l.heading <= 6;
  const rank = lines[start]!.heading;
  const group = (k: number) => rank >= 1 && lines[k]!.heading > rank && !!lines[k + 1]?.item;
  while (end < lines.length && end <= start + 30 && (!isHeading(lines[end]!) || group(end))) end++;
  const ingredients = ingredientLines(lines.slice(start + 1, end));
  const region = lines.slice(start + 1, end);
  let first = end + 1;
  while (first < lines.length && first <= end + 3 && !lines[first]!.item) first++;
  const list = lines[first]?.item ? lines[first]!.list : null;
  let last = first;
  while (list && last < lines.length && lines[last]!.item && lines[last]!.list === list) last++;
  // The list's items as steps: a step number in a block of its own item ("1" over "Slice the baguette.") is none.
  // (Not a list that reads like more ingredients: "500 g cream cheese", "1 cup sugar" under the next part's heading.)
  const steps =
    region.some((l) => l.item) &&
    isHeading(lines[end] ?? region[0]!) &&
    list &&
    !moreIngredients(lines.slice(first, last))
      ? stepLines(lines.slice(first, last).filter((l) => !isLabel(l)))
      : [];
  if (steps.length >= 2) return { title, ingredients, steps };
  const after = paragraphsAfterList(lines, start + 1, end);
  if (after) return { title, ingredients: ingredientLines(lines.slice(start + 1, after.from)), steps: after.steps };
  const bold = stepsAfterBoldLine(lines, start);
  if (bold) return { title, ingredients: ingredientLines(lines.slice(start + 1, bold.at)), steps: bold.steps };
  return { title, ingredients, steps: paragraphsUnderHeading(lines, start, end) ?? [] };
}

/** Lines that read like more ingredients: two or more, short, none a sentence, most with an amount first. */
const moreIngredients = (items: VisibleLine[]) =>
  items.length >= 2 &&
  items.every((l) => l.text.split(' ').length <= 15 && !/[.!?]$/u.test(l.text)) &&
  items.filter((l) => /^[\d½¼¾⅓⅔⅛]/u.test(l.text)).length >= items.length / 2;

/**
 * Steps written as paragraphs under the heading that follows the ingredients, whatever its words ("Get started"):
 * when no line of the ingredients is a sentence and two or more sentences follow the heading. Null otherwise.
 */
function paragraphsUnderHeading(lines: VisibleLine[], start: number, end: number): VisibleStep[] | null {
  const heading = lines[end];
  if (!heading || heading.item || heading.heading < 1 || heading.heading > 6) return null;
  if (isAfterStepsHeading(heading.text) || isIngredientsHeading(heading.text)) return null;
  const region = lines.slice(start + 1, end);
  if (region.length < 2 || region.some((l) => SENTENCE_END.test(l.text) && l.text.split(' ').length >= 6)) return null;
  const steps = stepLines(lines.slice(end + 1, stepsEnd(lines, end)));
  const sentences = steps.filter((s) => SENTENCE_END.test(s.text) && s.text.split(' ').length >= 4);
  return steps.length >= 2 && sentences.length >= (2 * steps.length) / 3 ? steps : null;
}

/**
 * Headings written as bold lines ("<p><strong>Get started</strong></p>"): after the ingredients' list, the first
 * bold line over a list of sentences names the method, whatever its words. Null when no list of sentences follows one.
 */
function stepsAfterBoldLine(lines: VisibleLine[], start: number) {
  for (let k = start + 1; k < lines.length && k <= start + MAX_INGREDIENTS; k++) {
    const line = lines[k]!;
    if (line.item || line.heading !== 7) continue;
    // The ingredients' list before it: items, none a sentence (else this is a part of the method, not its start).
    const before = lines.slice(start + 1, k).filter((l) => l.item);
    if (before.length === 0 || before.some((l) => SENTENCE_END.test(l.text) && l.text.split(' ').length >= 6))
      return null;
    const items: VisibleLine[] = [];
    for (let n = k + 1; n < lines.length && lines[n]!.item && lines[n]!.list === lines[k + 1]!.list; n++)
      items.push(lines[n]!);
    const sentences = items.filter((l) => SENTENCE_END.test(l.text) && l.text.split(' ').length >= 4);
    if (items.length >= 2 && sentences.length >= (2 * items.length) / 3)
      return { at: k, steps: items.map((l) => ({ text: l.text, label: null })) };
  }
  return null;
}

/**
 * Steps written as paragraphs straight after the ingredients' list, under no heading (or an empty one): two or
 * more sentences in a row, ending where the page goes on (a heading, another list, a short line that is no sentence).
 */
function paragraphsAfterList(lines: VisibleLine[], from: number, to: number) {
  let k = from;
  while (k < to && !lines[k]!.item) k++;
  // Rows written as blocks, not list items: the steps start at the first sentence.
  if (k === to) for (k = from; k < to && !lines[k]!.heading && !isSentenceBlock(lines[k]!); k++);
  // The ingredients' lists, with their group names ("Optional" over the list of what may be added).
  const groupName = (line: VisibleLine, next: VisibleLine | undefined) =>
    !!next?.item && line.heading === 0 && !SENTENCE_END.test(line.text) && line.text.split(' ').length <= 4;
  while (k < to && (lines[k]!.item || isLabel(lines[k]!) || groupName(lines[k]!, lines[k + 1]))) k++;
  const next = lines[k];
  if (k === from || k >= to || !next || next.heading > 0) return null;
  let stop = k;
  const end = stepsEnd(lines, k - 1);
  while (stop < end && !lines[stop]!.item && !(lines[stop]!.heading >= 1 && lines[stop]!.heading <= 6)) stop++;
  const steps = stepLines(lines.slice(k, stop));
  return steps.length >= 2 && steps.every((s) => SENTENCE_END.test(s.text)) ? { from: k, steps } : null;
}
