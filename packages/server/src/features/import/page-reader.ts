import { parseRecipeText } from '@potluck/api/domain';
import type { Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import type { Draft } from './mapping/draft';
import { listInsideText } from './page-text/blob-steps';
import { equipmentLines, isEquipment } from './page-text/equipment';
import { draftFromVisible, fillFromPageLists, mergeVisible, recipeFromPageLists } from './page-text/merge-visible';
import { postTitleOverRecipe } from './page-text/post-title';
import { namesPage, ownH1 } from './page-text/card-title';
import { RECIPE_WORDS, isSiteName, withoutSiteName } from './page-text/site-name';
import { type VisibleRecipe, readVisibleRecipe } from './page-text/visible-recipe';
import { visibleServings } from './page-text/visible-servings';
import { isSiteBrand, letters, tidy } from './page-text/page-elements';
import { type VisibleLine, visibleLines } from './page-text/visible-lines';
import { readPageData } from './schema-org/page-data';
import { mapSchemaRecipe } from './schema-org/recipe-mapper';
import { type JsonObject, cleanText } from './schema-org/values';
import { servingsFrom } from './mapping/recipe-fields';
import { type TextReader, fallbackWithoutStructuredData, pageMainText } from './text-fallback';

/**
 * The text of the page's first <h1> that is shown, spaces folded (without `siteName`, the first that is not the
 * site's name in a theme's header). Of several, the first that shares a word with the name the page gives itself
 * (`name`: og:title, <title>), not a sign-up box's "Get our free e-cookbook!" over the post's "Baby Back Ribs"; else
 * the first, as a generic name ("Home | Blog") tells none. Null without one.
 */
function pageHeading(
  document: Parameters<typeof readVisibleRecipe>[0],
  siteName = true,
  name: string | null = null,
): string | null {
  const h1s = DomUtils.findAll(
    (e) => e.name === 'h1' && DomUtils.textContent(e).trim() !== '' && (siteName || !isSiteBrand(e)),
    document.children,
  );
  const h1 = ownH1(h1s, headingText, name) ?? null;
  // A blog whose <h1> is its own name titles the post by the heading its theme marks as the entry's title (hAtom).
  const entry = h1 || siteName ? null : DomUtils.findOne(isEntryTitle, document.children, true);
  const heading = h1 ?? entry;
  return heading ? headingText(heading) || null : null;
}

/** A heading's text as a browser shows it: one line, its line breaks and blocks as spaces, what it hides left out. */
const headingText = (heading: Element) =>
  visibleLines({ children: [heading] }, true)
    .map((l) => l.text)
    .join(' ') || tidy(DomUtils.textContent(heading));

/**
 * Of the structured recipes of a page, the one it is about: the one named as the page's heading, og:title or
 * <title> names it (a page may list the recipes it links to before its own), else the first. Undefined without any.
 */
function ownRecipe(recipes: JsonObject[], names: (string | null)[]): JsonObject | undefined {
  if (recipes.length < 2) return recipes[0];
  const folded = (text: string) => cleanText(text).toLowerCase().replace(/\s+/g, ' ').trim();
  const named = names.filter((n): n is string => !!n).map(folded);
  const nameOf = (r: JsonObject) => (typeof r.name === 'string' ? folded(r.name) : '');
  // (The name itself, else the longest one a name starts with: "Lemon Bars Recipe - Anna's Kitchen".)
  const starting = recipes
    .filter((r) => nameOf(r) !== '' && named.some((n) => n.startsWith(nameOf(r))))
    .sort((a, b) => nameOf(b).length - nameOf(a).length);
  return recipes.find((r) => nameOf(r) !== '' && named.includes(nameOf(r))) ?? starting[0] ?? recipes[0];
}

/** The classes themes give a post's title ("entry-title" of hAtom, Blogger's "post-title"). */
const ENTRY_TITLE = /^(?:entry|post|article|single-post|blog-post|wp-block-post)-title$/;

const isEntryTitle = (e: Element) =>
  /^h[1-6]$/.test(e.name) &&
  (e.attribs.class ?? '').split(/\s+/).some((c) => ENTRY_TITLE.test(c)) &&
  DomUtils.textContent(e).trim() !== '';

/** Words a structured name may add after the dish's name: "Recipe", in the languages of the sites. */
const RECIPE_WORD = new RegExp(`^\\s*(?:${RECIPE_WORDS}|resepti)\\b`, 'iu');

/**
 * A structured name that is the page's heading with decoration after it: the site's name after a bar ("Pâtes
 * carbonara | Chez Nous" under <h1>Pâtes carbonara</h1>), or a rating after the word "Recipe" ("Lemon Tartlets
 * Recipe - (4.8/5)"). The heading is the recipe's name. (Not a subtitle of the name's own after a dash or colon,
 * "Pasta Carbonara - Authentic Roman Style": the structured data names the recipe so.)
 */
export function isDecoratedHeading(name: string, h1: string): boolean {
  if (!name.toLowerCase().startsWith(h1.toLowerCase())) return false;
  const rest = name.slice(h1.length);
  const tail = /^\s*([-|–—·:])\s*(\S.*)$/u.exec(rest.replace(RECIPE_WORD, ''));
  if (!tail) return false;
  return RECIPE_WORD.test(rest) || /^[|·]$/u.test(tail[1]!) || !/\p{L}/u.test(tail[2]!);
}

const letterCount = (texts: string[]) => letters(texts.join('')).length;

/**
 * The method the page lists when the structured instructions are one text around it (perhaps with the article's
 * story, tips and links): one step, or one string of lines read as many. Of a string of lines, only a list that
 * is a real part of it (a quarter of its letters), not a few tips the story quotes. Else null.
 */
function methodInsideText(
  shown: VisibleLine[],
  instructions: unknown,
  steps: Draft['parsed']['instructions'],
  visible: VisibleRecipe | null,
): string[] | null {
  if (steps.length === 1) return listInsideText(shown, steps[0]!.instruction);
  if (typeof instructions !== 'string' || steps.length === 0) return null;
  // A text that is a list of its own, each step one item ("<ol><li>Preheat…</li>…"): its items are the steps.
  if ((instructions.match(/<li\b/gi)?.length ?? 0) === steps.length) return null;
  // Nor a text of lines that are the steps the page shows, one by one.
  if (visible && isShownMethod(steps, visible.steps)) return null;
  const text = cleanText(instructions, true);
  const items = listInsideText(shown, text);
  return items && letterCount(items) >= 0.25 * letterCount([text]) ? items : null;
}

/**
 * Each step is the page's step in its place (perhaps under the title the page prints above it), or the name of
 * the section the page prints over it, none of the page's left over.
 */
function isShownMethod(steps: Draft['parsed']['instructions'], shown: VisibleRecipe['steps']): boolean {
  let at = 0;
  for (const step of steps) {
    const text = letters(step.instruction);
    const here = shown[at];
    if (!here) return false;
    if (here.label && letters(here.label) === text) continue;
    if (!letters(`${here.label ?? ''}${here.text}`).includes(text)) return false;
    at++;
  }
  return at === shown.length;
}

/**
 * The draft without the tools a recipe plugin lists as a group of the ingredients ("Equipment Needed"): ramekins
 * and a food processor are not ingredients. Reported in `skipped`.
 */
function withoutTools(draft: Draft, equipment: string[]): Draft {
  const kept = draft.parsed.ingredients.filter((row) => !isEquipment(row, equipment));
  if (kept.length > 0 && kept.length < draft.parsed.ingredients.length) {
    draft.skipped.push(
      `${plural(draft.parsed.ingredients.length - kept.length, 'tool')} listed with the ingredients left out`,
    );
    draft.parsed.ingredients = kept;
  }
  return draft;
}

/** A visible recipe with ingredients and steps, else null. */
const readable = (visible: VisibleRecipe | null) =>
  visible && visible.ingredients.length > 0 && visible.steps.length > 0 ? visible : null;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The recipe of a web page as a draft. Its structured data (JSON-LD or microdata) when it has some, with the
 * ingredients or steps the page shows where the structured ones are missing or clearly poorer; else the
 * recipe the page shows under its ingredients and method headings, titled by its <h1> or og:title; else its
 * text read by the text parser. Throws a 422 HttpError when the page holds no recipe. Pure apart from
 * readText (the AI or built-in parser).
 */
export async function readRecipePage(html: string, sourceUrl: string | null, readText: TextReader): Promise<Draft> {
  const page = readPageData(html);
  const host = sourceUrl ? (URL.parse(sourceUrl)?.hostname.replace(/^www\./, '') ?? null) : null;
  const titleFrom = (h: string | null) =>
    withoutSiteName(cleanText(h ?? page.ogTitle ?? page.title ?? ''), page.siteName, host) || null;
  // (Where the structured data names the recipe, the page's first <h1> only takes decoration off that name.)
  const h1 = pageHeading(page.document);
  const heading = titleFrom(h1);
  // A page without structured data is titled by its own heading, not by the site's name over every page, nor by a
  // sign-up box's: the name the page gives itself (og:title, <title>) tells its own from others of the same rank.
  // (Not where that name is the site's alone, "Anna's Kitchen" on annaskitchen.com: it names no recipe.)
  const given = titleFrom(null);
  const pageName = given && !isSiteName(given, page.siteName, host) ? given : null;
  const ownHeading = () => {
    const own = pageHeading(page.document, false, pageName);
    return own ? titleFrom(own) : pageName;
  };
  const visible = readVisibleRecipe(page.document, pageName ?? ownHeading());
  // The page's visible lines, read once however many readers below ask for them.
  let read: VisibleLine[] | null = null;
  const shownLines = () => (read ??= visibleLines(page.document));
  let toolLines: string[] | null = null;
  const tools = () => (toolLines ??= equipmentLines(shownLines()));
  // (A structured recipe without a name is named by the page's heading; where its <h1> does not repeat the name the
  // page gives itself, a blog's name, by the heading the visible reading found that does, else by that name.)
  const named = heading && pageName && !namesPage(heading, pageName) ? (visible?.title ?? pageName) : heading;
  const context = { sourceUrl, siteName: page.siteName, pageTitle: named, fallbackImage: page.ogImage };
  const first = ownRecipe(page.recipes, [h1, page.ogTitle, page.title]);
  let draft: Draft;
  let shown: VisibleRecipe | null;
  if (first) {
    // (Its tools taken out first: the rows it has are then compared with the page's.)
    const mapped = withoutTools(mapSchemaRecipe(first, context), tools());
    const structuredSteps = mapped.parsed.instructions;
    draft = mergeVisible(mapped, visible);
    // A structured recipe that does not say how many it is for: as many as the page shows.
    const shownServings = servingsFrom(first.recipeYield) === null ? visibleServings(shownLines()) : null;
    if (shownServings) draft.parsed.servings = shownServings;
    if (draft.parsed.ingredients.length === 0 || draft.parsed.instructions.length === 0)
      fillFromPageLists(draft, shownLines());
    // (Or og:title, where the <h1> is the blog's name: the post's own name.)
    const plain = [h1, page.ogTitle && cleanText(page.ogTitle)].find(
      (n) => n && isDecoratedHeading(draft.parsed.title, n),
    );
    if (plain) draft.parsed.title = plain;
    // (Unless the page's steps, read whole, already stand for the structured ones: a list of one of its parts is less.)
    const items =
      draft.parsed.instructions === structuredSteps
        ? methodInsideText(shownLines(), first.recipeInstructions, draft.parsed.instructions, visible)
        : null;
    if (items) {
      draft.parsed.instructions = items.map((text, n) => ({
        step_number: n + 1,
        instruction: text,
        time_minutes: null,
        temperature: null,
        notes: null,
      }));
      draft.skipped.push("The page's structured steps were one text around its method; the method's list was read");
    }
  } else if ((shown = readable(visible) ?? recipeFromPageLists(shownLines()))) {
    // Servings as the page shows them; times and the like as the built-in text parser finds them in its main text.
    const meta = parseRecipeText(pageMainText(page)).recipe;
    const servings = visibleServings(shownLines()) ?? meta?.servings;
    // (Its heading without what a site adds to every page's: "Köfte tarifi: Köfte nasıl yapılır?", its name.)
    const named = shown.title && (withoutSiteName(shown.title, page.siteName, host) || shown.title);
    draft = draftFromVisible(shown, named ?? ownHeading() ?? given ?? '', {
      ...(servings && { servings }),
      ...(meta && {
        prep_time_minutes: meta.prep_time_minutes,
        cook_time_minutes: meta.cook_time_minutes,
        difficulty: meta.difficulty,
        cuisine_type: meta.cuisine_type,
        meal_type: meta.meal_type,
      }),
      source_url: sourceUrl,
      source_name: page.siteName ?? host,
    });
    if (page.ogImage) draft.imageUrls.push(page.ogImage);
    // (Not the blog's name, where the page names only its site: the post's name over its recipe.)
    if (isSiteName(draft.parsed.title, page.siteName, host))
      draft.parsed.title = postTitleOverRecipe(shownLines()) ?? draft.parsed.title;
  } else {
    draft = await fallbackWithoutStructuredData(page, context, readText);
    const own = ownHeading();
    if (own) draft.parsed.title = own;
  }
  withoutTools(draft, tools());
  if (page.recipes.length > 1)
    draft.skipped.push(
      `The page has ${page.recipes.length} recipes; only ${first === page.recipes[0] ? 'the first' : 'the one it is about'} ("${draft.name}") was imported`,
    );
  if (page.brokenJsonLd > 0)
    draft.skipped.push(
      `${plural(page.brokenJsonLd, 'structured data block')} of the page ${page.brokenJsonLd === 1 ? 'was' : 'were'} not valid JSON and skipped`,
    );
  return draft;
}
