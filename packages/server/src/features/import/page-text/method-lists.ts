import { NOTE_LEAD, isSentenceText, mostlySentences } from './line-kinds';
import type { VisibleLine } from './visible-lines';
import type { VisibleStep } from './visible-steps';

// Where the method's list goes on past the end of a list: in another list counting on or beside it, or after a tip.

/** A numbered list whose count goes on from `done` steps (`<ol start="3">` after two). */
const countsOn = (line: VisibleLine | undefined, done: number) =>
  !!line?.item && line.list?.name === 'ol' && Number(line.list.attribs.start) === done + 1;

/** After a paragraph or two past the method's list (a tip, a caption), its list goes on, counting on. */
export function countedOnAfter(region: VisibleLine[], k: number, done: number): boolean {
  let n = k;
  while (n < region.length && n <= k + 2 && !region[n]!.item && region[n]!.heading === 0) n++;
  return countsOn(region[n], done);
}

/**
 * The method's list going on in another list, as a page cuts it with a photo after each step or lays it out in
 * columns: the new list counts on from the steps (`<ol start="3">`), or it follows the last step with no line
 * between, and its items, as all the steps before, are sentences (tags and links are not) or it is a list of the
 * same kind with no links.
 */
export function listGoesOn(region: VisibleLine[], k: number, steps: VisibleStep[]): boolean {
  if (countsOn(region[k], steps.length)) return true;
  const sentence = isSentenceText;
  const next = region.filter((l) => l.item && l.list === region[k]!.list);
  const before = region[k - 1];
  if (!before?.item) return false;
  // (Or a list of the same kind straight after it, a column beside it: no links, and headings in its items only where
  // the list before has them too, "Step 3" over a step's text as "Step 1" was.)
  const headed = (items: VisibleLine[]) => items.some((l) => l.heading > 0);
  const column =
    before.list?.name === region[k]!.list?.name &&
    next.every((l) => !l.link) &&
    (!headed(next) || headed(region.filter((l) => l.item && l.list === before.list)));
  return column || (steps.every((s) => sentence(s.text)) && next.every((l) => sentence(l.text) && l.heading === 0));
}

/**
 * A tip on a line of its own ("Tip: …", "Note: …") straight after a list of the method, with another list of the same
 * kind straight after it.
 */
export function tipBetweenLists(region: VisibleLine[], k: number, list: NonNullable<VisibleLine['list']>): boolean {
  const [line, next] = [region[k]!, region[k + 1]];
  if (line.heading !== 0 || !NOTE_LEAD.test(line.text) || !region[k - 1]?.item || !next?.item) return false;
  if (next.list === list || next.list?.name !== list.name) return false;
  // (Of the same kind: the same class, or sentences; links are the page going on.)
  const items = region.filter((l) => l.item && l.list === next.list);
  const sameClass = (next.list.attribs.class ?? '') === (list.attribs.class ?? '');
  return !items.some((l) => l.link) && (sameClass || mostlySentences(items.map((l) => l.text)));
}
