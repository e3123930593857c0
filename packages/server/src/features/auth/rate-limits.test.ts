import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { RATE_LIMIT_DETAIL } from '../../plugins/rate-limit';
import { createTestDatabase } from '../../test/test-db';
import {
  type TestApp,
  createTestApp,
  detail,
  invite,
  seedUser,
  signedIn,
  testConfig,
  unique,
} from '../../test/test-app';
import { INVITATION_LIMIT_MESSAGE } from '../invitations/invitations.service';
import { AUTH_DETAILS } from './auth.service';

const LOGIN = '/api/v1/auth/login-json';
const REGISTER = '/api/v1/auth/register';
const HIGH = 10_000;

const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

describe('per-IP limits (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        loginPerIpPerMinute: 3,
        registerPerIpPerMinute: 2,
        loginFailuresPerAccountPerHour: HIGH,
        registerPerAccountPerHour: HIGH,
        invitationsPerUserPerHour: HIGH,
        friendSearchPerMinute: HIGH,
        inviteCodesPerHour: HIGH,
      },
    });
  });
  afterAll(() => t.close());

  it('login: 429 with Retry-After once the per-minute budget is used', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email_or_username: `nobody${i}`, password: 'x' },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(retryAfter(res)).toBeGreaterThan(0);
        expect(retryAfter(res)).toBeLessThanOrEqual(60);
        expect(detail(res)).toBe(RATE_LIMIT_DETAIL);
      }
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('registration: 429 with Retry-After', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await t.app.inject({ method: 'POST', url: REGISTER, payload: { username: 'x' } })).statusCode);
    }
    expect(codes).toEqual([422, 422, 429]);
  });
});

describe('per-account limits (in the database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        loginPerIpPerMinute: HIGH,
        registerPerIpPerMinute: HIGH,
        loginFailuresPerAccountPerHour: 3,
        registerPerAccountPerHour: 2,
        invitationsPerUserPerHour: 2,
        friendSearchPerMinute: HIGH,
        inviteCodesPerHour: HIGH,
      },
    });
  });
  afterAll(() => t.close());

  const attempt = (app: TestApp['app'], identifier: string, password: string) =>
    app.inject({ method: 'POST', url: LOGIN, payload: { email_or_username: identifier, password } });

  it('locks an account after its failed logins (by username or email alike), even for the right password, for an hour', async () => {
    const user = await seedUser(t);
    expect((await attempt(t.app, user.username, 'wrong-1')).statusCode).toBe(401);
    expect((await attempt(t.app, user.email, 'wrong-2')).statusCode).toBe(401);
    expect((await attempt(t.app, user.username.toUpperCase(), 'wrong-3')).statusCode).toBe(401);
    const locked = await attempt(t.app, user.username, user.password);
    expect(locked.statusCode).toBe(429);
    expect(detail(locked)).toBe(AUTH_DETAILS.lockedOut);
    expect(retryAfter(locked)).toBeGreaterThan(3500);
    expect(retryAfter(locked)).toBeLessThanOrEqual(3600);
    // Other accounts are unaffected.
    const other = await seedUser(t);
    expect((await attempt(t.app, other.username, other.password)).statusCode).toBe(200);

    t.clock.advance(3600_000 + 1000);
    expect((await attempt(t.app, user.username, user.password)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the failure count', async () => {
    const user = await seedUser(t);
    await attempt(t.app, user.username, 'wrong-1');
    await attempt(t.app, user.username, 'wrong-2');
    expect((await attempt(t.app, user.username, user.password)).statusCode).toBe(200);
    await attempt(t.app, user.username, 'wrong-3');
    await attempt(t.app, user.username, 'wrong-4');
    expect((await attempt(t.app, user.username, user.password)).statusCode).toBe(200);
  });

  it('the count lives in the database: a second server process on the same database sees the lockout', async () => {
    const database = await createTestDatabase();
    const config = testConfig({ rateLimits: { ...t.config.rateLimits } });
    const quiet = { write: () => {} };
    const first = await buildApp(config, { database: { ...database, close: async () => {} }, logStream: quiet });
    const second = await buildApp(config, { database, logStream: quiet });
    try {
      const user = await seedUser({ database, config });
      for (let i = 0; i < 3; i++) expect((await attempt(first, user.username, `wrong-${i}`)).statusCode).toBe(401);
      expect((await attempt(second, user.username, user.password)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('registration attempts per invitation are limited', async () => {
    const token = await invite(t, await signedIn(t), `${unique('r')}@example.com`);
    const taken = await seedUser(t);
    const payload = {
      invitation_token: token,
      username: taken.username,
      password: 'password-1',
      confirm_password: 'password-1',
    };
    expect((await t.app.inject({ method: 'POST', url: REGISTER, payload })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: REGISTER, payload })).statusCode).toBe(409);
    const limited = await t.app.inject({ method: 'POST', url: REGISTER, payload });
    expect(limited.statusCode).toBe(429);
    expect(detail(limited)).toBe(AUTH_DETAILS.tooManyRegistrations);
    expect(retryAfter(limited)).toBeGreaterThan(0);
  });

  it('invitations per member per hour: 429 with Retry-After, other members unaffected', async () => {
    const member = await signedIn(t);
    await invite(t, member, `${unique('a')}@example.com`);
    await invite(t, member, `${unique('b')}@example.com`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations/send',
      headers: member.auth,
      payload: { email: `${unique('c')}@example.com` },
    });
    expect(res.statusCode).toBe(429);
    expect(detail(res)).toBe(INVITATION_LIMIT_MESSAGE);
    expect(retryAfter(res)).toBeGreaterThan(3500);
    await invite(t, await signedIn(t), `${unique('d')}@example.com`);
  });
});
