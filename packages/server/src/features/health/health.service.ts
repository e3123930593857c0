import { sql } from 'drizzle-orm';
import type { Health } from '@potluck/api';
import type { AppContext } from '../../context';

export function createHealthService(ctx: AppContext) {
  return {
    /** Answers only when the database answers; a failure surfaces as 503 through the error handler. */
    async check(): Promise<Health> {
      await ctx.db.execute(sql`SELECT 1`);
      return { status: 'ok', database: ctx.database.engine };
    },
  };
}
