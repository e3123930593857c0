import { isRowsGroupName, isSentenceBlock, shapedLikeIngredients } from './ingredient-shapes';
import { groupedListsEnd } from './grouped-lists';
import { within } from './page-elements';
import { countedStart } from './step-markers';
import {
  SENTENCE_END,
  isHeadingElement,
  isLabel,
  isSentenceText,
  isUnknownHeading,
  mostlySentences,
  namesGroup,
  startsWithAmount,
} from './line-kinds';
import { MAX_INGREDIENTS, stepsEnd } from './page-regions';
import { isAfterStepsHeading, isIngredientsHeading } from './recipe-headings';
import { ingredientLines } from './visible-ingredients';
import type { VisibleLine } from './visible-lines';
import type { VisibleRecipe } from './visible-recipe';
import { type VisibleStep, stepLines } from './visible-steps';

// The method of a recipe whose ingredients no method heading follows: a list after the next heading, paragraphs
// after the ingredients' list, a list under a bold line, or paragraphs under whatever heading comes next.

/**
 * Ingredients in a list under their heading with no method heading after them (the steps come under "Let's get
 * started!"): the ingredients end at the next heading, and the steps are the list that follows it. A heading ranked
 * under the ingredients' own straight over a list ("Dough", "Toppings" under "Ingredients") names a group of them.
 */
export function withoutStepsHeading(page: VisibleLine[], start: number, title: string | null): VisibleRecipe {
  // Not read on past the same heading again: the page's second copy of the recipe, for another screen size.
  let repeat = start + 1;
  const again = (l: VisibleLine) => !l.item && l.text === page[start]!.text;
  while (repeat < page.length && repeat <= start + MAX_INGREDIENTS && !again(page[repeat]!)) repeat++;
  const lines = repeat < page.length && repeat <= start + MAX_INGREDIENTS ? page.slice(0, repeat) : page;
  let end = start + 1;
  const isHeading = (l: VisibleLine) => !l.item && isHeadingElement(l);
  const rank = lines[start]!.heading;
  // (Or a heading in a group's words over a list of no sentences or over rows written as blocks, whatever its rank:
  // "For the filling". Over a list of sentences it names a group of the method.)
  const groupWords = (k: number) => namesGroup(lines[k]!.text) && !sentenceList(lines, lines[k + 1]!.list);
  // (Or one of the same rank over another list of rows, where the first heading is a group's, not the ingredients':
  // "Dough" over its rows, then "Butter Block" over its own.)
  const sameRank = (k: number) =>
    !isIngredientsHeading(lines[start]!.text) &&
    lines[k]!.heading === rank &&
    shapedLikeIngredients(lines, k) &&
    !sentenceList(lines, lines[k + 1]!.list);
  const group = (k: number) =>
    (!!lines[k + 1]?.item && ((rank >= 1 && lines[k]!.heading > rank) || groupWords(k) || sameRank(k))) ||
    isRowsGroupName(lines, k);
  // A list of sentences after the ingredients' lists is the method's, under no heading: the ingredients end there.
  // (Not the list they are a part of: a reader's comment quoting the ingredients it changed.)
  const method = (k: number) =>
    lines[k]!.item &&
    lines[k - 1]?.list !== lines[k]!.list &&
    lines.slice(start + 1, k).some((l) => l.item && !within(l.list, lines[k]!.list)) &&
    sentenceList(lines, lines[k]!.list);
  while (end < lines.length && end <= start + 30 && (!isHeading(lines[end]!) || group(end)) && !method(end)) end++;
  // (Where it ends at the method's list itself, the steps start there, and a heading straight over that list names
  // the method's first group, not one of the ingredients: "Prepare the Dough" under "Dough", "Filling".)
  const atMethod = end < lines.length && method(end);
  const from = atMethod && isHeading(lines[end - 1]!) ? end - 1 : end;
  const region = lines.slice(start + 1, from);
  const ingredients = ingredientLines(region);
  let first = atMethod ? end : end + 1;
  while (first < lines.length && first <= end + 3 && !lines[first]!.item) first++;
  const list = lines[first]?.item ? lines[first]!.list : null;
  // (Its groups too: lists after it under their names, "For the filling:".)
  const last = list ? groupedListsEnd(lines, first) : first;
  // The list's items as steps: a step number in a block of its own item ("1" over "Slice the baguette.") is none.
  // (Not a list that reads like more ingredients: "500 g cream cheese", "1 cup sugar" under the next part's heading.)
  const steps =
    region.some((l) => l.item) &&
    (atMethod || isHeading(lines[end] ?? region[0]!)) &&
    list &&
    !moreIngredients(lines.slice(first, last).filter((l) => l.item))
      ? stepLines(lines.slice(atMethod ? from : first, last).filter((l) => !(l.item && isLabel(l))))
      : [];
  const paragraphs = paragraphsAfterList(lines, start + 1, end);
  // (Unless sentences follow the ingredients' list before that heading and its list is none of sentences: the method
  // is those paragraphs, and the list after it is the page's next part, a card's facts or the tools it sells.)
  if (steps.length >= 2 && (!paragraphs || sentenceList(lines, list))) return { title, ingredients, steps };
  const after = paragraphs ?? listAfterList(lines, start + 1, end);
  if (after) return { title, ingredients: ingredientLines(lines.slice(start + 1, after.from)), steps: after.steps };
  const bold = stepsAfterBoldLine(lines, start);
  if (bold) return { title, ingredients: ingredientLines(lines.slice(start + 1, bold.at)), steps: bold.steps };
  return { title, ingredients, steps: paragraphsUnderHeading(lines, start, end) ?? [] };
}

/** Lines that read like more ingredients: two or more, short, none a sentence, most with an amount first. */
const moreIngredients = (items: VisibleLine[]) =>
  items.length >= 2 &&
  items.every((l) => l.text.split(' ').length <= 15 && !/[.!?]$/u.test(l.text)) &&
  items.filter((l) => startsWithAmount(l.text)).length >= items.length / 2;

/**
 * Steps written as paragraphs under the heading that follows the ingredients, whatever its words ("Get started"):
 * when no line of the ingredients is a sentence and two or more sentences follow the heading. Null otherwise.
 */
function paragraphsUnderHeading(lines: VisibleLine[], start: number, end: number): VisibleStep[] | null {
  const heading = lines[end];
  if (!heading || heading.item || heading.heading < 1 || heading.heading > 6) return null;
  if (isAfterStepsHeading(heading.text) || isIngredientsHeading(heading.text)) return null;
  const region = lines.slice(start + 1, end);
  if (region.length < 2 || region.some((l) => SENTENCE_END.test(l.text) && l.text.split(' ').length >= 6)) return null;
  const steps = stepLines(lines.slice(end + 1, stepsEnd(lines, end)));
  return mostlySentences(steps.map((s) => s.text)) ? steps : null;
}

/**
 * Headings written as bold lines ("<p><strong>Get started</strong></p>"): after the ingredients' list, the first
 * bold line over a list of sentences names the method, whatever its words. Null when no list of sentences follows one.
 */
function stepsAfterBoldLine(lines: VisibleLine[], start: number) {
  for (let k = start + 1; k < lines.length && k <= start + MAX_INGREDIENTS; k++) {
    const line = lines[k]!;
    if (line.item || line.heading !== 7) continue;
    // The ingredients' list before it: items, none a sentence (else this is a part of the method, not its start).
    const before = lines.slice(start + 1, k).filter((l) => l.item);
    if (before.length === 0 || before.some((l) => SENTENCE_END.test(l.text) && l.text.split(' ').length >= 6))
      return null;
    const items: VisibleLine[] = [];
    for (let n = k + 1; n < lines.length && lines[n]!.item && lines[n]!.list === lines[k + 1]!.list; n++)
      items.push(lines[n]!);
    if (mostlySentences(items.map((l) => l.text)))
      return { at: k, steps: items.map((l) => ({ text: l.text, label: null })) };
  }
  return null;
}

/**
 * Steps written as paragraphs straight after the ingredients' list, under no heading (or an empty one): two or
 * more sentences in a row, ending where the page goes on (a heading, another list, a short line that is no sentence).
 */
function paragraphsAfterList(lines: VisibleLine[], from: number, to: number) {
  let k = from;
  // (Items all of links are the page's, its topics after the method: no list of the ingredients.)
  while (k < to && (!lines[k]!.item || lines[k]!.link)) k++;
  // Rows written as blocks, not list items, and numbered paragraphs after them ("1- Die Schalotten schälen…"): the
  // steps start at the first.
  const counted = countedStart(lines, from + 1, k);
  if (counted !== null) k = counted;
  // Rows written as blocks, not list items: the steps start at the first sentence.
  // (A group's name among them goes on with them: "For the filling:" over more rows, and so does a bold line over a
  // row, "Dough" or a card's "Units Scale".)
  else if (k === to) {
    const row = (l: VisibleLine | undefined) => !!l && !l.heading && !isSentenceBlock(l);
    const boldOverRow = (n: number) => lines[n]!.heading === 7 && !isSentenceBlock(lines[n]!) && row(lines[n + 1]);
    // (A row may end with a stop, "Freshly ground black pepper.", where a row with its amount follows it.)
    const stopped = (n: number) =>
      !lines[n]!.heading &&
      lines[n]!.text.split(' ').length <= 6 &&
      row(lines[n + 1]) &&
      startsWithAmount(lines[n + 1]!.text);
    for (k = from; k < to && (isRowsGroupName(lines, k) || boldOverRow(k) || row(lines[k]) || stopped(k)); k++);
  }
  // The ingredients' lists, with their group names ("Optional" over the list of what may be added).
  const groupName = (line: VisibleLine, next: VisibleLine | undefined) =>
    !!next?.item && line.heading === 0 && !SENTENCE_END.test(line.text) && line.text.split(' ').length <= 4;
  // (Not a list of sentences after them: the method's own list, which listAfterList reads.)
  const sentences = new Map<VisibleLine['list'], boolean>();
  const ingredientsList = (line: VisibleLine) => {
    if (!line.item) return false;
    if (!sentences.has(line.list)) sentences.set(line.list, sentenceList(lines, line.list));
    return !sentences.get(line.list);
  };
  while (
    counted === null &&
    k < to &&
    (ingredientsList(lines[k]!) || isLabel(lines[k]!) || groupName(lines[k]!, lines[k + 1]))
  )
    k++;
  const next = lines[k];
  // (A first step written in bold is a step: "<p><strong>Feed the starter the day before.</strong></p>".)
  const boldStep = !!next && next.heading === 7 && isSentenceText(next.text);
  if (k === from || k >= to || !next || (next.heading > 0 && !boldStep)) return null;
  // A footnote on the rows before the first step ("* Amounts are examples, see your plan.") is neither.
  const footnote = /^\*\s*\S/u.test(next.text) && !/^\*/u.test(lines[k + 1]?.text ?? '*');
  const steps = paragraphSteps(lines, footnote ? k + 1 : k);
  // A short line in a block of its own between the rows and the first step is the method's heading in words the
  // reader does not know ("<p>Get started</p>"): neither a row nor a step.
  const named = k - 1 > from && isUnknownHeading(lines[k - 1]!, next, lines[k - 2]);
  return steps ? { from: named ? k - 1 : k, steps } : null;
}

/**
 * The paragraphs from `k` read as steps, up to the next list or heading (or where the method ends): two or more
 * steps, each a sentence, up to a line that is none (the writer's "Follow Nigel on Twitter @NigelSlater" under a
 * newspaper's recipe). Null otherwise.
 */
function paragraphSteps(lines: VisibleLine[], k: number): VisibleStep[] | null {
  let stop = k;
  const end = stepsEnd(lines, k - 1);
  while (stop < end && !lines[stop]!.item && !(lines[stop]!.heading >= 1 && lines[stop]!.heading <= 6)) stop++;
  const read = stepLines(lines.slice(k, stop));
  const sentences = read.findIndex((s) => !SENTENCE_END.test(s.text));
  const steps = sentences < 0 ? read : read.slice(0, sentences);
  return steps.length >= 2 ? steps : null;
}

/** Whether most items of the list are sentences of four words or more: a method's list, not ingredients'. */
const sentenceList = (lines: VisibleLine[], list: VisibleLine['list']) =>
  mostlySentences(lines.filter((l) => l.item && l.list === list).map((l) => l.text));

/**
 * Steps written as a list straight after the ingredients' list (or their rows written as blocks), under no heading:
 * a list of sentences, and the method goes on from it (under a group's name, "To make the sauce:", in another list).
 * Null when the list after the ingredients' is none of sentences.
 */
function listAfterList(lines: VisibleLine[], from: number, to: number) {
  let k = from;
  while (k < to && !lines[k]!.item) k++;
  // Rows written as blocks ("3 œufs", "70 g de sucre"), then the method's list straight after them.
  const rows = lines.slice(from, k).filter((l) => startsWithAmount(l.text) && !SENTENCE_END.test(l.text));
  if (k < to && rows.length >= 2 && sentenceList(lines, lines[k]!.list)) {
    const steps = stepLines(lines.slice(k, stepsEnd(lines, k - 1)));
    return steps.length >= 2 ? { from: k, steps } : null;
  }
  // (The ingredients' lists, with their groups: "For the filling" over a second list. The method's list may start
  // where the region of the ingredients ends.)
  k = groupedListsEnd(lines, k);
  // (A heading of words the reader does not know may stand over the method's list, "Get started", and a note or two
  // on the ingredients may come before it: "* Amounts are examples".)
  // (A bold line over it is read by stepsAfterBoldLine.)
  const over = (line: VisibleLine) => line.heading === 0 || (line.heading <= 6 && !!lines[k + 1]?.item);
  for (let n = 0; n < 2 && k < to && !lines[k]!.item && over(lines[k]!); n++) k++;
  const next = lines[k];
  if (k > to || !next?.item || !next.list) return null;
  let last = k;
  while (last < lines.length && lines[last]!.item && lines[last]!.list === next.list) last++;
  if (!mostlySentences(lines.slice(k, last).map((l) => l.text))) return null;
  const steps = stepLines(lines.slice(k, stepsEnd(lines, k - 1)));
  return steps.length >= 2 ? { from: k, steps } : null;
}

/** Lines a page may put between its ingredients' list and its method under no heading: a list of links, its name. */
const MAX_LINKS_BETWEEN = 12;

/**
 * Steps written as paragraphs after the ingredients' list on a page with no headings for either: past a list of
 * links and its heading ("Related Recipes"), two or more sentences in a row, read as a method under a heading is.
 * Null when none follow.
 */
export function paragraphsAfterRows(lines: VisibleLine[], last: number): VisibleStep[] | null {
  let k = last + 1;
  // (A link, or a heading over one.)
  const aside = (n: number) =>
    !!lines[n]!.link || (lines[n]!.heading >= 1 && lines[n]!.heading <= 6 && !!lines[n + 1]?.link);
  while (k < lines.length && k <= last + MAX_LINKS_BETWEEN && aside(k)) k++;
  const first = lines[k];
  if (!first || first.item || first.heading !== 0 || !isSentenceBlock(first)) return null;
  return paragraphSteps(lines, k);
}
