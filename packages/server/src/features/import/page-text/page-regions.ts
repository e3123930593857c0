import {
  isAfterStepsHeading,
  isIngredientsHeading,
  isMakingHeading,
  isPageGoingOnHeading,
  isStepsHeading,
  isPageMetaLine,
} from './recipe-headings';
import { type Element, isTag } from 'domhandler';
import { ofOneKind } from './page-elements';
import {
  NOTE_LEAD,
  SENTENCE_END,
  STEP_NUMBER,
  isAside,
  isGroupNameLine,
  isHeadingElement,
  isLabel,
  startsWithAmount,
} from './line-kinds';
import { isGroupName, isHeadingStep, nameOverLines, stepTitle } from './step-markers';
import { stepNumber, tipInMethod } from './method-lists';
import { toolsAfterRows } from './equipment';
import type { VisibleLine } from './visible-lines';

/** How far below its heading a method is looked for. */
export const MAX_STEP_LINES = 80;
/** How many lines a recipe's ingredients may run to under their heading. */
export const MAX_INGREDIENTS = 100;

const rank = (line: VisibleLine) => (line.heading === 0 ? 8 : line.heading);

/**
 * A bold line naming what it makes straight under a bold method heading, where a page writes its headings as bold
 * lines ("How to make the starter" under "Instructions"): the name of a group of the steps, as a heading of lower
 * rank would be, not the method's heading again.
 */
const namesMadeGroup = (line: VisibleLine, method: VisibleLine) =>
  line.heading === 7 && method.heading === 7 && isMakingHeading(line.text);

/**
 * The method heading the steps stand under, from the one at line `k`: a method heading straight under another of
 * no lower rank ("Procedimento" in a paragraph over <h2>Come fare il tortino</h2>, <h2>Preparazione</h2> over
 * <h2>Come fare le lasagne</h2>) is the same one; one of lower rank names a group of the steps (<h3>Instructions</h3>
 * over <h4>How to make the starter</h4>).
 */
export function methodHeading(lines: VisibleLine[], k: number): number {
  let at = k;
  const same = (l: VisibleLine | undefined) =>
    !!l && !l.item && rank(l) <= rank(lines[k]!) && isStepsHeading(l.text) && !namesMadeGroup(l, lines[k]!);
  while (same(lines[at + 1])) at++;
  return at;
}

/**
 * Where the ingredients under line `start` end: at `end`, or before a line naming what follows a recipe ("Related",
 * "You may also like"), whatever its markup.
 */
export function ingredientsEnd(lines: VisibleLine[], start: number, end: number): number {
  const rank = lines[start]!.heading;
  const isHeading = (l: VisibleLine) => !l.item && isHeadingElement(l);
  // A heading ranked as the ingredients' own over lines without any amount that are links ("Recipe Tags" over
  // "Side Dishes", "Vegetarian") or prose is the page going on; over plain short lines ("To serve" over "sour
  // cream", "lime wedges") it names a group of them, as "For the garnish" does.
  const noAmounts = (k: number) => {
    let n = k + 1;
    while (n < end && !isHeading(lines[n]!)) n++;
    const under = lines.slice(k + 1, n);
    const prose = (l: VisibleLine) => SENTENCE_END.test(l.text) && l.text.split(' ').length >= 8;
    return (
      under.length > 0 &&
      !under.some((l) => /[\d½¼¾⅓⅔⅛]/u.test(l.text)) &&
      (under.every((l) => l.link) || under.some(prose))
    );
  };
  for (let k = start + 1; k < end; k++) {
    const line = lines[k]!;
    if (
      rank >= 1 &&
      rank <= 6 &&
      isHeading(line) &&
      line.heading <= rank &&
      !isGroupNameLine(line.text) &&
      !isIngredientsHeading(line.text) &&
      noAmounts(k)
    )
      return k;
    // A note among the lines ("Tip: sift the flour first") is no end of them, nor is an aside with more rows after
    // it ("RELATED: The 10 spices every kitchen needs" between two parts of their list).
    const next = lines[k + 1];
    const aside = isAside(line) && !!next && (next.item || startsWithAmount(next.text));
    if (!line.item && isAfterStepsHeading(line.text) && !NOTE_LEAD.test(line.text) && !aside) return k;
    if (toolsAfterRows(lines, start, k)) return k;
  }
  return end;
}

/** The element and the elements around it, innermost first. */
function ancestors(element: Element | null): Element[] {
  const chain: Element[] = [];
  for (let e: Element | null = element; e; e = e.parent && isTag(e.parent) ? e.parent : null) chain.push(e);
  return chain;
}

/**
 * The end of the block that holds a heading and the first text under it (a recipe card's method: its heading and
 * its steps in one block, its notes in the next), headings straight under it (which name it again) passed over:
 * the first line after that text outside the block. `lines.length` when no block holds both.
 */
function blockEnd(lines: VisibleLine[], start: number): number {
  let first = start + 1;
  while (first < lines.length && lines[first]!.heading > 0 && !lines[first]!.item) first++;
  if (first >= lines.length) return lines.length;
  const around = new Set(ancestors(lines[start]!.block));
  let common = ancestors(lines[first]!.block).find((e) => around.has(e));
  if (!common) return lines.length;
  let end = first + 1;
  for (;;) {
    while (end < lines.length && ancestors(lines[end]!.block).includes(common)) end++;
    // (Past a photo's caption, a block of the same kind beside it goes on: a site builder's paragraphs of the method
    // around a photo in a box of its own.)
    let next = end;
    while (lines[next]?.caption) next++;
    const beside = lines[next]?.block;
    if (next === end || !beside || beside.parent !== common.parent || !ofOneKind(beside, common)) break;
    [common, end] = [beside, next];
  }
  // A block of the heading and one line is the heading's own (a title with a subtitle), not the method's.
  return end - first >= 2 ? end : lines.length;
}

/**
 * Where the steps end: notes, nutrition or comments, the next recipe, a heading above the method's own, or the
 * end of the block that holds the method's heading and its first line.
 */
export function stepsEnd(lines: VisibleLine[], start: number, first = start): number {
  // Where another method heading names the first again, its block may be a group's of the steps ("Preparation"
  // under "Instructions", both of one rank): when the next group's name follows it, the block is the first's.
  let block = blockEnd(lines, start);
  const next = lines[block];
  // (A group's name is a label, or a short plain line over the next list of the method where the page writes its
  // headings as plain lines: "Make Cream Frosting".)
  const name =
    !!next &&
    !next.item &&
    (isLabel(next) || isGroupName(lines, block, lines[block - 1]?.list ?? null) || nameOverLines(lines, block));
  if (first !== start && name && !isAfterStepsHeading(next!.text)) block = blockEnd(lines, first);
  return Math.min(headingsEnd(lines, start), block);
}

/**
 * A heading ranked as the method's own after its first steps that names a group of them, as a card whose headings
 * all have one rank writes it: a step's title ("Step 2: Brown the beef"), a group's name ("For the sauce"), or a
 * name straight over another numbered list where the steps so far were one ("Sauce" over `<ol>`).
 */
function stepsGroup(lines: VisibleLine[], k: number, ordered: boolean): boolean {
  const { text } = lines[k]!;
  const next = lines[k + 1];
  const overList = ordered && !!next?.item && next.list?.name === 'ol';
  return stepTitle(text) !== null || STEP_NUMBER.test(text) || isGroupNameLine(text) || overList;
}

/**
 * A heading of the method's rank naming a part of a method written as paragraphs ("Finish the dish" over "Stir in the
 * cream. …", "Serve hot."): a short name, no question nor the page going on, over two paragraphs of sentences or more.
 */
function partOverParagraphs(lines: VisibleLine[], k: number): boolean {
  const { text } = lines[k]!;
  if (text.split(' ').length > 5 || /[?？:]$/u.test(text) || isAfterStepsHeading(text) || isPageGoingOnHeading(text))
    return false;
  const under: VisibleLine[] = [];
  for (let n = k + 1; n < lines.length && lines[n]!.heading === 0 && !lines[n]!.item; n++) under.push(lines[n]!);
  return under.length >= 2 && under.every((l) => SENTENCE_END.test(l.text));
}

/** Where the steps end by the lines' own kinds: notes, nutrition or comments, the next recipe, a heading above. */
function headingsEnd(lines: VisibleLine[], start: number): number {
  const level = lines[start]!.heading;
  // Headings straight under the method's ("Preparazione" over "Come fare le lasagne") name it again: the
  // method's text starts after them.
  let text = false;
  let ordered = false;
  // The number of the last step headed by its number alone ("<h4>Step 2</h4>").
  let counted = 0;
  for (let k = start + 1; k < lines.length && k <= start + MAX_STEP_LINES; k++) {
    const line = lines[k]!;
    if (isPageMetaLine(line.text)) return k;
    if (line.item) {
      [text, ordered] = [true, line.list?.name === 'ol'];
      continue;
    }
    const heading = isHeadingElement(line);
    // A step's own heading ("<h3>Step 2</h3>", "Step 2: Brown the beef"), whatever its rank, is the method going on,
    // and so is a step written as a heading ("<h3>1. Koka valfri pasta</h3>" over the next such step).
    if (heading && (STEP_NUMBER.test(line.text) || stepTitle(line.text) !== null)) {
      counted = STEP_NUMBER.test(line.text) ? stepNumber(line.text) : 0;
      continue;
    }
    // Between steps headed by their numbers, a heading is the method going on when the next number follows it: a
    // group's name ("<h3>The filling</h3>" over "<h4>Step 6</h4>") or a tip ("Imogen's tip" after "Step 2").
    if ((heading || line.heading === 7) && nextNumberFollows(lines, k, counted)) continue;
    if (isHeadingStep(lines, k)) {
      text = true;
      continue;
    }
    // A method heading ranked under the method's own ("Preparation" under "Instructions") names a part of it.
    const part =
      (heading && level >= 1 && level <= 6 && line.heading > level && isStepsHeading(line.text)) ||
      (k === start + 1 && namesMadeGroup(line, lines[start]!));
    // (Not a tip the method reads on past, nor its last step: "Tip: …" at the end of the method's own block.)
    const after = isAfterStepsHeading(line.text) && tipInMethod(lines, k, lines[start + 1]?.block) === null;
    if (!part && (after || isIngredientsHeading(line.text) || isStepsHeading(line.text))) return k;
    if (line.heading > 0 && text && isPageGoingOnHeading(line.text)) return k;
    // (Not a heading in a group's words over more of the method, "For the filling", whatever its rank.)
    const group = isGroupNameLine(line.text) && !!lines[k + 1] && (lines[k + 1]!.item || lines[k + 1]!.heading === 0);
    // (Above a method headed by a bold line, any heading element: "<h2>Secrets of good dumplings</h2>" after it.)
    if (heading && text && level >= 1 && line.heading < level && !group) return k;
    if (heading && text && line.heading === level && !stepsGroup(lines, k, ordered) && !partOverParagraphs(lines, k))
      return k;
    if (!heading) [text, ordered] = [true, false];
  }
  return Math.min(lines.length, start + MAX_STEP_LINES + 1);
}

const TIP_LINES = 5;

/** Whether the step after number `counted` is headed by its number within a few lines after `k`. */
function nextNumberFollows(lines: VisibleLine[], k: number, counted: number): boolean {
  if (counted === 0) return false;
  return lines
    .slice(k + 1, k + 1 + TIP_LINES)
    .some((l) => isHeadingElement(l) && STEP_NUMBER.test(l.text) && stepNumber(l.text) === counted + 1);
}

const MAX_REPEAT = 60;

/**
 * The page without a run of lines that repeats the run just before it (two or more lines, the same text in the
 * same kind of block): a layout for small screens and one for large ones, of which the page's style shows one.
 */
export function withoutRepeats(lines: VisibleLine[]): VisibleLine[] {
  const kept: VisibleLine[] = [];
  const same = (a: VisibleLine, b: VisibleLine) => a.text === b.text && a.item === b.item && a.heading === b.heading;
  let i = 0;
  while (i < lines.length) {
    let skip = 0;
    for (let size = 2; size <= MAX_REPEAT && size <= kept.length && i + size <= lines.length; size++) {
      const before = kept.length - size;
      if (!same(kept[before]!, lines[i]!)) continue;
      let n = 1;
      while (n < size && same(kept[before + n]!, lines[i + n]!)) n++;
      if (n === size) {
        skip = size;
        break;
      }
    }
    if (skip > 0) i += skip;
    else kept.push(lines[i++]!);
  }
  return kept;
}
