import type { Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { charactersUpTo, textUpTo } from './bounded-text';

// Headings the markup names: a block its class or role says is one, and heading elements read as one title.

/**
 * A block the page names as a heading without a heading element: role="heading", or a class that says so
 * ("recipe__list-subheading", "ingredient-group-title") on a short block, as a group name in a list item is.
 */
const HEADING_CLASS = /(?:^|[-_\s])(?:sub)?(?:heading|header|title)(?:$|[-_\s])|group-?name|group-?head/i;
export const namedHeading = (element: Element) => {
  const role = element.attribs.role === 'heading';
  // Only such an element's text is read, and no more of it than is needed: on a page whose tags are never
  // closed, an element holds the rest of the page, and reading all of it for each would take seconds.
  // (Never the page's <body>, whose classes name its template's parts: GeneratePress' "header-aligned-left",
  // Hatena's "header-image-enable", Weebly's "no-header-page".)
  if (element.name === 'body' || (!role && !HEADING_CLASS.test(element.attribs.class ?? ''))) return false;
  const text = textUpTo(element, 151).trim();
  // A number alone is an amount the page styles as a title ("recipe-ingredients__amount …-title"), not a heading.
  if (/^[\d½¼¾⅓⅔⅛.,/\s-]*$/u.test(text)) return false;
  return role || text.length <= 150;
};

/** A block with text of its item after it (20 letters or more): a title over the item's text. */
export function titleOverText(block: Element, entry: Element): boolean {
  const own = charactersUpTo(block, Infinity);
  return charactersUpTo(entry, own + 20) - own >= 20;
}

/**
 * A heading element a browser shows as one title however its text is broken ("<h1>Lemon cake<br>with berries</h1>",
 * a kicker in a <div> of its own): a short one with no list or heading inside (not one a page left unclosed).
 */
export const shortHeading = (heading: Element) =>
  charactersUpTo(heading, MAX_HEADING + 1) <= MAX_HEADING &&
  !DomUtils.findOne((e) => /^(?:ul|ol|h[1-6])$/.test(e.name), heading.children, true);
export const MAX_HEADING = 150;
