import { NOTE_LEAD, isHeadingElement, isLabel, mostlySentences, namesGroup } from './line-kinds';
import { within } from './page-elements';
import { isAfterStepsHeading, isIngredientsHeading, isPageGoingOnHeading, isStepsHeading } from './recipe-headings';
import type { VisibleLine } from './visible-lines';

/**
 * Where the list at `k` ends with each list after it, straight after it (a column beside it) or under a group's name
 * ("For the filling:", "Frosting", a bold line), that holds the same kind of lines (sentences, or not): a recipe in
 * parts is one run of lists, read as a whole and not by its first part alone.
 */
export function groupedListsEnd(lines: VisibleLine[], k: number): number {
  const listAt = (n: number) => {
    let end = n;
    while (end < lines.length && lines[end]!.item && lines[end]!.list === lines[n]!.list) end++;
    return { end, sentences: mostlySentences(lines.slice(n, end).map((l) => l.text)) };
  };
  if (!lines[k]?.item) return k;
  const first = listAt(k);
  let n = first.end;
  for (;;) {
    const name = lines[n];
    // Another list straight after it, in a column of its own beside it (not one inside the other: a list in an item).
    if (name?.item) {
      const next = listAt(n);
      const nested = within(name.list, lines[n - 1]!.list) || within(lines[n - 1]!.list, name.list);
      if (next.sentences !== first.sentences || nested) return n;
      n = next.end;
      continue;
    }
    // (A heading element names a group only in a group's words: any other may start the page's next part.)
    if (!name || !lines[n + 1]?.item || isStepsHeading(name.text) || isIngredientsHeading(name.text)) return n;
    const groupWords = namesGroup(name.text);
    const element = isHeadingElement(name);
    const next = listAt(n + 1);
    // (Or a tip between two parts of one list, "Tip: keep the heat low.", the next list of the first's element.)
    const tip = name.heading === 0 && NOTE_LEAD.test(name.text) && lines[n + 1]!.list?.name === lines[k]!.list?.name;
    if (tip) {
      n = next.end;
      continue;
    }
    // (Or, between lists of sentences, a heading of the rank of the group's name over the first list, not of the
    // method's heading, nor one of what follows a method: "Prepare the Dough", then "Prepare the Glaze".)
    const over = lines[k - 1];
    const groupRank =
      element &&
      first.sentences &&
      !!over &&
      !over.item &&
      over.heading === name.heading &&
      !isStepsHeading(over.text) &&
      !isAfterStepsHeading(name.text) &&
      !isPageGoingOnHeading(name.text);
    if (!(groupWords || groupRank || (!element && isLabel(name))) || next.sentences !== first.sentences) return n;
    n = next.end;
  }
}
