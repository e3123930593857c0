import type { AiUsage } from '@potluck/api';
import { desc, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { aiCalls, users } from '../../db/schema/index';

/** The by-member list names the heaviest users only. */
export const AI_USAGE_TOP_MEMBERS = 50;
const DAY_MS = 86_400_000;

// Aggregates of the ai_calls rows in a group; counts cast to int so both drivers answer numbers.
const calls = sql<number>`count(*)::int`;
const failed = sql<number>`(count(*) FILTER (WHERE NOT ${aiCalls.ok}))::int`;
const tokens = sql<number>`coalesce(sum(${aiCalls.promptTokens} + ${aiCalls.completionTokens}), 0)::int`;
const avgLatency = sql<number>`round(avg(${aiCalls.latencyMs}))::int`;

/** Admin AI usage reporting (spec 001 §7): what the provider calls of a period cost, by feature and member. */
export function createAiUsageService(ctx: AppContext) {
  const { db } = ctx;
  return {
    /** Calls, tokens and latency of the last `days` days: totals, by feature and by member, busiest first. */
    async report(days: number): Promise<AiUsage> {
      const since = new Date(ctx.config.now().getTime() - days * DAY_MS);
      const recent = gte(aiCalls.createdAt, since);
      const [totals] = await db.select({ calls, failed, tokens }).from(aiCalls).where(recent);
      const byFeature = await db
        .select({ feature: aiCalls.feature, calls, tokens, avg_latency_ms: avgLatency })
        .from(aiCalls)
        .where(recent)
        .groupBy(aiCalls.feature)
        .orderBy(desc(calls), aiCalls.feature);
      const byUser = await db
        .select({ user_id: users.id, username: users.username, calls, tokens })
        .from(aiCalls)
        .innerJoin(users, eq(users.id, aiCalls.userId))
        .where(recent)
        .groupBy(users.id, users.username)
        .orderBy(desc(calls), users.id)
        .limit(AI_USAGE_TOP_MEMBERS);
      return {
        since: since.toISOString(),
        calls: totals?.calls ?? 0,
        failed: totals?.failed ?? 0,
        tokens: totals?.tokens ?? 0,
        by_feature: byFeature,
        by_user: byUser,
      };
    },
  };
}
export type AiUsageService = ReturnType<typeof createAiUsageService>;
