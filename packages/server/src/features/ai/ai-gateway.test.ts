import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../db/raw';
import { sql } from 'drizzle-orm';
import type { FakeOpenAi } from '../../test/fake-openai';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';
import { type Member, as } from '../recipes/recipe.fixtures';
import { chefRequests, startFake, useFake } from './ai.fixtures';

const TEXT =
  'Tomato soup\nIngredients:\n- 1 kg tomatoes, halved\n- 3 cloves garlic\nSteps:\n1. Roast.\n2. Blend with stock.';

let t: TestApp;
let fake: FakeOpenAi;
let admin: Member;
let member: Member;

beforeAll(async () => {
  fake = await startFake();
  t = await createTestApp({
    ai: {
      envApiKey: undefined,
      envBaseUrl: undefined,
      envModel: undefined,
      defaultModel: 'x',
      timeoutMs: 400,
      callsPerMinute: 1000,
      callsPerDay: 10_000,
      maxInputChars: 2000,
    },
  });
  [admin, member] = await Promise.all([signedIn(t, { role: 'admin' }), signedIn(t)]);
  await useFake(t, admin, fake);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => void fake.requests.splice(0));

const parse = (who: Member = member, text = TEXT) => as(t, who).post('/ai/parse-recipe', { text, enhance: true });

describe('every AI call: structured output, errors, limits and the call log', () => {
  it('asks for JSON with a schema and returns the validated recipe', async () => {
    const res = await parse();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      parser: 'ai',
      ai_confidence: 'high',
      recipe: { title: 'Tomato soup', servings: 4 },
    });
    const [request] = chefRequests(fake);
    expect(request?.body?.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'parsed_recipe' },
    });
    expect(request?.body?.model).toBe('fake-model');
  });

  it('retries a malformed answer once, then answers 502 with a clear detail — nothing half-parsed', async () => {
    fake.enqueue({ content: 'not json at all' });
    expect((await parse()).statusCode).toBe(200);
    expect(chefRequests(fake)).toHaveLength(2);
    fake.enqueue({ content: '{"recipe": {"title": ""}}' }, { json: { recipe: { ingredients: 'no' } } });
    const res = await parse();
    expect(res.statusCode).toBe(502);
    expect(detail(res)).toBe('The AI answer could not be read. Please try again.');
  });

  it('maps provider failures: 401 → 400 API-key detail, 429 → 429 with Retry-After, 500 → 503, a hang → 503', async () => {
    fake.enqueue({ status: 401, body: { error: { message: 'Incorrect API key' } } });
    const invalid = await parse();
    expect(invalid.statusCode).toBe(400);
    expect(detail(invalid)).toMatch(/API key/);
    await useFake(t, admin, fake); // the refusal marked the key not working; a re-save tests it again
    fake.enqueue({ status: 429, headers: { 'retry-after': '7' } });
    const limited = await parse();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('7');
    fake.enqueue({ status: 500 });
    expect((await parse()).statusCode).toBe(503);
    fake.enqueue({ hang: true });
    const hung = await parse();
    expect(hung.statusCode).toBe(503);
    expect(detail(hung)).toBe('The AI provider is unavailable right now. Please try again in a few minutes.');
  });

  it('refuses text over the input cap before calling the provider', async () => {
    const res = await parse(member, 'x'.repeat(2001));
    expect(res.statusCode).toBe(413);
    expect(detail(res)).toBe('That is too much text for the AI chef: at most 2000 characters.');
    expect(chefRequests(fake)).toHaveLength(0);
  });

  it('logs every call with member, feature, tokens and latency; the admin sees usage', async () => {
    const someone = await signedIn(t);
    await parse(someone);
    fake.enqueue({ status: 500 });
    await parse(someone);
    const logged = await rows<{ feature: string; ok: boolean; prompt_tokens: number; error: string | null }>(
      t.database.db,
      sql`SELECT feature, ok, prompt_tokens, error FROM ai_calls WHERE user_id = ${someone.id} ORDER BY id`,
    );
    expect(logged).toEqual([
      { feature: 'recipe_parsing', ok: true, prompt_tokens: 120, error: null },
      { feature: 'recipe_parsing', ok: false, prompt_tokens: 0, error: 'unavailable' },
    ]);
    const usage = (await as(t, admin).get('/admin/ai-usage?days=1')).json();
    expect(usage.by_user).toContainEqual({ user_id: someone.id, username: someone.username, calls: 2, tokens: 200 });
    expect(usage.by_feature[0]).toMatchObject({ feature: 'recipe_parsing' });
  });
});

describe('per-member limits (OWASP API4)', () => {
  it('answers 429 after the per-minute limit and after the daily quota, per member', async () => {
    const limited = await createTestApp({ ai: { ...t.config.ai, callsPerMinute: 2, callsPerDay: 3 } });
    try {
      const [a, m, other] = await Promise.all([
        signedIn(limited, { role: 'admin' }),
        signedIn(limited),
        signedIn(limited),
      ]);
      await useFake(limited, a, fake);
      const go = (who: Member) => as(limited, who).post('/ai/parse-recipe', { text: TEXT });
      expect((await go(m)).statusCode).toBe(200);
      expect((await go(m)).statusCode).toBe(200);
      const third = await go(m);
      expect(third.statusCode).toBe(429);
      expect(detail(third)).toBe('Too many AI requests: at most 2 per minute. Please wait a moment and try again.');
      expect((await go(other)).statusCode).toBe(200);
      limited.clock.advance(61_000);
      expect((await go(m)).statusCode).toBe(200);
      limited.clock.advance(61_000);
      const day = await go(m);
      expect(day.statusCode).toBe(429);
      expect(detail(day)).toBe("You have used today's 3 AI requests. Please try again tomorrow.");
    } finally {
      await limited.close();
    }
  });
});
