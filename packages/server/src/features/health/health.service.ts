import { sql } from 'drizzle-orm';
import type { Health } from '@potluck/api';
import type { AppContext } from '../../context';
import { DETAILS, HttpError } from '../../http/http-error';

/** A database answer this recent stands for the next health checks (decision 017). */
export const HEALTH_FRESH_MS = 1000;

/**
 * Health asks the database at most once a second: a check within HEALTH_FRESH_MS of the last answered `SELECT 1`
 * reuses it, and concurrent checks after that share one round trip. A database that stopped answering turns
 * health into 503 within that second (every check after a failure asks again), without a load balancer's probes
 * or a benchmark's trivial route costing a statement each.
 */
export function createHealthService(ctx: AppContext, now: () => number = () => performance.now()) {
  let answeredAt = -Infinity;
  let asking: Promise<void> | undefined;
  const ask = () =>
    ctx.db.execute(sql`SELECT 1`).then(
      () => {
        answeredAt = now();
      },
      (err: unknown) => {
        ctx.log.error({ err }, 'Health check: the database did not answer');
        throw new HttpError(503, DETAILS.databaseUnavailable);
      },
    );
  const healthy: Health = { status: 'ok', database: ctx.database.engine };

  return {
    /** Answers when the database answered within the last second, or answers now; else 503. */
    async check(): Promise<Health> {
      if (now() - answeredAt < HEALTH_FRESH_MS) return healthy;
      asking ??= ask().finally(() => {
        asking = undefined;
      });
      await asking;
      return healthy;
    },
  };
}
