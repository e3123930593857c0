import type { SystemInfo } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { as } from '../recipes/recipe.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ smtpUrl: 'smtp://mailer:hunter2-smtp-password@mail.internal:2525' });
});
afterAll(() => t.close());

describe('GET /admin/system-info', () => {
  it('tells the admin versions, engine, storage, mail and AI status and counts — never a secret', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    await signedIn(t);
    const key = 'sk-secret-key-0123456789abcdef';
    expect(
      (await as(t, admin).put('/admin/openai-key', { openai_api_key: key, base_url: 'http://10.1.2.3:9/v1' }))
        .statusCode,
    ).toBe(200);
    const res = await as(t, admin).get('/admin/system-info');
    expect(res.statusCode).toBe(200);
    const info = res.json<SystemInfo>();
    expect(info).toMatchObject({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      node_version: process.version,
      database: { engine: t.database.engine },
      storage: { kind: 'local', image_count: 0 },
      mail: { transport: 'outbox', configured: false, pending_retry: 0, failed: 0 },
      ai: { configured: true, source: 'settings' },
      counts: { users: 2, active_users: 2, admins: 1, recipes: 0, pending_invitations: 1 },
    });
    expect(info.database.size_bytes === null || info.database.size_bytes > 0).toBe(true);
    const text = res.body;
    for (const secret of [key, 'sk-secret', t.config.secret, 'hunter2', 'mail.internal', '10.1.2.3', t.config.dataDir])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/argon2|password|token/i);
  });
});
