import { type ChildNode, type Element, isTag, isText } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { textUpTo } from './bounded-text';
import { MAX_HEADING, namedHeading, shortHeading, titleOverText } from './named-headings';
import { AMOUNT_NUMBER } from './line-kinds';
import { columnWidth, flexRow, gridRow, layoutRow, onlyDescription } from './line-rows';
import { otherNumberForm } from './number-forms';
import { isPageChrome } from './page-chrome';
import {
  INLINE,
  isControlInText,
  isFootnoteMark,
  isFoldedItem,
  isHiddenElement,
  isHiddenKind,
  isSiteBrand,
  isTipBox,
  keepsLineBreaks,
  lineBreakClasses,
  tidy,
} from './page-elements';
import { isPartHeading } from './recipe-headings';
import { isTab, pageTabs } from './tabs';

/** One line of a page's visible text, with what the markup says about it. */
export interface VisibleLine {
  text: string;
  /** 1–6 inside <h1>–<h6>; 7 for a short line that is all bold (<strong>, <b>) or a <dt>/<legend>/<th>; else 0. */
  heading: number;
  /** Inside a list item (<li>): lists are how pages write ingredients and steps. */
  item: boolean;
  /** The list element the item belongs to (several lists of one section are told apart by it). */
  list: Element | null;
  /** The list item (<li>) the line is in: one step may run over several paragraphs of one item. */
  entry: Element | null;
  /** In a block the page names a heading by its class or role (a step's title over its text in one list item). */
  named: boolean;
  /** The innermost block element holding the line (a paragraph, a list item, a heading, a cell, a div). */
  block: Element | null;
  /** All of its text is in links (a tag, a category, another recipe): what the page links to, not what it says. */
  link?: boolean;
  /** All in italics after a photo in its block ("<p><img><br><em>The dough after its rise</em></p>"): its caption. */
  caption?: boolean;
  /** All in italics (or in a block its class names a caption): an editor's note, a credit, a caption. */
  italic?: boolean;
}

/** What stands between links on a line of them: spaces, bars, dots. */
const BETWEEN_LINKS = /[\s|·•]+/gu;
const BOLD = new Set(['strong', 'b']);
const ITALIC = new Set(['em', 'i']);
const CAPTION_NAME = /(?:^|\s)caption(?:$|\s)/i;
/** A photo's own box, by its class ("wsite-image", "image-block", "post-photo"). */
const IMAGE_BOX = /(?:^|[-_\s])(?:image|img|photo|picture)(?:$|[-_\s])/i;
const LIST_INSIDE_ITEM = new Set(['ul', 'ol', 'p', 'br', 'li']);

/** What a caption is under: a photo, or a video the page embeds. */
const SHOWN_MEDIA = new Set(['img', 'picture', 'figure', 'iframe', 'video']);

/**
 * Whether the element before this one is a photo or a video alone (a <figure>, an <img>, an embedded player, a block
 * or link holding one).
 */
function afterPhoto(element: Element): boolean {
  let before = element.prev;
  while (before && !isTag(before)) before = isText(before) && before.data.trim() !== '' ? null : before.prev;
  if (!before || !isTag(before)) return false;
  if (SHOWN_MEDIA.has(before.name)) return true;
  return textUpTo(before, 1).trim() === '' && !!DomUtils.findOne((e) => SHOWN_MEDIA.has(e.name), before.children);
}

/**
 * An accordion's toggle, a button that is a heading's text ("<h3><button aria-expanded="true">Zutaten</button></h3>")
 * or that names a part of the recipe over the panel it opens ("<button aria-controls="p1">Ingredients</button>"): a
 * heading a person reads, unlike the page's other buttons.
 */
const isOpener = (element: Element, heading: Element | null) => {
  if (element.name !== 'button' && element.attribs.role !== 'button') return false;
  const text = tidy(textUpTo(element, MAX_HEADING));
  // (Not a control among a heading's words: "Ingredients" and its "US Customary – Metric" buttons.)
  if (heading && /^h[1-6]$/.test(heading.name)) return text !== '' && tidy(textUpTo(heading, MAX_HEADING)) === text;
  return (
    (element.attribs['aria-expanded'] !== undefined || element.attribs['aria-controls'] !== undefined) &&
    isPartHeading(text)
  );
};

/** An amount with at most a unit ("200", "1/2", "200 g", "2 EL"). */
const AMOUNT_ALONE = new RegExp(`^${AMOUNT_NUMBER}(?:\\p{L}{1,6}\\.?)?$`, 'u');

/**
 * The visible text under `root`, one line per block (paragraph, list item, heading, cell), the way a browser
 * lays it out: inline elements (the amount, unit and name of an ingredient in their own <span>s) stay on one
 * line, and inside a list item every element is inline unless it is a nested list or paragraph. Scripts,
 * forms, navigation and hidden elements are left out. `scripted`: as the page's scripts show it, blocks hidden
 * only by their inline style (display: none, which scripts take away to show a recipe card) read as shown.
 */
export function visibleLines(root: { children: ChildNode[] }, scripted = false): VisibleLine[] {
  const lines: VisibleLine[] = [];
  let text = '';
  let boldText = '';
  let italicText = '';
  let italics = 0;
  let linkText = '';
  let heading = 0;
  let item = false;
  let list: Element | null = null;
  let entry: Element | null = null;
  let named = false;
  let block: Element | null = null;
  let photo = false;
  // In a photo's own box, after the photo (Weebly's "wsite-image": the image, then its caption in a <div>).
  let boxed = false;
  let oneLine = false;
  let breaks = false;
  const described = new Set<Element>();
  const tabs = pageTabs(root);
  const breakClasses = lineBreakClasses(root);
  const flush = () => {
    const line = tidy(text);
    // A line of marks alone ("–" left between two controls, "•") says nothing.
    if (/[\p{L}\p{N}]/u.test(line) && !isPageChrome(line)) {
      // (Spaces aside: a row's cells each in bold, "<td><b>재료</b></td><td><b>분량</b></td>", is a bold line.)
      const bold = heading === 0 && boldText.replace(/\s+/g, '') === line.replace(/\s+/g, '') && line.length <= 80;
      // An amount alone in bold, a <dt> or a header cell ("200 g" over "Mehl") is an amount, not a heading.
      const level = heading || (bold ? 7 : 0);
      lines.push({
        text: line,
        heading: level === 7 && AMOUNT_ALONE.test(line) ? 0 : level,
        item,
        list,
        entry,
        named,
        block,
        // (Spaces and bars between links are no text of their own: "<a>Apple Pie</a> <a>PREVIOUS</a>", "<a>Add to
        // list</a> | <a>Count calories</a>".)
        link: linkText.replace(BETWEEN_LINKS, '') === line.replace(BETWEEN_LINKS, ''),
        ...(photo && (boxed || tidy(italicText) === line) && { caption: true }),
        ...(tidy(italicText) === line && { italic: true }),
      });
    }
    text = '';
    boldText = '';
    italicText = '';
    linkText = '';
  };
  const addText = (data: string, bold: boolean, link: boolean) => {
    text += data;
    if (bold) boldText += data;
    if (italics > 0) italicText += data;
    if (link) linkText += data;
  };
  const visit = (nodes: ChildNode[], bold: boolean, link = false) => {
    for (const node of nodes) {
      if (isText(node)) {
        // (Where the page keeps its text's line breaks, as a recipe typed into a box shows, each is a line's end.)
        const parts = breaks && !oneLine ? node.data.split(/\r?\n/) : [node.data];
        parts.forEach((part, n) => {
          if (n > 0) flush();
          addText(part, bold, link);
        });
      } else if (isTag(node)) {
        const kept = breaks;
        breaks ||= keepsLineBreaks(node, breakClasses);
        visitTag(node, bold, link);
        breaks = kept;
      }
    }
  };
  const visitTag = (node: Element, bold: boolean, link: boolean) => {
    const name = node.name;
    const panel = node.attribs.role === 'tabpanel' || tabs.labels.has(node.attribs.id ?? '');
    const tab = panel
      ? (tabs.labels.get(node.attribs.id ?? '') ?? tabs.labels.get(`tab:${node.attribs['aria-labelledby']}`))
      : (tabs.labels.get(node) ?? null);
    // A person clicks through the tabs: a labelled panel the page hides until then is read, and the tabs' own
    // text, read at their panels, is not read where the tabs stand.
    const tabText = (tabs.labels.size > 0 && isTab(node)) || tabs.strips.has(node);
    // (An accordion's toggle that names the part it opens is read as that part's heading.)
    const opener = !tab && !tabText && isOpener(node, heading >= 1 && heading <= 6 ? block : null);
    // (So is the panel an accordion's toggle opens, as a tab's is.)
    const open = !!tab || tabs.disclosed.has(node.attribs.id ?? '') || tabs.disclosed.has(node);
    // (A list's item folded away behind a "Show all" button is read as it unfolds.)
    const shown = scripted || isFoldedItem(node);
    if (!opener && (open ? isHiddenKind(node) : isHiddenElement(node, shown) || tabText)) return;
    // (Not the panels of another way to cook it: "Air fryer" beside the "Oven" the page shows.)
    if (tabs.others.has(node.attribs.id ?? '')) return;
    if (otherNumberForm(node, () => `${lines.at(-1)?.text ?? ''} ${text}`)) return;
    if (tab) {
      flush();
      lines.push({ text: tab, heading: 7, item: false, list: null, entry: null, named: false, block: node });
    }
    if (described.has(node)) return;
    if (isFootnoteMark(node)) return;
    // (A tip's box inside a list item, after the item's own text, is an aside to it.)
    if (item && isTipBox(node) && (tidy(text) !== '' || lines.at(-1)?.entry === entry)) return;
    // A word raised after a heading's text is a badge, no word of it ("Zagorski štrukli <sup>Featured</sup>"); not an
    // ordinal's ending after its number ("My 1<sup>st</sup> loaf").
    const badge = name === 'sup' && heading >= 1 && heading <= 6 && !/\d$/u.test(text);
    if (badge && /^\s*\p{L}[\p{L}\s]*$/u.test(textUpTo(node, 30))) return;
    // A table row is one line, as a browser lays it out ("200 g" | "flour"); a row of header cells is a heading.
    // So is a row of a grid's short columns ("<div class="row"><div class="col-2">500</div><div class="col-2">g
    // </div><div class="col-8">flour</div></div>"), which a browser lays out side by side, and a term with its one
    // description ("<dt>Mehl</dt><dd>200 g</dd>").
    // (Not a term the page names a group's heading: <dt class="…-section-title">PER CONDIRE</dt>.)
    const description = name === 'dt' && !namedHeading(node) ? onlyDescription(node) : null;
    if (description) described.add(description);
    // (A flexbox row only outside a list item, whose blocks are inline anyway; nor a card that links to another recipe,
    // its rating beside its name.)
    const row =
      (name === 'tr' && !layoutRow(node)) || gridRow(node) || (!link && !item && name !== 'li' && flexRow(node));
    const cells = description ? [node, description] : row ? node.children.filter(isTag) : null;
    // (A row of one cell the page names a heading is that heading: "<td colspan="2" class="grouphead">Gravy</td>".)
    if (cells && !(cells.length === 1 && namedHeading(cells[0]!))) {
      flush();
      const savedBlock = block;
      block = node;
      const saved = heading;
      if (cells.length > 0 && cells.every((c) => c.name === 'th')) heading = 7;
      let width = 0;
      for (const cell of cells) {
        if (isHiddenElement(cell, scripted)) continue;
        text += ' ';
        visit(cell.children, bold, link);
        // A grid's columns wrap to a new line at twelve.
        width += columnWidth(cell);
        if (width >= 12) {
          flush();
          width = 0;
        }
      }
      flush();
      [heading, block] = [saved, savedBlock];
      return;
    }
    // Inside a list item a block is inline, unless the page names it a heading over more text of the item (a
    // step's title over its text; not "ing_title" holding an ingredient's whole line).
    // So is a heading element in a list item over more of its text ("<li><h3>Fill</h3><p>Slice the apples…</p>").
    const level = /^h([1-6])$/.exec(name);
    const titled =
      (namedHeading(node) || (item && !!level)) && (!item || (entry !== null && titleOverText(node, entry)));
    const inline =
      INLINE.has(name) || oneLine || isControlInText(node) || (item && !LIST_INSIDE_ITEM.has(name) && !titled);
    if (name === 'br') {
      if (oneLine) text += ' ';
      else flush();
      return;
    }
    if (name === 'img') photo = true;
    // A heading set as a picture of its words ("<h2><img alt="材料"></h2>") reads as its words.
    if (name === 'img' && heading >= 1 && heading <= 6 && /\p{L}/u.test(node.attribs.alt ?? ''))
      text += ` ${node.attribs.alt} `;
    if (inline) {
      // Parts in their own elements ("<span>½</span><span>cup</span>") are words of their own, and so are
      // blocks inside a list item ("<div>Brown the beef.</div><div>1 lb beef</div>").
      const apart = !!node.attribs.class || !INLINE.has(name);
      // (A fraction's numerator raised after a whole number, "1<sup>1</sup>/<sub>2</sub>", is one and a half.)
      if (apart || (name === 'sup' && /\d$/u.test(text) && /^\s*\d/u.test(textUpTo(node, 4)))) text += ' ';
      // (Or set apart as one by its class: "<img><br><span class="caption">…</span>".)
      const italic = ITALIC.has(name) || CAPTION_NAME.test(node.attribs.class ?? '');
      if (italic) italics++;
      visit(node.children, bold || BOLD.has(name), link || name === 'a');
      if (italic) italics--;
      if (apart) text += ' ';
      return;
    }
    flush();
    const saved = { heading, item, list, entry, named, block, photo, boxed };
    // (A block all in italics straight after a photo is its caption too: "<figure><img></figure><p><em>…</em></p>".)
    [block, photo] = [node, afterPhoto(node)];
    boxed = photo && !!node.parent && isTag(node.parent) && IMAGE_BOX.test(node.parent.attribs.class ?? '');
    // The site's name in a theme's header is no heading of the page.
    if (level && !(level[1] === '1' && isSiteBrand(node))) heading = Number(level[1]);
    if (['dt', 'legend', 'th', 'caption'].includes(name) || (opener && heading === 0)) heading = 7;
    if (titled) [heading, named] = [heading || 7, true];
    if (name === 'li') [item, entry] = [true, node];
    if (name === 'ul' || name === 'ol') {
      item = false;
      list = node;
    }
    oneLine = !!level && shortHeading(node);
    visit(node.children, false, link);
    flush();
    oneLine = false;
    ({ heading, item, list, entry, named, block, photo, boxed } = saved);
  };
  visit(root.children, false);
  flush();
  return lines;
}
