import { runTogether } from './run-together';
import { AMOUNT_ONLY, NUMBER_ALONE, endWord, joinItemParts, listsOf, sameNames } from './ingredient-shapes';
import {
  isAsideLead,
  NOTE_LEAD,
  SENTENCE_END,
  isGroupNameLine,
  isLabel,
  isLinkList,
  isPartNoun,
  isSentenceText,
  isShortRow,
  namesGroup,
  startsWithAmount,
} from './line-kinds';
import { isServingsLine, isServingsPiece } from './visible-servings';
import { ADDRESSED, MEASURE_FIRST, PRODUCT_FACT, seasoningRow, toolsInline } from './row-words';
import { isRecipeFact } from './recipe-facts';
import { namesPart } from './recipe-headings';
import type { VisibleLine } from './visible-lines';
import { readWeightTable } from './weight-table';

const texts = (lines: VisibleLine[]) => lines.map((l) => l.text);

/** A line of facts about the recipe ("Cooking Time: 13 mins", "Serves: 20"), not an ingredient. */
const FACT =
  /^(?:prep(?:aration)?|cook(?:ing)?|total|active|rest(?:ing)?|bake|baking)?\s*(?:time|serves|servings|yield|makes|recipe type|difficulty|cuisine|course|category)\s*:|^\p{L}+(?:\s\p{L}+)?\s*:\s*\d+\s*(?:min|minutes?|minut[io]|minuten|h|hours?|heures?|ore|std|stunden?)\.?$/iu;

/**
 * The label of the control that scales a recipe ("Nombre de personnes", "Servings"), above the ingredients, or the
 * labels of a card's unit and scale buttons, the buttons themselves being no text ("Units Scale").
 */
const SERVINGS_CONTROL =
  /^(?:units?(?:\s+scale)?|scale|number of (?:servings|people|persons|portions)|servings|portions|nombre de (?:personnes|parts|portions)|anzahl(?: der)? (?:personen|portionen)|portionen|numero di (?:persone|porzioni)|porzioni|n[úu]mero de (?:personas|porciones|raciones)|raciones|porciones)\s*:?$/iu;

/**
 * The item lines worth reading in an ingredients section: a list that repeats an earlier one in other units
 * (metric, imperial, cups) and a list of facts ("Serves: 20", "Cooking time: 13 mins") are not.
 */
function ingredientItems(region: VisibleLine[]): VisibleLine[] {
  const lists = listsOf(region);
  const kept: VisibleLine[][] = [];
  for (const lines of lists.values()) {
    const variant = lines.length >= 3 && kept.some((k) => sameNames(texts(k), texts(lines)));
    const facts = lines.every((l) => FACT.test(l.text));
    if (!variant && !facts) kept.push(lines);
  }
  // In page order: a list inside an item (a sub-list) stays where it is.
  const keep = new Set(kept.flat());
  return region.filter((line) => keep.has(line));
}

/**
 * The lines without the same list again in other units, where the page writes its lists as blocks, not list
 * items ("85 g butterscotch candies" … then "3 oz butterscotch candies" …): three or more lines, then as many
 * again ending mostly with the same words, once or more. The first list is kept.
 */
function withoutUnitRepeats(rows: string[]): string[] {
  // (A row written name first is compared whole: its last word is a unit, which rows share, "Морковь — 1 шт.".)
  const ends = rows.map((row) => (startsWithAmount(row) ? endWord(row) : row.toLowerCase()));
  for (let n = 3; 2 * n <= rows.length; n++) {
    const repeats = (from: number) =>
      from + n <= rows.length && ends.slice(from, from + n).filter((end, i) => end === ends[i]).length >= 0.8 * n;
    if (!repeats(n)) continue;
    let next = n;
    while (repeats(next)) next += n;
    return [...rows.slice(0, n), ...rows.slice(next)];
  }
  return rows;
}

/** The lines without the lists of links only (other recipes, a sidebar's): what the page links to. */
function withoutLinkLists(region: VisibleLine[]): VisibleLine[] {
  const lists = listsOf(region);
  const links = (l: VisibleLine) => isLinkList(lists.get(l.list) ?? []);
  return region.filter((l) => !l.item || !links(l));
}

/** The ingredient lines of the region under an ingredients heading, as a reader sees them. */
export function ingredientLines(lines: VisibleLine[]): string[] {
  const region = withoutLinkLists(joinItemParts(lines));
  const items = ingredientItems(region);
  // Rows written as blocks before the lists (a table of ingredients, then what to serve it with as a list) are
  // lines too: the items alone are the lines only where no such rows come first. (Rows with a name after their
  // amount, not a count or a link, nor the servings line over them.)
  // So are such rows after them (the first group a list, the next groups typed as lines under their names).
  const rowsFrom = region[0] && isServingsLine(region[0].text) ? 1 : 0;
  const row = (l: VisibleLine) =>
    startsWithAmount(l.text) && /\p{L}/u.test(l.text) && !l.link && !SENTENCE_END.test(l.text);
  const firstItem = region.findIndex((l) => l.item);
  const lastItem = region.findLastIndex((l) => l.item);
  const before = region.slice(rowsFrom, Math.max(firstItem, 0));
  const blockRows = before.filter(row);
  // (Or one group typed as lines under its name before the lists of the others: "For the tuile:" over "4 tablespoons
  // parmesan", "Cooking spray", then the pasta's group as a list.)
  const groupFirst =
    !!before[0] &&
    (namesGroup(before[0].text) || (before[0].heading === 0 && isLabel(before[0]))) &&
    before.slice(1).some((l) => row(l) && !isServingsLine(l.text)) &&
    before.slice(1).every((l) => isShortRow(l.text) && !SENTENCE_END.test(l.text));
  const rowsAfter = lastItem >= 0 ? region.slice(lastItem + 1).filter((l) => !l.item && row(l)) : [];
  const blocksToo = blockRows.length >= 2 || groupFirst || rowsAfter.length >= 2;
  const whole = blocksToo ? region.slice(rowsFrom) : region;
  // (And a row without an amount typed after the list, as what is added to taste is: "Salt and pepper, to taste".)
  const toTaste = lastItem >= 0 ? region.slice(lastItem + 1).filter((l) => !l.item && seasoningRow(l)) : [];
  // A paragraph of ingredients one after another ("4-5 Feigen, 1 Confit de Canard, 3 Schalotten…") is a row each.
  const picked = (items.length >= 2 && !blocksToo ? [...items, ...toTaste] : whole).flatMap((l) =>
    l.item ? [l] : runTogether(l.text).map((text) => ({ ...l, text })),
  );
  // A line in capitals among lines that are not ("PER LA BESCIAMELLA"), with no amount: a section heading.
  const capitals = (l: VisibleLine) => l.text === l.text.toUpperCase() && /\p{Lu}{3}/u.test(l.text);
  const shouting = picked.filter(capitals).length > picked.length / 2;
  const capsLabel = (l: VisibleLine) => !shouting && capitals(l) && !/\d/.test(l.text) && l.text.split(' ').length <= 6;
  // Where the rows are blocks, not list items, a sentence of ten words or more without an amount first is about
  // the ingredients ("For this amount a 3.7 litre pot is enough."), no row.
  const sentence = (l: VisibleLine) =>
    !l.item && /[.!]$/u.test(l.text) && l.text.split(' ').length >= 10 && !startsWithAmount(l.text);
  // So is a line of six words or more that goes on past a sentence's end, in another element than the rows around
  // it ("<p>Priser og tilbud gælder i din valgte butik. Vælg butik</p>" after the rows' <div>s; not a row's "Your
  // favorite BBQ Sauce. We love Meat Mitch Whomp" among them).
  const otherThan = (l: VisibleLine, row: VisibleLine | undefined) => !row || row.block?.name !== l.block?.name;
  const pastSentence = (l: VisibleLine, k: number) =>
    !l.item &&
    /\p{Ll}[.!]\s+\p{Lu}/u.test(l.text) &&
    l.text.split(' ').length >= 6 &&
    !startsWithAmount(l.text) &&
    k > 0 &&
    otherThan(l, picked[k - 1]) &&
    otherThan(l, picked[k + 1]);
  // So is a sentence of five words or more that speaks to the cook, list item or not ("You can use limes instead of
  // lemons."): a row holding a word like "you" or "I" starts with its amount ("1 cup flour (I use spelt)").
  const spoken = (l: VisibleLine) =>
    /[.!]$/u.test(l.text) && l.text.split(' ').length >= 5 && !startsWithAmount(l.text) && ADDRESSED(l.text);
  // So is a footnote on the rows ("*See notes for substitutions."), where the rows are not starred as a list's bullets:
  // a sentence, not a row starred to point to a note ("*Gluten-free oats").
  const starred = (l: VisibleLine) => /^\*+\s*\S/u.test(l.text);
  const unstarred = (l: VisibleLine) => l.text.replace(/^\*+\s*/u, '');
  const footnote = (l: VisibleLine) =>
    starred(l) &&
    isSentenceText(unstarred(l)) &&
    !startsWithAmount(unstarred(l)) &&
    picked.filter(starred).length * 2 < picked.length;
  const note = (l: VisibleLine) => sentence(l) || spoken(l) || footnote(l);
  // (Unless they are all the lines there are: ingredients written as sentences are read, not left out.)
  const aboutThem = (l: VisibleLine) => note(l) && picked.filter((p) => !note(p)).length >= 2;
  // A bold line is a section heading unless it holds an amount ("<b>2 cups flour</b>") or most lines are bold.
  const boldStyle = picked.filter((l) => l.heading === 7).length > picked.length / 2;
  const stressed = (l: VisibleLine) =>
    l.heading === 7 && !l.text.endsWith(':') && (boldStyle || startsWithAmount(l.text));
  // Where the rows are lines of paragraphs broken by <br>, a short line without an amount that is a paragraph of its
  // own, over such a paragraph, names a group ("Butter Block" over "227 g butter<br>8 g flour").
  // (A short plain line without an amount that is no sentence: a name; one that is no list item, a block's.)
  const shortName = (l: VisibleLine) =>
    l.heading === 0 && !startsWithAmount(l.text) && !/[.!?,;]$/u.test(l.text) && l.text.split(' ').length <= 6;
  const nameLike = (l: VisibleLine) => !l.item && shortName(l);
  const paragraphName = (l: VisibleLine, k: number) => {
    const [before, next, after] = [picked[k - 1], picked[k + 1], picked[k + 2]];
    return (
      nameLike(l) &&
      before?.block !== l.block &&
      !!next &&
      next.block !== l.block &&
      startsWithAmount(next.text) &&
      after?.block === next.block &&
      !after.item
    );
  };
  // Where the rows are paragraphs in a block for each group (or items of a list for each), a short line without an
  // amount that starts two or more such blocks, over rows with amounts, names its group ("Dry brine" over "2 pounds
  // chicken wings", then "Pomegranate glaze" over "2 tablespoons oil").
  // (Or, where the rows are lines of paragraphs broken by <br>, the first line of two or more such paragraphs: "Dry
  // brine<br>2 pounds chicken wings<br>…".)
  const parentOf = (l: VisibleLine | undefined) => (l?.item ? l.list : (l?.block?.parent ?? null));
  const paragraphOf = (l: VisibleLine | undefined) => (l?.item ? l.list : (l?.block ?? null));
  const opensBlock = (l: VisibleLine, k: number) => {
    const [before, next, after] = [picked[k - 1], picked[k + 1], picked[k + 2]];
    return (
      shortName(l) &&
      [parentOf, paragraphOf].some(
        (group) =>
          !!group(l) &&
          group(before) !== group(l) &&
          // Two rows or more (not a name over its own amount: "ziemniaki" | "1 kilogram").
          [next, after].every(
            (row) => !!row && row.item === l.item && group(row) === group(l) && startsWithAmount(row.text),
          ),
      )
    );
  };
  // Where the rows are blocks of one element ("<div>"), a short line without an amount written as another ("<p>")
  // over two such rows, the first with its amount, names a group ("Butter Block" over "227 g butter", "8 g flour";
  // "Afwerking" over "3 eetlepels kristalsuiker", "poedersuiker om te bestuiven").
  const otherElement = (l: VisibleLine, k: number) => {
    const [next, after] = [picked[k + 1], picked[k + 2]];
    return (
      nameLike(l) &&
      !!next &&
      startsWithAmount(next.text) &&
      [next, after].every((row) => !!row && !row.item && row.block?.name === next.block?.name) &&
      l.block?.name !== next.block?.name
    );
  };
  // A meal kit's facts about a product in the box ("Composition: 100% viande de canard", "Traces possibles
  // d'allergènes: …", "Conservation: …", "Mode d'emploi: …"), and the product's name over them: no rows.
  const productFacts = (l: VisibleLine, k: number) =>
    PRODUCT_FACT.test(l.text) || (!startsWithAmount(l.text) && PRODUCT_FACT.test(picked[k + 1]?.text ?? ''));
  const blockNames = new Set(picked.filter(opensBlock));
  // Where the rows are the lines of one block broken by <br> ("Dry brine<br>2 pounds chicken wings<br>…<br>Pomegranate
  // glaze<br>…"), a short name over two rows with amounts that starts the block names a group, and so does each such
  // name after it.
  const overRows = (k: number) =>
    [picked[k + 1], picked[k + 2]].every(
      (row) => !!row && !row.item && row.block === picked[k]!.block && startsWithAmount(row.text),
    );
  const first = picked.findIndex((l) => !isServingsLine(l.text) && !isRecipeFact(l.text) && !isLabel(l));
  const namesFirst = first >= 0 && nameLike(picked[first]!) && overRows(first);
  const lineName = (l: VisibleLine, k: number) =>
    namesFirst && l.block === picked[first]!.block && nameLike(l) && overRows(k);
  // (Two or more such names; or one where the other groups are named by markup, "Pomegranate glaze" as a bold item.)
  const otherGroups = picked.some((l) => !blockNames.has(l) && isLabel(l) && !stressed(l) && !startsWithAmount(l.text));
  const blockName = (l: VisibleLine) => (blockNames.size >= 2 || otherGroups) && blockNames.has(l);
  const rows = picked.filter(
    (l, k) =>
      (!isLabel(l) || stressed(l)) &&
      !paragraphName(l, k) &&
      !blockName(l) &&
      !lineName(l, k) &&
      !otherElement(l, k) &&
      !capsLabel(l) &&
      !isGroupNameLine(l.text) &&
      !namesPart(l.text) &&
      // (Nor a line pointing elsewhere, "RELATED: …"; a row all of links may name the product to buy, but not links
      // set apart by bars, the card's tools: "Add to shopping list | Count calories".)
      !isAsideLead(l.text) &&
      !(l.link && /(?:^|\s)[|·•](?:\s|$)/u.test(l.text)) &&
      // A part's bare name among the rows ("Dough" over "200 g flour") names a group: a plain paragraph, or a list
      // item over more rows ("Topping" among the items).
      !(isPartNoun(l.text) && (!l.item || k < picked.length - 1)) &&
      !SERVINGS_CONTROL.test(l.text) &&
      !isServingsPiece(picked, k) &&
      !isRecipeFact(l.text) &&
      !NOTE_LEAD.test(l.text) &&
      !productFacts(l, k) &&
      !toolsInline(l.text) &&
      !aboutThem(l) &&
      !pastSentence(l, k) &&
      l.text.length <= 300,
  );
  // Name and amount laid out in blocks of their own ("ziemniaki" | "1 kilogram", or "2" | "avocados") are one
  // line, when the rows go name, amount, name, amount (or amount first), perhaps ending with names alone ("Salt").
  const alone = (row: VisibleLine) => !row.item && (AMOUNT_ONLY.test(row.text) || MEASURE_FIRST.test(row.text));
  // A name may hold a number ("(8-ounce) wheel Brie", "Tipo 00 flour"); it does not start with one.
  const name = (row: VisibleLine | undefined) => row !== undefined && !alone(row) && !startsWithAmount(row.text);
  // Name first: the pairs from the first row on, perhaps ending with names alone ("Broccoli" | "75 g" … "Citron").
  const joined: string[] = [];
  let k = 0;
  while (k + 1 < rows.length && name(rows[k]) && alone(rows[k + 1]!)) {
    joined.push(`${rows[k]!.text} ${rows[k + 1]!.text}`);
    k += 2;
  }
  if (joined.length >= 2 && rows.slice(k).every((row) => name(row)))
    return [...joined, ...rows.slice(k).map((r) => r.text)];
  // Amount first, names alone may stand among the pairs ("Salz", "Pfeffer"), and a servings control ("Für" | "4")
  // may come before them.
  // (What it skips is that control, never a row with its amount: "100g tofu, sliced".)
  const control = (row: VisibleLine) => alone(row) || (!startsWithAmount(row.text) && row.text.split(' ').length <= 3);
  for (let start = 0; start <= 2 && rows.slice(0, start).every(control); start++) {
    const pairsRead: string[] = [];
    let pairs = 0;
    let i = start;
    while (i < rows.length) {
      // (After a number alone, any line but another amount is its name: "1" | "2\" piece ginger"; after an amount
      // with its word, not one that starts with its own: "3 poireaux" and "200 g bûche de chèvre" are rows.)
      const next = rows[i + 1];
      const named = !!next && !alone(next) && (NUMBER_ALONE.test(rows[i]!.text) || !startsWithAmount(next.text));
      if (alone(rows[i]!) && named) {
        pairsRead.push(`${rows[i]!.text} ${rows[i + 1]!.text}`);
        [pairs, i] = [pairs + 1, i + 2];
      } else if (pairs > 0 && name(rows[i])) pairsRead.push(rows[i++]!.text);
      else break;
    }
    if (i === rows.length && pairs >= 2 && pairs >= pairsRead.length / 2) return pairsRead;
  }
  return withoutUnitRepeats(
    readWeightTable(rows.flatMap((row) => (rows.length === 1 && row.item ? runTogether(row.text) : [row.text]))),
  );
}
