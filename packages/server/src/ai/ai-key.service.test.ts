import { AI_KEY_MESSAGES, type OpenaiKeyStatus } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, as } from '../features/recipes/recipe.fixtures';
import { type TestApp, createTestApp, detail, signedIn } from '../test/test-app';
import { badText } from '../http/text-guard';
import { keyPreview } from './ai-key.service';

describe('keyPreview', () => {
  it('shows the ends of a key, cut by code points (never half a surrogate pair)', () => {
    expect(keyPreview('sk-abcdefghijklmnop')).toBe('sk-...mnop');
    expect(keyPreview('short')).toBe('sh...');
    const preview = keyPreview('sk-abcdefg🍝🍝x'); // its last 4 UTF-16 units start inside a pair
    expect(preview).toBe('sk-...g🍝🍝x');
    expect(badText(preview)).toBeNull();
    expect(keyPreview('a🍝🍝')).toBe('a🍝...');
  });
});

describe('PUT /admin/openai-key refuses keys that are not printable ASCII', () => {
  let t: TestApp;
  let admin: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('an emoji, a space inside or a control character: 422 with a clear detail, nothing saved', async () => {
    for (const key of ['sk-abcdefg🍝🍝x', 'sk-abc def', 'sk-abc\tdef', 'sk-ünïcödé-key']) {
      const res = await as(t, admin).put('/admin/openai-key', { openai_api_key: key });
      expect(res.statusCode, key).toBe(422);
      expect(detail(res)).toEqual([
        expect.objectContaining({ loc: ['body', 'openai_api_key'], msg: AI_KEY_MESSAGES.printableAscii }),
      ]);
    }
    const status = (await as(t, admin).get('/admin/openai-key/status')).json<OpenaiKeyStatus>();
    expect(status).toMatchObject({ configured: false, key_preview: null });
  });

  it('the same key with ASCII only is saved and previewed', async () => {
    const res = await as(t, admin).put('/admin/openai-key', {
      openai_api_key: 'sk-valid_key-0123456789',
      base_url: 'http://127.0.0.1:9/v1',
    });
    expect(res.statusCode).toBe(200);
    const status = (await as(t, admin).get('/admin/openai-key/status')).json<OpenaiKeyStatus>();
    expect(status.key_preview).toBe('sk-...6789');
  });
});
