import { isAfterStepsHeading, isIngredientsHeading, isStepsHeading, isTagsLine } from './recipe-headings';
import type { VisibleLine } from './visible-lines';

/** How far below its heading a method is looked for. */
export const MAX_STEP_LINES = 80;

/**
 * Where the ingredients under line `start` end: at `end`, or before a line naming what follows a recipe ("Related",
 * "You may also like"), whatever its markup.
 */
export function ingredientsEnd(lines: VisibleLine[], start: number, end: number): number {
  for (let k = start + 1; k < end; k++) {
    const line = lines[k]!;
    if (!line.item && isAfterStepsHeading(line.text)) return k;
  }
  return end;
}

/** Where the steps end: notes, nutrition or comments, the next recipe, or a heading above the method's own. */
export function stepsEnd(lines: VisibleLine[], start: number): number {
  const level = lines[start]!.heading;
  // Headings straight under the method's ("Preparazione" over "Come fare le lasagne") name it again: the
  // method's text starts after them.
  let text = false;
  for (let k = start + 1; k < lines.length && k <= start + MAX_STEP_LINES; k++) {
    const line = lines[k]!;
    if (isTagsLine(line.text)) return k;
    if (line.item) {
      text = true;
      continue;
    }
    const heading = line.heading >= 1 && line.heading <= 6;
    // A method heading ranked under the method's own ("Preparation" under "Instructions") names a part of it.
    const part = heading && level >= 1 && level <= 6 && line.heading > level && isStepsHeading(line.text);
    if (!part && (isAfterStepsHeading(line.text) || isIngredientsHeading(line.text) || isStepsHeading(line.text)))
      return k;
    if (heading && text && level >= 1 && level <= 6 && line.heading <= level) return k;
    if (!heading) text = true;
  }
  return Math.min(lines.length, start + MAX_STEP_LINES + 1);
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
