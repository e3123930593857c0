import { NOTE_LEAD, STEP_NUMBER, isLabel, isSentence, isSentenceText, startsWithAmount } from './line-kinds';
import type { VisibleLine } from './visible-lines';

// What the region under a method heading holds that is no step: the lists after a method written as paragraphs,
// the lists of what each step uses, the label of a control every step shows.

/**
 * The method written as paragraphs before any list (the lists further down are comments or other recipes):
 * the paragraphs alone, up to the first list. The region as it is otherwise.
 */
export function paragraphsFirst(region: VisibleLine[]): VisibleLine[] {
  const first = region.findIndex((l) => l.item);
  if (first < 0) return region;
  const before = region.slice(0, first).filter((l) => l.heading === 0);
  return before.length >= 2 && before.filter(isSentence).length >= before.length / 2 ? region.slice(0, first) : region;
}

/**
 * Steps written as sentences, each over a list of what it uses ("Wash the vegetables." over "0.25 cucumber",
 * "0.25 red pepper"): the lists are no steps. The region without them when its lists are lines with amounts, none
 * a sentence, and two or more sentences stand outside them (each then a step, though the page styles it as the
 * title over its list); else as it is.
 */
export function withoutUsedLists(region: VisibleLine[]): VisibleLine[] {
  const items = region.filter((l) => l.item);
  const sentence = (l: VisibleLine) => isSentenceText(l.text);
  const used =
    items.length >= 2 &&
    !items.some(sentence) &&
    items.filter((l) => startsWithAmount(l.text)).length >= (2 * items.length) / 3 &&
    region.filter((l) => !l.item && sentence(l)).length >= 2;
  if (!used) return region;
  // A sentence the page styles as the title over its list is the step itself.
  return region.filter((l) => !l.item).map((l) => (sentence(l) ? { ...l, heading: 0, named: false } : l));
}

const REPEATS = 3;

/**
 * The region without the label of a control each step shows ("Hotové", "Done", "Mark complete" by every step of a
 * cooking mode): a short line, no sentence and no number, three times or more with the same text.
 */
export function withoutStepControls(lines: VisibleLine[]): VisibleLine[] {
  const control = (l: VisibleLine) =>
    l.heading === 0 && l.text.split(' ').length <= 3 && !/[\d.!?:]/u.test(l.text) && !STEP_NUMBER.test(l.text);
  const counts = new Map<string, number>();
  for (const l of lines) if (control(l)) counts.set(l.text, (counts.get(l.text) ?? 0) + 1);
  return lines.filter((l) => !control(l) || counts.get(l.text)! < REPEATS);
}

/**
 * The method's lines with a tip box between its steps read as one tip: a title naming a tip ("Top tip", "Cook's
 * note", "Astuce") over one line of its text in the same box is that line after the title as a lead-in ("Top tip:
 * Use eggs at room temperature."), which a method passes over as any tip.
 */
export function withTipTitles(lines: VisibleLine[]): VisibleLine[] {
  const merged: VisibleLine[] = [];
  for (let k = 0; k < lines.length; k++) {
    const [line, text, after] = [lines[k]!, lines[k + 1], lines[k + 2]];
    const box = line.block?.parent;
    const tipTitle =
      !line.item &&
      isLabel(line) &&
      !!box &&
      text !== undefined &&
      !text.item &&
      text.heading === 0 &&
      text.block?.parent === box &&
      after?.block?.parent !== box &&
      NOTE_LEAD.test(`${line.text.replace(/:$/u, '')}: ${text.text}`);
    if (!tipTitle) {
      merged.push(line);
      continue;
    }
    merged.push({ ...text, text: `${line.text.replace(/:$/u, '')}: ${text.text}` });
    k++;
  }
  return merged;
}
