import { type ChildNode, type Element, isTag } from 'domhandler';
import { isEquipmentHeading } from './equipment';
import { isGroupNameLine, startsWithAmount } from './line-kinds';
import { isIngredientsHeading, isStepsHeading } from './recipe-headings';
import { shownElements as shown } from './page-elements';
import { visibleLines } from './visible-lines';
import type { VisibleRecipe } from './visible-recipe';
import type { VisibleStep } from './visible-steps';

/**
 * The names a recipe plugin gives the parts of its card: the block of its ingredients and of its method (a card may
 * show several of each, one per group), an element per ingredient or step (else each list item of a block is one),
 * a group's name, the recipe's name. Each is a class name, or "#" and an id for a plugin that names the part by its
 * id (Zip Recipes); several names apart by spaces are alternatives (the plugin's versions, or its ingredients' and
 * its steps' group names).
 */
interface Plugin {
  ingredients: string;
  instructions: string;
  ingredient?: string;
  step?: string;
  group?: string;
  name?: string;
  /** An ingredient's notes, which the card shows apart (faded) and the plugin's own data writes in brackets. */
  notes?: string;
}

/**
 * Plugins whose cards many recipe sites show, each read from the plugin's own templates: WP Recipe Maker, Tasty
 * Recipes, Create (Mediavine), EasyRecipe, Zip Recipes (since version 7, and before it by ids), WPZOOM Recipe Card
 * Blocks (its card, and its ingredients and directions blocks on their own), Cooked, WP Ultimate Recipe, Jetpack's
 * [recipe] shortcode, and Recipe Card by Yumprint.
 */
const PLUGINS: Plugin[] = [
  {
    ingredients: 'wprm-recipe-ingredients-container',
    instructions: 'wprm-recipe-instructions-container',
    ingredient: 'wprm-recipe-ingredient',
    step: 'wprm-recipe-instruction-text',
    group: 'wprm-recipe-group-name',
    name: 'wprm-recipe-name',
    notes: 'wprm-recipe-ingredient-notes',
  },
  { ingredients: 'tasty-recipes-ingredients', instructions: 'tasty-recipes-instructions', name: 'tasty-recipes-title' },
  { ingredients: 'mv-create-ingredients', instructions: 'mv-create-instructions', name: 'mv-create-title' },
  { ingredients: 'ERSIngredients', instructions: 'ERSInstructions', group: 'ERSSeparator', name: 'ERSName' },
  // Zip Recipes closes its list for a group's name ("h4.zrdn-subtitle") and opens another after it.
  {
    ingredients: 'zrdn-ingredients-list',
    instructions: 'zrdn-instructions-list',
    group: 'zrdn-subtitle',
    name: 'zrdn-element_recipe_title',
  },
  // Before version 7 it wrote a list per group, each with the same id, and the group's name first in it; in a list
  // without bullets the name has the item's class too ("ingredient no-bullet-label").
  {
    ingredients: '#zlrecipe-ingredients-list',
    instructions: '#zlrecipe-instructions-list',
    ingredient: 'ingredient',
    step: 'instruction',
    group: 'ingredient-label instruction-label no-bullet-label',
    name: '#zlrecipe-title',
  },
  {
    ingredients: 'recipe-card-ingredients wp-block-wpzoom-recipe-card-block-ingredients',
    instructions: 'recipe-card-directions wp-block-wpzoom-recipe-card-block-directions',
    ingredient: 'ingredient-item',
    step: 'direction-step',
    group: 'ingredient-item-group direction-step-group',
    name: 'recipe-card-title',
  },
  // Cooked's step holds its number in an element of its own, before its text.
  {
    ingredients: 'cooked-recipe-ingredients',
    instructions: 'cooked-recipe-directions',
    ingredient: 'cooked-ingredient',
    step: 'cooked-dir-content',
    group: 'cooked-heading',
  },
  // WP Ultimate Recipe's step is the whole list item: its text is in a span of its own only in custom templates.
  {
    ingredients: 'wpurp-recipe-ingredients',
    instructions: 'wpurp-recipe-instructions',
    ingredient: 'wpurp-recipe-ingredient',
    step: 'wpurp-recipe-instruction',
    group: 'wpurp-recipe-ingredient-group wpurp-recipe-instruction-group',
    name: 'wpurp-recipe-title',
  },
  // Jetpack's items have a class only when the author writes them as "- item" lines: any list item is one. Its
  // directions written as paragraphs have no item: the page's own reading takes them.
  {
    ingredients: 'jetpack-recipe-ingredients',
    instructions: 'jetpack-recipe-directions',
    name: 'jetpack-recipe-title',
  },
  // Yumprint writes a section per group, its name first; the recipe's name stands over the sections' container.
  {
    ingredients: 'blog-yumprint-ingredient-section',
    instructions: 'blog-yumprint-method-section',
    ingredient: 'blog-yumprint-ingredient-item',
    step: 'blog-yumprint-method-item',
    group: 'blog-yumprint-subheader',
    name: 'blog-yumprint-recipe-title',
  },
];

/** Whether the plugin names `element` by one of `names`: one of its classes, or its id written "#id". */
function isNamed(element: Element, names: string | undefined): boolean {
  if (!names) return false;
  const classes = (element.attribs.class ?? '').split(/\s+/);
  return names.split(' ').some((n) => (n.startsWith('#') ? element.attribs.id === n.slice(1) : classes.includes(n)));
}

/** An element's visible text on one line (an ingredient's amount, unit, name and notes in elements of their own). */
const lineOf = (element: Element, scripted: boolean) =>
  visibleLines({ children: [element] }, scripted)
    .map((l) => l.text)
    .join(' ');

/** An ingredient's line with its notes in brackets ("1.5 lbs baby potatoes (washed and halved)"), as the card means. */
function withNotesInBrackets(item: Element, text: string, plugin: Plugin, scripted: boolean): string {
  if (!plugin.notes) return text;
  const [notes] = shown(item.children, (e) => isNamed(e, plugin.notes), scripted);
  const said = notes ? lineOf(notes, scripted) : '';
  if (!said || /^[([]/u.test(said) || !text.endsWith(said)) return text;
  return `${text.slice(0, -said.length).trimEnd()} (${said})`;
}

/** A group's name: the plugin's name for it, or a heading or a paragraph in the block outside its items. */
const isGroup = (element: Element, plugin: Plugin) =>
  isNamed(element, plugin.group) || /^(?:h[2-6]|p)$/.test(element.name);

/** The group's name a plugin writes just before a block rather than in it (Zip Recipes' between its lists). */
function groupBefore(block: Element, plugin: Plugin): Element[] {
  let node = block.prev;
  while (node && !isTag(node)) node = node.prev;
  return node && isTag(node) && isNamed(node, plugin.group) ? [node] : [];
}

const MAX_GROUP_NAME = 80;

/**
 * An item that names a group of the items after it, as an author writes one into a plugin's list ("For the
 * filling:", "Frosting:"): no amount, and a group's words or a short name with a colon at its end.
 */
const isGroupItem = (text: string) =>
  text.length <= MAX_GROUP_NAME &&
  !startsWithAmount(text) &&
  ((text.endsWith(':') && text.split(' ').length <= 6) || isGroupNameLine(text));

/**
 * The rows of a plugin's block in page order: each item's text as one line, with the name of the group it comes
 * under first (the block's own heading, "Ingredients" or "Instructions", is no group; a longer paragraph is a note,
 * no group's name). The items of a group of tools ("Equipment Needed") are no rows.
 */
function rows(block: Element, plugin: Plugin, item: string | undefined, scripted: boolean): VisibleStep[] {
  const isItem = (e: Element) => (item ? isNamed(e, item) : e.name === 'li');
  const parts = [
    ...groupBefore(block, plugin),
    ...shown(block.children, (e) => isItem(e) || isGroup(e, plugin), scripted),
  ];
  const found: VisibleStep[] = [];
  let label: string | null = null;
  let tools = false;
  for (const part of parts) {
    const text = withNotesInBrackets(part, lineOf(part, scripted), plugin, scripted);
    if (!text) continue;
    if (isItem(part) && !isNamed(part, plugin.group) && !isGroupItem(text)) {
      if (!tools) [found[found.length], label] = [{ text, label }, null];
    } else if (text.length <= MAX_GROUP_NAME) {
      tools = isEquipmentHeading(text);
      if (!isIngredientsHeading(text) && !isStepsHeading(text) && !tools) label = text.replace(/:$/, '');
    }
  }
  return found;
}

/** The first element around `element` (itself first) that holds a shown one passing `test`, and that one. */
function cardAround(element: Element, test: (e: Element) => boolean, scripted: boolean) {
  for (let e: Element | null = element; e; e = e.parent && isTag(e.parent) ? e.parent : null) {
    const [found] = shown(e.children, test, scripted);
    if (found) return { card: e, found };
  }
  return null;
}

/** The innermost element passing `test` at or under `element`: a theme may wrap the name's own element in a longer
 * heading of the same class ("How to make" over it). */
function innermost(element: Element, test: (e: Element) => boolean, scripted: boolean): Element {
  const [inner] = shown(element.children, test, scripted);
  return inner ? innermost(inner, test, scripted) : element;
}

/**
 * The recipe of the first card a recipe plugin shows on the page, read by the plugin's own names for its parts:
 * one line per ingredient, one step per step element, groups' names as the labels of their first steps. The card
 * is the nearest element around its first block of ingredients that holds a block of its method too; every such
 * block in it is read, in page order. Its name may stand outside it, over its contents (Yumprint's). Null when the
 * page shows no such card with ingredients and steps.
 */
export function pluginCard(root: { children: ChildNode[] }, scripted = false): VisibleRecipe | null {
  for (const plugin of PLUGINS) {
    const isIngredients = (e: Element) => isNamed(e, plugin.ingredients);
    const isMethod = (e: Element) => isNamed(e, plugin.instructions);
    for (const block of shown(root.children, isIngredients, scripted)) {
      const card = cardAround(block, isMethod, scripted)?.card;
      if (!card) continue;
      const read = (test: (e: Element) => boolean, item: string | undefined) =>
        shown([card], test, scripted).flatMap((b) => rows(b, plugin, item, scripted));
      const ingredients = read(isIngredients, plugin.ingredient).map((r) => r.text);
      const steps = read(isMethod, plugin.step);
      if (ingredients.length === 0 || steps.length === 0) continue;
      const isName = (e: Element) => isNamed(e, plugin.name);
      const name = plugin.name ? cardAround(card, isName, scripted)?.found : undefined;
      return { title: name ? lineOf(innermost(name, isName, scripted), scripted) || null : null, ingredients, steps };
    }
  }
  return null;
}
