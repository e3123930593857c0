import { afterEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, detail, firstRunToken, login, seedUser } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';

const firstRunLines = (t: TestApp) => t.logs.filter((l) => String(l.msg).startsWith('First-run setup:'));

describe('start-up bootstrap', () => {
  const open: TestApp[] = [];
  const start = async (...args: Parameters<typeof createTestApp>) => {
    const t = await createTestApp(...args);
    open.push(t);
    return t;
  };
  afterEach(async () => {
    while (open.length) await open.pop()!.close();
  });

  it('no users, no admin settings: logs exactly one first-run line; later starts show the same link while it is unused', async () => {
    const database = await createTestDatabase();
    const keep = { ...database, close: async () => {} };
    const first = await start({}, { database: keep });
    const lines = firstRunLines(first);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toMatch(/^First-run setup: open http:\/\/potluck\.test\/register\?token=[A-Za-z0-9_-]{43}$/);

    const second = await start({}, { database: keep });
    expect(firstRunToken(second)).toBe(firstRunToken(first));
    const valid = await second.app.inject({
      method: 'GET',
      url: `/api/v1/invitations/validate/${firstRunToken(second)}`,
    });
    expect(valid.json()).toMatchObject({ valid: true, email: null });

    // Once a user exists, nothing is logged.
    await seedUser(second);
    const third = await start({}, { database });
    expect(firstRunLines(third)).toHaveLength(0);
  });

  it('an expired first-run invitation is replaced by a new one', async () => {
    const database = await createTestDatabase();
    const keep = { ...database, close: async () => {} };
    const first = await start({}, { database: keep });
    const old = firstRunToken(first)!;
    const later = new Date(Date.now() + 169 * 3600_000);
    const second = await start({ now: () => later }, { database });
    const fresh = firstRunToken(second)!;
    expect(fresh).not.toBe(old);
    const res = await second.app.inject({ method: 'GET', url: `/api/v1/invitations/validate/${old}` });
    expect(res.json().valid).toBe(false);
  });

  it('with POTLUCK_ADMIN_*: creates that admin once, logs no first-run line', async () => {
    const database = await createTestDatabase();
    const keep = { ...database, close: async () => {} };
    const admin = { email: 'Chef@Example.com', username: 'head_chef', password: 'admin-password-1' };
    const first = await start({ admin }, { database: keep });
    expect(firstRunLines(first)).toHaveLength(0);
    const tokens = await login(first.app, 'chef@example.com', admin.password);
    const me = await first.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.json()).toMatchObject({ username: 'head_chef', email: 'chef@example.com', role: 'admin' });

    // A restart with a changed password does not touch the existing account.
    const second = await start({ admin: { ...admin, password: 'another-password' } }, { database });
    const res = await second.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login-json',
      payload: { email_or_username: 'head_chef', password: 'another-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(typeof detail(res)).toBe('string');
  });
});
