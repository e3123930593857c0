import { type ChildNode, type Element, isTag } from 'domhandler';
import { charactersUpTo, textUpTo } from './bounded-text';
import { AMOUNT_NUMBER } from './line-kinds';

// What a browser lays out as one line of cells side by side: a table's row, a grid's row of short columns, a flexbox
// row of an amount and a name, a term and its description.

/** A grid's column by its class (Bootstrap's "col-6", "col-md-3"). */
const GRID_COLUMN = /(?:^|\s)col-(?:(?:xs|sm|md|lg|xl|xxl)-)?\d{1,2}(?:\s|$)/;
/** How many of a grid row's twelve parts a column takes: its width on the smallest screen it names. */
export const columnWidth = (element: Element) =>
  Number(/(?:^|\s)col-(?:(?:xs|sm)-)?(\d{1,2})(?:\s|$)/.exec(element.attribs.class ?? '')?.[1] ?? 0) ||
  Number(/(?:^|\s)col-\w+-(\d{1,2})(?:\s|$)/.exec(element.attribs.class ?? '')?.[1] ?? 0);
const MAX_CELL = 120;

/** A grid's row of two or more columns, each short (a cell of a table, not a page's column of content). */
export const gridRow = (element: Element) => {
  const columns = element.children.filter(isTag);
  return (
    columns.length >= 2 &&
    columns.every((c) => GRID_COLUMN.test(c.attribs.class ?? '') && charactersUpTo(c, MAX_CELL + 1) <= MAX_CELL)
  );
};

const FLEX_ROW = /(?:^|\s)(?:d-)?(?:inline-)?flex(?:-row)?(?:\s|$)/;
const FLEX_COLUMN = /(?:^|\s)flex-col(?:umn)?(?:\s|$)/;
/** An amount alone, perhaps with its unit and a size ("1½ lb", "4 cloves", "1 can (14 oz)", "200 g"). */
const AMOUNT_CELL = new RegExp(`^${AMOUNT_NUMBER}(?:\\p{L}+\\.?)?(?:\\s*\\([^()]{1,15}\\))?$`, 'u');

/**
 * A flexbox row (Tailwind's "flex", Bootstrap's "d-flex") of two to four short blocks a browser lays side by side,
 * one of them an amount and none a sentence: an ingredient's row ("<div class="flex"><div>1½ lb</div><div>chicken
 * thighs</div></div>"), not a step's number beside its text.
 */
export const flexRow = (element: Element) => {
  const names = element.attribs.class ?? '';
  if (!FLEX_ROW.test(names) || FLEX_COLUMN.test(names)) return false;
  const cells = element.children.filter(isTag);
  // (A heading beside a line is no cell: "<h2>Dans votre box</h2><p>2 personnes</p>".)
  const blocks = (c: Element) => /^h[1-6]$/.test(c.name) || breaksIn(c.children, 1) > 0;
  if (cells.length < 2 || cells.length > 4 || cells.some(blocks)) return false;
  const texts = cells.map((c) => textUpTo(c, MAX_CELL + 1).trim());
  return texts.every((t) => t.length <= MAX_CELL && !/[.!?]$/u.test(t)) && texts.some((t) => AMOUNT_CELL.test(t));
};

const CELL_BLOCKS = new Set(['br', 'p', 'div', 'ul', 'ol', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** How many line breaks and blocks are among the nodes, a few levels down and up to `most` (bounded time). */
function breaksIn(nodes: ChildNode[], most: number, depth = 4): number {
  let found = 0;
  for (const n of nodes) {
    if (found >= most) break;
    if (!isTag(n)) continue;
    if (CELL_BLOCKS.has(n.name)) found++;
    else if (depth > 0) found += breaksIn(n.children, most - found, depth - 1);
  }
  return found;
}

/**
 * A table's row that lays out a page's columns, not a row of data: a cell of it holds three lines or more
 * ("Zutaten:<br>200 g Mehl<br>…" beside "Zubereitung:<br>…"), or more text than a cell of data in lines of its own.
 */
export const layoutRow = (row: Element) =>
  row.children.some((c) => {
    if (!isTag(c)) return false;
    const breaks = breaksIn(c.children, 2);
    return breaks >= 2 || (breaks >= 1 && charactersUpTo(c, MAX_CELL + 1) > MAX_CELL);
  });

const MAX_TERM = 60;
/**
 * The one description a short term has, itself short and of one line ("<dt>Mehl</dt><dd>200 g</dd>": an ingredient,
 * "<dt>Prep</dt><dd>10 min</dd>": a fact); null where a term heads several (a group's name over its rows).
 */
export function onlyDescription(term: Element): Element | null {
  const after = (node: Element) => {
    let next = node.next;
    while (next && !isTag(next)) next = next.next;
    return next && isTag(next) ? next : null;
  };
  const description = after(term);
  if (description?.name !== 'dd' || after(description)?.name === 'dd') return null;
  const short = (e: Element) => charactersUpTo(e, MAX_TERM + 1) <= MAX_TERM && breaksIn(e.children, 1) === 0;
  return short(term) && short(description) ? description : null;
}
