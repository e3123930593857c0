import { isTag } from 'domhandler';
import {
  NOTE_LEAD,
  STEP_NUMBER,
  isAside,
  isMealWish,
  isSentence,
  isSentenceText,
  isTipName,
  mostlySentences,
} from './line-kinds';
import { isAfterStepsHeading } from './recipe-headings';
import { ofOneKind, within } from './page-elements';
import { stepCount } from './step-markers';
import type { VisibleLine } from './visible-lines';
import type { VisibleStep } from './visible-steps';

// Where the method's list goes on past the end of a list: in another list counting on or beside it, or after a tip;
// and what a tip among the method's lines is.

/** A numbered list whose count goes on from `done` steps (`<ol start="3">` after two), or from any. */
const countsOn = (line: VisibleLine | undefined, done?: number) => {
  const start = line?.item && line.list?.name === 'ol' ? Number(line.list.attribs.start) : NaN;
  return done === undefined ? start > 1 : start === done + 1;
};

/**
 * After a paragraph or two past the method's list (a tip, a caption), its list goes on, counting on, or under the
 * next step's number on a line of its own ("Step 3" over the next list).
 */
export function countedOnAfter(region: VisibleLine[], k: number, done?: number): boolean {
  let n = k;
  let numbered = false;
  for (; n < region.length && n <= k + 2 && !region[n]!.item && region[n]!.heading === 0; n++)
    numbered ||= done !== undefined && STEP_NUMBER.test(region[n]!.text) && stepNumber(region[n]!.text) === done + 1;
  return countsOn(region[n], done) || (numbered && !!region[n]?.item);
}

/** The number of a step's marker on a line of its own ("Step 3", "3."). */
export const stepNumber = (text: string) => Number(/\d{1,2}/u.exec(text)?.[0] ?? 0);

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

/** A tip on a line of its own ("Tip: …", "Note: …") between two lists of the method of one kind, cut around it. */
function tipBetweenLists(
  before: VisibleLine | undefined,
  next: VisibleLine | undefined,
  region: VisibleLine[],
): boolean {
  const list = before?.item ? before.list : null;
  if (!list || !next?.item || next.list === list || next.list?.name !== list.name) return false;
  // (Of the same kind: the same class, or sentences; links are the page going on.)
  const items = region.filter((l) => l.item && l.list === next.list);
  const sameClass = (next.list.attribs.class ?? '') === (list.attribs.class ?? '');
  return !items.some((l) => l.link) && (sameClass || mostlySentences(items.map((l) => l.text)));
}

/**
 * What a tip on a line of its own ("Tip: keep the heat low.", "HINWEIS: …") among the method's lines is (or an
 * aside, a line pointing elsewhere: "RELATED: Our 25 best weeknight dinners", a line all of links; it is passed over
 * where a tip would be, else it ends the method):
 * - `passed` over, the method going on after it: among the lines of one paragraph of steps broken by <br>; between
 *   two lists of the method of one kind ("</ol><p>Tip: …</p><ol>") or before its list counting on (`<ol start="3">`);
 *   between paragraphs of steps counted on across it ("2. …", "3. …") or in blocks of one kind (each part of the
 *   method a <div class="part">);
 * - the `step's` own last line, at the end of its paragraph;
 * - the `last` step, ending the block that holds the method alone from its first step (`first`) on, as the last item
 *   of a list is;
 * - null where it is no tip, or ends the method.
 * One reading for both where the method's region ends and which of its lines are steps.
 */
export function tipInMethod(
  region: VisibleLine[],
  k: number,
  first: VisibleLine['block'] | undefined,
): 'passed' | 'step' | 'last' | null {
  const line = region[k]!;
  const tip = NOTE_LEAD.test(line.text);
  if (line.item || line.heading !== 0) return null;
  const [before, next] = [region[k - 1], region[k + 1]];
  // (Any other line between two lists of the method of one kind is passed over too, a photo's caption, where the
  // next list is steps: sentences, not "More snacks" over "Popcorn".)
  if (!tip && !isAside(line)) {
    const steps = region.filter((l) => l.item && l.list === next?.list).map((l) => l.text);
    return tipBetweenLists(before, next, region) && mostlySentences(steps) ? 'passed' : null;
  }
  const sameBlock = (l: VisibleLine | undefined) => !!l && l.block === line.block && !l.item && l.heading === 0;
  // (Among the lines of a paragraph of steps, with a step after it, not another note; at the end of the paragraph.)
  if (sameBlock(before) && sameBlock(next) && !NOTE_LEAD.test(next!.text)) return 'passed';
  if (tip && sameBlock(before) && !sameBlock(next)) return 'step';
  if (tipBetweenLists(before, next, region)) return 'passed';
  // (The next step's text, past its number in a block of its own: "3" over "Svačinu doplňte…".)
  const step = next && STEP_NUMBER.test(next.text) ? region[k + 2] : next;
  const counts = (a: VisibleLine | undefined, b: VisibleLine | undefined) =>
    !!a && !!b && stepCount(a.text) >= 1 && stepCount(b.text) === stepCount(a.text) + 1;
  // (Or past the next group's name, when the steps count on: "5. …", the tip, "<h4>Formatura</h4>", "6. …".)
  if (next && next.heading > 0 && isSentence(before) && isSentence(region[k + 2]) && counts(before, region[k + 2]))
    return 'passed';
  // (Not before a wish of a good meal: the writer signing off after the last step, "Lasst es euch schmecken!".)
  if (isSentence(before) && isSentence(step) && !isMealWish(step!.text)) {
    const counted = counts(before, step);
    if (counted || ofOneKind(before!.block?.parent, step!.block?.parent)) return 'passed';
    // (An aside or a tip between two steps of one block, too; not a tip before another note: "Option: …" over "Tip:
    // …" after the last step are the method's end.)
    if (before!.block?.parent === step!.block?.parent && !NOTE_LEAD.test(step!.text)) return 'passed';
  }
  if (!tip) return countedOnAfter(region, k) ? 'passed' : null;
  const own = line.block?.parent;
  const ownsMethod = !!own && isTag(own) && first?.parent === own && own.children.find(isTag) === first;
  if (ownsMethod && isSentence(before) && before!.block?.parent === own && !(next && within(next.block, own)))
    return 'last';
  return countedOnAfter(region, k) ? 'passed' : null;
}

/** A step that points to what follows it ("in the order shown below", "ci-dessous"). */
const POINTS_ON = /\b(?:below|ci-dessous|unten|qui sotto|di seguito|abajo|hieronder|nedenfor|nedan|poni[żz]ej)\b/iu;
export const pointsOn = (steps: string[]) => steps.some((text) => POINTS_ON.test(text));

/**
 * Whether a group's name of the method (`label`, the last of the names' heading ranks `ranks`, 7 for a bold line)
 * heads paragraphs of its own after the method's lists ("Assemble" after the lists of "Make the sauce" and "Cook the
 * pasta"): a heading element of the rank of another group's name before it, not a tip's ("Our kitchen tip") nor
 * "Links:" in bold after the steps. Each sentence under it is a step.
 */
export function namesParagraphs(label: string | null, ranks: number[]): boolean {
  const rank = ranks.at(-1) ?? 0;
  const group = rank <= 6 && ranks.filter((r) => r === rank).length >= 2;
  return label !== null && group && !isTipName(label) && !isAfterStepsHeading(label);
}
