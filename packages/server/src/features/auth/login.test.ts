import { AUTH_MESSAGES } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, bearer, createTestApp, detail, login, seedUser, signedIn } from '../../test/test-app';
import { AUTH_DETAILS } from './auth.service';

const LOGIN = '/api/v1/auth/login-json';

describe('POST /auth/login-json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs in by username or email, case-insensitively, and returns a bearer pair', async () => {
    const user = await seedUser(t, { username: 'Grandma_Rose' });
    for (const identifier of ['Grandma_Rose', 'grandma_rose', 'GRANDMA_ROSE@EXAMPLE.COM', `  ${user.email}  `]) {
      const res = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email_or_username: identifier, password: user.password },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token', 'token_type']);
      expect(body.token_type).toBe('bearer');
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(body.access_token) });
      expect(me.json().username).toBe('Grandma_Rose');
    }
  });

  it('rejects a wrong password and an unknown account with the same 401', async () => {
    const user = await seedUser(t);
    const wrong = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email_or_username: user.username, password: 'not-the-password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email_or_username: 'nobody_here', password: 'whatever1' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(detail(res)).toBe(AUTH_DETAILS.badCredentials);
    }
  });

  it('refuses a deactivated account even with the right password', async () => {
    const user = await seedUser(t, { isActive: false });
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email_or_username: user.username, password: user.password },
    });
    expect(res.statusCode).toBe(403);
    expect(detail(res)).toBe(AUTH_DETAILS.inactive);
  });

  it('validates with the contract messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, payload: { email_or_username: '  ', password: '' } });
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toEqual([
      { loc: ['body', 'email_or_username'], msg: AUTH_MESSAGES.loginIdentifierRequired, type: 'too_small' },
      { loc: ['body', 'password'], msg: AUTH_MESSAGES.passwordRequired, type: 'too_small' },
    ]);
    const missing = await t.app.inject({ method: 'POST', url: LOGIN, payload: {} });
    expect(detail(missing)).toEqual([
      expect.objectContaining({ loc: ['body', 'email_or_username'], msg: AUTH_MESSAGES.loginIdentifierRequired }),
      expect.objectContaining({ loc: ['body', 'password'], msg: AUTH_MESSAGES.passwordRequired }),
    ]);
  });

  it('never answers with a password hash or other internal fields', async () => {
    const user = await signedIn(t);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth });
    expect(Object.keys(me.json()).sort()).toEqual(
      ['avatar_url', 'display_name', 'email', 'first_name', 'id', 'is_active', 'last_name', 'role', 'username'].sort(),
    );
    expect(me.body).not.toContain('argon2');
  });
});

describe('GET /auth/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('returns the signed-in user', async () => {
    const user = await seedUser(t, { role: 'admin' });
    const tokens = await login(t.app, user.email);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(tokens.access_token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      role: 'admin',
      is_active: true,
    });
  });

  it('is 401 without a token, with a malformed header or a garbage token', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer' }, bearer('not.a.jwt')]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(typeof detail(res)).toBe('string');
    }
  });
});
