import type { RecipePage, RecipeSummary } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../features/auth/password.service';
import { createTokenService } from '../features/auth/token.service';
import { createServices } from '../services';
import { type TestApp, bearer, createTestApp, firstRunToken, login } from '../test/test-app';
import { DEMO_PASSWORD, DEMO_RECIPES, DEMO_USERS } from './index';

describe('demo data (POTLUCK_DEMO=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('seeds the family at start: every member signs in with the demo password; no first-run link is needed', async () => {
    for (const user of DEMO_USERS) {
      const tokens = await login(t.app, user.username, DEMO_PASSWORD);
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(tokens.access_token) });
      expect(me.json()).toMatchObject({ username: user.username, role: user.role, display_name: user.display_name });
    }
    expect(firstRunToken(t)).toBeUndefined();
  });

  it('has every demo recipe with its rows, categories and tags, plus likes, views and bookmarks', async () => {
    const tokens = await login(t.app, DEMO_USERS[1].username, DEMO_PASSWORD);
    const headers = bearer(tokens.access_token);
    const all = (await t.app.inject({ method: 'GET', url: '/api/v1/recipes?limit=100', headers })).json<RecipePage>();
    const listed = DEMO_RECIPES.filter(
      (r) => (r.visibility === 'public' && r.status === 'published') || r.author === DEMO_USERS[1].username,
    );
    expect(all.total).toBe(listed.length);
    const first = DEMO_RECIPES[0]!;
    const card = all.items.find((r) => r.title === first.title)!;
    expect(card.categories.map((c) => c.name)).toEqual(first.category_names);
    expect(card.tags.map((x) => x.name).sort()).toEqual([...(first.tags ?? [])].sort());
    const featured = (await t.app.inject({ method: 'GET', url: '/api/v1/recipes/featured/recipes', headers })).json<{
      items: RecipeSummary[];
    }>().items;
    expect(featured).toHaveLength(10);
    expect(featured[0]!.like_count).toBeGreaterThan(0);
    const trending = (await t.app.inject({ method: 'GET', url: '/api/v1/recipes/trending/recipes', headers })).json<{
      items: RecipeSummary[];
    }>().items;
    expect(trending.length).toBeGreaterThan(0);
    const dates = new Set(all.items.map((r) => r.created_at.slice(0, 10)));
    expect(dates.size).toBeGreaterThan(20);
  });

  it('is idempotent: seeding again creates nothing', async () => {
    const ctx = {
      config: t.config,
      database: t.database,
      db: t.database.db,
      log: t.app.log,
      mailer: { kind: 'outbox' as const, send: async () => {}, close: () => {} },
      passwords: createPasswordHasher(t.config.argon2),
      tokens: createTokenService(t.config),
    };
    const again = await createServices(ctx).demo.seed();
    expect(again).toEqual({ members: 4, recipes: DEMO_RECIPES.length, created: 0 });
  });
});
