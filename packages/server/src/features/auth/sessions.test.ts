import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../../db/schema/index';
import { type TestApp, type Tokens, createTestApp, detail, login, seedUser, signedIn } from '../../test/test-app';
import { SESSION_MESSAGES } from './session.service';
import { authRequests } from './auth-requests.fixtures';

const DAY = 24 * 3600_000;

/** What another server process sharing the database would do: revoke the token's session behind this one's back. */
const revokeInDatabase = (t: TestApp, accessToken: string) =>
  t.database.db
    .update(authSessions)
    .set({ revokedAt: t.config.now() })
    .where(eq(authSessions.id, decodeJwt(accessToken).sid as string));

describe('sessions and tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { me, refresh } = authRequests(() => t.app);

  it('rotates the refresh token on every use', async () => {
    const user = await signedIn(t);
    const first = await refresh(user.tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const pair = first.json<Tokens>();
    expect(pair.refresh_token).not.toBe(user.tokens.refresh_token);
    expect((await me(pair.access_token)).statusCode).toBe(200);
    const second = await refresh(pair.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('reuse of a spent refresh token revokes the whole family', async () => {
    const user = await signedIn(t);
    const rotated = (await refresh(user.tokens.refresh_token)).json<Tokens>();
    const reuse = await refresh(user.tokens.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(detail(reuse)).toBe(SESSION_MESSAGES.invalidRefresh);
    // The thief's (or victim's) newer tokens die with the family.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await me(rotated.access_token)).statusCode).toBe(401);
    // Other sessions of the same user are untouched.
    const other = await login(t.app, user.username);
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it('rejects unknown and malformed refresh tokens', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const empty = await refresh('');
    expect(empty.statusCode).toBe(422);
    expect(detail(empty)).toEqual([
      expect.objectContaining({ loc: ['body', 'refresh_token'], msg: 'Refresh token is required' }),
    ]);
  });

  it('sessions end absolutely: 7 days without remember_me, 30 days with it, however often they rotate', async () => {
    const user = await seedUser(t);
    let short = await login(t.app, user.username, user.password, false);
    let long = await login(t.app, user.username, user.password, true);
    for (let day = 0; day < 6; day++) {
      t.clock.advance(DAY);
      short = (await refresh(short.refresh_token)).json<Tokens>();
    }
    t.clock.advance(DAY + 60_000);
    expect((await refresh(short.refresh_token)).statusCode).toBe(401);
    expect((await refresh(long.refresh_token)).statusCode).toBe(200);
    const fresh = await login(t.app, user.username, user.password, true);
    long = fresh;
    t.clock.advance(29 * DAY);
    long = (await refresh(long.refresh_token)).json<Tokens>();
    t.clock.advance(DAY + 60_000);
    expect((await refresh(long.refresh_token)).statusCode).toBe(401);
  });

  it('logout revokes the session: its access and refresh tokens stop working', async () => {
    const user = await signedIn(t);
    const other = await login(t.app, user.username);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: user.auth,
      payload: { refresh_token: user.tokens.refresh_token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Successfully logged out' });
    expect((await me(user.tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(user.tokens.refresh_token)).statusCode).toBe(401);
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it('logout works without a body and needs a token', async () => {
    const user = await signedIn(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect((await refresh(user.tokens.refresh_token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(401);
  });

  it('deactivation ends access and refresh at once', async () => {
    const user = await signedIn(t);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await me(user.tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(user.tokens.refresh_token)).statusCode).toBe(401);
  });

  /** Decision 008: a checked session is trusted for a few seconds, and every change made here ends that at once. */
  describe('checked sessions are remembered briefly', () => {
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
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: user.auth })).statusCode).toBe(
        200,
      );
      expect((await me(user.tokens.access_token)).statusCode).toBe(401);
    });

    it('a password change ends the other checked sessions at once', async () => {
      const user = await signedIn(t);
      const other = await login(t.app, user.username);
      expect((await me(other.access_token)).statusCode).toBe(200);
      const change = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/change-password',
        headers: user.auth,
        payload: {
          current_password: user.password,
          new_password: 'brand-new-pass',
          confirm_password: 'brand-new-pass',
        },
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
        expect((await fresh.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth })).statusCode).toBe(
          200,
        );
        await revokeInDatabase(fresh, user.tokens.access_token);
        expect((await fresh.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth })).statusCode).toBe(
          401,
        );
      } finally {
        await fresh.close();
      }
    });
  });
});
