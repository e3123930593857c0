import type { ValidationIssue } from '@potluck/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

export const TEXT_MESSAGES = {
  nul: 'Text must not contain the NUL character (U+0000)',
  surrogate: 'Text must be valid Unicode (it contains an unpaired surrogate)',
} as const;

/** Enough to point at the fields to fix; a body full of bad strings need not be listed whole. */
const MAX_ISSUES = 20;
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const MAYBE_BAD = /[\u0000\uD800-\uDFFF]/;
// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text, if anything: PostgreSQL stores neither NUL nor half a surrogate pair. */
export function badText(text: string): string | null {
  // Almost every text has neither: one scan without lookarounds settles it.
  if (!MAYBE_BAD.test(text)) return null;
  const found = BAD_TEXT.exec(text);
  if (!found) return null;
  return found[0] === '\u0000' ? TEXT_MESSAGES.nul : TEXT_MESSAGES.surrogate;
}

/** Parsed JSON, query and multipart fields are plain objects and arrays; streams and Buffers are not text. */
function isWalkable(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) || proto === Object.prototype || proto === null;
}

/** A value to look at, with the way back to the root (paths are built only for an issue). */
interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): Array<string | number> {
  const path: Array<string | number> = [];
  for (let v: Visit | null = visit; v && v.key !== null; v = v.parent) path.push(v.key);
  return path.reverse();
}

/**
 * Every string (keys too) in a parsed input, with its location. Iterative, so deeply nested JSON cannot
 * overflow the stack; cycle-safe, because multipart parts point back at the body that holds them.
 */
export function textIssues(where: string, input: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new WeakSet<object>();
  const stack: Visit[] = [{ value: input, key: null, parent: null }];
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      const msg = badText(value);
      if (msg) issues.push({ loc: [where, ...pathOf(visit)], msg, type: 'invalid_text' });
      continue;
    }
    if (!isWalkable(value) || seen.has(value)) continue;
    seen.add(value);
    // Pushed last to first, so the issues come in the order of the input.
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: i, parent: visit });
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const keyMsg = badText(key);
      if (keyMsg) issues.push({ loc: [where, ...pathOf(visit)], msg: keyMsg, type: 'invalid_text' });
      stack.push({ value: value[key], key, parent: visit });
    }
  }
  return issues;
}

function requestIssues(request: FastifyRequest): ValidationIssue[] {
  return [
    ...textIssues('path', request.params),
    ...textIssues('query', request.query),
    ...textIssues('body', request.body),
  ].slice(0, MAX_ISSUES);
}

/**
 * One check for every endpoint, so no text field, search or slug can carry a NUL or a lone surrogate to the
 * database (which refuses both, and the member got a 500): 422 located like a schema failure. A preHandler,
 * because multipart scopes attach their fields to the body only in their own preValidation.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const issues = requestIssues(request);
    if (issues.length > 0) throw new HttpError(422, issues);
  });
}
