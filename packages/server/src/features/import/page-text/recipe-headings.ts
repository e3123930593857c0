import { isTimeFact, startsWithAmount } from './line-kinds';
import { AFTER_STEPS, PAGE_GOES_ON } from './after-steps-words';
import { HEADING_FOR, HEADING_LEAD, INGREDIENTS, MAKING, STEPS } from '@potluck/api/domain';

/**
 * A line of the page's tags or categories ("Tags: soup, easy", "Tagi: Kuchnia Polska", "Posted in Breakfast", a
 * Blogger post's "Labels: breakfast" in its languages), or of its readers' rating ("Current Rating: (212 votes)"):
 * the steps have ended.
 */
export const isPageMetaLine = (text: string) =>
  /^(?:tags?|tagi|tagy|keywords?|schlagw[öo]rter|categories|category|kategorien?|cat[ée]gories?|[ée]tiquettes?|etichette|etiquetas|labels?|libell[ée]s|etiketter|[šs]t[íi]tky|etykiety|c[íi]mk[ée]k|tunnisteet|(?:current |average |your )?rating)\s*:|^(?:posted|filed|published|categori[sz]ed)\s+(?:in|under)\s*:?\s+\S/iu.test(
    text,
  );

/**
 * A heading of one of the names, alone or with what it is for: a colon or a bracket after it, or a few words ("Zutaten
 * für 4 Personen", "Ingredients & equipment"; with `counted`, a number among them: "Hozzávalók 4 személyre", not a
 * step's "Step 1").
 */
const heading = (names: string[], counted = false) => {
  const words = `(?:\\s+(?:${counted ? '[\\p{L}\\p{N}]' : '\\p{L}'}[\\p{L}'’-]*|&)){1,3}`;
  return new RegExp(
    `^${HEADING_LEAD}(?:${names.join('|')})(?![\\p{L}\\p{N}])(?:\\s*[(:*（：【\\[]|\\s+[-–—|/]\\s|${words}\\s*$|\\s+${HEADING_FOR}(?![\\p{L}\\p{N}])|\\s*$)`,
    'iu',
  );
};

/** The name alone after "Recipe" ("Recipe Ingredients", "Recipe Instructions:"), not "Recipe Ingredient Notes". */
const afterRecipe = (names: string[]) => new RegExp(`^recipe\\s+(?:${names.join('|')})\\s*:?$`, 'iu');

const INGREDIENTS_HEADING = heading(INGREDIENTS, true);
const STEPS_HEADING = heading(STEPS);
/** "How to make" and the dish's name, not a question ("How to make it ahead?") nor a sentence. */
const MAKING_HEADING = new RegExp(`^${HEADING_LEAD}(?:${MAKING.join('|')})\\s+[^.!?;]+$`, 'iu');
const RECIPE_INGREDIENTS = afterRecipe(INGREDIENTS);
const RECIPE_STEPS = afterRecipe(STEPS);
const AFTER_STEPS_HEADING = heading(AFTER_STEPS);
const SHORT = 60;

/**
 * A heading's words without the numbers, bullets, icons and emoji a page sets around them ("🛒 Ingredients ✨"), an
 * accordion's toggle after them ("Method ▼", "Ingredients +"), the buttons that scale the recipe ("1x 2x 3x") or
 * switch its units ("US / Metric"), and a colon after all of them.
 */
const bare = (text: string) =>
  text
    .replace(/\s*[:：]\s*$/u, '')
    .replace(/^[【「[]\s*(.+?)\s*[】」\]]$/u, '$1')
    .replace(/^(?:\s*\d+(?:[.,]\d+)?\s*[x×](?!\p{L}))+/iu, '')
    .replace(/(?:\s*\d+(?:[.,]\d+)?\s*[x×](?!\p{L}))+$/iu, '')
    .replace(/\s+(?:us(?:\s+customary)?|metric|imperial)(?:\s*[/|]\s*(?:us(?:\s+customary)?|metric|imperial))+$/iu, '')
    .replace(/^[\s\d.#·•*\-\p{Extended_Pictographic}\p{S}\uFE0F\u200D]+/u, '')
    .replace(/[\s!#·•*\-–—\p{Extended_Pictographic}\p{S}\uFE0F\u200D]+$/u, '')
    // (A Korean, Japanese or Chinese heading with its English name after it: "조리순서Steps", "材料 Ingredients".)
    .replace(
      /(?<=[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])\s*[A-Za-z][A-Za-z ]{2,20}$/u,
      '',
    )
    .trim();

/**
 * A heading that only says how many the recipe is for ("Pour 2 personnes:", "Serves 4", "Für 4 Portionen"): on
 * pages without an ingredients heading it stands above the ingredients.
 */
const SERVINGS_HEADING =
  /^(?:(?:for|pour|f[üu]r|para|per|voor|til|f[öo]r|dla|na)\s+(?:(?:about|around|environ|etwa|unos|unas|circa|ca\.)\s+)?\d{1,2}(?:\s*(?:-|–|à|a|to|bis|tot)\s*\d{1,2})?\s+\p{L}+|(?:serves|makes)\s+\d{1,2}(?:\s*(?:-|–|to)\s*\d{1,2})?(?:\s+\p{L}+)?)\s*:?$/iu;

/** What a heading says after the dish's name and a colon ("Pruimenjam maken: zo doe je dat" → "zo doe je dat"). */
const afterColon = (text: string) => /^[^:]{2,40}:\s+(\S.*)$/u.exec(text)?.[1] ?? '';

/**
 * Headings that name the dish first, as Turkish, Hungarian, Korean and Japanese write them ("Fırında Karnıyarık
 * Malzemeleri", "김치찌개 재료 (2인분)", "肉じゃがの作り方", "可乐鸡翅的做法步骤", "Karnıyarık Nasıl Yapılır?", "A pörkölt elkészítése").
 */
const AFTER_DISH = (names: string) =>
  new RegExp(`^[^:.!?。]{1,40}?\\s*[の的]?(?:${names})(?:\\s*[(（][^)）]{0,20}[)）])?\\s*[?:：]?$`, 'iu');
const DISH_INGREDIENTS = AFTER_DISH('malzemeleri|hozz[áa]val[óo]i|재료|材料');
const DISH_STEPS = AFTER_DISH(
  '作り方|做法(?:步骤)?|만드는\\s*법|만들기|끓이는\\s*법|nas[ıi]l\\s+yap[ıi]l[ıi]r|yap[ıi]l[ıi][şs][ıi]|haz[ıi]rlan[ıi][şs][ıi]|elk[ée]sz[íi]t[ée]se',
);

// (Asked, too: "Wat heb je nodig?", "What do you need?", "Wat heb je nodig? (voor 4 personen)".)
export const isIngredientsHeading = (text: string) =>
  text.length <= SHORT &&
  [bare(text.replace(/\s*[?？](?:\s*[(（][^)）]{0,30}[)）])?$/u, '')), afterColon(text)].some(
    (t) => INGREDIENTS_HEADING.test(t) || RECIPE_INGREDIENTS.test(t) || DISH_INGREDIENTS.test(t),
  );
/**
 * An ingredients heading that names a part of the recipe ("Ingredients for the crust", "Zutaten (Füllung)"; in
 * Malay and Indonesian the part's name straight after the word: "Bahan kisar", "Bahan-bahan lain").
 */
const INGREDIENTS_PART = new RegExp(
  `^${HEADING_LEAD}(?:${INGREDIENTS.join('|')})(?![\\p{L}\\p{N}])\\s*(?:\\s${HEADING_FOR}\\s+|[(:（：【\\[\\-–—]\\s*)\\p{L}|^bahan(?:-bahan)?\\s+\\p{L}`,
  'iu',
);

/**
 * A heading over one part of the ingredients ("Zutaten für den Teig", "Ingredients for the filling:"), not whom
 * the recipe is for ("Zutaten für 4 Personen"): the ingredients of a recipe in parts go on under it.
 */
export const isIngredientsPartHeading = (text: string) =>
  isIngredientsHeading(text) && !/\d/u.test(text) && INGREDIENTS_PART.test(bare(text));
export const isServingsHeading = (text: string) => text.length <= SHORT && SERVINGS_HEADING.test(text.trim());
/** A card's fact of how the dish is cooked, in the words of the method's headings. */
const COOKING_WAY =
  /^(?:method|m[ée]thode|m[ée]todo)\s+(?:of\s+cooking|de\s+(?:cuisson|cocci[óo]n|coc[çc][ãa]o|cozimento)|di\s+cottura)\b/iu;
/** A method heading, not the time it takes ("Preparazione: 20 min" is a fact of the recipe card). */
/** "Recette" names the method alone; with more words it names the dish ("Recette cake aux olives"). */
const RECETTE = /^(?:la\s+)?recette\s*:?$/iu;
/** A method heading that names the dish it makes ("How to make a Sourdough Starter", "Come fare le lasagne"). */
export const isMakingHeading = (text: string) => text.length <= SHORT && MAKING_HEADING.test(bare(text));
export const isStepsHeading = (text: string) =>
  text.length <= SHORT &&
  [bare(text), afterColon(text)].some(
    (t) =>
      STEPS_HEADING.test(t) || RECIPE_STEPS.test(t) || RECETTE.test(t) || MAKING_HEADING.test(t) || DISH_STEPS.test(t),
  ) &&
  // (Nor a time's label over its value: "Preparation time" over "20 min"; nor how it is cooked, a fact of the card:
  // "Method of cooking: Oven", "Méthode de cuisson : four".)
  !isTimeFact(text) &&
  !/\btimes?$/iu.test(bare(text)) &&
  !COOKING_WAY.test(bare(text));
/** "Recipe" before what follows the steps ("Recipe Tags", "Recipe Video", "Rezept-Tipps"): the same heading. */
const RECIPE_LEAD = /^(?:recipe|rezept|recette|ricetta|receta|receita|recept|przepis)[\s-]+(?=\p{L})/iu;
export const isAfterStepsHeading = (text: string) =>
  text.length <= SHORT && [bare(text), bare(text).replace(RECIPE_LEAD, '')].some((t) => AFTER_STEPS_HEADING.test(t));
/** A heading of a recipe's part, or of what follows its steps ("Ingredients", "Method", "Notes"): no dish's name. */
export const isPartHeading = (text: string) =>
  isIngredientsHeading(text) || isStepsHeading(text) || isAfterStepsHeading(text);

const GOES_ON = new RegExp(`(?<![\\p{L}\\p{N}])(?:${PAGE_GOES_ON.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

/**
 * A heading under the method's own that says the page has gone on past the recipe: a question (a FAQ: "Can I freeze
 * chili?", "Kann man das einfrieren?") or words of other recipes, a newsletter, what to serve it with. A group of
 * steps ("Make the dough", "Assemble") is named by what it does, never by a question.
 */
export const isPageGoingOnHeading = (text: string) =>
  text.length <= 120 && (/[?？]\s*$/u.test(text) || GOES_ON.test(bare(text)));

/** A card's line naming its recipe ("Recipe: Orange Juice Carrots"). */
const RECIPE_NAME = /^(?:recipe|rezept|recette|ricetta|receta|receita|recept|przepis)\s*:\s*\p{L}/iu;

/**
 * A line naming a part or the recipe, never a row of its ingredients: "Ingredients" or "Directions" typed as a plain
 * line among the rows, a card's "Recipe: Orange Juice Carrots" over them.
 */
export const namesPart = (text: string) =>
  !startsWithAmount(text) && (isIngredientsHeading(text) || isStepsHeading(text) || RECIPE_NAME.test(text));
