import type { Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import type { parseDocument } from 'htmlparser2';
import { readJsonValues, readStringLiteral } from './lenient-json';
import { unflattenPayload } from './nuxt-payload';

type Document = ReturnType<typeof parseDocument>;

/** No more of a page's app state than this is read (a page's whole store can run to megabytes). */
const MAX_STATE = 4_000_000;
const MAX_DEPTH = 12;
/** A string inside the state that is itself a JSON-LD block the app puts in the page's head when it runs. */
const EMBEDDED_RECIPE = /^\s*[[{][\s\S]*"@type"\s*:\s*(?:"Recipe"|\[[^\]]*"Recipe")/;

/**
 * Where a script hands the app its state ("window.__INITIAL_STATE__ = {…}", "window['__DATA__'] = […]",
 * "var __PRELOADED_STATE__ = JSON.parse(\"…\")"): the value starts after the sign.
 */
const ASSIGNED =
  /(?:\b(?:window|self|globalThis)\s*(?:\.\s*[A-Za-z_$][\w$]*|\[\s*["'][\w$]+["']\s*\])|\b(?:var|let|const)\s+__[\w$]+__)\s*=\s*(?=[{[]|JSON\.parse\(\s*["'])/g;
/** No more values than this are read from one script (each read may run to its end). */
const MAX_ASSIGNED = 8;

/** The values an inline script assigns to the page as its state (see ASSIGNED); what does not parse is left out. */
function assignedStates(script: string): unknown[] {
  const found: unknown[] = [];
  let tried = 0;
  for (const match of script.matchAll(ASSIGNED)) {
    if (tried++ >= MAX_ASSIGNED) break;
    const rest = script.slice(match.index + match[0].length);
    const wrapped = /^JSON\.parse\(\s*/.exec(rest);
    try {
      const text = wrapped ? readStringLiteral(rest.slice(wrapped[0].length)) : null;
      found.push(wrapped ? JSON.parse(text ?? '') : readJsonValues(rest, true)[0]);
    } catch {
      // Not JSON (an object literal of code: "{a: 1}"): a script's own value, not the page's state.
    }
  }
  return found;
}

/** An inline script of the page's own code (no src, a JavaScript type or none). */
const isInlineScript = (e: Element) =>
  e.name === 'script' &&
  e.attribs.src === undefined &&
  /^(?:|text\/javascript|application\/javascript|module)$/i.test((e.attribs.type ?? '').trim());

/**
 * The state a page built by a script app carries for its scripts to draw the page from: a JSON <script> (Next.js'
 * __NEXT_DATA__, Nuxt's payload, read back from its devalue form), a data-page attribute (Inertia) or a value a
 * script assigns to the window (a store's "window.__INITIAL_STATE__ = {…}"). Such a page's saved HTML may show no
 * recipe at all until its scripts run, and its JSON-LD may be in that state as a string. Each value is parsed JSON;
 * what does not parse is left out. Only a state that names a recipe or ingredients is read.
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
  for (const script of DomUtils.findAll(isInlineScript, document.children)) {
    const source = DomUtils.textContent(script);
    if (source.length <= MAX_STATE && /recipe|ingredient/i.test(source)) states.push(...assignedStates(source));
  }
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
