import { type Element, isTag } from 'domhandler';

// A unit a page writes twice, in the singular and the plural, for its scripts to show the one that fits the amount.

/** A class naming a word's number form, as sites write a unit twice for their scripts ("recipe__unit-singular"). */
const NUMBER_FORM = /^(.*?)[-_]*(singular|plural)$/i;
const ONE = /^(?:1|one|ein|eine|un|une|uno|una|een)$/i;

/** The element's number forms by their class's stem ("unit-plural" → "unit" → "plural"). */
const numberForms = (element: Element) =>
  new Map(
    (element.attribs.class ?? '')
      .split(/\s+/)
      .map((name) => NUMBER_FORM.exec(name))
      .filter((m) => m !== null && m[1] !== '')
      .map((m) => [m![1]!, m![2]!.toLowerCase()]),
  );

/**
 * An element the page's style hides for the amount before it: of a unit written twice ("<span class="unit-singular">
 * Zehe</span><span class="unit-plural">Zehen</span>"), a person sees the singular after one, the plural after others.
 * `before` gives the text read before the element: its line's, after the line above (an amount in a block of its own).
 */
export function otherNumberForm(element: Element, before: () => string): boolean {
  if (!/singular|plural/i.test(element.attribs.class ?? '')) return false;
  for (const [stem, form] of numberForms(element)) {
    const other = form === 'plural' ? 'singular' : 'plural';
    if (!element.parent?.children.some((c) => isTag(c) && numberForms(c).get(stem) === other)) continue;
    const amount = before()
      .match(/\d+(?:[.,]\d+)?|[½¼¾⅓⅔⅛]|\b(?:one|ein|eine|un|une|uno|una|een)\b/giu)
      ?.at(-1);
    return (amount !== undefined && ONE.test(amount)) === (form === 'plural');
  }
  return false;
}
