import {
  isAfterStepsHeading,
  isIngredientsHeading,
  isPageGoingOnHeading,
  isPartHeading,
  isStepsHeading,
} from './recipe-headings';
import type { VisibleLine } from './visible-lines';
import { letters } from './page-elements';
import { RECIPE_TAIL, RECIPE_WORDS } from './site-name';
import { isHeadingElement } from './line-kinds';

const LOOK_BACK = 40;

/**
 * "Recipe:" or "Get the Recipe:" before a recipe's name, in the languages of the sites, or a wiki's namespace
 * ("Cookbook:Tomato Peanut Poha"): a lead-in, not the name.
 */
const RECIPE_LEAD = new RegExp(`^(?:(?:get|jump to|print) the\\s+)?(?:${RECIPE_WORDS}|cookbook)\\s*:\\s*(?=\\S)`, 'iu');

/**
 * The name a recipe card gives its recipe: the nearest heading above its ingredients heading that ranks above it
 * (the card's <h2> over its <h3>Ingredients</h3>), within a few dozen lines and not itself the name of a part
 * of a recipe. A post's <h1> ("Easy Mac and Cheese Recipe") is often longer than its card's name ("Easy Mac
 * and Cheese"): the card names the recipe, and a subtitle straight under its name does not. Null when there is none.
 */
export function cardTitle(lines: VisibleLine[], start: number, pageHeading: string | null = null): string | null {
  const own = lines[start]!.heading;
  if (own < 2 || own > 6) return null;
  let nearest = true;
  for (let k = start - 1; k >= 0 && k >= start - LOOK_BACK; k--) {
    const line = lines[k]!;
    if (line.item || line.heading < 1 || line.heading > 6) continue;
    // The nearest heading, of the ingredients' own rank, names the card when it repeats the page's heading, words
    // added or left out ("Pie Crust Recipe" over its facts under <h1>Easy Homemade Pie Crust Recipe</h1>).
    if (nearest && line.heading === own && pageHeading && echoes(line.text, pageHeading)) return line.text;
    nearest = false;
    if (line.heading >= own) continue;
    const text = line.text;
    const part = isPartHeading(text);
    if (part || text.endsWith(':') || text.length > 120) return null;
    // A card's label that names no dish ("Recipe", "Printable Recipe", "Rezept"): the page's heading names it.
    if (GENERIC_CARD.test(text)) return null;
    // A subtitle straight under the recipe's name ("Pieczony kalafior" over "Pieczone różyczki… na chrupiąco!"),
    // unless it says it names the recipe ("Get the Recipe: Baked Halibut"). The name is the page's <h1>, or the
    // heading that stands for it on a page whose only <h1> is the site's name.
    const above = lines[k - 1];
    const standIn = !!above && above.heading >= 1 && above.heading <= line.heading && above.text === pageHeading;
    const name =
      !!above && !above.item && ((above.heading === 1 && line.heading > 1) || standIn) && !namesNoDish(above.text);
    if (name && above.text !== text && !RECIPE_LEAD.test(text)) return above.text;
    // ("Receita de bolo de fubá" over the card under the post's "Bolo de fubá": the post's name.)
    return RECIPE_FOR.test(text) && pageHeading && echoes(text, pageHeading) ? pageHeading : text;
  }
  return null;
}

/**
 * A page heading that names no dish but the page's place on the site: a section of recipes ("Recipes", "Rezepte",
 * "Dessert Recipes") or a breadcrumb trail ("Home › Recipes › Cakes"). A heading under it names the recipe.
 */
const SECTION =
  /^(?:[\p{L}'’-]+\s+){0,2}(?:recipes|rezepte|recettes|ricette|recetas|receitas|recepten|recepter|opskrifter|oppskrifter|przepisy|recepty)$/iu;
const TRAIL = /^[^›»>]{1,40}(?:\s[›»>]\s[^›»>]{1,40}){1,5}$/u;
const namesNoDish = (text: string) => SECTION.test(text) || TRAIL.test(text);

/**
 * A recipe card's label that names no dish ("Recipe", "The Recipe", "Printable Recipe", "Recipe Card", "Rezept", "Het
 * recept", "La recette", "Рецепт").
 */
const GENERIC_CARD = new RegExp(
  `^(?:(?:the|our|my|full|printable|print(?: the)?|get the|jump to(?: the)?|het|de|ons|onze|mijn|das|unser|mein|la|le|notre|ma|el|nuestra|mi|il|nostra|o|a|nossa|minha)\\s+)?(?:${RECIPE_WORDS}|рецепт|receptet|opskriften|oppskriften)(?:\\s+card)?\\s*[:!]?$`,
  'iu',
);

/**
 * The heading that stands for a page's <h1> where its only <h1> is the site's name in the header (or it has none),
 * as themes that set the post's title in an <h2> write it, or a section's name ("Weeknight Dinners"): the first <h2>
 * above the first ingredients heading that is no link (another post), no card's label ("Recipe") and does not say
 * the page goes on ("Popular recipes"). Null when there is none.
 */
export function headingForTitle(lines: VisibleLine[], pageTitle: string | null = null): string | null {
  // Where the page names itself (og:title, <title>), the heading shares a word of that name: not a part of the
  // recipe ("Brine") nor another recipe ("Recette cake marbré chocolat" over "Recette cake savane maison").
  const sharesName = (text: string) => !pageTitle || sharesWord(text, pageTitle);
  for (const line of lines) {
    if (line.item || line.heading < 1 || line.heading > 6) continue;
    if (isIngredientsHeading(line.text)) return null;
    if (line.heading !== 2 || line.link || line.text.length > 120) continue;
    // A method heading that names the dish ("How to make an Overloaded Cheese Toastie") is no title; a title may
    // start with a method's word ("Recette cake savane maison").
    const aside = isAfterStepsHeading(line.text) || isPageGoingOnHeading(line.text) || isStepsHeading(line.text);
    // A sentence ("Baked eggs, for a filling breakfast rich in protein!") is a tagline, not the dish's name.
    const sentence = /[.!?…]$/u.test(line.text);
    if (!aside && !sentence && !GENERIC_CARD.test(line.text) && sharesName(line.text)) return line.text;
  }
  return null;
}

/** Whether a heading is the name the page gives itself (`name`: og:title, <title>), or repeats it. */
export const namesPage = (text: string, name: string) => letters(text) === letters(name) || echoes(text, name);

/**
 * Where the page's <h1> is not its name (a blog's name in its header, "Lemon Kitchen"), the heading of any rank above
 * the ingredients that is (the post's title in an <h3>). Null when none is.
 */
export function headingNamedAs(lines: VisibleLine[], h1: string, pageTitle: string | null): string | null {
  if (!pageTitle || letters(pageTitle) === '' || namesPage(h1, pageTitle)) return null;
  for (const line of lines) {
    if (line.item) continue;
    if (line.heading >= 1 && isIngredientsHeading(line.text)) return null;
    // (Not a card's "Recipe: Orange Juice Carrots": the post's title names the page.)
    const card = RECIPE_LEAD.test(line.text);
    // (Nor a heading of the recipe's part that names the dish: "Fırında köfte nasıl yapılır?".)
    const part = isPartHeading(line.text);
    if (!line.link && !card && !part && isHeadingElement(line) && namesPage(line.text, pageTitle)) return line.text;
  }
  return null;
}

/** Whether a line repeats the page's title: more than half its words (two or more) are the title's, two others at most. */
function echoes(text: string, title: string): boolean {
  const titleWords = new Set(words(title));
  const own = words(text);
  const others = own.filter((w) => !titleWords.has(w)).length;
  return own.length >= 2 && others <= 2 && others * 2 < own.length;
}

const ECHO_BACK = 20;
const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether `text` has a word of three letters or more of `name` ("Berry Trifle" of "Berries and Cream Trifle"). */
export function sharesWord(text: string, name: string): boolean {
  const named = new Set(words(name).filter((w) => w.length >= 3));
  return words(text).some((w) => named.has(w));
}

/**
 * Whether a heading may be the one of the page named `name` (og:title, <title>): it shares a word of three letters or
 * more with that name, or one holds the other ("寿司" of "寿司 | Site"): not a sign-up box's "Get our free e-cookbook!".
 */
export function mayNamePage(text: string, name: string): boolean {
  const [a, b] = [text.toLowerCase().trim(), name.toLowerCase().trim()];
  return sharesWord(text, name) || (a !== '' && b !== '' && (a.includes(b) || b.includes(a)));
}

/**
 * Of a page's <h1>s (elements or lines, read by `textOf`), its own: the first that may name the page called `name`,
 * not a sign-up box's before the post; else the first, as a generic name ("Home | Blog") tells none.
 */
export function ownH1<T>(h1s: T[], textOf: (h1: T) => string, name: string | null): T | undefined {
  return (name ? h1s.find((h1) => mayNamePage(textOf(h1), name)) : undefined) ?? h1s[0];
}

/**
 * A card's name that only says it is the recipe of the page's dish: "Recipe for" and the dish ("Рецепт вареників…"
 * under "Вареники…: рецепт"). (Not the dish and "Recipe", "Dal Tadka Recipe" under "Dal Tadka": the sites' cards and
 * structured data name their recipes so, decision 032.)
 */
const RECIPE_FOR = new RegExp(
  `^(?:${RECIPE_WORDS}|рецепт)(?:\\s+(?:for|of|de|du|des|f[üu]r|di|per|na|voor))?\\s+\\p{L}`,
  'iu',
);

/**
 * Where the page gives its headings no rank (bold lines or plain paragraphs over the card's parts), the card's
 * name is the nearest short line above its ingredients heading that repeats the page's title in the main: more
 * than half its words are the title's ("Rocky Road Cookies Recipe" under the post's "Rocky Road Cookies"; not
 * "Print Recipe" nor the author's line). Null when the ingredients heading is an <h2>–<h6> or no line is so.
 */
export function echoedTitle(lines: VisibleLine[], start: number, pageTitle: string | null): string | null {
  const own = lines[start]!.heading;
  if (!pageTitle || (own >= 2 && own <= 6)) return null;
  const titleWords = new Set(words(pageTitle));
  for (let k = start - 1; k >= 0 && k >= start - ECHO_BACK; k--) {
    const line = lines[k]!;
    const lineWords = words(line.text);
    // Above the page's <h1> is its header (a breadcrumb's "Stuffed Tortellini"), not the card.
    if (line.heading === 1) return null;
    // (Not a link: the card's tools, "Instant Pot", written as lines under its "Equipment".)
    if (line.item || line.link || lineWords.length < 2 || /[.!?…]$|[,:;]/u.test(line.text)) continue;
    if (echoes(line.text, pageTitle)) return RECIPE_FOR.test(line.text) ? pageTitle : line.text;
    const others = lineWords.filter((w) => !titleWords.has(w)).length;
    // A heading element that holds the whole title and adds a few words ("Madpandekager - de klassiske" under
    // the post's "Madpandekager") names the card's recipe.
    const whole = [...titleWords].every((w) => lineWords.includes(w));
    if (line.heading >= 2 && line.heading <= 6 && whole && others <= 4) return line.text;
  }
  return null;
}

const BOLD_BACK = 15;
const BOLD_REACH = 40;

/**
 * Where the card's headings are bold lines (its ingredients heading one), the card's name is the nearest bold
 * line (a plain one where its headings are plain paragraphs) above the ingredients heading past the card's facts and summary: a short name (two to ten words), no
 * sentence, question, colon or number ("Berry Trifle" over "This easy trifle includes…", "Prep Time: 25"), not a
 * block the page names a heading (a fact's label: "Rating"), sharing a word with the page's title and adding no
 * more than two words or half its own. Null at a list or a heading element first, or when no line is so.
 */
export function boldCardName(lines: VisibleLine[], start: number, pageTitle: string | null): string | null {
  // Bold headings name the card in bold; plain ones ("<p>Ingredients</p>") in a plain line.
  const rank = lines[start]!.heading;
  if (!pageTitle || (rank !== 7 && rank !== 0)) return null;
  const titleWords = new Set(words(pageTitle).filter((w) => w.length >= 3));
  // Lines of the card's rank are counted: its facts and tools written as plain lines ("Prep Time 10", "whisk")
  // under a bold name are passed over, a few dozen at most. Where its headings are plain lines, those written as
  // its ingredients heading is (a paragraph among divs) are the card's names and headings.
  const kind = lines[start]!.block?.name;
  // (Or a name in bold over headings written as plain lines: "Madpandekager - de klassiske" over "Ingredienser".)
  const sameKind = (l: VisibleLine) =>
    (l.heading === rank && (rank !== 0 || l.block?.name === kind)) || (rank === 0 && l.heading === 7);
  let seen = 0;
  for (let k = start - 1; k >= 0 && k >= start - BOLD_REACH && seen < BOLD_BACK; k--) {
    const line = lines[k]!;
    if (sameKind(line)) seen++;
    // The card's list of tools between its name and its ingredients ("Equipment" over "loaf pan", "whisk") is
    // passed over; any other list, or a heading element, is the end of the card.
    const tools = line.item ? toolsAbove(lines, k) : -1;
    if (tools >= 0) {
      k = tools;
      continue;
    }
    if (line.item || isHeadingElement(line)) return null;
    if (!sameKind(line) || line.named || line.link) continue;
    // (Without the word that leads a card's name in: "Recipe: Easy Instant Pot Mac and Cheese".)
    const text = withoutRecipeLead(line.text);
    const part = isPartHeading(text);
    const count = words(text).length;
    if (part || count < 2 || count > 10 || /[.!?…:;,\d]/u.test(text) || RECIPE_TAIL.test(text)) continue;
    // A dish of the page's: a word of its title ("Berry Trifle" under "Berries and Cream Trifle"), not a link
    // to another recipe ("Vegetarian Three-Bean Chili") or a label ("Leggi anche"), nor a sentence about the
    // dish ("A delicious rocky road cookies recipe for you").
    const others = words(text).filter((w) => !titleWords.has(w)).length;
    // A plain line more surely: two words of the title or more, as stems ("Berry" of "Berries"), and at least as
    // many as its others ("Soft Baked Molasses Cookies" under "Molasses Cookies"), not a byline ("By
    // @seattlehanddoc"), a link ("Pesto di radicchio") or an ingredient ("αυγά μεγάλα").
    const stems = new Set([...titleWords].map((w) => w.slice(0, 4)));
    const unlike = words(text).filter((w) => !titleWords.has(w) && !stems.has(w.slice(0, 4))).length;
    if (line.heading === 0 && (unlike * 2 > count || count - unlike < 2)) continue;
    if (others < count && others <= Math.max(2, count / 2)) return text;
  }
  return null;
}

/**
 * Where the list holding line `k` is a card's list of tools or the like, under a bold label naming a part that is
 * no ingredient ("Equipment"): the index of that label. Else -1.
 */
function toolsAbove(lines: VisibleLine[], k: number): number {
  let first = k;
  while (first > 0 && lines[first - 1]!.item && lines[first - 1]!.list === lines[k]!.list) first--;
  const label = lines[first - 1];
  return label && !label.item && (label.heading === 7 || label.heading === 0) && isAfterStepsHeading(label.text)
    ? first - 1
    : -1;
}

/**
 * A heading naming its recipe without the "Recipe:" lead-in a card puts before the name, nor a colon after it (a
 * heading typed "Mushroom stroganoff:" over its lines).
 */
export const withoutRecipeLead = (title: string) =>
  title.replace(RECIPE_LEAD, '').replace(/\s*:$/u, '').replace(JAPANESE_TAIL, '');
/** "How to make" and "recipe" after a Japanese dish's name ("なすの味噌炒め 作り方・レシピ"): no words of the name. */
const JAPANESE_TAIL = /\s*の?(?:作り方|つくり方)(?:[・･]レシピ)?$|\s+レシピ$/u;
