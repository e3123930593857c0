import { SENTENCE_END, namesGroup } from './line-kinds';
import { isIngredientsHeading, isPartHeading } from './recipe-headings';
import type { VisibleLine } from './visible-lines';

/** How far above the ingredients heading the post's name is looked for. */
const REACH = 15;

/** The lead of a post's section heading, not a name: "Why you'll love it", "How to serve", "Tips for…". */
const SECTION_LEAD = /^(?:why|how|what|when|tips?|notes?|more|about)\b/iu;

/**
 * The post's name over its recipe, for a page that names only its site (its <title> and its <h1> are the blog's
 * name): the nearest short heading below the <h1> ("<h3>Lemon Drizzle Cake</h3>") or bold line ("<p><b>Lemon
 * Drizzle Cake</b></p>") above the first ingredients heading, with no list or <h1> between. Null without one.
 */
export function postTitleOverRecipe(lines: VisibleLine[]): string | null {
  const at = lines.findIndex((l) => !l.item && isIngredientsHeading(l.text));
  for (let k = at - 1; k >= 0 && k >= at - REACH; k--) {
    const line = lines[k]!;
    if (line.item || line.heading === 1) return null;
    if (line.heading < 2 || line.link) continue;
    const { text } = line;
    const part = isPartHeading(text) || namesGroup(text);
    const shaped = text.split(' ').length <= 8 && !SENTENCE_END.test(text) && !/[:\d]/u.test(text);
    if (!part && shaped && !SECTION_LEAD.test(text)) return text;
  }
  return null;
}
