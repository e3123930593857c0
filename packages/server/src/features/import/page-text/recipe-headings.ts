import { isTimeFact } from './line-kinds';

/**
 * The names pages give the parts of a recipe, in the languages of the sites people save recipes from
 * (English, French, German, Italian, Spanish, Portuguese, Dutch, the Nordic languages, Polish, Czech,
 * Hungarian, Finnish, Greek, Turkish, Japanese). A heading is the name alone, perhaps with a colon or with
 * what it is for ("Ingredients (serves 4)", "Zutaten für 4 Personen").
 */
const INGREDIENTS = [
  'ingredients?',
  'ingr[ée]dients?',
  'zutaten(?:liste)?',
  'ingredienti',
  'ingredientes?',
  'ingredi[eë]nten',
  'ingredienser',
  'ingredien(?:ce|cie)',
  'sk[łl]adniki',
  'ainekset',
  'raaka-?aineet',
  'υλικά',
  'συστατικά',
  'p[řr][íi]sady',
  'suroviny',
  'hozz[áa]val[óo]k',
  'malzemeler',
  "what you(?:'ll| will)? need",
  'you will need',
  'shopping list',
  'sastojci',
  'sestavine',
  'ингредиенты',
  'інгредієнти',
  'koostisosad',
  'sast[āa]vda[ļl]as',
  'ingredientai',
  '材料',
  'ざいりょう',
];

const STEPS = [
  'instructions?',
  'cooking instructions?',
  'directions?',
  'method',
  'preparation',
  'steps?',
  'step[- ]by[- ]step',
  'how to make(?: it)?',
  'how to prepare',
  'pr[ée]paration',
  'instructions de pr[ée]paration',
  '[ée]tapes?(?: de (?:la )?pr[ée]paration)?',
  'r[ée]alisation',
  "comment c['’]est fait",
  'recette',
  'zubereitung(?:sschritte)?',
  'anleitung(?:en)?',
  "so geht['’]?s",
  "so wird['’]?s gemacht",
  'preparazione',
  'procedimento',
  'istruzioni',
  'preparaci[óo]n',
  'elaboraci[óo]n',
  'instrucciones',
  'pasos',
  'modo de (?:preparo|prepara[çc][ãa]o|fazer)',
  'preparo',
  'bereiding(?:swijze)?',
  'werkwijze',
  'instructies',
  'fremgangsm[åa]de',
  'fremgangsm[åa]te',
  'tilberedning',
  'tillagning',
  's[åa] h[äa]r g[öo]r du',
  'g[öo]r s[åa] h[äa]r',
  's[åa]dan g[øo]r du',
  'slik gj[øo]r du',
  'zo maak je (?:het|dit)',
  'zo doe je (?:het|dat|dit)',
  'instruktioner',
  'przygotowanie',
  'spos[óo]b przygotowania',
  'postup(?: p[řr][íi]pravy)?',
  'kroky',
  'p[řr][íi]prava',
  'elk[ée]sz[íi]t[ée]s',
  'valmistus(?:ohje)?',
  'ohje',
  'εκτέλεση',
  'οδηγίες',
  'παρασκευή',
  'yap[ıi]l[ıi][şs][ıi]',
  'haz[ıi]rlan[ıi][şs][ıi]',
  'come (?:si )?prepara(?:re)?',
  'd[ée]roul[ée] de la recette',
  'cooking directions',
  'procedure',
  'how to cook(?: it)?',
  "let['’]s cook",
  'mode op[ée]ratoire',
  'marche [àa] suivre',
  '(?:arbeits)?schritte',
  "und so geht['’]?s",
  'passaggi',
  '(?:modo|forma) de preparaci[óo]n',
  'paso a paso',
  'prepara[çc][ãa]o',
  'como fazer',
  'passo a passo',
  'instru[çc][õo]es',
  'stappen',
  'aan de slag',
  'tillv[äa]gag[åa]ngss[äa]tt',
  'wykonanie',
  'instrukcje',
  'elk[ée]sz[íi]t[ée]se',
  'ohjeet',
  'διαδικασία',
  'nas[ıi]l yap[ıi]l[ıi]r',
  'mod de preparare',
  'priprema',
  'postopek',
  'приготовление',
  'способ приготовления',
  'приготування',
  'valmistamine',
  'pagatavo[šs]ana',
  'gaminimas',
  '手順',
  '作り方',
  'つくり方',
];

/** A line of the page's tags or categories ("Tags: soup, easy", "Tagi: Kuchnia Polska"): the steps have ended. */
export const isTagsLine = (text: string) =>
  /^(?:tags?|tagi|tagy|keywords?|schlagw[öo]rter|categories|category|kategorien?|cat[ée]gories?|[ée]tiquettes?|etichette|etiquetas)\s*:/iu.test(
    text,
  );

/** What ends a recipe's steps: notes, nutrition, comments and the rest of the page. */
const AFTER_STEPS = [
  'notes?',
  'recipe notes?',
  'tags?',
  'keywords?',
  'categories',
  'share(?: this(?: recipe)?)?',
  'rate this recipe',
  'did you make this(?: recipe)?',
  'tips?',
  'nutrition(?: facts| information)?',
  'n[æa]ringsindhold',
  'n[äa]ringsv[äa]rde',
  'valeurs? nutritionnelles?',
  'valori nutrizionali',
  'informaci[óo]n nutricional',
  'valor nutricional',
  'voedingswaarde',
  'warto[śs]ci od[żz]ywcze',
  'serving suggestions?',
  'variations?',
  'substitutions?',
  'storage(?: instructions)?',
  'how to store(?: it)?',
  'make[- ]ahead(?: and storage)?',
  'faqs?',
  'frequently asked questions',
  'propozycja podania',
  'suggestions? de pr[ée]sentation',
  'serveertip',
  'comments?',
  'reviews?',
  'video',
  'equipment',
  'related',
  'you may also like',
  'you (?:may|might) (?:also )?(?:like|enjoy|be interested in)(?:\\.{3}|…)?',
  'more recipes',
  'recommended products',
  'shop (?:this|the) (?:post|recipe)',
  'subscribe',
  'newsletter',
  'remarques?',
  'astuces?',
  'conseils?',
  'tipps?',
  'hinweise?',
  'n[äa]hrwerte',
  'consigli',
  'notas?',
  'consejos',
  'dicas',
  'opmerkingen',
  'tips en trucs',
  'tip',
  'uwagi',
  'porady',
  'vinkit',
  'σημειώσεις',
  'ポイント',
  'コツ',
];

/** Articles a heading may put before the name ("The Method", "Die Zutaten", "La préparation", "Gli ingredienti"). */
const LEAD = '(?:(?:the|our|die|der|la|le|les|los|las|gli|il|lo|het|liste des|list of)\\s+)?';

const heading = (names: string[]) =>
  new RegExp(
    `^${LEAD}(?:${names.join('|')})(?![\\p{L}\\p{N}])(?:\\s*[(:*（：【\\[]|\\s+[-–—|/]\\s|(?:\\s+\\p{L}[\\p{L}'’-]*){1,3}\\s*$|\\s+(?:for|of|pour|de|du|des|f[üu]r|der|per|di|del|para|do|da|voor|van|till?|af|för|dla|na)\\b|\\s*$)`,
    'iu',
  );

/** The name alone after "Recipe" ("Recipe Ingredients", "Recipe Instructions:"), not "Recipe Ingredient Notes". */
const afterRecipe = (names: string[]) => new RegExp(`^recipe\\s+(?:${names.join('|')})\\s*:?$`, 'iu');

const INGREDIENTS_HEADING = heading(INGREDIENTS);
const STEPS_HEADING = heading(STEPS);
const RECIPE_INGREDIENTS = afterRecipe(INGREDIENTS);
const RECIPE_STEPS = afterRecipe(STEPS);
const AFTER_STEPS_HEADING = heading(AFTER_STEPS);
const SHORT = 60;

/** A heading's words without the numbers, bullets, icons and emoji a page sets around them ("🛒 Ingredients ✨"). */
const bare = (text: string) =>
  text
    .replace(/^[\s\d.#·•*\-\p{Extended_Pictographic}\p{S}\uFE0F\u200D]+/u, '')
    .replace(/[\s\p{Extended_Pictographic}\uFE0F\u200D]+$/u, '')
    .trim();

/**
 * A heading that only says how many the recipe is for ("Pour 2 personnes:", "Serves 4", "Für 4 Portionen"): on
 * pages without an ingredients heading it stands above the ingredients.
 */
const SERVINGS_HEADING =
  /^(?:(?:for|pour|f[üu]r|para|per|voor|til|f[öo]r|dla|na)\s+\d{1,2}(?:\s*(?:-|–|à|a|to|bis|tot)\s*\d{1,2})?\s+\p{L}+|(?:serves|makes)\s+\d{1,2}(?:\s*(?:-|–|to)\s*\d{1,2})?(?:\s+\p{L}+)?)\s*:?$/iu;

/** What a heading says after the dish's name and a colon ("Pruimenjam maken: zo doe je dat" → "zo doe je dat"). */
const afterColon = (text: string) => /^[^:]{2,40}:\s+(\S.*)$/u.exec(text)?.[1] ?? '';

export const isIngredientsHeading = (text: string) =>
  text.length <= SHORT &&
  [bare(text), afterColon(text)].some((t) => INGREDIENTS_HEADING.test(t) || RECIPE_INGREDIENTS.test(t));
/** An ingredients heading that names a part of the recipe ("Ingredients for the crust", "Zutaten (Füllung)"). */
const INGREDIENTS_PART = new RegExp(
  `^${LEAD}(?:${INGREDIENTS.join('|')})(?![\\p{L}\\p{N}])\\s*(?:\\s(?:for|of|pour|de|du|des|f[üu]r|per|di|del|para|do|da|voor|van|till?|af|för|dla|na)\\s+|[(:（：【\\[\\-–—]\\s*)\\p{L}`,
  'iu',
);

/**
 * A heading over one part of the ingredients ("Zutaten für den Teig", "Ingredients for the filling:"), not whom
 * the recipe is for ("Zutaten für 4 Personen"): the ingredients of a recipe in parts go on under it.
 */
export const isIngredientsPartHeading = (text: string) =>
  isIngredientsHeading(text) && !/\d/u.test(text) && INGREDIENTS_PART.test(bare(text));
export const isServingsHeading = (text: string) => text.length <= SHORT && SERVINGS_HEADING.test(text.trim());
/** A method heading, not the time it takes ("Preparazione: 20 min" is a fact of the recipe card). */
export const isStepsHeading = (text: string) =>
  text.length <= SHORT &&
  [bare(text), afterColon(text)].some((t) => STEPS_HEADING.test(t) || RECIPE_STEPS.test(t)) &&
  !isTimeFact(text);
export const isAfterStepsHeading = (text: string) => text.length <= SHORT && AFTER_STEPS_HEADING.test(bare(text));
