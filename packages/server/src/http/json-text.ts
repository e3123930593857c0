/**
 * JSON whose text is ASCII: every character above U+007F is written as a `\u` escape, which every JSON parser reads
 * back as the same character. Such a text is its own UTF-8, so route() sends it as bytes copied from the string
 * (Latin-1, a plain copy of a one-byte string) rather than encoding it, and Fastify takes the answer's length
 * from the bytes instead of scanning the text: both were a sixth of a first search's CPU (decision 023, which
 * amends 022).
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, escapeChar);
}

const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * A response body already serialized (and checked against its schema when it was made). route() sends
 * its text as application/json without running the response schema again: for answers served many times
 * from a cache, where validating and stringifying the same object on every request was most of the cost.
 */
export class JsonText {
  constructor(readonly text: string) {}

  /** Checks `value` against the endpoint's response schema once and keeps its JSON (see asciiJson). */
  static of<T>(schema: { parse: (value: unknown) => T }, value: unknown): JsonText {
    return new JsonText(asciiJson(schema.parse(value)));
  }

  /**
   * A page: `items` already checked (each made by `of` with the item schema), the other fields checked
   * against `schema` now. Pages assembled from cached items cost no validation and no stringify per item.
   */
  static list<T>(items: JsonText[], schema: { parse: (value: unknown) => T }, rest: Record<string, unknown>): JsonText {
    const fields = asciiJson(schema.parse(rest)).slice(1, -1);
    return new JsonText(`{"items":[${items.map((item) => item.text).join(',')}]${fields ? `,${fields}` : ''}}`);
  }

  /** The answer's bytes: the text is ASCII (asciiJson), so its Latin-1 bytes are its UTF-8. */
  bytes(): Buffer {
    return Buffer.from(this.text, 'latin1');
  }

  /** The value back, for the rare caller that needs objects rather than text. */
  parse<T>(): T {
    return JSON.parse(this.text) as T;
  }
}
