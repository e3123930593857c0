import type { ChildNode } from 'domhandler';
import type { VisibleLine } from './visible-lines';
import { visibleLines } from './visible-lines';

/** Letters and digits only, lower-cased: how text is compared whatever its markup, spaces and punctuation. */
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The steps of a structured recipe whose instructions are one text holding the method (perhaps with the story
 * and tips of the article around it) when the page shows the method as a list: the items of the longest list of the page (two or
 * more) that the text holds, in order. Null when no list of the page is inside the text.
 */
export function listInsideText(document: { children: ChildNode[] }, text: string): string[] | null {
  const whole = letters(text);
  const lists = new Map<VisibleLine['list'], string[]>();
  for (const line of visibleLines(document))
    if (line.item && line.heading === 0) lists.set(line.list, [...(lists.get(line.list) ?? []), line.text]);
  let best: string[] | null = null;
  for (const items of lists.values()) {
    if (items.length < 2 || (best && items.length <= best.length)) continue;
    let at = 0;
    const inside = items.every((item) => {
      const found = letters(item) === '' ? -1 : whole.indexOf(letters(item), at);
      at = found + 1;
      return found >= 0;
    });
    // The list is the text, or part of it (the rest is the story around it).
    if (inside && letters(items.join('')).length <= whole.length) best = items;
  }
  return best;
}
