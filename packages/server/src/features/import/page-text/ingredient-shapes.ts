import {
  AMOUNT_NUMBER,
  isAsideLead,
  isAside,
  isGroupNameLine,
  isShortRow,
  namesGroup,
  startsWithAmount,
} from './line-kinds';
import { isIngredientsHeading, isStepsHeading, namesPart } from './recipe-headings';
import { groupedListsEnd } from './grouped-lists';
import { isRecipeFact } from './recipe-facts';
import { isServingsLine } from './visible-servings';
import type { VisibleLine } from './visible-lines';

/** A line's last word as a list's name for it ("…flour, sifted" → "sifted"; "2 cups (250 g) flour" → "flour"). */
export const endWord = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s,(]+/)
    .filter(Boolean)
    .pop() ?? '';

/** Two lists of the same ingredients (most lines end with the same word), in other units. */
export const sameNames = (a: string[], b: string[]) =>
  a.length === b.length && a.filter((text, i) => endWord(text) === endWord(b[i]!)).length >= 0.6 * a.length;

/** The items of each list among the lines, in page order. */
export function listsOf(lines: VisibleLine[]): Map<VisibleLine['list'], VisibleLine[]> {
  const lists = new Map<VisibleLine['list'], VisibleLine[]>();
  for (const line of lines) {
    if (!line.item) continue;
    const list = lists.get(line.list);
    if (list) list.push(line);
    else lists.set(line.list, [line]);
  }
  return lists;
}

/** A name with its amount after it ("Broccoli 75 g", "Vitlöksklyfta 0.5 st", "Oeuf 4 unités"). */
const AMOUNT_LAST = /^(\P{N}*?\p{L}[^\d½¼¾⅓⅔⅛]*?)\s+([\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛.,/-]*(?:\s?\p{L}+\.?)?)$/u;

/**
 * A heading (or a short line written as one) over a list of two or more short lines, most with an amount (first or
 * last): ingredients by their shape.
 */
export function shapedLikeIngredients(lines: VisibleLine[], k: number): boolean {
  const heading = lines[k]!;
  // A heading, or a short line that names what follows as one does ("<p>Pesto</p>").
  const named = heading.heading > 0 || (heading.text.split(' ').length <= 4 && !/[.!?,;]$/u.test(heading.text));
  if (heading.item || !named) return false;
  return shapedLikeRows(lines.slice(k + 1, groupedListsEnd(lines, k + 1)).filter((l) => l.item));
}

/** Two or more short lines, most with an amount (first or last): ingredients by their shape. */
export function shapedLikeRows(items: VisibleLine[]): boolean {
  const amounts = items.filter(
    (l) => /^[\d½¼¾⅓⅔⅛]|\d\s*(?:g|kg|ml|l|oz|lb|tsp|tbsp?|cups?)\b/iu.test(l.text) || AMOUNT_LAST.test(l.text),
  );
  return items.length >= 2 && items.every((l) => isShortRow(l.text)) && amounts.length >= items.length / 2;
}

const MAX_BLOCK_ROWS = 40;

/** A row written as a block, not a list item, that is no sentence. */
const row = (l: VisibleLine) => l.heading === 0 && !l.item && !isSentenceBlock(l);

/**
 * A group's name among rows written as blocks ("For the filling:", in bold or not) over more rows: the rows go on
 * after it.
 */
export function isRowsGroupName(lines: VisibleLine[], n: number): boolean {
  const [line, next] = [lines[n]!, lines[n + 1]];
  const { text } = line;
  // (A heading element in a group's words only: any other may start the page's next part.)
  const words = namesGroup(text);
  const colon = line.heading !== 7 && line.heading !== 0 ? false : text.endsWith(':') && text.split(' ').length <= 6;
  return (
    !line.item &&
    !startsWithAmount(text) &&
    (words || colon) &&
    !!next &&
    row(next) &&
    !isIngredientsHeading(text) &&
    !isStepsHeading(text)
  );
}

/** A block written as a sentence (a step, a story): four words or more ending with a stop. */
export const isSentenceBlock = (l: VisibleLine) => /[.!?]$/u.test(l.text) && l.text.split(' ').length >= 4;

/**
 * A heading element (or a bold line) over two or more blocks that are no list items, up to the next heading or the
 * first sentence (the method written as paragraphs or as a list), shaped like ingredients: short, none a fact of the recipe,
 * most with an amount ("75 g broccoli", or a name over its amount: "Broccoli" | "75 g"), as a page without an
 * ingredients heading writes its rows as divs.
 */
export function shapedLikeIngredientBlocks(lines: VisibleLine[], k: number): boolean {
  const heading = lines[k]!;
  if (heading.item || heading.heading < 1 || lines[k + 1]?.item) return false;
  const rows: VisibleLine[] = [];
  // (Whom it is for may come first, in bold: "Serves 2" under a newspaper's recipe's name.)
  let n = k + 1 + (lines[k + 1] && isServingsLine(lines[k + 1]!.text) ? 1 : 0);
  for (; n < lines.length && n <= k + MAX_BLOCK_ROWS; n++) {
    if (rows.length > 0 && isRowsGroupName(lines, n)) continue;
    if (!row(lines[n]!)) break;
    rows.push(lines[n]!);
  }
  // (Up to the method, as sentences or as a list of them; rows over a list of other rows are no ingredients.)
  if (rows.length < 2 || n >= lines.length || (lines[n]!.item && !isSentenceBlock(lines[n]!))) return false;
  const short = rows.every((l) => isShortRow(l.text) && !/[:]$/u.test(l.text) && !isRecipeFact(l.text));
  const amounts = rows.filter((l) => startsWithAmount(l.text) || AMOUNT_LAST.test(l.text)).length;
  const alone = rows.filter((l) => AMOUNT_ONLY.test(l.text)).length;
  // (Not links, most of them: a byline's comment count and share buttons, "4", "Facebook", "Twitter".)
  const links = rows.filter((l) => l.link).length;
  return short && amounts + alone >= rows.length / 2 && links * 2 < rows.length;
}

/** An amount on a line of its own ("1 kilogram", "2 Stück", "2 tbsp."). */
export const AMOUNT_ONLY = new RegExp(`^${AMOUNT_NUMBER}(?:\\p{L}+\\.?)?(?:\\s\\p{L}+\\.?)?$`, 'u');
/** A number alone ("4", "¾", "1 1/2"): an amount read apart from its name. */
export const NUMBER_ALONE = new RegExp(`^${AMOUNT_NUMBER}$`, 'u');

/**
 * An amount and the rest of its line in blocks of one list item ("<li><b>2</b> <b>tbsp.</b> <p>apple
 * butter</p></li>", the paragraph shown inline by the page's style): one line.
 */
export function joinItemParts(region: VisibleLine[]): VisibleLine[] {
  const joined: VisibleLine[] = [];
  // A line of its own with an amount after one with a word ("2 cups flour<br>1 egg" in one item) is a line of its
  // own; after a number alone it goes on the amount ("2" over "1/2 cups flour").
  // So is a line after an amount with a name in capitals ("4 Pickled Scallions" over "Spicy Tofu Crumbles, …").
  const named = (last: VisibleLine, line: VisibleLine) =>
    /^\S+\s+\p{Lu}\S*\s+\p{Lu}\S*$/u.test(last.text) && /^\P{Ll}*\p{Lu}/u.test(line.text);
  const ownLine = (last: VisibleLine, line: VisibleLine) =>
    (startsWithAmount(line.text) && /\p{L}/u.test(last.text)) || named(last, line);
  for (const line of region) {
    const last = joined.at(-1);
    if (
      last &&
      line.item &&
      last.entry !== null &&
      last.entry === line.entry &&
      AMOUNT_ONLY.test(last.text) &&
      !ownLine(last, line)
    )
      joined[joined.length - 1] = { ...last, heading: line.heading, text: `${last.text} ${line.text}` };
    else joined.push(line);
  }
  return joined;
}

/** A line shaped like an ingredient: short, no sentence, with an amount ("220g Pizza sauce", "2 eggs"). */
const withAmount = (text: string) => /^[\d½¼¾⅓⅔⅛]|\d\s*(?:g|kg|ml|cl|dl|l|oz|lb|tsp|tbsp?|cups?)\b/iu.test(text);

/** A group's name among a list's items or over it ("For the sauce:", "Topping:"): no row. */
const groupName = (text: string) =>
  isGroupNameLine(text) || namesPart(text) || (text.endsWith(':') && text.split(' ').length <= 5);

/** Lines a group's name may take between two lists of one recipe's ingredients. */
const MAX_GAP = 2;

/**
 * The run of rows each line is in, if any: its list; or, for a plain short line that is no sentence, the lines of one
 * paragraph broken by <br> and the blocks beside it of one parent (a list typed as lines, <div>s or a table's rows)
 * with it, two lines or more.
 */
export function rowRuns(lines: VisibleLine[]): (object | null)[] {
  const runs: (object | null)[] = [];
  const plainRow = (l: VisibleLine) => !l.item && l.heading === 0 && isShortRow(l.text) && !/[.!?]$/u.test(l.text);
  lines.forEach((line, k) => {
    const [before, run] = [lines[k - 1], runs[k - 1]];
    if (line.item) runs.push(line.heading === 0 ? line.list : null);
    else if (!plainRow(line) || !line.block) runs.push(null);
    else if (
      before &&
      run &&
      !before.item &&
      plainRow(before) &&
      (before.block === line.block || before.block?.parent === line.block.parent)
    )
      runs.push(run);
    else runs.push(line.block);
  });
  // (A plain line alone is none: "Optional" between two lists names the second.)
  return runs.map((run, k) => (lines[k]!.item || runs[k - 1] === run || runs[k + 1] === run ? run : null));
}

/**
 * The list of the page that reads most like ingredients, under no heading at all: two or more short lines, none
 * a sentence, at least two in three with an amount (or `share` of them); lists of that shape one after another with only groups' names
 * between them (or in them: "For the sauce:") are one list, without the names. For a structured recipe without
 * ingredients on a page that shows them in a list of their own. The rows and the index of the last line; null when no
 * list of the page reads so.
 */
export function ingredientShapedList(lines: VisibleLine[], share = 2 / 3): { rows: string[]; to: number } | null {
  const lists = new Map<object, { rows: string[]; from: number; to: number }>();
  const runs = rowRuns(lines);
  lines.forEach((line, k) => {
    const run = runs[k];
    if (!run) return;
    const list = lists.get(run) ?? { rows: [], from: k, to: k };
    if (!groupName(line.text)) list.rows.push(line.text);
    lists.set(run, { ...list, to: k });
  });
  const short = (texts: string[]) => texts.every((t) => isShortRow(t) && !/[.!?]$/u.test(t));
  const shaped = (texts: string[]) => texts.length >= 2 && texts.filter(withAmount).length >= share * texts.length;
  let best: { rows: string[]; to: number } | null = null;
  let run: { rows: string[]; last: string[]; to: number } | null = null;
  for (const list of lists.values()) {
    if (!short(list.rows)) {
      run = null;
      continue;
    }
    const between = run ? lines.slice(run.to + 1, list.from) : [];
    // A group's list goes on the lists before it, a short one too ("For the tuile:" over two rows, one without an
    // amount), and so does a list after a line pointing elsewhere ("RELATED: …"); a list of facts or of the same
    // rows in other units does not.
    const goesOn: boolean =
      run !== null &&
      between.length <= MAX_GAP &&
      between.every((l) => !l.item && (groupName(`${l.text}:`) || isAside(l))) &&
      (shaped(list.rows) || list.rows.length <= 2) &&
      !sameNames(run.last, list.rows);
    // (A list of short lines without any amount before them, a menu's, is no part of them.)
    // (Unless a line pointing elsewhere stands between: "RELATED: …" cuts one list in two.)
    const cut = between.some((l) => isAsideLead(l.text));
    const joined: string[] =
      goesOn && run && (run.rows.some(withAmount) || cut) ? [...run.rows, ...list.rows] : list.rows;
    run = { rows: joined, last: list.rows, to: list.to };
    if (shaped(run.rows) && (!best || run.rows.length > best.rows.length)) best = { rows: run.rows, to: run.to };
  }
  return best;
}

/**
 * The list of the page that reads most like a method, under no heading at all: two or more items that are
 * sentences, the step numbers standing between them ("Step 1") left out. For a structured recipe without steps on
 * a page that shows them in a list of their own. Null when no list of the page reads so.
 */
export function methodShapedList(lines: VisibleLine[], isStepNumber: (text: string) => boolean): string[] | null {
  const lists = new Map<VisibleLine['list'], string[]>();
  for (const line of lines)
    if (line.item && line.heading === 0 && !isStepNumber(line.text))
      lists.set(line.list, [...(lists.get(line.list) ?? []), line.text]);
  let best: string[] | null = null;
  for (const texts of lists.values()) {
    const sentences = texts.filter((t) => /[.!)]$/u.test(t) && t.split(' ').length >= 5);
    if (texts.length >= 2 && sentences.length === texts.length && (!best || texts.length > best.length)) best = texts;
  }
  return best;
}
