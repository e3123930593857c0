import { IMPORT_MESSAGES, type ImportedRecipe, type ParsedRecipeResponse, RECIPE_DEFAULTS } from '@potluck/api';
import { type ChildNode, type Element, isTag, isText } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { HttpError } from '../../http/http-error';
import { type Draft, emptyParsed } from './mapping/draft';
import { INLINE, isShadowRoot, keepsLineBreaks, lineBreakClasses, within } from './page-text/page-elements';
import { DEFAULT_SERVINGS } from './mapping/recipe-fields';
import type { PageData } from './schema-org/page-data';
import type { PageContext } from './schema-org/recipe-mapper';

const NOT_CONTENT = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  'iframe',
]);

/**
 * A form is a search box or a sign-up, no part of the page's text, unless it holds the page's heading: an older site
 * (ASP.NET's "aspnetForm") wraps its whole page in one.
 */
const isContent = (element: Element, heading: Element | null) =>
  !NOT_CONTENT.has(element.name) || (element.name === 'form' && within(heading, element)) || isShadowRoot(element);

/**
 * The element that holds what the page is about: the <article> (else the <main>) that holds its <h1>, else its
 * longest <article> (the first may be a teaser of another post), else its <main>, else its <body>.
 */
function mainElement(document: PageData['document']): Element | PageData['document'] {
  const all = (name: string) => DomUtils.findAll((e) => e.name === name, document.children);
  const [articles, mains] = [all('article'), all('main')];
  const h1 = DomUtils.findOne((e) => e.name === 'h1', document.children, true);
  const holdsHeading = (e: Element) => within(h1, e);
  const longest = (elements: Element[]) =>
    elements
      .map((e) => ({ e, length: DomUtils.textContent(e).length }))
      .reduce<{ e: Element; length: number } | null>((best, x) => (!best || x.length > best.length ? x : best), null)
      ?.e;
  return articles.find(holdsHeading) ?? mains.find(holdsHeading) ?? longest(articles) ?? mains[0] ?? bodyOf(document);
}

const bodyOf = (document: PageData['document']) =>
  DomUtils.findOne((e) => e.name === 'body', document.children, true) ?? document;

/** No more of a page's text than this goes to a text parser. */
const MAX_TEXT = 20_000;

/**
 * The readable text of a page (its article or main part when it has one; `whole`: all of its body), one block per
 * line, up to MAX_TEXT characters: what a text parser reads.
 */
export function pageMainText(page: Pick<PageData, 'document'>, whole = false): string {
  const root = whole ? bodyOf(page.document) : mainElement(page.document);
  const heading = DomUtils.findOne((e) => e.name === 'h1', page.document.children, true);
  const lines: string[] = [];
  let line = '';
  const flush = () => {
    lines.push(line);
    line = '';
  };
  // (Where the page keeps its text's line breaks, a <pre> or a box styled so, each is a line's end.)
  const visit = (nodes: ChildNode[], breaks: boolean) => {
    for (const node of nodes) {
      if (isText(node)) {
        const parts = breaks ? node.data.split(/\r?\n/) : [node.data];
        parts.forEach((part, n) => {
          if (n > 0) flush();
          line += part;
        });
      } else if (isTag(node) && isContent(node, heading)) {
        const block = !INLINE.has(node.name);
        if (block) flush();
        visit(node.children, breaks || keepsLineBreaks(node, breakClasses));
        if (block) flush();
      }
    }
  };
  const breakClasses = lineBreakClasses(page.document);
  visit(root.children, false);
  flush();
  return lines
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
    .slice(0, MAX_TEXT);
}

/** Reads recipe text: the AI parser when a key works, the built-in parser otherwise (features/ai/ai-parse.service). */
export type TextReader = (text: string) => Promise<ParsedRecipeResponse>;

/** Below this much readable text a page holds no recipe worth reading. */
const MIN_TEXT = 50;

/** The recipe of a reading with ingredients and steps, else null. */
const recipeOf = (result: ParsedRecipeResponse | null) =>
  result?.success && result.recipe && result.recipe.ingredients.length > 0 && result.recipe.instructions.length > 0
    ? result.recipe
    : null;

/**
 * A page without schema.org Recipe data: its main text goes to the text parser (AI when configured, else
 * the built-in one). A reading without ingredients and steps is no recipe: 422 "No recipe found on this page".
 */
export async function fallbackWithoutStructuredData(
  page: PageData,
  context: PageContext,
  readText: TextReader,
): Promise<Draft> {
  // The page's main part first; where it holds no recipe (one beside the article that holds the heading), all of it.
  const read = async (text: string) => (text.length >= MIN_TEXT ? readText(text) : null);
  const main = pageMainText(page);
  let result = await read(main);
  if (!recipeOf(result)) {
    const whole = pageMainText(page, true);
    if (whole !== main) result = (await read(whole)) ?? result;
  }
  const recipe = recipeOf(result);
  if (!result || !recipe) throw new HttpError(422, IMPORT_MESSAGES.noRecipeOnPage);
  const parsed: ImportedRecipe = {
    ...emptyParsed(),
    title: recipe.title,
    description: recipe.description,
    prep_time_minutes: recipe.prep_time_minutes,
    cook_time_minutes: recipe.cook_time_minutes,
    servings: recipe.servings ?? DEFAULT_SERVINGS,
    difficulty: recipe.difficulty ?? RECIPE_DEFAULTS.difficulty,
    cuisine_type: recipe.cuisine_type,
    meal_type: recipe.meal_type,
    notes: recipe.notes,
    tags: recipe.tags,
    source_name: context.siteName,
    source_url: context.sourceUrl,
    ingredients: recipe.ingredients.map((i) => ({ ...i, unit: i.unit ?? null })),
    instructions: recipe.instructions.map((s, n) => ({
      step_number: n + 1,
      instruction: s.instruction,
      time_minutes: s.time_minutes,
      temperature: s.temperature,
      notes: null,
    })),
  };
  const skipped = [
    `The page has no schema.org recipe data; its text was read by the ${result.parser === 'ai' ? 'AI' : 'built-in'} parser (confidence: ${result.ai_confidence})`,
    ...result.suggestions,
  ];
  return {
    name: recipe.title,
    parser: result.parser,
    parsed,
    skipped,
    imageUrls: context.fallbackImage ? [context.fallbackImage] : [],
    imageData: [],
  };
}
