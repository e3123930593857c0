import type { Database } from '../db/client';

interface Hits {
  current: number;
  ttl: number;
}
type Callback = (err: Error | null, result?: Hits) => void;

interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

const routeKey = (params: RouteParams) =>
  params.routeInfo?.url ? `${String(params.routeInfo.method)}${params.routeInfo.url}-` : '';

/**
 * Counts of one request limit in the database (table rate_limit_counters, migration 0013), in the shape
 * @fastify/rate-limit asks of a store: every server process on one database counts the same hits. A fixed
 * window per key, like the plugin's own stores; the row is reset, not deleted, when its window has passed.
 */
export function databaseStore(opening: Promise<Database>, now: () => Date) {
  return class DatabaseStore {
    readonly prefix: string;
    constructor(_global?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      const resetAt = new Date(at.getTime() + timeWindow);
      opening
        .then((database) =>
          database.withRawClient((client) =>
            client.query<{ hits: number; reset_at: Date | string }>(
              `INSERT INTO rate_limit_counters AS c (key, hits, reset_at) VALUES ($1, 1, $3::timestamptz)
               ON CONFLICT (key) DO UPDATE SET
                 hits = CASE WHEN c.reset_at <= $2::timestamptz THEN 1 ELSE c.hits + 1 END,
                 reset_at = CASE WHEN c.reset_at <= $2::timestamptz THEN excluded.reset_at ELSE c.reset_at END
               RETURNING hits, reset_at`,
              [this.prefix + key, at.toISOString(), resetAt.toISOString()],
            ),
          ),
        )
        .then(([row]) => {
          const ends = new Date(row!.reset_at).getTime();
          callback(null, { current: Number(row!.hits), ttl: Math.max(0, ends - at.getTime()) });
        })
        .catch((err: Error) => callback(err));
    }

    child(params: RouteParams) {
      return new DatabaseStore(undefined, this.prefix + routeKey(params));
    }
  };
}

/** At start: windows that ended more than a day ago count for nothing. */
export async function pruneRateLimits(database: Database, now: Date): Promise<void> {
  await database.withRawClient((client) =>
    client.query('DELETE FROM rate_limit_counters WHERE reset_at < $1::timestamptz', [
      new Date(now.getTime() - 24 * 3600_000).toISOString(),
    ]),
  );
}
