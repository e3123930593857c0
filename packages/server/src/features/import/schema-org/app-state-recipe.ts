import { type JsonObject, cleanText, isJsonObject } from './values';

// A page drawn by a script app (Next.js, Nuxt, Inertia) may carry its recipe in the state its scripts draw the page
// from, in the app's own words rather than schema.org's: {"title": …, "ingredients": […], "steps": […]}. Its saved
// HTML then shows no recipe until the scripts run. This reads such a recipe as a schema.org Recipe, for the reader
// to map and compare with the page as it maps any structured data.

const MAX_DEPTH = 14;
/** No more objects than this are looked at in one state (a store can hold a site's whole catalogue). */
const MAX_NODES = 50_000;

const NAME_KEY = /^(?:title|name|headline|recipe_?name|recipe_?title)$/i;
const INGREDIENTS_KEY = /^(?:recipe_?)?ingredients?(?:_?(?:list|lines|groups|sections))?$/i;
const STEPS_KEY =
  /^(?:recipe_?)?(?:instructions?|steps|method|directions|preparation(?:_?steps)?)(?:_?(?:list|groups|sections))?$/i;
const YIELD_KEY = /^(?:servings|yields?|portions|serves|recipe_?yield|number_?of_?servings)$/i;

/** The fields an app names a line's whole text by, and those of its parts (amount, unit, name, note). */
const LINE_KEYS = ['text', 'raw', 'original', 'display', 'displayText', 'label', 'description', 'content', 'body'];
const STEP_KEYS = ['text', 'instruction', 'description', 'content', 'body', 'step', 'html', 'value'];
const AMOUNT_KEYS = ['amount', 'quantity', 'qty', 'value'];
const UNIT_KEYS = ['unit', 'unitName', 'unit_name', 'measure', 'measurement'];
const PART_NAME_KEYS = ['name', 'ingredient', 'ingredientName', 'ingredient_name', 'title', 'item', 'food'];
const NOTE_KEYS = ['note', 'notes', 'comment', 'preparation', 'remark'];
/** A group of lines or steps: its name and its items. */
const GROUP_ITEMS = ['items', 'ingredients', 'steps', 'instructions', 'lines', 'list', 'children'];

const text = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  return cleanText(value) || null;
};

/** A field's text, where the field may hold an object named by its own name ({"unit": {"name": "cup"}}). */
function field(node: JsonObject, keys: string[]): string | null {
  for (const key of keys) {
    const value = node[key];
    const found = isJsonObject(value) ? (text(value.name) ?? text(value.title) ?? text(value.text)) : text(value);
    if (found) return found;
  }
  return null;
}

/** The items of a group ({"title": "For the sauce", "items": […]}), or null when the node is no group. */
function groupItems(node: JsonObject): unknown[] | null {
  for (const key of GROUP_ITEMS) if (Array.isArray(node[key])) return node[key] as unknown[];
  return null;
}

/** The lines of a list: texts, or objects read by `read`; a group's items ({"title", "items"}) in its place. */
function linesOf(value: unknown, read: (item: JsonObject) => string | null, depth = 0): string[] {
  if (!Array.isArray(value) || depth > 3) return [];
  return value.flatMap((item): string[] => {
    const items = isJsonObject(item) ? groupItems(item) : null;
    if (items) return linesOf(items, read, depth + 1);
    const line = typeof item === 'string' ? text(item) : isJsonObject(item) ? read(item) : null;
    return line ? [line] : [];
  });
}

/** An ingredient's line: its whole text, or its amount, unit and name (and a note after a comma). */
function ingredientLine(item: JsonObject): string | null {
  const name = field(item, PART_NAME_KEYS);
  const whole = field(item, LINE_KEYS);
  if (whole || !name) return whole;
  const note = field(item, NOTE_KEYS);
  const line = [field(item, AMOUNT_KEYS), field(item, UNIT_KEYS), name].filter(Boolean).join(' ');
  return note ? `${line}, ${note}` : line;
}

/** Steps: one text (its lines kept), or a list of texts or objects with a step's text. */
const stepTexts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [cleanText(value, true)].filter(Boolean)
    : linesOf(value, (item) => field(item, STEP_KEYS));

interface Found {
  recipe: JsonObject;
  lines: number;
}

/** The recipe a node is, when it has a name, two or more ingredient lines and a step. */
function recipeOf(node: JsonObject): Found | null {
  const keys = Object.keys(node);
  const nameKey = keys.find((k) => NAME_KEY.test(k));
  const name = nameKey ? text(node[nameKey]) : null;
  if (!name) return null;
  const ingredients = keys.filter((k) => INGREDIENTS_KEY.test(k)).map((k) => linesOf(node[k], ingredientLine));
  const steps = keys.filter((k) => STEPS_KEY.test(k)).map((k) => stepTexts(node[k]));
  const recipeIngredient = ingredients.sort((a, b) => b.length - a.length)[0] ?? [];
  const recipeInstructions = steps.sort((a, b) => b.length - a.length)[0] ?? [];
  if (recipeIngredient.length < 2 || recipeInstructions.length === 0) return null;
  const yieldKey = keys.find((k) => YIELD_KEY.test(k));
  const recipeYield = yieldKey ? text(node[yieldKey]) : null;
  return {
    recipe: { '@type': 'Recipe', name, recipeIngredient, recipeInstructions, ...(recipeYield && { recipeYield }) },
    lines: recipeIngredient.length,
  };
}

/**
 * The recipe a script app's state holds in its own words: the object with a name, the most ingredient lines (two
 * or more) and steps, as a schema.org Recipe. Null when the state holds none.
 */
export function appStateRecipe(states: unknown[]): JsonObject | null {
  let best: Found | null = null;
  let nodes = 0;
  const visit = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || ++nodes > MAX_NODES) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isJsonObject(value)) return;
    const found = recipeOf(value);
    if (found && (!best || found.lines > best.lines)) best = found;
    for (const item of Object.values(value)) if (typeof item === 'object' && item !== null) visit(item, depth + 1);
  };
  for (const state of states) visit(state, 0);
  return (best as Found | null)?.recipe ?? null;
}
