import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, detail, login, signedIn } from '../../test/test-app';
import { authRequests } from './auth-requests.fixtures';

describe('POST /auth/change-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/change-password', headers: auth, payload });
  const { me, refresh } = authRequests(() => t.app);

  it('verifies the current password, switches to the new one and ends the other sessions only', async () => {
    const user = await signedIn(t);
    const other = await login(t.app, user.username);
    const wrong = await change(user.auth, {
      current_password: 'not-it',
      new_password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
    });
    expect(wrong.statusCode).toBe(400);
    expect(detail(wrong)).toBe('Current password is incorrect');

    const res = await change(user.auth, {
      current_password: user.password,
      new_password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed successfully' });

    expect((await me(other.access_token)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect((await me(user.tokens.access_token)).statusCode).toBe(200);
    expect((await refresh(user.tokens.refresh_token)).statusCode).toBe(200);

    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login-json',
      payload: { email_or_username: user.username, password: user.password },
    });
    expect(old.statusCode).toBe(401);
    await login(t.app, user.username, 'brand-new-pass');
  });

  it('validates the new password with the contract messages; anonymous callers get 401', async () => {
    const user = await signedIn(t);
    const res = await change(user.auth, {
      current_password: user.password,
      new_password: 'short',
      confirm_password: 'other',
    });
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ['body', 'new_password'], msg: 'Password must be at least 8 characters' }),
      ]),
    );
    const mismatch = await change(user.auth, {
      current_password: user.password,
      new_password: 'long-enough-1',
      confirm_password: 'long-enough-2',
    });
    expect(detail(mismatch)).toEqual([
      expect.objectContaining({ loc: ['body', 'confirm_password'], msg: 'Passwords do not match' }),
    ]);
    expect((await change({}, { current_password: 'a', new_password: 'b' })).statusCode).toBe(401);
  });
});
