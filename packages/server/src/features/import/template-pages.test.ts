import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseRecipeText } from '@potluck/api/domain';
import { describe, expect, it } from 'vitest';
import { type ExpectedPage, scorePage } from './bench/page-score';
import { decodePage } from './page-charset';
import { readRecipePage } from './page-reader';
import type { TextReader } from './text-fallback';

const FOLDER = join(import.meta.dirname, 'fixtures', 'template-pages');
const builtin: TextReader = async (text) =>
  ({ ...parseRecipeText(text), parser: 'builtin' }) as Awaited<ReturnType<TextReader>>;

const SUBTITLED =
  'titled as its structured data names it, without the subtitle its <h1> adds ("Khao Man Gai" under "Khao Man Gai – Thai Chicken and Rice"; decision 032)';
const CARD_NAME = 'titled "… Recipe" by its card\'s heading, as such cards\' structured data names them (decision 032)';
const HEADLINE_OVER_CARD =
  'titled by the post\'s whole headline ("… Empuk dan Meresap", "(Homemade na Asim!)"), where the import takes its card\'s shorter name';
/** The pages a person reads otherwise than the import does, and why. */
const KNOWN_MISSES: Record<string, string> = {
  'wowoblog-zh-1': 'titled by the card\'s "✿ 古早味滷肉飯 ✿", where a reader takes the post\'s headline',
  'tistory-emoji-ko-1': 'a note among the rows in a sentence of its own ("숟가락 계량이에요! …") is read as a row',
  'mitbahshira-he-1':
    "a storage remark and a sign-off in Hebrew after the steps are read as steps; the <h1>'s tagline after a dash is kept",
  'kruabaan-th-1': "the writer's sign-off after the last step, in its step's block, is read as a part of it",
  'ghostletter-en-1': "a newsletter's essay titled by the essay, its recipe's name in an <h2> after a rule",
  'weebly-en-1':
    'a note after the steps, the last line of their paragraph broken by <br> ("A few tips: …"), is read as the last step\'s, as a short tip there is ("TIP: mit Schnittlauch servieren.")',
  'farmsite2005-en-1': 'steps typed in a <pre>, wrapped across lines, are read otherwise than a reader joins them',
  'kochtopfportal-de-1':
    'a portal\'s data words its rows otherwise than its table ("2 Stange/n Lauch") and adds the member\'s name to the title',
  'noodlealley-en-1': SUBTITLED,
  'larder-mag-en-1': SUBTITLED,
  'crumbsco-tasty-en-1': SUBTITLED,
  'porchpan-create-en-1': SUBTITLED,
  'feastwprm-en-1':
    "titled as its card's data names it (\"… Blondies Recipe\"), and its rows' notes as the data words them, shorter than the card's",
  'cnportal-zh-1': "a portal's article titled by its headline, the dish's name only in the text",
  'smarteditor-ko-1':
    'a tip typed as two centred lines after a step ("👉 두부는 자주 뒤집으면…") is read as a part of the step',
  'studentske-sk-1':
    'its tools are under "Čo budeš potrebovať", which Slovak sites as often write over the ingredients',
  'substack-en-2': "titled by its first recipe's name, not the post's <h1> over two recipes (decision 032)",
  'blog-emoji-h3-en-8': CARD_NAME,
  'seriouseats-en-4': CARD_NAME,
  'in-blog-3': CARD_NAME,
  'phpbb-en-5': "a forum's topic, titled by the forum's name in its <h1> (the topic's name is a link in an <h2>)",
  'broadsheet-en-1':
    'a newspaper\'s story titled by its headline ("A pot of beans got this farm family through the worst winter."), the recipe\'s name in an <h3> over it',
  'cookschool-en-1':
    'a lesson titled by its technique ("Shortcrust Pastry"), the tart it makes named in an <h2> over the card',
  'gutenberg-en-1':
    'titled by the <h2> "Classic Beef Chili Recipe" over its rows, the dish and "Recipe" as cards name theirs (decision 032), where a reader takes the post\'s <h1>',
  'ldtitle-it-1':
    'titled as its structured data names it ("Tiramisù: la ricetta originale" over the <h1>\'s "Tiramisù"), and its rows as the data words them, without the page\'s "q.b."',
  'stackexchange-en-1':
    'a question\'s page titled by its question ("How do I make proper Yorkshire puddings?"), the recipe\'s name in bold in the answer',
  'livejournal-en-1': "steps each led by a dash, then the writer's chat in lower case without one, read as more steps",
  'pdf2html-en-1': "a PDF's page converted line by line, each line of a row or a step in a block of its own",
  'recetas-es-1': 'titled "Receta de Pollo al ajillo" as its <h1> says, where a reader writes down the dish\'s name',
  'lecker-de-1':
    'its tools in a line under the rows led by "Außerdem:" ("Spätzlehobel oder Spätzlebrett, ofenfeste Form"), read as a row',
  'manrecipe-ko-1':
    'a tool\'s tag under a step ("프라이팬") and the tip after the last step in a <dt>/<dd> ("요리팁 …") are read as parts of the steps',
  'backstube-blog-de-18c-2':
    'each step\'s title in bold on a line of its own in its list item ("Teig vorbereiten"), read as a part of the step as a bold lead-in is ("Whisk the eggs:")',
  'kookblog-nl-18c-5':
    'a wish of a good meal as the last item of the method\'s list ("Eet smakelijk!"), read as a card\'s last step is ("Enjoy!")',
  'observer-food-uk-18d-1':
    'a newspaper\'s column titled by its headline ("Nigel’s easy autumn supper"), the recipe\'s name in an <h2> over its rows',
  'kurashiru-ja-19c-1':
    'a preparation line before the numbered steps ("準備. 鶏むね肉は常温に戻しておきます。") is read as no step',
  'unitswitch-blog-en-19b-1':
    'titled by its <h1> with what it adds in brackets ("… (Extra Moist!)"), where the import takes the card\'s name without it',
  'cozinhadalu-penci-pt-20d-5':
    'its structured rows word the measures otherwise than its card ("1/2 xícara de chá de leite" for "½ xícara (chá) de leite"), and they are read as the data words them',
  'lemonladle-wprm-en-20d-1':
    'a structured row\'s note worded otherwise than its card ("(mixed with 1 tablespoon water)" for ", mixed with 1 tbsp water"), read as the data words it',
  'dapurbunda-id-21c-1': HEADLINE_OVER_CARD,
  'lutongbahay-ph-21c-2': HEADLINE_OVER_CARD,
  'resepibonda-ms-21c-3': HEADLINE_OVER_CARD,
  'ameblo-okazu-ja-22b-5':
    'rows written "豚ロース薄切り肉・・・250g" in lines broken by <br> are not found as rows; a ranking widget is read instead',
  'ashpazkhoone-fa-22a-2':
    'steps under headings counted in words ("مرحله اول: …", step one), which are read as group names, not step titles',
  'bepnhaxinh-vi-22b-1': HEADLINE_OVER_CARD,
  'bucataria-ro-22c-1': SUBTITLED,
  'gardavirtuve-lv-22d-3':
    "a table of rows whose group rows read as a row, and its step photos' captions read into the steps",
  'kruathai-blogger-th-22b-2':
    'an underlined line naming the herbs over their rows read as a row, and the last step after a separator image left out',
  'pixnet-mama-zh-22b-4':
    'tips under the writer\'s own bracketed heading ("【阿慧媽媽小叮嚀】") read as steps, and titled with its subtitle after "｜"',
  'wpcom-es-1':
    'a wish of a good meal after paragraph steps, in the block editor\'s group that holds only the method, read as its last step (as a card\'s "Enjoy!" is)',
  'ameba-ja-1':
    'titled by the blog\'s name, and its rows read from the sidebar\'s archive ("2024年3月（9）") instead of its "・" lines',
  'blog-el-1':
    'its theme\'s wrapper of the whole page, "header-style-header-6", counts as a short named heading (its first lines are indented), and every line under it as one (decision 044)',
  'webflow-de-2':
    'its tools are under "Das brauchst du", which German sites as often write over the ingredients: the tools are read as them',
};
/** The pages whose servings the import does not find, and why. */
const SERVINGS_MISSES: Record<string, string> = {
  'gardavirtuve-lv-22d-3':
    'its "Iznākums:" (yield) in an element of its own over "40 gab.", a label the servings reader does not know',
  'aklaat-masr-ar-22a-1': 'written in Arabic-Indic digits ("عدد الأفراد: ٦"), which the servings reader does not read',
  'lutongbahay-ph-21c-2':
    'its facts in spans with no space between them ("1 hour 15 minutesServings: 6"), as the page runs them together',
  'recettes-portail-fr-19d-2':
    'only as the value of a servings control\'s number field (<input value="6"> beside "personnes"), which no line holds',
  'blog-el-1': 'the post says it only in its story ("…για 6 άτομα…")',
  'stackexchange-en-1': 'in brackets after the recipe\'s name in bold, "Yorkshire puddings (makes 12)"',
  'blog-ro-1': 'the post says it only in a sentence ("Din această cantitate ies aproximativ 24 de bucăți…")',
  'mitbahshira-he-1': 'the count is glued to its "about" in the heading\'s brackets ("(לכ-24 יחידות)")',
  'kruabaan-th-1': 'the count is in a facts box in Thai words the reader does not know',
  'bokforlag-sv-1': 'a count alone over the rows ("ca 20 knutar"), no word saying it is what the recipe makes',
  'blogger-en-1': 'the post says it only in a sentence ("This makes a big pot, about 6 servings")',
  'jurnalbucatarie-ro-1': 'the post says it only in its story ("…iese un chec de aproximativ 12 felii, într-o formă…")',
};

const pages = readdirSync(FOLDER)
  .filter((f) => f.endsWith('.html.gz'))
  .map((f) => f.slice(0, -'.html.gz'.length));

describe('pages of other site templates', () => {
  it.each(pages)('reads %s as a person does', async (name) => {
    const html = decodePage(gunzipSync(readFileSync(join(FOLDER, `${name}.html.gz`))));
    const expected = JSON.parse(readFileSync(join(FOLDER, `${name}.json`), 'utf8')) as ExpectedPage;
    const draft = await readRecipePage(html, expected.canonical_url ?? null, builtin);
    const { readsWell, servings, ...score } = scorePage(expected, draft.parsed);
    expect(readsWell, KNOWN_MISSES[name] ?? JSON.stringify(score)).toBe(!KNOWN_MISSES[name]);
    expect(servings, SERVINGS_MISSES[name] ?? `servings ${draft.parsed.servings}`).toBe(!SERVINGS_MISSES[name]);
  });
});
