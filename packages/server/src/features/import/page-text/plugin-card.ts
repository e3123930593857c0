import { type ChildNode, type Element, isTag } from 'domhandler';
import { isEquipmentHeading } from './equipment';
import { isIngredientsHeading, isStepsHeading } from './recipe-headings';
import { isHiddenElement, visibleLines } from './visible-lines';
import type { VisibleRecipe } from './visible-recipe';
import type { VisibleStep } from './visible-steps';

/**
 * The class names a recipe plugin gives the parts of its card: the block of its ingredients and of its method, an
 * element per ingredient or step (else each list item of the block is one), a group's name, the recipe's name.
 */
interface Plugin {
  ingredients: string;
  instructions: string;
  ingredient?: string;
  step?: string;
  group?: string;
  name?: string;
}

/** Plugins whose cards many recipe sites show (WordPress: WP Recipe Maker, Tasty Recipes, Create, EasyRecipe). */
const PLUGINS: Plugin[] = [
  {
    ingredients: 'wprm-recipe-ingredients-container',
    instructions: 'wprm-recipe-instructions-container',
    ingredient: 'wprm-recipe-ingredient',
    step: 'wprm-recipe-instruction-text',
    group: 'wprm-recipe-group-name',
    name: 'wprm-recipe-name',
  },
  { ingredients: 'tasty-recipes-ingredients', instructions: 'tasty-recipes-instructions', name: 'tasty-recipes-title' },
  { ingredients: 'mv-create-ingredients', instructions: 'mv-create-instructions', name: 'mv-create-title' },
  { ingredients: 'ERSIngredients', instructions: 'ERSInstructions', group: 'ERSSeparator', name: 'ERSName' },
];

const hasClass = (element: Element, name: string | undefined) =>
  !!name && (element.attribs.class ?? '').split(/\s+/).includes(name);

/** The elements under `nodes` that are shown and pass `test`, in page order (not looking inside one found). */
function shown(nodes: ChildNode[], test: (e: Element) => boolean, scripted: boolean, found: Element[] = []): Element[] {
  for (const node of nodes) {
    if (!isTag(node) || isHiddenElement(node, scripted)) continue;
    if (test(node)) found.push(node);
    else shown(node.children, test, scripted, found);
  }
  return found;
}

/** An element's visible text on one line (an ingredient's amount, unit, name and notes in elements of their own). */
const lineOf = (element: Element, scripted: boolean) =>
  visibleLines({ children: [element] }, scripted)
    .map((l) => l.text)
    .join(' ');

/** A group's name: the plugin's class for it, or a heading or a paragraph in the block outside its items. */
const isGroup = (element: Element, plugin: Plugin) =>
  hasClass(element, plugin.group) || /^(?:h[2-6]|p)$/.test(element.name);

const MAX_GROUP_NAME = 80;

/**
 * The rows of a plugin's block in page order: each item's text as one line, with the name of the group it comes
 * under first (the block's own heading, "Ingredients" or "Instructions", is no group; a longer paragraph is a note,
 * no group's name). The items of a group of tools ("Equipment Needed") are no rows.
 */
function rows(block: Element, plugin: Plugin, item: string | undefined, scripted: boolean): VisibleStep[] {
  const parts = shown(
    block.children,
    (e) => (item ? hasClass(e, item) : e.name === 'li') || isGroup(e, plugin),
    scripted,
  );
  const found: VisibleStep[] = [];
  let label: string | null = null;
  let tools = false;
  for (const part of parts) {
    const text = lineOf(part, scripted);
    if (!text) continue;
    if ((item ? hasClass(part, item) : part.name === 'li') && !hasClass(part, plugin.group)) {
      if (!tools) [found[found.length], label] = [{ text, label }, null];
    } else if (text.length <= MAX_GROUP_NAME) {
      tools = isEquipmentHeading(text);
      if (!isIngredientsHeading(text) && !isStepsHeading(text) && !tools) label = text.replace(/:$/, '');
    }
  }
  return found;
}

/** The first element under the element around `element` (itself first) that holds one passing `test`, and that one. */
function cardAround(element: Element, test: (e: Element) => boolean, scripted: boolean) {
  for (let e: Element | null = element; e; e = e.parent && isTag(e.parent) ? e.parent : null) {
    const [found] = shown(e.children, test, scripted);
    if (found) return { card: e, found };
  }
  return null;
}

/**
 * The recipe of the first card a recipe plugin shows on the page, read by the plugin's own class names: one line
 * per ingredient, one step per step element, groups' names as the labels of their first steps. Null when the page
 * shows no such card with ingredients and steps.
 */
export function pluginCard(root: { children: ChildNode[] }, scripted = false): VisibleRecipe | null {
  for (const plugin of PLUGINS) {
    for (const block of shown(root.children, (e) => hasClass(e, plugin.ingredients), scripted)) {
      const method = cardAround(block, (e) => hasClass(e, plugin.instructions), scripted);
      if (!method) continue;
      const ingredients = rows(block, plugin, plugin.ingredient, scripted).map((r) => r.text);
      const steps = rows(method.found, plugin, plugin.step, scripted);
      if (ingredients.length === 0 || steps.length === 0) continue;
      const [name] = shown(method.card.children, (e) => hasClass(e, plugin.name), scripted);
      return { title: name ? lineOf(name, scripted) || null : null, ingredients, steps };
    }
  }
  return null;
}
