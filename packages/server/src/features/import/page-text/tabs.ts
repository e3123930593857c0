import { type ChildNode, type Element, type ParentNode, isTag } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { textUpTo } from './bounded-text';
import { letters, tidy } from './page-elements';
import { isIngredientsHeading, isPartHeading, isStepsHeading } from './recipe-headings';

// A recipe card's tabs ("Ingredients" | "Method" over a panel each): a person clicks through them and reads each
// panel under its tab's label, which the panel itself may not repeat.

/** A tab: its role says so, or the attribute by which a theme's script makes it one (Bootstrap's data-toggle). */
export const isTab = (e: Element) =>
  e.attribs.role === 'tab' || /^(?:tab|pill)$/.test(e.attribs['data-toggle'] ?? e.attribs['data-bs-toggle'] ?? '');

/** The page's tabs: each panel's label, by the panel's id (or `tab:` and the tab's id) or by the panel itself. */
export interface Tabs {
  labels: Map<string | Element, string>;
  /** The elements that hold tabs marked by no role: their labels are read at their panels, not where they stand. */
  strips: Set<Element>;
  /**
   * The panels an accordion's toggles open, by id ("<button aria-expanded="false" aria-controls="p2">") or, for a
   * toggle that names none, the element after it.
   */
  disclosed: Set<string | Element>;
  /**
   * The panels of tabs that show the same recipe other ways ("Oven" | "Air fryer", "Thermomix" | "Classic"), by id,
   * but the one shown: a person cooks by one of them.
   */
  others: Set<string>;
}

/** An accordion's toggle: a button that says whether its panel is open. */
const isToggle = (e: Element) =>
  (e.name === 'button' || e.attribs.role === 'button') && e.attribs['aria-expanded'] !== undefined;

/** The panel a toggle opens: the one it names, else the element after it (or after the heading that holds it). */
function panelOf(toggle: Element): string | Element | null {
  if (toggle.attribs['aria-controls']) return toggle.attribs['aria-controls'];
  const holder = toggle.parent && isTag(toggle.parent) && /^h[1-6]$/.test(toggle.parent.name) ? toggle.parent : toggle;
  let next = holder.next;
  while (next && !isTag(next)) next = next.next;
  return next && isTag(next) ? next : null;
}

const MAX_LABEL = 60;

/**
 * The label of each tab panel: the text of the tab that shows it ("Ingrédients" on a button, which is no text of
 * the page). Tabs marked as such name their panels by id; a strip of labels with no such marks ("<ul><li>Ingredients
 * </li><li>Method</li></ul>" over a panel for each) names the panels after it in their order.
 */
export function pageTabs(root: { children: ChildNode[] }): Tabs {
  const labels = new Map<string | Element, string>();
  const marked = DomUtils.findAll(isTab, root.children);
  const others = otherWays(marked);
  for (const tab of marked) {
    const label = tidy(DomUtils.textContent(tab));
    const { attribs } = tab;
    const panel = panelId(tab);
    if (!label || label.length > MAX_LABEL) continue;
    if (panel) labels.set(panel, label);
    if (attribs.id) labels.set(`tab:${attribs.id}`, label);
  }
  const strips = new Set<Element>();
  if (labels.size === 0)
    for (const strip of DomUtils.findAll(isStrip, root.children)) {
      const panels = panelsAfter(strip);
      if (!panels) continue;
      const texts = stripTexts(strip);
      // (Not panels that name themselves: a card's links to its own sections, "Ingredients" over "Ingredients".)
      const unnamed = panels.filter((p, n) => !letters(textUpTo(p, MAX_LABEL * 4)).startsWith(letters(texts[n]!)));
      if (unnamed.length === 0) continue;
      panels.forEach((p, n) => unnamed.includes(p) && labels.set(p, texts[n]!));
      strips.add(strip);
    }
  const disclosed = new Set(
    DomUtils.findAll(isToggle, root.children)
      .map(panelOf)
      .filter((p) => p !== null),
  );
  return { labels, strips, disclosed, others };
}

/** The panel a marked tab shows, by id. */
const panelId = (tab: Element) =>
  tab.attribs['aria-controls'] ??
  (tab.attribs['data-bs-target'] ?? tab.attribs['data-target'] ?? tab.attribs.href ?? '').replace(/^#/, '');

/**
 * The panels of each row of marked tabs that are ways of cooking the same recipe, not its parts (no label names
 * the ingredients, the method or what follows it): all but the one the page shows, by id.
 */
function otherWays(tabs: Element[]): Set<string> {
  const others = new Set<string>();
  const rows = new Map<ParentNode | null, Element[]>();
  for (const tab of tabs) rows.set(tab.parent, [...(rows.get(tab.parent) ?? []), tab]);
  for (const row of rows.values()) {
    const texts = row.map((t) => tidy(DomUtils.textContent(t)));
    if (row.length < 2 || texts.some((t) => !t || t.length > MAX_LABEL || isPartHeading(t))) continue;
    const shown = row.find((t) => t.attribs['aria-selected'] === 'true') ?? row[0]!;
    for (const tab of row) if (tab !== shown && panelId(tab)) others.add(panelId(tab));
  }
  return others;
}

const MAX_TABS = 6;
const tags = (e: Element) => e.children.filter(isTag);
// (Read no further than a label's length: on a page whose tags are never closed a child holds the rest of the page.)
const stripTexts = (strip: Element) => tags(strip).map((c) => tidy(textUpTo(c, MAX_LABEL * 2)));

/** Two to six short labels side by side, among them the ingredients' and the method's. */
function isStrip(e: Element): boolean {
  const items = tags(e);
  if (items.length < 2 || items.length > MAX_TABS) return false;
  const texts = stripTexts(e);
  return (
    texts.every((t) => t !== '' && t.length <= MAX_LABEL) &&
    texts.some((t) => isIngredientsHeading(t)) &&
    texts.some((t) => isStepsHeading(t))
  );
}

/**
 * The panels a strip of labels shows, one for each in order: the elements after it of one kind, else the children of
 * the element after it (a "tab-content" of panels). Looked for after its parent too (the strip in a header).
 */
function panelsAfter(strip: Element): Element[] | null {
  const n = tags(strip).length;
  for (let at: Element | null = strip, up = 0; at && up < 2; at = isTag(at.parent!) ? at.parent : null, up++) {
    const after: Element[] = [];
    for (let next = at.next; next; next = next.next) if (isTag(next)) after.push(next);
    if (after.length >= n && oneKind(after.slice(0, n))) return after.slice(0, n);
    const inner = after[0] ? tags(after[0]) : [];
    if (inner.length === n && oneKind(inner)) return inner;
  }
  return null;
}

/** Elements of one tag and class: a page's panels. */
const oneKind = (elements: Element[]) =>
  elements.every((e) => e.name === elements[0]!.name && (e.attribs.class ?? '') === (elements[0]!.attribs.class ?? ''));
