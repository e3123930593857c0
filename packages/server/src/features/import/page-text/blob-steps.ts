import type { VisibleLine } from './visible-lines';
import { letters } from './page-elements';

/** A list of the page whose items the text holds in order: the items, and where the first and the last start. */
interface ListInside {
  items: string[];
  from: number;
  to: number;
}

/** Where in `whole` the items are, in order; null when one is not there. */
function inside(items: string[], whole: string): ListInside | null {
  let at = 0;
  let from = -1;
  for (const item of items) {
    const found = letters(item) === '' ? -1 : whole.indexOf(letters(item), at);
    if (found < 0) return null;
    if (from < 0) from = found;
    at = found + 1;
  }
  return { items, from, to: at - 1 };
}

/**
 * The steps of a structured recipe whose instructions are one text holding the method (perhaps with the story
 * and tips of the article around it) when the page shows the method as lists: the items of the lists of the page
 * that the text holds, in order, one list after another as the text has them (a method in groups, each group a
 * list: "To make the sauce:" over the second), the longest such run of two items or more. Null when no list of
 * the page is inside the text.
 */
export function listInsideText(shown: VisibleLine[], text: string): string[] | null {
  const whole = letters(text);
  const lists = new Map<VisibleLine['list'], string[]>();
  let entry: VisibleLine['entry'] = null;
  for (const [k, line] of shown.entries()) {
    // (Not a list of links: other recipes the article names, which its text may hold too; nor a group's name, in
    // bold, unless it is the title over its item's text.)
    const title = line.heading === 7 && line.entry !== null && shown[k + 1]?.entry === line.entry;
    if (!line.item || line.link || (line.heading !== 0 && !title)) continue;
    const items = lists.get(line.list) ?? [];
    // The paragraphs of one item are one step ("Assemble the soup:" in bold over its text).
    if (line.entry !== null && line.entry === entry && items.length > 0) items[items.length - 1] += ` ${line.text}`;
    else items.push(line.text);
    lists.set(line.list, items);
    entry = line.entry;
  }
  let best: string[] = [];
  let run: ListInside | null = null;
  for (const items of lists.values()) {
    const found = inside(items, whole);
    if (!found) continue;
    // The list goes on the run where the text has it after the run's last item; else it starts a run of its own
    // (the method shown again, for print).
    run = run && found.from > run.to ? { items: [...run.items, ...found.items], from: run.from, to: found.to } : found;
    if (run.items.length > best.length && letters(run.items.join('')).length <= whole.length) best = run.items;
  }
  return best.length >= 2 ? best : null;
}
