import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../db/schema/index';
import { type TestApp, type Tokens, bearer, createTestApp, login, signedIn } from '../../test/test-app';

/** What another server process sharing the database would do: revoke the token's session behind this one's back. */
const revokeInDatabase = (t: TestApp, accessToken: string) =>
  t.database.db.update(authSessions).set({ revokedAt: t.config.now() }).where(eq(authSessions.id, decodeJwt(accessToken).sid as string));

/** Decision 008: a checked session is trusted for a few seconds, and every change made here ends that at once. */
describe('checked sessions are remembered briefly', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
  const refresh = (refresh_token: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token } });

  it('a change made outside this process (another server, the database) shows once the lifetime has passed', async () => {
    const user = await signedIn(t);
    expect((await me(user.tokens.access_token)).statusCode).toBe(200);
    await revokeInDatabase(t, user.tokens.access_token);
    // Within the lifetime the checked session still counts: the trade-off decision 008 accepts…
    t.clock.advance((t.config.sessionCacheSeconds - 1) * 1000);
    expect((await me(user.tokens.access_token)).statusCode).toBe(200);
    // …and no longer after it.
    t.clock.advance(2000);
    expect((await me(user.tokens.access_token)).statusCode).toBe(401);
  });

  it('logout ends a checked session at once', async () => {
    const user = await signedIn(t);
    expect((await me(user.tokens.access_token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: user.auth })).statusCode).toBe(200);
    expect((await me(user.tokens.access_token)).statusCode).toBe(401);
  });

  it('a password change ends the other checked sessions at once', async () => {
    const user = await signedIn(t);
    const other = await login(t.app, user.username);
    expect((await me(other.access_token)).statusCode).toBe(200);
    const change = await t.app.inject({
      method: 'POST', url: '/api/v1/auth/change-password', headers: user.auth,
      payload: { current_password: user.password, new_password: 'brand-new-pass', confirm_password: 'brand-new-pass' },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(other.access_token)).statusCode).toBe(401);
    expect((await me(user.tokens.access_token)).statusCode).toBe(200);
  });

  it('a refresh token used twice ends the checked session at once, though that request fails', async () => {
    const user = await signedIn(t);
    const rotated = (await refresh(user.tokens.refresh_token)).json<Tokens>();
    expect((await me(rotated.access_token)).statusCode).toBe(200);
    expect((await refresh(user.tokens.refresh_token)).statusCode).toBe(401);
    expect((await me(rotated.access_token)).statusCode).toBe(401);
  });

  it('with a lifetime of 0 every request asks the database', async () => {
    const fresh = await createTestApp({ sessionCacheSeconds: 0 });
    try {
      const user = await signedIn(fresh);
      expect((await fresh.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth })).statusCode).toBe(200);
      await revokeInDatabase(fresh, user.tokens.access_token);
      expect((await fresh.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth })).statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
