/**
 * A response body already serialized (and checked against its schema when it was made). route() sends
 * its text as application/json without running the response schema again: for answers served many times
 * from a cache, where validating and stringifying the same object on every request was most of the cost.
 */
export class JsonText {
  constructor(readonly text: string) {}

  /** Checks `value` against the endpoint's response schema once and keeps its JSON. */
  static of<T>(schema: { parse: (value: unknown) => T }, value: unknown): JsonText {
    return new JsonText(JSON.stringify(schema.parse(value)));
  }

  /**
   * A page: `items` already checked (each made by `of` with the item schema), the other fields checked
   * against `schema` now. Pages assembled from cached items cost no validation and no stringify per item.
   */
  static list<T>(items: JsonText[], schema: { parse: (value: unknown) => T }, rest: Record<string, unknown>): JsonText {
    const fields = JSON.stringify(schema.parse(rest)).slice(1, -1);
    return new JsonText(`{"items":[${items.map((item) => item.text).join(',')}]${fields ? `,${fields}` : ''}}`);
  }

  /** The value back, for the rare caller that needs objects rather than text. */
  parse<T>(): T {
    return JSON.parse(this.text) as T;
  }
}
