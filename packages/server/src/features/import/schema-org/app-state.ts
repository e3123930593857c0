import { DomUtils } from 'htmlparser2';
import type { parseDocument } from 'htmlparser2';
import { unflattenPayload } from './nuxt-payload';

type Document = ReturnType<typeof parseDocument>;

/** No more of a page's app state than this is read (a page's whole store can run to megabytes). */
const MAX_STATE = 4_000_000;
const MAX_DEPTH = 12;
/** A string inside the state that is itself a JSON-LD block the app puts in the page's head when it runs. */
const EMBEDDED_RECIPE = /^\s*[[{][\s\S]*"@type"\s*:\s*(?:"Recipe"|\[[^\]]*"Recipe")/;

/**
 * The state a page built by a script app carries for its scripts to draw the page from: a JSON <script> (Next.js'
 * __NEXT_DATA__, Nuxt's payload, read back from its devalue form) or a data-page attribute (Inertia). Such a page's
 * saved HTML may show no recipe at all until its scripts run, and its JSON-LD may be in that state as a string. Each
 * value is parsed JSON; what does not parse is left out. Only a state that names a recipe or ingredients is read.
 */
export function appStates(document: Document): unknown[] {
  const texts: { text: string; payload: boolean }[] = [];
  for (const element of DomUtils.findAll(
    (e) =>
      (e.name === 'script' && (e.attribs.type ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json') ||
      e.attribs['data-page'] !== undefined,
    document.children,
  ))
    texts.push({
      text: element.name === 'script' ? DomUtils.textContent(element) : element.attribs['data-page']!,
      // (Nuxt 3's state is a devalue payload: read back into the state it stands for.)
      payload: element.attribs.id === '__NUXT_DATA__' || element.attribs['data-nuxt-data'] !== undefined,
    });
  const states: unknown[] = [];
  for (const { text, payload } of texts) {
    if (text.length > MAX_STATE || !/recipe|ingredient/i.test(text)) continue;
    try {
      const state: unknown = JSON.parse(text);
      states.push(payload ? unflattenPayload(state) : state);
    } catch {
      // Not JSON: a script's own data, not the page's state.
    }
  }
  return states;
}

/** The state with each string that holds a JSON-LD recipe block read as the block's value. */
export function withEmbeddedJsonLd(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return value;
  if (typeof value === 'string') {
    if (value.length > MAX_STATE || !EMBEDDED_RECIPE.test(value)) return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (Array.isArray(value)) return value.map((item) => withEmbeddedJsonLd(item, depth + 1));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withEmbeddedJsonLd(v, depth + 1)]));
  return value;
}
