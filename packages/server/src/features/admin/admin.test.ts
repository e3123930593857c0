import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAILS } from '../../http/http-error';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';

const SETTINGS = '/api/v1/admin/settings';

describe('GET/PUT /admin/settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('admins read the defaults and change them; a partial body changes only what it names', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    const get = await t.app.inject({ method: 'GET', url: SETTINGS, headers: admin.auth });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ open_registration: false });
    const put = await t.app.inject({
      method: 'PUT',
      url: SETTINGS,
      headers: admin.auth,
      payload: { open_registration: true },
    });
    expect(put.json()).toEqual({ open_registration: true });
    const empty = await t.app.inject({ method: 'PUT', url: SETTINGS, headers: admin.auth, payload: {} });
    expect(empty.json()).toEqual({ open_registration: true });
    await t.app.inject({ method: 'PUT', url: SETTINGS, headers: admin.auth, payload: { open_registration: false } });
  });

  it('members get 403 with the Access Denied text, anonymous callers 401', async () => {
    const member = await signedIn(t);
    for (const method of ['GET', 'PUT'] as const) {
      const asMember = await t.app.inject({
        method,
        url: SETTINGS,
        headers: member.auth,
        payload: method === 'PUT' ? { open_registration: true } : undefined,
      });
      expect(asMember.statusCode).toBe(403);
      expect(detail(asMember)).toBe(DETAILS.adminOnly);
      expect((await t.app.inject({ method, url: SETTINGS })).statusCode).toBe(401);
    }
    const admin = await signedIn(t, { role: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: SETTINGS, headers: admin.auth })).json()).toEqual({
      open_registration: false,
    });
  });

  it('422 for a wrong type', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    const res = await t.app.inject({
      method: 'PUT',
      url: SETTINGS,
      headers: admin.auth,
      payload: { open_registration: 'yes' },
    });
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toEqual([
      expect.objectContaining({ loc: ['body', 'open_registration'], type: 'invalid_type' }),
    ]);
  });
});
