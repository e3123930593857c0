import { type ChildNode, type Element, type ParentNode, isTag } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { textUpTo } from './bounded-text';
import { isHiddenByClass } from './hidden-classes';
import { WORD_BREAK_MARKS } from '@potluck/api/domain';

// What a page's elements are to a reader: hidden, a control, the site's brand, a tab; and text as a reader sees it.

/** Whether `node` is `container` or inside it. */
export function within(node: ParentNode | null, container: ParentNode | null): boolean {
  for (let n: ParentNode | null = node; n && container; n = n.parent) if (n === container) return true;
  return false;
}

/** The innermost element holding both (each step a block of its own in a wrapper of its own, side by side). */
export function commonAncestor(a: ParentNode | null, b: ParentNode | null): ParentNode | null {
  for (let n: ParentNode | null = a; n; n = n.parent) if (within(b, n)) return n;
  return null;
}

/** Two elements of one kind: other elements, of the same tag and class (the blocks a page's editor repeats). */
export function ofOneKind(a: ParentNode | null | undefined, b: ParentNode | null | undefined): boolean {
  return (
    !!a &&
    !!b &&
    a !== b &&
    isTag(a) &&
    isTag(b) &&
    a.name === b.name &&
    (a.attribs.class ?? '') === (b.attribs.class ?? '')
  );
}

const KEEPS_BREAKS = /white-space\s*:\s*(?:pre|pre-wrap|pre-line|break-spaces)\s*(?:;|!|$)/i;

/**
 * The classes a page's own stylesheets keep line breaks in ("._body{white-space:pre-line}"): the last part of each
 * selector that is a class alone ("div.recipe-text", ".card .recipe-text").
 */
export function lineBreakClasses(root: { children: ChildNode[] }): Set<string> {
  const classes = new Set<string>();
  for (const style of DomUtils.findAll((e) => e.name === 'style', root.children)) {
    for (const [, selectors, rules] of DomUtils.textContent(style).matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      if (!KEEPS_BREAKS.test(`${rules};`)) continue;
      for (const selector of selectors!.split(',')) {
        const last = /(?:^|[\s>+~])[a-z]*\.([\w-]+)\s*$/i.exec(selector.trim());
        if (last) classes.add(last[1]!);
      }
    }
  }
  return classes;
}

/**
 * An element whose text a browser breaks where its source breaks: a <pre>, or one styled so (white-space: pre,
 * pre-wrap, pre-line or break-spaces, in its style, by Tailwind's "whitespace-pre-line" or by a class of the page's
 * own stylesheets: `classes`), as a site shows a recipe typed into a box.
 */
export function keepsLineBreaks(element: Element, classes: Set<string>): boolean {
  if (element.name === 'pre' || KEEPS_BREAKS.test(`${element.attribs.style ?? ''};`)) return true;
  const names = (element.attribs.class ?? '').split(/\s+/);
  return names.some((c) => classes.has(c) || /^white-?space-(?:pre|pre-wrap|pre-line|break-spaces)$/i.test(c));
}

/**
 * Elements a browser lays out inside a line of text (HTML's phrasing elements): "Worcester<wbr>shire", a word kept
 * whole in <nobr>, the base of a <ruby>.
 */
export const INLINE = new Set([
  ...'span a b i em strong small sup sub abbr time label font u mark data bdi cite q img'.split(' '),
  ...'wbr nobr s strike del ins big tt var kbd dfn samp bdo ruby rb output picture source'.split(' '),
]);

/** Never seen as text, or not part of what a reader reads as the page. */
export const HIDDEN = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'button',
  'select',
  'option',
  'textarea',
  'input',
  'head',
  'title',
  'meta',
  'link',
  'nav',
  'footer',
  'dialog',
  'figcaption',
  // (A <ruby>'s reading over its word, printed small: the word is what a reader reads.)
  'rt',
  'rp',
]);
/** Landmarks and popups named by their role, as <nav>, <footer> and <dialog> are: no part of the recipe. */
const HIDDEN_ROLES = new Set(['navigation', 'contentinfo', 'dialog', 'alertdialog', 'search', 'menu', 'menubar']);

export function isHiddenElement(element: Element, scripted = false): boolean {
  const { attribs } = element;
  // (As an inline style, aria-hidden is one a page's scripts take away: a consent box's puts it on the whole page
  // behind it while it is open.)
  if (attribs.hidden !== undefined || (!scripted && attribs['aria-hidden'] === 'true')) return true;
  if (HIDDEN.has(element.name)) return isHiddenKind(element);
  if (HIDDEN_ROLES.has(attribs.role ?? '') || isControl(element)) return true;
  const style = (attribs.style ?? '').replace(/\s+/g, '').toLowerCase();
  if (!scripted && (style.includes('display:none') || style.includes('visibility:hidden'))) return true;
  if (COMMENTS.test(attribs.id ?? '') || COMMENTS.test(attribs.class ?? '')) return true;
  return isHiddenByClass(element);
}

/** The elements under `nodes` that are shown and pass `test`, in page order (not looking inside one found). */
export function shownElements(
  nodes: ChildNode[],
  test: (e: Element) => boolean,
  scripted = false,
  found: Element[] = [],
): Element[] {
  for (const node of nodes) {
    if (!isTag(node) || isHiddenElement(node, scripted)) continue;
    if (test(node)) found.push(node);
    else shownElements(node.children, test, scripted, found);
  }
  return found;
}

/**
 * A control drawn as a link or a block ("<a class="btn btn-shopping">Add to shopping list</a>", role="button"), as
 * a <button> is: what the reader can do with the page, not what it says.
 */
const CONTROL_CLASS = /(?:^|\s)(?:(?:btn|button)(?:-[\w-]+)?|wp-block-button__link)(?:$|\s)/i;
/**
 * A control's words, in the page's language: a shop's button beside a row ("<a class="ingre-item__buy">구매</a>": buy,
 * add to cart) or a servings control's link ("<a href="#" class="gz-calc-portions">Modifica dosi</a>").
 */
const CONTROL_WORDS =
  /^(?:buy(?: now)?|shop(?: now)?|add to (?:cart|basket|bag)|(?:jetzt )?kaufen|in den warenkorb|acheter|ajouter au panier|comprar|añadir al carrito|acquista|aggiungi al carrello|kopen|bestellen|kup|kupić|купить|в корзину|satın al|sepete ekle|구매(?:하기)?|장바구니|購入(?:する)?|カートに入れる|购买|加入购物车|ซื้อ|beli|modifica dosi|(?:change|adjust) servings|portionen (?:ändern|anpassen)|modifier les portions|cambiar raciones|alterar porções|porties aanpassen)$/iu;
const isControl = (element: Element) =>
  (element.attribs.role === 'button' && !inListItem(element)) ||
  (element.name === 'a' && CONTROL_CLASS.test(element.attribs.class ?? '')) ||
  ((element.name === 'a' || element.name === 'button') && CONTROL_WORDS.test(textUpTo(element, 40).trim()));

/**
 * An element never seen as text by its kind (HIDDEN), but a button that is words of its sentence or a component's
 * content rendered in place.
 */
export const isHiddenKind = (element: Element) =>
  HIDDEN.has(element.name) && !isControlInText(element) && !isShadowRoot(element) && !isChosenCount(element);

/**
 * The chosen button of a servings switch ("<button role="radio" aria-checked="true">2 personnes</button>" beside
 * "3 personnes" and "4 personnes"): what the page shows the recipe for, read as its line. The others are controls.
 */
function isChosenCount(element: Element): boolean {
  const { attribs } = element;
  const chosen = ['aria-checked', 'aria-pressed', 'aria-selected'].some((name) => attribs[name] === 'true');
  return element.name === 'button' && chosen && /^\d{1,3}\s+\p{L}+\.?$/u.test(textUpTo(element, 30).trim());
}

/** A component's content the page renders in place (declarative shadow DOM: <template shadowrootmode="open">). */
export const isShadowRoot = (element: Element) =>
  element.name === 'template' &&
  (element.attribs.shadowrootmode !== undefined || element.attribs.shadowroot !== undefined);

/**
 * A button that is words of the sentence around it: a step's timer ("Rest for <button>10 minutes</button>."), an
 * amount the page converts on a click. Its text holds a number and a word (not a rating's "5" nor a scale's "2x"),
 * and the block it stands in has text of its own beside it.
 */
export function isControlInText(element: Element): boolean {
  if (element.name !== 'button') return false;
  const text = textUpTo(element, 60).trim();
  if (text.length > 40 || !/\d/u.test(text) || !/\p{L}/u.test(text) || /^\d+(?:[.,]\d+)?\s*[x×]$/iu.test(text))
    return false;
  let up = element.parent;
  for (let depth = 0; depth < 3 && up && isTag(up); depth++, up = up.parent)
    if (up.children.some((c) => c.type === 'text' && /[\p{L}\p{N}]/u.test(c.data))) return true;
  return false;
}

/**
 * A list item, or a block in one: a row a person taps to tick it off ("<li role="button">2 onions</li>") is still
 * the row, not a control.
 */
const inListItem = (element: Element) =>
  [element, element.parent, element.parent?.parent].some((e) => !!e && isTag(e) && e.name === 'li');

/** The readers' comments under a post (WordPress' #comments, .comment-list, .comments-area): no part of the recipe. */
const COMMENTS =
  /(?:^|\s)(?:comments|comment-list|commentlist|comments-area|comment-respond|comments-section)(?:$|\s)/i;

const BRAND = /(?:^|[-_\s])(?:logo|site-?title|site-?name|site-?branding|blog[-_]?name|masthead)(?:$|[-_\s])/i;
const names = (element: Element) => `${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`;
const homeLink = (href: string | undefined) => /^(?:\/|(?:https?:)?\/\/[^/?#]+\/?)$/i.test((href ?? '').trim());

/**
 * A heading that holds the site's name, not the page's ("<h1 class="site-title"><a href="/">Cooking With Sam</a></h1>"
 * in a theme's header): its class or its parent's names a logo or the site's title, or it is a link to the home page.
 */
export function isSiteBrand(heading: Element): boolean {
  const parent = heading.parent && isTag(heading.parent) ? heading.parent : null;
  if (BRAND.test(names(heading)) || (parent && BRAND.test(names(parent)))) return true;
  const link = DomUtils.findOne((e) => e.name === 'a', heading.children) ?? (parent?.name === 'a' ? parent : null);
  return (
    !!link && homeLink(link.attribs.href) && tidy(DomUtils.textContent(link)) === tidy(DomUtils.textContent(heading))
  );
}

// (And the "o" a pasted document's second-level bullet leaves, before its run of spaces, and a dash typed as a bullet:
// "- Éplucher les pommes.")
const LEADING_MARKS =
  /^\s*(?:(?:[\p{Extended_Pictographic}\p{Emoji_Modifier}•▪▫◦‣⁃►▶➤→・･]|\u{FE0F}|\u{200D}|\u{20E3}|o(?=[\s\u00a0]{2})|[-–—](?=[\s\u00a0]))\s*)+/u;

/** The number a circled digit stands for ("①" is 1, "⑳" 20, "❷" 2). */
const circledNumber = (mark: string) => {
  const code = mark.charCodeAt(0);
  return code >= 0x2776 ? code - 0x2775 : code - 0x245f;
};

/**
 * Spaces as a reader sees them: folded, none before a comma or a closing bracket, none after an opening one; and
 * without the disclosure a blog puts after a link ("food processor (affiliate link)"), which is no part of a recipe.
 */
export const tidy = (text: string) =>
  text
    .replace(/\s*\((?:affiliate|paid|sponsored)(?: link)?\)/giu, '')
    .replace(/[▢□☐✓✔]/g, ' ')
    .replace(WORD_BREAK_MARKS, '')
    // (An icon font's glyph, in Unicode's private use area, is an icon: "\ue192 Arbeitszeit ca. 20 Minuten".)
    .replace(/[\ue000-\uf8ff]/gu, ' ')
    // Emoji and bullets a post puts before its lines ("✅ 200 g flour", "👉 Mix…", "🥕 Ingredients") are decoration.
    .replace(LEADING_MARKS, '')
    // (A step numbered in a circle, as Japanese and Korean posts write them, "①鶏肉は…", is numbered as others are.)
    .replace(/^\s*([①-⑳❶-❿])\s*/u, (_, n: string) => `${circledNumber(n)}. `)
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?)\]])/g, '$1')
    .replace(/([([])\s+/g, '$1')
    .trim();

/**
 * A text's letters and digits only, lower-cased, in every script: how texts are compared whatever their markup,
 * spaces and punctuation ("\W" would take Greek or Cyrillic words for nothing).
 */
export const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** A class that names a tip ("step-card__hint", "recipe-steps__point", "tipp-box"). */
const TIP_CLASS = /(?:^|[-_\s])(?:tips?|hints?|points?|tipps?|astuces?|consejos?|trucos?|kotsu)(?:$|[-_\s])/i;

/**
 * A tip's box inside a step's list item, after the step's own text ("<li><p>Brush the salmon…</p><div
 * class="step-card__hint">💡 Leave some slots uncovered…</div></li>"): a block the page names a tip, which a reader
 * takes for an aside to the step, no words of it.
 */
export const isTipBox = (element: Element) =>
  ['div', 'p', 'aside', 'section'].includes(element.name) && TIP_CLASS.test(names(element));

/**
 * A footnote's mark after a word ("…reads 90°C.<sup><a href="#fn:2">2</a></sup>", "[3]"): a link to a note at the
 * foot of the page, no word of the line.
 */
export function isFootnoteMark(element: Element): boolean {
  if (element.attribs.role === 'doc-noteref') return true;
  if (element.name !== 'sup') return false;
  const link = DomUtils.findOne((e) => e.name === 'a', element.children);
  return !!link && /^#/.test(link.attribs.href ?? '') && /^\s*\[?\d{1,3}\]?\s*$/u.test(textUpTo(element, 8));
}

/**
 * A list item folded away behind a "Show all 9 steps" button, in a list whose items before it are shown: a person
 * unfolds it and reads it (style="display:none" only, which the button's script takes away).
 */
export function isFoldedItem(element: Element): boolean {
  const folded = (item: Element) => /display\s*:\s*none/i.test(item.attribs.style ?? '');
  if (element.name !== 'li' || !folded(element)) return false;
  for (let before = element.prev; before; before = before.prev)
    if (isTag(before) && before.name === 'li' && !folded(before)) return true;
  return false;
}
