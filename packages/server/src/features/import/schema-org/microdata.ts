import { type ChildNode as DomNode, type Document, type Element as DomElement, isTag, isText } from 'domhandler';
import { isAdSlot } from '../page-text/hidden-classes';
import type { JsonObject } from './values';

/** Elements whose end starts a new line in the text of a property (steps written as a list or paragraphs). */
const BLOCKS = new Set(['p', 'li', 'div', 'br', 'ol', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'section']);
const URL_ATTRIBUTE: Record<string, string> = {
  a: 'href',
  area: 'href',
  link: 'href',
  img: 'src',
  audio: 'src',
  video: 'src',
  source: 'src',
  iframe: 'src',
  embed: 'src',
  track: 'src',
  object: 'data',
};

/**
 * Text of an element with line breaks between block elements, scripts, styles and ads' slots left out. The line
 * breaks of the page's source are spaces, as a browser shows them (a row's "<td>\n  Chicken wings\n</td>"), and a
 * table's cells stand apart.
 */
function blockText(node: DomNode): string {
  if (isText(node)) return node.data.replace(/\s+/g, ' ');
  if (!isTag(node) || node.name === 'script' || node.name === 'style' || isAdSlot(node)) return '';
  const inner = node.children.map(blockText).join('');
  if (node.name === 'td' || node.name === 'th') return ` ${inner} `;
  return BLOCKS.has(node.name) ? `\n${inner}\n` : inner;
}

/** The value of an itemprop element, by the HTML microdata rules (content, URLs, datetime, value, else text). */
function propertyValue(element: DomElement): string {
  const { attribs, name } = element;
  if (attribs.content !== undefined) return attribs.content;
  const urlAttribute = URL_ATTRIBUTE[name];
  if (urlAttribute) return attribs[urlAttribute] ?? '';
  if (name === 'time' && attribs.datetime) return attribs.datetime;
  if ((name === 'data' || name === 'meter') && attribs.value !== undefined) return attribs.value;
  // (A property on a list item is one line, a step with its own list of sub-points read as a part of it.)
  return blockText(element)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(name === 'li' ? ' ' : '\n');
}

function addProperty(item: JsonObject, names: string, value: unknown): void {
  for (const name of names.split(/\s+/).filter(Boolean)) {
    const key = name.replace(/^.*[/#]/, '');
    const existing = item[key];
    item[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
}

/** One item: its type from itemtype and its properties from the itemprop elements below it (not inside nested items). */
function readItem(scope: DomElement): JsonObject {
  const item: JsonObject = {};
  const types = (scope.attribs.itemtype ?? '').split(/\s+/).filter(Boolean);
  if (types.length > 0) item['@type'] = types.length === 1 ? types[0] : types;
  const visit = (nodes: DomNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      const prop = node.attribs.itemprop;
      const nested = node.attribs.itemscope !== undefined;
      if (prop !== undefined) addProperty(item, prop, nested ? readItem(node) : propertyValue(node));
      if (!nested) visit(node.children);
    }
  };
  visit(scope.children);
  return item;
}

/** The top-level microdata items of a page (itemscope without itemprop), each with its nested items. */
export function readMicrodata(document: Document): JsonObject[] {
  const items: JsonObject[] = [];
  const visit = (nodes: DomNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      if (node.attribs.itemscope !== undefined && node.attribs.itemprop === undefined) items.push(readItem(node));
      else visit(node.children);
    }
  };
  visit(document.children);
  return items;
}
