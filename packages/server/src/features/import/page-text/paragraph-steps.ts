import { type ParentNode, isTag } from 'domhandler';
import { charactersBefore } from './bounded-text';
import { DomUtils } from 'htmlparser2';
import { SENTENCE_END, isMealWish, isSentence, isStoryLine } from './line-kinds';
import { commonAncestor, ofOneKind, within } from './page-elements';
import type { VisibleLine } from './visible-lines';

// How a method written as paragraphs goes on past a line that is no plain step: short lines without their stops,
// a group's name opening a block of its own, the method's last short line. (visible-steps.ts reads the steps.)

/** The element holding a line's block. */
export const parentOf = (line: VisibleLine): ParentNode | null => line.block?.parent ?? null;

/**
 * A line in a block beside the one holding the steps and of its kind (the same element and class: a page's editor
 * puts each few paragraphs of a method in a group of its own): the method going on, not a line outside it.
 */
export function besideOfKind(line: VisibleLine, shared: ParentNode): boolean {
  const own = parentOf(line);
  return !!own && own.parent === shared.parent && ofOneKind(own, shared);
}

/** More text than a method's heading before its first step: the post's story or its ingredients' lines. */
const MORE_BEFORE = 150;

/**
 * Whether the block holding a method written as paragraphs holds more than the method (`first`, its first step's
 * text): a list (the ingredients) or the lines of the story and ingredients before it. That is the post's own flow,
 * where the writer goes on after the method ("Bon appétit !"), not a card's block of steps alone.
 */
const holdsMore = (holder: ParentNode, first: string): boolean =>
  DomUtils.findOne((e) => e.name === 'ul' || e.name === 'ol', holder.children, true) !== null ||
  (isTag(holder) && charactersBefore(holder, first, MORE_BEFORE) >= MORE_BEFORE);

/**
 * Whether a paragraph after `count` steps (the first `firstStep`, written as list items where `listed`, in the blocks
 * from `first` to `last`) is the page going on, not another step:
 * - a short question, the page asking ("Need to start again?", "Did you make this recipe?"), or a paragraph that opens
 *   with a long one ("Haben Sie auch ein Familienrezept, das Sie … teilen möchten? Schicken Sie es…");
 * - a wish of a good meal outside the block that holds the steps, the cook signing off ("Guten Appetit!"), or after
 *   paragraph steps in the flow of a post that lists the ingredients too ("Bon appétit !"): a method that holds it
 *   keeps it (an item, a line of its steps' paragraph, a paragraph beside them: "Enjoy!" as a card's last step);
 * - the writer's story going on after three steps or more written as paragraphs ("That summer we ate them on the back
 *   steps…"): a paragraph that starts with the writer, not a cook's verb.
 */
export function pageGoesOn(
  line: VisibleLine,
  count: number,
  firstStep: string,
  listed: boolean,
  [first, last]: [VisibleLine['block'], VisibleLine['block']],
): boolean {
  const { text } = line;
  const asks = (/\?$/u.test(text) && text.split(' ').length <= 8) || /^[^.!?]{40,}\?\s+\S/u.test(text);
  if (count >= 2 && asks) return true;
  if (isMealWish(text)) {
    const holder = commonAncestor(first, last);
    if (!within(line.block, holder) || (!listed && holder !== null && holdsMore(holder, firstStep))) return true;
  }
  return !listed && count >= 3 && line.block !== last && isStoryLine(text);
}

const SHORT_RUN = 3;

/**
 * After the short line `k` that is no sentence, and at most two more such lines, a sentence, all in the block that
 * holds the line before `k`: steps without their stops between steps with them ("Add the beans", "Simmer for an
 * hour", then "Serve with rice.").
 */
export function sentenceAfterShort(region: VisibleLine[], k: number): boolean {
  const parent = parentOf(region[k - 1]!);
  for (let n = k; n < region.length && n <= k + SHORT_RUN; n++) {
    const line = region[n]!;
    if (line.item || line.heading !== 0 || parentOf(line) !== parent) return false;
    if (n > k && SENTENCE_END.test(line.text)) return true;
    if (SENTENCE_END.test(line.text) || line.text.split(' ').length >= 8) return false;
  }
  return false;
}

/** A line of the paragraph's kind: not in a list, no heading, no link. */
const plain = (line: VisibleLine | undefined): line is VisibleLine =>
  !!line && !line.item && line.heading === 0 && !line.link;

/**
 * A short line without its stop between two steps of one block, each long or a sentence ("Beat the eggs until pale,
 * about 5 minutes", "Fold in the flour", "Bake for 40 minutes."): a step as an author types it, not the method's end.
 */
export function shortBetweenSteps(region: VisibleLine[], k: number): boolean {
  const [before, line, next] = [region[k - 1], region[k]!, region[k + 1]];
  const steplike = (l: VisibleLine) => SENTENCE_END.test(l.text) || l.text.split(' ').length >= 8;
  // (A step's words: three or more, no number, in a block of the steps' kind; not a card's "Total Time 35 m".)
  const words = line.text.split(' ').length;
  return (
    plain(before) &&
    plain(line) &&
    plain(next) &&
    words >= 3 &&
    !/\d/u.test(line.text) &&
    line.block?.name === before.block?.name &&
    next.block?.name === line.block?.name &&
    parentOf(before) === parentOf(line) &&
    parentOf(next) === parentOf(line) &&
    steplike(before) &&
    steplike(next)
  );
}

/**
 * A short plain line without its stop that opens a block beside the one holding the steps so far, and of its kind,
 * over a sentence in that block: the name of the method's next group ("For the Filling", "Assembly", each group of
 * steps a <div> of its own).
 */
export function opensGroup(region: VisibleLine[], k: number, shared: ParentNode | null): boolean {
  const [line, next] = [region[k]!, region[k + 1]];
  if (!plain(line) || SENTENCE_END.test(line.text) || line.text.split(' ').length > 6) return false;
  const own = parentOf(line);
  if (!own || !isSentence(next) || parentOf(next!) !== own || region[k - 1]?.block?.parent === own) return false;
  // (The first group's name: the next group's block, after its own, is beside it and of its kind.)
  const after = region.slice(k + 1).find((l) => parentOf(l) !== own);
  if (!shared) return !!after && besideOfKind(after, own);
  return !within(line.block, shared) && besideOfKind(line, shared);
}

/** An author's sign-off ("Love, Anna", "Cheers, Tom!", "xo Jane"): no step. */
const SIGN_OFF = /^(?:\p{L}+,?\s+\p{Lu}[\p{L}'’.-]*|xo+,?\s.*)!?$/u;

/**
 * The method's last line, short and without its stop, in the block of the step before it, which is a sentence
 * ("Serve hot" over the card's notes): the last step, not a line after the method (unless it is all links: tags).
 */
export function lastShortStep(region: VisibleLine[], k: number): boolean {
  const line = region[k]!;
  return (
    k === region.length - 1 &&
    isSentence(region[k - 1]) &&
    parentOf(line) === parentOf(region[k - 1]!) &&
    !line.text.endsWith(':') &&
    !line.link &&
    !SIGN_OFF.test(line.text)
  );
}
