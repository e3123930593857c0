import type { AiUsage } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiCalls } from '../../db/schema/index';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as } from '../recipes/recipe.fixtures';

const HOUR = 3_600_000;

let t: TestApp;
let admin: Member;
let heavy: Member;
let light: Member;

beforeAll(async () => {
  t = await createTestApp();
  [admin, heavy, light] = await Promise.all([signedIn(t, { role: 'admin' }), signedIn(t), signedIn(t)]);
  const now = t.clock.now().getTime();
  const call = (who: Member, feature: string, ok: boolean, tokens: number, latencyMs: number, hoursAgo: number) => ({
    userId: who.id,
    feature,
    ok,
    promptTokens: tokens,
    completionTokens: ok ? 10 : 0,
    latencyMs,
    createdAt: new Date(now - hoursAgo * HOUR),
  });
  await t.database.db.insert(aiCalls).values([
    call(heavy, 'chef_question', true, 100, 200, 1),
    call(heavy, 'chef_question', true, 50, 400, 2),
    call(heavy, 'recipe_parsing', false, 0, 900, 3),
    call(light, 'recipe_parsing', true, 30, 100, 4),
    // Outside a one-day window, inside a week.
    call(light, 'recommendations', true, 1000, 50, 48),
  ]);
});
afterAll(() => t.close());

const usage = async (days: number) => (await as(t, admin).get(`/admin/ai-usage?days=${days}`)).json<AiUsage>();

describe('GET /admin/ai-usage', () => {
  it('totals, by feature and by member within the window, busiest first', async () => {
    const day = await usage(1);
    // The window ends at the request's now: a moment before this line's.
    const sinceAgo = t.clock.now().getTime() - Date.parse(day.since);
    expect(sinceAgo).toBeGreaterThanOrEqual(24 * HOUR);
    expect(sinceAgo).toBeLessThan(24 * HOUR + 10_000);
    expect(day).toMatchObject({ calls: 4, failed: 1, tokens: 100 + 10 + 50 + 10 + 0 + 30 + 10 });
    expect(day.by_feature).toEqual([
      { feature: 'chef_question', calls: 2, tokens: 170, avg_latency_ms: 300 },
      { feature: 'recipe_parsing', calls: 2, tokens: 40, avg_latency_ms: 500 },
    ]);
    expect(day.by_user).toEqual([
      { user_id: heavy.id, username: heavy.username, calls: 3, tokens: 170 },
      { user_id: light.id, username: light.username, calls: 1, tokens: 40 },
    ]);
  });

  it('a longer window takes the older calls in', async () => {
    const week = await usage(7);
    expect(week).toMatchObject({ calls: 5, failed: 1, tokens: 1220 });
    expect(week.by_user).toEqual([
      { user_id: heavy.id, username: heavy.username, calls: 3, tokens: 170 },
      { user_id: light.id, username: light.username, calls: 2, tokens: 1050 },
    ]);
  });

  it('refuses a window outside 1 to 90 days with a 422 detail', async () => {
    for (const days of [0, 91, 'x']) {
      const res = await as(t, admin).get(`/admin/ai-usage?days=${days}`);
      expect(res.statusCode).toBe(422);
      expect(res.json<{ detail: unknown }>().detail).toBeTruthy();
    }
  });
});
