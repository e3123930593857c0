import type { Database } from '../db/client';

/**
 * Counts the statements an app sends to its database from now on (both drivers: the client drizzle and the
 * prepared-plan path share, PGlite's or the pool's). Statements inside a pooled client's transaction are not seen.
 * `stop()` puts the driver back.
 */
export function countStatements(database: Database) {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    seen.push(typeof first === 'string' ? first : String((first as { text?: string })?.text ?? ''));
    return original.apply(this, args);
  };
  return {
    get count() {
      return seen.length;
    },
    statements: seen,
    reset: () => void (seen.length = 0),
    stop: () => void (client.query = original),
  };
}
