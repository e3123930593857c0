/**
 * JSON whose text holds no character above U+00FF: those are written as `\u` escapes, which every JSON parser
 * reads back as the same characters. V8 then keeps the text as a one-byte string, and Node writes the answer's
 * UTF-8 without the slow two-byte path: one emoji category icon on a card made a whole page of cards two-byte,
 * and encoding it was a fifth of a search answer's cost (decision 022). Accented Latin letters stay as they are.
 */
export function oneByteJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0100-\uffff]/g, escapeChar);
}

const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * A response body already serialized (and checked against its schema when it was made). route() sends
 * its text as application/json without running the response schema again: for answers served many times
 * from a cache, where validating and stringifying the same object on every request was most of the cost.
 */
export class JsonText {
  constructor(readonly text: string) {}

  /** Checks `value` against the endpoint's response schema once and keeps its JSON (see oneByteJson). */
  static of<T>(schema: { parse: (value: unknown) => T }, value: unknown): JsonText {
    return new JsonText(oneByteJson(schema.parse(value)));
  }

  /**
   * A page: `items` already checked (each made by `of` with the item schema), the other fields checked
   * against `schema` now. Pages assembled from cached items cost no validation and no stringify per item.
   */
  static list<T>(items: JsonText[], schema: { parse: (value: unknown) => T }, rest: Record<string, unknown>): JsonText {
    const fields = oneByteJson(schema.parse(rest)).slice(1, -1);
    return new JsonText(`{"items":[${items.map((item) => item.text).join(',')}]${fields ? `,${fields}` : ''}}`);
  }

  /** The value back, for the rare caller that needs objects rather than text. */
  parse<T>(): T {
    return JSON.parse(this.text) as T;
  }
}
