import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { rows } from '../db/raw';

/** GET /admin/ai-usage: calls, tokens and latency of the last `days` days, by feature and by member. */
export async function aiUsage(ctx: AppContext, days: number) {
  const since = new Date(ctx.config.now().getTime() - days * 86_400_000);
  const [totals] = await rows<{ calls: number; failed: number; tokens: number }>(
    ctx.db,
    sql`SELECT count(*)::int AS calls, count(*) FILTER (WHERE NOT ok)::int AS failed,
      coalesce(sum(prompt_tokens + completion_tokens), 0)::int AS tokens FROM ai_calls WHERE created_at >= ${since.toISOString()}`,
  );
  const by_feature = await rows<{ feature: string; calls: number; tokens: number; avg_latency_ms: number }>(
    ctx.db,
    sql`SELECT feature, count(*)::int AS calls, coalesce(sum(prompt_tokens + completion_tokens), 0)::int AS tokens,
      round(avg(latency_ms))::int AS avg_latency_ms FROM ai_calls WHERE created_at >= ${since.toISOString()} GROUP BY feature ORDER BY calls DESC`,
  );
  const by_user = await rows<{ user_id: number; username: string; calls: number; tokens: number }>(
    ctx.db,
    sql`SELECT u.id AS user_id, u.username, count(*)::int AS calls, coalesce(sum(prompt_tokens + completion_tokens), 0)::int AS tokens
      FROM ai_calls a JOIN users u ON u.id = a.user_id WHERE a.created_at >= ${since.toISOString()}
      GROUP BY u.id, u.username ORDER BY calls DESC LIMIT 50`,
  );
  return {
    since: since.toISOString(),
    calls: totals?.calls ?? 0,
    failed: totals?.failed ?? 0,
    tokens: totals?.tokens ?? 0,
    by_feature,
    by_user,
  };
}
