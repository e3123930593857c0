import type { VisibleLine } from './visible-lines';
import {
  NOTE_LEAD,
  SENTENCE_END,
  STEP_OF,
  STEP_WORD,
  isAside,
  isHeadingElement,
  isMealWish,
  isSentenceText,
  mostlySentences,
} from './line-kinds';

/**
 * Steps laid out as numbered blocks ("Étape 1 /8" over its text, with lists of what the step uses or the
 * appliance's settings under it): when two or more step numbers each stand over a line of text, each step is
 * the text (not the lists, nor a line pointing elsewhere) between its number and the next. When the lists under
 * the numbers are the steps themselves (sentences), each item is a step, the block's text above its list ("1. Les
 * cuisses de canard") the label of its first step. Null when the steps are not laid out so.
 */
export function numberedSteps(
  region: VisibleLine[],
  isNumber: (text: string) => boolean,
): { text: string; label: string | null }[] | null {
  const starts = region.flatMap((line, k) => (!line.item && isNumber(line.text) ? [k] : []));
  if (starts.length < 2 || starts.some((k) => !region[k + 1] || region[k + 1]!.item)) return null;
  const blocks = starts.map((k, n) => region.slice(k + 1, starts[n + 1] ?? region.length));
  // The last step ends where the page goes on (a tip, a byline): no more lines of text than the longest step before,
  // and not past a wish of a good meal after its text ("Buon appetito!").
  const isText = (line: VisibleLine) => !line.item && line.heading === 0 && !isNumber(line.text);
  const longest = Math.max(...blocks.slice(0, -1).map((block) => block.filter(isText).length));
  const last = blocks.at(-1)!;
  let seen = 0;
  const cut = last.findIndex((line) => isText(line) && (++seen > longest || (seen > 1 && isMealWish(line.text))));
  if (cut >= 0) blocks[blocks.length - 1] = last.slice(0, cut);
  const items = blocks.flat().filter((line) => line.item);
  // (Nor a tip after a step's text: "Imogen's tip: Squeeze a little of the mixture…" in a box under "Step 2".)
  const text = (lines: VisibleLine[]) =>
    lines
      .filter((line) => !line.item && line.heading === 0 && !isNumber(line.text) && !isAside(line))
      .filter((line, n) => n === 0 || !NOTE_LEAD.test(line.text))
      .map((line) => line.text)
      .join(' ');
  // A group's name as a heading at the end of the lines before a number ("Air Fryer Instructions" before "Step 1"
  // again) names the group that step starts.
  const groupName = (lines: VisibleLine[]) => {
    const last = lines.at(-1);
    return last && !last.item && last.heading > 0 && !isNumber(last.text) && !SENTENCE_END.test(last.text)
      ? last.text.replace(/:$/u, '')
      : null;
  };
  const names = blocks.map((_, n) => groupName(n === 0 ? region.slice(0, starts[0]) : blocks[n - 1]!));
  if (!mostlySentences(items.map((line) => line.text)))
    return blocks.map((block, n) => ({ text: text(block), label: names[n]! })).filter((step) => step.text !== '');
  return blocks.flatMap((block, n) => {
    const first = block.findIndex((line) => line.item);
    if (first < 0) return text(block) ? [{ text: text(block), label: names[n]! }] : [];
    const label = text(block.slice(0, first)) || names[n]!;
    return block.filter((line) => line.item).map((line, n) => ({ text: line.text, label: n === 0 ? label : null }));
  });
}

/**
 * A short line that is no sentence, between the method's list and another list of sentences ("Oven
 * Instructions" … "Air Fryer Instructions"), names a group of steps: a label, not the end of the method. (A step
 * may end with what it uses, "Mix well. ¾ cup butter, ¾ cup sugar": its sentences come first.)
 */
export function isGroupName(region: VisibleLine[], k: number, list: VisibleLine['list']): boolean {
  const [line, next] = [region[k]!, region[k + 1]];
  if (line.item || !next?.item || next.list === list || SENTENCE_END.test(line.text)) return false;
  const sentences = /[.!?]\s+\S/u.test(next.text) && next.text.split(' ').length >= 8;
  return line.text.split(' ').length <= 6 && (SENTENCE_END.test(next.text) || sentences);
}

/**
 * A short plain line, a block of its own, over a paragraph of sentences broken by <br> (a group's name where the page
 * types its steps as lines: "Make Cream Frosting" over "In a stand mixer…<br>Taste the cream…").
 */
export function nameOverLines(lines: VisibleLine[], k: number): boolean {
  const [before, line, next, after] = [lines[k - 1], lines[k]!, lines[k + 1], lines[k + 2]];
  return (
    (line.heading === 0 || line.heading === 7) &&
    !SENTENCE_END.test(line.text) &&
    line.text.split(' ').length <= 6 &&
    before?.block !== line.block &&
    !!next &&
    !next.item &&
    next.block !== line.block &&
    after?.block === next.block &&
    SENTENCE_END.test(next.text)
  );
}

const STEP_TITLE = new RegExp(`^${STEP_WORD}\\s*\\d{1,2}${STEP_OF}\\s*[.:)-]?\\s+(\\p{L}.*)$`, 'iu');

/** "Step 1 Coat the tomatoes" over the step's text: the step's title (short, no sentence), else null. */
export function stepTitle(text: string): string | null {
  const titled = STEP_TITLE.exec(text);
  return titled && !SENTENCE_END.test(text) && text.split(' ').length <= 10 ? titled[1]! : null;
}

/** A step's text without the number the page prints before it ("Step 1 Preheat the oven." → "Preheat the oven."). */
const STEP_LEAD = new RegExp(`^${STEP_WORD}\\s*\\d{1,2}${STEP_OF}\\s*[.:)-]?\\s+(?=\\p{Lu})`, 'iu');
export const withoutStepNumber = (text: string) => text.replace(STEP_LEAD, '');

/** A letter of a script written without spaces, after which a step's number needs none ("1.五花肉切块"). */
const CJK = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]';
const COUNTED = new RegExp(
  `^(?:${STEP_WORD}\\s*)?(\\d{1,2})(?:\\uFE0F?\\u20E3\\s*(?=\\S)|\\s*[.):/\\-–]?\\s+(?=\\S)|\\s*[.)、．：:]\\s*(?=${CJK}))`,
  'iu',
);

/**
 * Steps whose numbers the page prints in an element of their own inside each step ("<span>1</span> Cut the
 * tortillas…", read "1 Cut the tortillas…"): when every step starts with its number, counting 1, 2, 3… (each group
 * of steps from 1 again), the numbers are layout and are left out. Other steps are returned as they are.
 */
export function withoutCountedNumbers(texts: string[]): string[] {
  // (A group of steps may count from 1 again: "Oven" 1, 2, 3, then "Air fryer" 1, 2.)
  let last = 0;
  const counted =
    texts.length >= 2 &&
    texts.every((text) => {
      const number = COUNTED.exec(text);
      const n = Number(number?.[1]);
      const next = n === last + 1 || (n === 1 && last >= 2);
      last = n;
      return number !== null && next && text.length > number[0].length;
    });
  return counted ? texts.map((text) => text.replace(COUNTED, '')) : texts;
}

/**
 * One text holding numbered steps one after another ("1. Preheat the oven. 2. Mix the flour. 3. Bake."): the
 * steps, without their numbers, when the text starts with 1 and each next number (2, 3…) starts a sentence (or,
 * three or more, a word with a capital). Null when the text is not written so.
 */
export function splitCountedText(text: string): string[] | null {
  const split = (marker: RegExp, least: number) => {
    const starts: { at: number; length: number }[] = [];
    for (const found of text.matchAll(marker))
      if (Number(found[1]) === starts.length + 1 && (starts.length > 0 || found.index === 0))
        starts.push({ at: found.index, length: found[0].length });
    if (starts.length < least) return null;
    const steps = starts.map((s, n) => text.slice(s.at + s.length, starts[n + 1]?.at ?? text.length).trim());
    return steps.every(Boolean) ? steps : null;
  };
  // Steps written without their stops ("1. Koka pasta 2. Ånga broccolin 3. Mixa…"): three or more numbers, each
  // before a capital.
  return (
    split(/(?:^|(?<=[.!?…)]\s{1,3}))(\d{1,2})\s*[.)]\s+(?=\S)/gu, 2) ??
    split(/(?:^|(?<=\s))(\d{1,2})[.)]\s+(?=\p{Lu})/gu, 3)
  );
}

const COUNT = new RegExp(
  `^(?:${STEP_WORD}\\s*(\\d{1,2})\\s*[.):\\-–]?\\s+\\S|(\\d{1,2})(?:\\s*[.)/\\-–]\\s+\\S|\\s*[.)、．]\\s*${CJK}))`,
  'iu',
);

/** The number a paragraph of a method starts with ("1. Rub the butter…", "2) …", "3- …", "4/ …", "Step 5: …"), else 0. */
export const stepCount = (text: string) => {
  const found = COUNT.exec(text);
  return Number(found?.[1] ?? found?.[2] ?? 0);
};

/** A number before a word ("1- Die Schalotten…"), not before another number ("1 - 2 onions"). */
const WORDS_COUNTED = /^(\d{1,2})\s*[.)/\-–]\s+\p{L}/u;

/** How far on numbered paragraphs of a method are looked for their next number. */
const COUNTED_REACH = 40;

/**
 * Where a method written as numbered paragraphs starts among the lines from `from` to `to`, under no heading of its
 * own: a paragraph counted 1 that is a sentence of words ("1- Die Schalotten schälen…", not "1 - 2 onions"), with
 * one counted 2 after it. Null when none is there.
 */
export function countedStart(lines: VisibleLine[], from: number, to: number): number | null {
  const counted = (line: VisibleLine, n: number) =>
    !line.item &&
    line.heading === 0 &&
    Number(WORDS_COUNTED.exec(line.text)?.[1]) === n &&
    line.text.split(' ').length >= 4;
  for (let k = from; k < to; k++) {
    if (!counted(lines[k]!, 1)) continue;
    const reach = lines.slice(k + 1, Math.min(lines.length, k + COUNTED_REACH));
    return reach.some((line) => counted(line, 2)) ? k : null;
  }
  return null;
}

/** A heading written as a sentence, or counted and of three words or more ("2. Ånga broccolin tills den är mjuk"). */
export const isSentenceHeading = (line: VisibleLine | undefined) =>
  isHeadingElement(line) &&
  !line!.item &&
  (isSentenceText(line!.text) || (stepCount(line!.text) > 0 && line!.text.split(' ').length >= 4));

/** Such headings, two or more in a row: steps, not steps' titles. */
export const isHeadingStep = (region: VisibleLine[], k: number) =>
  isSentenceHeading(region[k]) && (isSentenceHeading(region[k - 1]) || isSentenceHeading(region[k + 1]));

/** The number of a heading that titles a step ("2. Let it rise", "Step 3 Bake"): short, no sentence; else 0. */
export const countedTitle = (line: VisibleLine) =>
  !line.item && line.heading > 0 && !SENTENCE_END.test(line.text) && line.text.split(' ').length <= 10
    ? stepCount(line.text)
    : 0;

/** How many steps, counted 1, 2, 3… from the first, there are: all of them, else 0. */
export const countedRun = (steps: { text: string }[]) =>
  steps.every((s, n) => stepCount(s.text) === n + 1) ? steps.length : 0;

/** Whether a line from `k` on starts with the number `next`. */
export const countedFrom = (region: VisibleLine[], k: number, next: number) =>
  region.slice(k).some((l) => stepCount(l.text) === next);
