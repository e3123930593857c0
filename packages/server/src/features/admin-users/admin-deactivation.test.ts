import { type AdminUser, contract } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TestApp, createTestApp, detail, login, signedIn } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import { type Member, as } from '../recipes/recipe.fixtures';

const INACTIVE = 'This account has been deactivated. Please contact an administrator.';

/** Polls until `check` holds (another process hears of a write a moment later), failing after `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 2000): Promise<boolean> {
  for (let i = 0; i < ms / 50; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const refresh = (t: TestApp, token: string) => as(t, null).post('/auth/refresh', { refresh_token: token });

describe('deactivation ends every session at once', () => {
  let t: TestApp;
  let admin: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('their checked (cached) access token and refresh token stop working; sign-in refused until activated', async () => {
    const cook = await signedIn(t);
    const second = await login(t.app, cook.username, cook.password, true);
    // Checked once, so this process remembers the session (decision 008).
    expect((await as(t, cook).get('/auth/me')).statusCode).toBe(200);
    const res = await as(t, admin).post(`/admin/users/${cook.id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminUser>()).toMatchObject({ id: cook.id, is_active: false });
    expect((await as(t, cook).get('/auth/me')).statusCode).toBe(401);
    expect((await as(t, { auth: { authorization: `Bearer ${second.access_token}` } }).get('/auth/me')).statusCode).toBe(
      401,
    );
    expect((await refresh(t, cook.tokens.refresh_token)).statusCode).toBe(401);
    expect((await refresh(t, second.refresh_token)).statusCode).toBe(401);
    const signIn = await as(t, null).post('/auth/login-json', {
      email_or_username: cook.username,
      password: cook.password,
      remember_me: false,
    });
    expect(signIn.statusCode).toBe(403);
    expect(detail(signIn)).toBe(INACTIVE);
    // The old sessions stay ended after activation; a new sign-in works.
    const back = await as(t, admin).post(`/admin/users/${cook.id}/activate`);
    expect(back.json<AdminUser>().is_active).toBe(true);
    expect((await as(t, cook).get('/auth/me')).statusCode).toBe(401);
    const fresh = await login(t.app, cook.username);
    expect((await as(t, { auth: { authorization: `Bearer ${fresh.access_token}` } }).get('/auth/me')).statusCode).toBe(
      200,
    );
  });

  it('PUT is_active false does the same; another admin can be deactivated; unknown ids 404', async () => {
    const [cook, other] = await Promise.all([signedIn(t), signedIn(t, { role: 'admin' })]);
    await as(t, cook).get('/auth/me');
    expect((await as(t, admin).put(`/admin/users/${cook.id}`, { is_active: false })).statusCode).toBe(200);
    expect((await as(t, cook).get('/auth/me')).statusCode).toBe(401);
    expect((await as(t, admin).post(`/admin/users/${other.id}/deactivate`)).statusCode).toBe(200);
    expect((await as(t, other).get('/admin/users')).statusCode).toBe(401);
    expect((await as(t, admin).post('/admin/users/999999/deactivate')).statusCode).toBe(404);
    expect((await as(t, admin).post('/admin/users/999999/activate')).statusCode).toBe(404);
    expect((await as(t, admin).post('/admin/users/0/activate')).statusCode).toBe(422);
  });
});

describe.runIf(inject('dbTemplate').kind === 'postgres')('two server processes on one PostgreSQL', () => {
  it("a deactivation served by one process ends the member's session cached by the other within moments", async () => {
    const database = await createTestDatabase();
    const first = await createTestApp({}, { database: { ...database, close: async () => {} } });
    const second = await createTestApp({}, { database });
    try {
      const admin = await signedIn(first, { role: 'admin' });
      const cook = await signedIn(first);
      expect((await as(second, cook).get('/auth/me')).statusCode).toBe(200); // cached by the second process
      const inactive = async () =>
        (await as(second, admin).get('/admin/users?status_filter=inactive')).json<{ items: AdminUser[] }>().items;
      expect(await inactive()).toEqual([]); // and its user list too
      expect(second.app.hasRoute({ method: 'POST', url: `/api/v1${contract.adminUsers.deactivate.path}` })).toBe(true);
      const started = Date.now();
      expect((await as(first, admin).post(`/admin/users/${cook.id}/deactivate`)).statusCode).toBe(200);
      expect(await eventually(async () => (await as(second, cook).get('/auth/me')).statusCode === 401)).toBe(true);
      expect(Date.now() - started).toBeLessThan(2000);
      expect((await refresh(second, cook.tokens.refresh_token)).statusCode).toBe(401);
      expect(await eventually(async () => (await inactive()).some((u) => u.id === cook.id))).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
