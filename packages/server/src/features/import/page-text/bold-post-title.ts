import { SENTENCE_END, isHeadingElement, namesGroup } from './line-kinds';
import { isAfterStepsHeading, isIngredientsHeading, isStepsHeading } from './recipe-headings';
import type { VisibleLine } from './visible-lines';

/** How far above the ingredients heading the post's name is looked for. */
const REACH = 15;

/**
 * The post's name written as a bold line over its recipe ("<p><b>Apple Pie</b></p>"), for a page that names only its
 * site (its <title> and its <h1> are the blog's name): the nearest short bold line above the first ingredients
 * heading, with no list or heading element between. Null without one.
 */
export function boldPostTitle(lines: VisibleLine[]): string | null {
  const at = lines.findIndex((l) => !l.item && isIngredientsHeading(l.text));
  for (let k = at - 1; k >= 0 && k >= at - REACH; k--) {
    const line = lines[k]!;
    if (line.item || isHeadingElement(line)) return null;
    if (line.heading !== 7 || line.link) continue;
    const { text } = line;
    const part = isIngredientsHeading(text) || isStepsHeading(text) || isAfterStepsHeading(text) || namesGroup(text);
    if (!part && text.split(' ').length <= 8 && !SENTENCE_END.test(text) && !/[:\d]/u.test(text)) return text;
  }
  return null;
}
