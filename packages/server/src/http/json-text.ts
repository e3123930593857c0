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
}
