import type { OpenaiKeyStatus } from '@potluck/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/raw';
import type { FakeOpenAi } from '../../test/fake-openai';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';
import { type Member, as } from '../recipes/recipe.fixtures';
import { startFake, useFake } from './ai.fixtures';

let t: TestApp;
let fake: FakeOpenAi;
let admin: Member;
let member: Member;

beforeAll(async () => {
  [t, fake] = await Promise.all([createTestApp(), startFake()]);
  [admin, member] = await Promise.all([signedIn(t, { role: 'admin' }), signedIn(t)]);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const status = async () => (await as(t, admin).get('/admin/openai-key/status')).json<OpenaiKeyStatus>();

describe('the AI provider key (admin System Settings)', () => {
  it('starts unconfigured; members see AI unavailable but text parsing still offered', async () => {
    expect(await status()).toMatchObject({
      configured: false,
      message: 'OpenAI API key is not configured',
      key_preview: null,
      source: 'none',
    });
    const ai = (await as(t, member).get('/ai/status')).json();
    expect(ai).toMatchObject({ ai_available: false, provider: 'none' });
    expect(ai.features).toMatchObject({ recipe_parsing: true, chef_questions: false, recommendations: false });
  });

  it('is admin only: a member gets 403 and an anonymous caller 401 on every key endpoint', async () => {
    const calls = [
      ['get', '/admin/openai-key/status'],
      ['put', '/admin/openai-key'],
      ['post', '/admin/test-api-key'],
      ['get', '/admin/api-keys'],
      ['put', '/admin/api-keys'],
      ['get', '/admin/ai-usage'],
    ] as const;
    for (const [method, path] of calls) {
      const body = { openai_api_key: 'sk-member-trying', openai: { openai_api_key: 'sk-member-trying' } };
      const asMember = method === 'get' ? await as(t, member).get(path) : await as(t, member)[method](path, body);
      expect(asMember.statusCode, `${method} ${path}`).toBe(403);
      const anonymous = method === 'get' ? await as(t, null).get(path) : await as(t, null)[method](path, body);
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await status()).configured).toBe(false);
  });

  it('validates the key with the spec messages; other prefixes only with a custom base URL', async () => {
    const empty = await as(t, admin).put('/admin/openai-key', { openai_api_key: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(detail(empty)).toEqual([expect.objectContaining({ msg: 'Please enter an API key' })]);
    const noSk = await as(t, admin).put('/admin/openai-key', { openai_api_key: 'abc-123' });
    expect(detail(noSk)).toEqual([expect.objectContaining({ msg: 'OpenAI API key must start with "sk-"' })]);
    const badUrl = await as(t, admin).put('/admin/openai-key', { openai_api_key: 'ollama', base_url: 'ftp://x' });
    expect(badUrl.statusCode).toBe(422);
  });

  it('stores a working key sealed, shows only a preview, and reports it working', async () => {
    const res = await useFake(t, admin, fake);
    expect(res.json()).toEqual({ success: true, message: 'API key updated and verified' });
    const s = await status();
    expect(s).toMatchObject({
      configured: true,
      source: 'settings',
      key_preview: `sk-...${fake.key.slice(-4)}`,
      base_url: fake.url,
      model: 'fake-model',
    });
    expect(s.connectivity.status).toBe('working');
    expect(JSON.stringify(s)).not.toContain(fake.key);
    const [row] = await rows<{ value: unknown }>(
      t.database.db,
      sql`SELECT value FROM app_settings WHERE key = 'ai_provider'`,
    );
    expect(JSON.stringify(row?.value)).not.toContain(fake.key);
    expect((await as(t, member).get('/ai/status')).json()).toMatchObject({
      ai_available: true,
      provider: 'openai-compatible',
      features: { chef_questions: true },
    });
    expect((await as(t, admin).get('/admin/api-keys')).json()).toEqual({
      openai: { configured: true, key_preview: s.key_preview, base_url: fake.url, model: 'fake-model' },
    });
  });

  it('test-api-key says "Connection test completed" when the provider answers', async () => {
    const res = await as(t, admin).post('/admin/test-api-key');
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Connection test completed',
      connectivity: { status: 'working' },
    });
  });

  it('saves a refused key but reports it not working, and AI becomes unavailable', async () => {
    const res = await useFake(t, admin, fake, 'sk-wrong-key-000000');
    expect(res.json().message).toMatch(/^API key saved, but the connection test failed/);
    expect((await status()).connectivity).toMatchObject({
      status: 'not_working',
      message: 'The AI provider refused this API key',
    });
    expect((await as(t, admin).post('/admin/test-api-key')).json()).toMatchObject({ success: false });
    expect((await as(t, member).get('/ai/status')).json().ai_available).toBe(false);
    const put = await as(t, admin).put('/admin/api-keys', { openai: { openai_api_key: fake.key, base_url: fake.url } });
    expect(put.json().openai.configured).toBe(true);
    expect((await as(t, member).get('/ai/status')).json().ai_available).toBe(true);
  });

  it('OPENAI_API_KEY in the environment overrides the saved key', async () => {
    const env = await createTestApp({
      ai: { ...t.config.ai, envApiKey: fake.key, envBaseUrl: fake.url, envModel: 'env-model' },
    });
    try {
      const a = await signedIn(env, { role: 'admin' });
      const s = (await as(env, a).get('/admin/openai-key/status')).json<OpenaiKeyStatus>();
      expect(s).toMatchObject({
        configured: true,
        source: 'environment',
        model: 'env-model',
        message: 'OpenAI API key is configured (set by OPENAI_API_KEY)',
      });
      expect((await as(env, a).get('/ai/status')).json().ai_available).toBe(true);
    } finally {
      await env.close();
    }
  });
});
