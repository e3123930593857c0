import type { ChildNode, Element, ParentNode } from 'domhandler';
import { shownElements } from './page-elements';
import { isSentenceText, isUnknownHeading } from './line-kinds';
import { isIngredientsHeading, isStepsHeading } from './recipe-headings';
import { ingredientLines } from './visible-ingredients';
import { type VisibleLine, visibleLines } from './visible-lines';
import type { VisibleRecipe } from './visible-recipe';
import { stepLines } from './visible-steps';

// A recipe read by the names a site's own template gives the blocks of its card ("recipe-ingredients",
// "ingredients-list", "hrecipe … ingredient", "recipe-directions", "method-steps"): what a page without structured
// data and without headings a reader knows still says about which lines are which.

/** A class or id naming the ingredients' block, in the languages of the templates. */
const INGREDIENTS_NAME = /ingr[eé]di[eë]n|zutat|sk[lł]adnik|suroviny|hozzavalo|malzeme/i;
/** A class or id naming the method's block. */
const METHOD_NAME =
  /instruction|direction|method|preparation|(?:^|[-_])(?:recipe[-_]?)?steps?(?:$|[-_])|zubereitung|anleitung|preparazione|procedimento|preparacion|elaboracion|instrucciones|bereiding|etapes|przygotowanie|postup/i;
/** Names of controls and links about a block, not the block ("jump-to-ingredients", "ingredients-toggle"). */
const NOT_BLOCK =
  /jump|print|btn|button|toggle|link|nav|menu|tab(?:$|[-_])|rating|comment|video|nutrition|tooltip|modal|count|checkbox|icon|image|photo|img/i;

/** Whether the element's classes or id name it `name`, and nothing says it is a control about the block. */
function isNamed(element: Element, name: RegExp): boolean {
  const names = [...(element.attribs.class ?? '').split(/\s+/), element.attribs.id ?? ''].filter(Boolean);
  return names.some((n) => name.test(n)) && !names.some((n) => NOT_BLOCK.test(n));
}

const read = new WeakMap<Element, VisibleLine[]>();

/** The block's lines without its own heading ("Ingredients", "Method"), read once however often they are asked for. */
function linesOf(block: Element): VisibleLine[] {
  let lines = read.get(block);
  if (!lines) {
    lines = visibleLines({ children: [block] }).filter((l) => !isIngredientsHeading(l.text) && !isStepsHeading(l.text));
    read.set(block, lines);
  }
  return lines;
}

const sentence = (line: VisibleLine) => isSentenceText(line.text);

/**
 * A method block's lines without its heading in words the reader does not know ("Get started") over its steps. A
 * first step written short ("Preheat oven") among steps in blocks like its own stays, and so does "Step 1".
 */
function withoutOwnHeading(lines: VisibleLine[]): VisibleLine[] {
  const [first, next] = lines;
  return first && next && sentence(next) && isUnknownHeading(first, next) ? lines.slice(1) : lines;
}

/** How many elements out from the ingredients' block the method's is looked for: a card's blocks stand close. */
const MAX_CARD_DEPTH = 8;

/** The elements around `node`, nearest first, `depth` levels out at most. */
function around(node: ChildNode, depth: number): ParentNode[] {
  const found: ParentNode[] = [];
  for (let e = node.parent; e && found.length < depth; e = e.parent) found.push(e);
  return found;
}

/**
 * The recipe of the first card whose template names its blocks: the nearest element around a block named for the
 * ingredients that holds a block named for the method, each such block in it read in page order (ingredients as
 * lines, the method as steps). Null when the page shows no such card with ingredients and steps. The page is walked
 * once for each kind of block, however many there are.
 */
export function classCard(root: { children: ChildNode[] }): VisibleRecipe | null {
  const isIngredients = (e: Element) => isNamed(e, INGREDIENTS_NAME) && !isNamed(e, METHOD_NAME);
  // (A method block holds a sentence: a card's "Method: Baking" field, its category, is no such block.)
  const isMethod = (e: Element) =>
    isNamed(e, METHOD_NAME) && !isNamed(e, INGREDIENTS_NAME) && linesOf(e).some(sentence);
  const ingredientBlocks = shownElements(root.children, isIngredients);
  const methodBlocks = shownElements(root.children, isMethod);
  // The elements a card may be: those around a method block, a few levels out.
  const holdsMethod = new Set(methodBlocks.flatMap((b) => around(b, MAX_CARD_DEPTH)));
  const within = (card: ParentNode) => (b: Element) => around(b, MAX_CARD_DEPTH).includes(card);
  const tried = new Set<ParentNode>();
  for (const block of ingredientBlocks) {
    if (linesOf(block).length < 2) continue;
    const card = around(block, MAX_CARD_DEPTH).find((e) => holdsMethod.has(e));
    if (!card || tried.has(card)) continue;
    tried.add(card);
    const ingredients = ingredientLines(ingredientBlocks.filter(within(card)).flatMap(linesOf));
    const steps = stepLines(methodBlocks.filter(within(card)).flatMap((b) => withoutOwnHeading(linesOf(b))));
    if (ingredients.length > 0 && steps.length > 0) return { title: null, ingredients, steps };
  }
  return null;
}
