import { DomUtils, parseDocument } from 'htmlparser2';
import { letters } from '../page-text/page-elements';
import { appStates, withEmbeddedJsonLd } from './app-state';
import { appStateRecipe } from './app-state-recipe';
import { readJsonValues } from './lenient-json';
import { readMicrodata } from './microdata';
import { parseShallowDocument } from './shallow-document';
import { type JsonObject, isJsonObject, typesOf } from './values';

type Document = ReturnType<typeof parseDocument>;

/** What a page's structured data says: its Recipe objects and the facts about the page used for the source. */
export interface PageData {
  recipes: JsonObject[];
  /** og:site_name, else application-name, else null. */
  siteName: string | null;
  /** The page's <title>. */
  title: string | null;
  /** og:title: the page's own name for what it shows, without the site's name around it. */
  ogTitle: string | null;
  /** og:image, a fallback photo when the Recipe has none. */
  ogImage: string | null;
  /** JSON-LD blocks that were not valid JSON (skipped; the others still count). */
  brokenJsonLd: number;
  document: Document;
}

const isRecipe = (node: JsonObject) => typesOf(node).includes('recipe');

/**
 * Recipe objects anywhere in a JSON-LD value: top level, arrays, @graph, or nested (WebPage.mainEntity,
 * ItemList.itemListElement). A Recipe's own properties are not searched (a recipe inside a recipe is a part of it).
 */
export function findRecipes(value: unknown, found: JsonObject[] = [], depth = 0): JsonObject[] {
  if (depth > 8) return found;
  if (Array.isArray(value)) {
    for (const item of value) findRecipes(item, found, depth + 1);
  } else if (isJsonObject(value)) {
    if (isRecipe(value)) found.push(value);
    else for (const child of Object.values(value)) findRecipes(child, found, depth + 1);
  }
  return found;
}

/**
 * Some sites wrap JSON-LD in comments or CDATA, or leave raw control characters in strings: tolerate those; and
 * read what lenient JSON readers accept (comments, trailing commas, JavaScript escapes, junk after the value).
 */
function parseJsonLd(text: string): unknown {
  const unwrapped = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>\s*$/g, '');
  try {
    return JSON.parse(unwrapped);
  } catch {
    // Raw line breaks inside strings (kept as line breaks) and the rest of what lenient readers take.
    try {
      return readJsonValues(unwrapped);
    } catch (err) {
      // A block the site HTML-encoded as a whole ({&quot;@type&quot;: …}), as extruct also reads it.
      if (!/&(?:quot|#34|#x22);/i.test(unwrapped)) throw err;
      return readJsonValues(DomUtils.textContent(parseShallowDocument(`<p>${unwrapped.replace(/</g, '&lt;')}</p>`)));
    }
  }
}

function metaContent(document: Document, test: (attribs: Record<string, string>) => boolean): string | null {
  const element = DomUtils.findOne((e) => e.name === 'meta' && test(e.attribs), document.children, true);
  const content = element?.attribs.content?.trim();
  return content ? content : null;
}

/** The recipes of the state a script app draws the page from: as schema.org data, or else in the app's own words. */
function appStateRecipes(document: Document): JsonObject[] {
  const states = appStates(document);
  const found: JsonObject[] = [];
  for (const state of states) findRecipes(withEmbeddedJsonLd(state), found);
  const own = found.length === 0 ? appStateRecipe(states) : null;
  return own ? [own] : found;
}

/** A recipe's ingredients (under their older name too) and its steps. */
const PARTS = { recipeIngredient: ['recipeIngredient', 'ingredients'], recipeInstructions: ['recipeInstructions'] };
const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';
/** The parts a recipe has none of: its ingredients, its steps. */
const lacking = (recipe: JsonObject) =>
  (Object.keys(PARTS) as (keyof typeof PARTS)[]).filter((part) => !PARTS[part].some((key) => filled(recipe[key])));
const nameKey = (recipe: JsonObject) => (typeof recipe.name === 'string' ? letters(recipe.name) : '');

/** Each recipe's missing parts from the state's recipe of the same name, or the state's only recipe. */
function fillFromState(recipes: JsonObject[], fromState: JsonObject[]): void {
  for (const recipe of recipes) {
    const same = fromState.filter((other) => nameKey(other) === nameKey(recipe));
    const source = same[0] ?? (fromState.length === 1 && recipes.length === 1 ? fromState[0] : undefined);
    for (const part of source ? lacking(recipe) : []) {
      const key = PARTS[part].find((name) => filled(source![name]));
      if (key) recipe[part] = source![key];
    }
  }
}

/** Reads the JSON-LD blocks and the microdata of a page. Broken JSON-LD blocks are counted and skipped. */
export function readPageData(html: string): PageData {
  const document = parseShallowDocument(html);
  const recipes: JsonObject[] = [];
  let brokenJsonLd = 0;
  const scripts = DomUtils.findAll(
    (e) => e.name === 'script' && (e.attribs.type ?? '').split(';')[0]!.trim().toLowerCase() === 'application/ld+json',
    document.children,
  );
  for (const script of scripts) {
    try {
      findRecipes(parseJsonLd(DomUtils.textContent(script)), recipes);
    } catch {
      brokenJsonLd += 1;
    }
  }
  // Microdata only when JSON-LD has none: pages with both describe the same recipe twice.
  if (recipes.length === 0) findRecipes(readMicrodata(document), recipes);
  // Else the recipe the page's script app carries in its state, for its scripts to draw the page from. A recipe of the
  // JSON-LD or microdata without ingredients or steps (a summary for search engines) takes them from the same recipe
  // in that state.
  if (recipes.length === 0) recipes.push(...appStateRecipes(document));
  else if (recipes.some((recipe) => lacking(recipe).length > 0)) fillFromState(recipes, appStateRecipes(document));

  const titleElement = DomUtils.findOne((e) => e.name === 'title', document.children, true);
  const title = titleElement ? DomUtils.textContent(titleElement).replace(/\s+/g, ' ').trim() || null : null;
  return {
    recipes,
    siteName:
      metaContent(document, (a) => a.property === 'og:site_name') ??
      metaContent(document, (a) => a.name === 'application-name'),
    title,
    ogTitle: metaContent(document, (a) => a.property === 'og:title' || a.name === 'og:title'),
    ogImage: metaContent(document, (a) => a.property === 'og:image' || a.property === 'og:image:url'),
    brokenJsonLd,
    document,
  };
}
