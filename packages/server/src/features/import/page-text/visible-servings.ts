import { SENTENCE_END } from './line-kinds';
import { isIngredientsHeading, isServingsHeading } from './recipe-headings';
import type { VisibleLine } from './visible-lines';

// How many a recipe is for, as its page shows it, in the languages of the sites.

/** Words that count whom a recipe is for ("2 personnes", "8 porcí", "10 servings"). */
const PEOPLE =
  '(?:servings?|people|persons?|portions?|personnes?|personen|personer|persone|pessoas|porzion[ei]|porciones|raciones|porç(?:ões|ão)|porcj[aei]|porc[ií]|porce|porties|porsjoner|portioner|portionen|porți[ie]|pers\\.?|μερίδες|kişilik|adag|annosta|порци[йяи]|порцій|orang|ที่|คน|persones|osob[ae]?|oseb[ei]?|porcij[ae]?|أشخاص|أفراد|حصص|מנות|סועדים|punten)';
/** Labels written before the number ("Servings: 10", "Yield: 10 croissants", "Portionen 2", "Antal 10 stk."). */
const LABEL =
  '(?:servings?|serves|yields?|makes|portions?|portionen|portioner|porsjoner|personnes?|personen|persone|porzioni|porciones|raciones|rinde|rendimento|porções|porcje|สำหรับ|ilo[śs][ćc](?: porcji)?|liczba porcji|wychodzi|po[čc]et porc[ií]í?|ka[çc] ki[şs]ilik|vysta[čc][íi] (?:pre|pro|na)|porce|mno[žz]stv[íi]|d[áa] para|rende|porties|porții|antal|aantal|dosi(?: per)?|doses|ergibt|ergeben|hidangan|kogus|број (?:особа|порција)|annokset|μερίδες|порци[йяи]|порцій|вихід|выход|porsi|racions|broj (?:osoba|porcija)|عدد الأفراد|عدد الحصص|כמות|מנות)';

/** A number, or a range of them ("4-6", "2 to 4", "6/8"). */
const N = '(\\d{1,3})(?:\\s*(?:-|–|to|bis|à|a|tot)\\s*(\\d{1,3}))?(?:\\s*/\\s*\\d{1,3})?(?!\\d)';
/** What may stand between a label and its number ("Makes about 24 cookies", "Serves approx. 6"). */
const ABOUT =
  '(?:(?:about|approximately|approx\\.?|around|roughly|up to|ca\\.?|environ|etwa|circa|unos|unas|около|примерно|близько|приблизно|noin|ungef[äa]r|omkring|cirka|ok\\.|oko[łl]o|cerca de|aproximadamente|aprox\\.|aproximativ|pribli[žz]no|cca\\.?)\\s+)?';
/** "For" between a label and its number ("Antal: Til 6 personer", "Portionen: für 4"). */
const FOR_WORD = '(?:(?:for|pour|f[üu]r|per(?: a)?|para|voor|til|f[öo]r|dla|na|на|для|untuk|za|за)\\s+)?';
const LABELLED = new RegExp(`^${LABEL}\\s*:?\\s*${FOR_WORD}${ABOUT}${N}`, 'iu');
/** "Serves 8" or a label and its colon inside a line of facts ("45 minutes Prep: 20 minutes Serves 8", "Μερίδες: 6"). */
const INSIDE = new RegExp(`(?:^|\\s)(?:serves|${LABEL}\\s*:)\\s*${FOR_WORD}${ABOUT}${N}`, 'iu');
const COUNTED = new RegExp(`^${FOR_WORD}${N}\\s+${PEOPLE}(?![\\p{L}])`, 'iu');
const LABEL_ALONE = new RegExp(`^${LABEL}\\s*:?$`, 'iu');
const NUMBER_FIRST = new RegExp(`^${N}(?:\\s+\\p{L}+)?$`, 'iu');
/** "Pour 2 personnes:", "Zutaten für 4 Personen", "Ingredienti per 6 tortini", "Ingredients (serves 4)". */
const FOR_N = new RegExp(
  `(?:^|[\\s(])(?:for|pour|f[üu]r|per|para|voor|til|f[öo]r|dla|na|на|для|serves|makes)\\s+${ABOUT}(\\d{1,3})(?!\\d)`,
  'iu',
);

/** How many a recipe is for in Japanese, Korean and Chinese ("2人分", "3인분", "4人份"), in a heading too ("材料（2人分）"). */
const CJK_PEOPLE = '(?:人分|人前|인분|人份)';
const CJK_COUNT = new RegExp(`(\\d{1,3})\\s*${CJK_PEOPLE}`, 'u');

const MAX_WORDS = 8;
/** A line of facts split by dashes, bars or dots ("Pour 6 personnes – Préparation: 25 min – Cuisson: 45 min"). */
const FACTS_SEPARATOR = /\s[–—|·•]\s/u;

const ONLY_COUNTED = new RegExp(`^${N}\\s+${PEOPLE}\\.?$`, 'iu');
/** Pieces a recipe makes, in brackets after its ingredients heading ("(noin 30 kpl)", "(ca. 20 Stück)"). */
const PIECES =
  '(?:kpl|kappaletta|stk\\.?|stykker|st[üu]ck|szt(?:uk)?\\.?|ks|kus[ůu]|pcs\\.?|pieces|st[üu]cke|t[üu]kki|pezzi|pz\\.?|unidades|pi[eè]ces|buc[ăa][țt]i|buc\\.?)';
/** Whom it is for in brackets after a heading's words ("Ingrediente (6 porții)"). */
const IN_BRACKETS = new RegExp(`\\(${FOR_WORD}${ABOUT}${N}\\s+${PEOPLE}\\)`, 'iu');
const BRACKETED_COUNT = new RegExp(`^\\((?:${LABEL}\\s+)?${FOR_WORD}${ABOUT}${N}\\s+(?:${PEOPLE}|${PIECES})\\)$`, 'iu');

/**
 * A line that only says how many the recipe is for ("Servings: 40 cookies", "Makes 6 servings", "8 porcí",
 * "2 - 4 porcje"): a fact about the recipe, never one of its ingredients or steps.
 */
export const isServingsLine = (text: string): boolean => {
  // (In brackets too: "(Serves 4)", "(Makes about 24 cookies)"; or first of a line of facts: "Dosi per: 6 persone ·
  // teglia 30x20 cm".)
  const bare = text.replace(/^\((.*)\)$/u, '$1');
  const [first, ...facts] = bare.split(FACTS_SEPARATOR);
  if (facts.length > 0) return facts.every((f) => f.split(' ').length <= 5) && isServingsLine(first!);
  return (
    (bare.split(' ').length <= 5 && LABELLED.test(bare)) ||
    ONLY_COUNTED.test(bare) ||
    BRACKETED_COUNT.test(text) ||
    CJK_LINE.test(bare)
  );
};

/** How many it serves on a line of its own in Chinese, Japanese or Korean ("份量：約6人份", "2인분", "4人前"). */
const CJK_LINE = new RegExp(
  `^(?:(?:份量|分量|人数|인원)\\s*[:：]?\\s*)?(?:約|约|약)?\\s*\\d{1,3}(?:\\s*[-~〜]\\s*\\d{1,3})?\\s*${CJK_PEOPLE}$`,
  'u',
);

/** The line two before a line, the line before it and the line after it. */
type Around = [VisibleLine | undefined, VisibleLine | undefined, VisibleLine | undefined];

/** Whom a recipe is for, alone on its line ("Portionen", "servings"): the word after the number. */
const PEOPLE_ALONE = new RegExp(`^${PEOPLE}\\.?$`, 'iu');
/** "For" alone on its line, before the number ("Für" | "4" | "Portionen"). */
const FOR_ALONE = /^(?:for|pour|f[üu]r|per|para|voor|til|f[öo]r|dla|na)$/iu;

/**
 * The number on the line before a word saying whom it is for, each in a block of its own ("Für" | "4" |
 * "Portionen", a servings control): when "for" comes before it, or no number comes after the word. Null otherwise.
 */
function countedBefore(line: VisibleLine, around: Around): RegExpExecArray | null {
  const [before, prev, next] = around;
  if (!prev || !PEOPLE_ALONE.test(line.text)) return null;
  const number = /^(\d{1,3})$/u.exec(prev.text);
  return number && (FOR_ALONE.test(before?.text ?? '') || !next || !NUMBER_FIRST.test(next.text)) ? number : null;
}

/** A class naming how many a recipe is for ("portions", "recipe-servings", "yield"), not a serving's size. */
const SERVINGS_CLASS =
  /(?:^|[-_\s])(?:servings?|serves|portions?|yields?|people|persons?|personen|porzioni|porciones|raciones|couverts)(?:$|[-_\s])/i;
/**
 * A number the page shows in a block its class names for the servings, with only an icon for its label ("<div
 * class="item portions"><svg>…</svg><h2>2</h2></div>"). Not in a list of ingredients.
 */
const namedServings = (line: VisibleLine) =>
  !line.item &&
  [line.block, line.block?.parent].some((e) => {
    const names = e && 'attribs' in e ? `${e.attribs.class ?? ''} ${e.attribs.id ?? ''}` : '';
    return SERVINGS_CLASS.test(names) && !/size|calor|nutri/i.test(names);
  });

/** The number of servings a line shows, or null: short lines only, never "Serving size" or "per serving". */
function servingsOf(line: VisibleLine, around: Around): number | null {
  const text = line.text;
  const next = around[2];
  // (Nor a note on them, "※エネルギー・塩分は1人分の値です。": the nutrition per person.)
  if (/serving size|per serving|^※/iu.test(text)) return null;
  // (A longer line of facts, no sentence: each of its facts, and "Serves 12" among them.)
  if (text.split(' ').length > MAX_WORDS) {
    // (A line of facts may end with a unit's stop, "Ταψί: 35 εκ.": it is no sentence.)
    const parts = text.split(FACTS_SEPARATOR).filter((part) => part !== text);
    for (const part of parts) {
      const n = part.split(' ').length <= MAX_WORDS ? servingsOf({ ...line, text: part }, around) : null;
      if (n !== null) return n;
    }
    // A sentence, unless its first says only how many it makes ("Makes about 40 pierogi. We always double it.").
    if (SENTENCE_END.test(text)) {
      const first = /^[^.!?]+[.!?](?=\s)/u.exec(text)?.[0];
      return first && first.split(' ').length <= MAX_WORDS ? countOf(LABELLED.exec(first)) : null;
    }
    // (Or first among them: "12 kişilik Hazırlık 20 dk Pişirme 35 dk".)
    return countOf(INSIDE.exec(text) ?? CJK_COUNT.exec(text) ?? COUNTED.exec(text));
  }
  // (Not what one serving holds: "エネルギー412kcal（1人分）".)
  const perServing = /\d\s*(?:k?cal|kj|g|mg)\b/iu.test(text);
  const found =
    (perServing ? null : CJK_COUNT.exec(text)) ??
    // (Whom it serves in brackets after what it makes: "Makes about 7 cups (14 servings)".)
    (LABELLED.test(text) ? IN_BRACKETS.exec(text) : null) ??
    countedBefore(line, around) ??
    LABELLED.exec(text) ??
    INSIDE.exec(text) ??
    (text.split(' ').length <= 4 ? COUNTED.exec(text) : null) ??
    BRACKETED_COUNT.exec(text) ??
    (LABEL_ALONE.test(text) && next ? NUMBER_FIRST.exec(next.text) : null) ??
    (isServingsHeading(text) || isIngredientsHeading(text) ? (FOR_N.exec(text) ?? IN_BRACKETS.exec(text)) : null) ??
    (namedServings(line) ? NUMBER_FIRST.exec(text) : null);
  return countOf(found);
}

/** The number a match found: a range's top ("Serves 4-6", "2 to 4"), as many as it goes up to; null if none. */
function countOf(found: RegExpExecArray | null): number | null {
  const n = found ? Number(found[2] ?? found[1]) : 0;
  return n >= 1 && n <= 1000 ? n : null;
}

/**
 * How many the recipe is for, as the page shows it: the first short line that says so ("Servings: 10", "2
 * personen", "Pour 2 personnes :", "Zutaten für 4 Personen", "Yield: 10 croissants"). Null when none does.
 */
export function visibleServings(lines: VisibleLine[]): number | null {
  for (const [k, line] of lines.entries()) {
    const n = servingsOf(line, [lines[k - 2], lines[k - 1], lines[k + 1]]);
    if (n !== null) return n;
  }
  return null;
}

/** A piece of a servings control on a line of its own ("für" | "4" | "Personen", "personnes" beside an input). */
export function isServingsPiece(lines: VisibleLine[], k: number): boolean {
  const text = lines[k]!.text;
  if (PEOPLE_ALONE.test(text) || FOR_ALONE.test(text)) return true;
  return (
    /^\d{1,2}$/u.test(text) && (PEOPLE_ALONE.test(lines[k + 1]?.text ?? '') || FOR_ALONE.test(lines[k - 1]?.text ?? ''))
  );
}
