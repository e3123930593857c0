import { type ChildNode, type Element, isText } from 'domhandler';

// Reading an element's text only as far as a rule needs: on a page whose tags are never closed an element holds
// the rest of the page, and reading all of it for each element takes time by the page's size times its depth.

/** Each text node under `element`, in document order, until `enough` says stop (walked without recursion). */
function eachText(element: Element, enough: (data: string) => boolean): void {
  const pending: ChildNode[] = [...element.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (isText(node)) {
      if (enough(node.data)) return;
    } else if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i]!);
  }
}

/** The text under `element`, read until it is longer than `max`. */
export function textUpTo(element: Element, max: number): string {
  let text = '';
  eachText(element, (data) => (text += data).length > max);
  return text;
}

/** How many characters other than spaces the text under `element` has, counted up to `max`. */
export function charactersUpTo(element: Element, max: number): number {
  let count = 0;
  eachText(element, (data) => (count += data.replace(/\s+/g, '').length) >= max);
  return count;
}

/**
 * How many characters other than spaces the text under `element` has before `text` starts in it, counted up to `max`
 * (all of them, up to `max`, where it is not found).
 */
export function charactersBefore(element: Element, text: string, max: number): number {
  const key = text.replace(/\s+/g, '').slice(0, 20);
  let seen = '';
  eachText(element, (data) => {
    seen += data.replace(/\s+/g, '');
    return seen.includes(key) || seen.length >= max + key.length;
  });
  const at = seen.indexOf(key);
  return Math.min(at < 0 ? seen.length : at, max);
}
