import type { ChildNode, Document, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/** Deeper than any page's real layout; the DOM helpers walk trees by recursion and overflow far deeper. */
export const MAX_DEPTH = 256;

/** Elements kept whole under the deepest level: a paragraph with its links and bold words, a list item. */
const KEPT_HEIGHT = 8;

/** Whether nothing under `node` is nested more than `limit` levels deep (walked without recursion). */
function shallowerThan(node: ChildNode, limit: number): boolean {
  const pending: Array<{ node: ChildNode; depth: number }> = [{ node, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (next.depth > limit) return false;
    if ('children' in next.node)
      for (const child of next.node.children) pending.push({ node: child, depth: next.depth + 1 });
  }
  return true;
}

/**
 * An element at the deepest level keeps everything under it, in order, as its own children: what is below (a
 * broken page's thousands of unclosed <div>s, or a hostile one's) is flattened down to its elements that hold
 * little (a paragraph with its bold words, a list item, a script), not lost.
 */
function flattenBelow(element: Element): void {
  const kept: ChildNode[] = [];
  const pending: ChildNode[] = [...element.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop()!;
    if ('children' in node && !shallowerThan(node, KEPT_HEIGHT)) {
      for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i]!);
      continue;
    }
    kept.push(node);
  }
  kept.forEach((node, i) => {
    node.parent = element;
    node.prev = kept[i - 1] ?? null;
    node.next = kept[i + 1] ?? null;
  });
  element.children = kept;
}

/**
 * The page's document as htmlparser2 parses it, with no element nested deeper than MAX_DEPTH: the readers walk
 * it by recursion, and a page nested deeper would overflow the stack (a 500) instead of being read.
 */
export function parseShallowDocument(html: string): Document {
  const document = parseDocument(html);
  const pending: Array<{ node: ChildNode; depth: number }> = document.children.map((node) => ({ node, depth: 1 }));
  while (pending.length > 0) {
    const { node, depth } = pending.pop()!;
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
    const element = node as Element;
    if (depth >= MAX_DEPTH) flattenBelow(element);
    else for (const child of element.children) pending.push({ node: child, depth: depth + 1 });
  }
  return document;
}
