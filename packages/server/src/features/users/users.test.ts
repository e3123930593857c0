import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, detail, login, seedUser, signedIn } from '../../test/test-app';
import { USER_MESSAGES } from './users.service';

const ME = '/api/v1/users/me';

describe('PUT /users/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('updates names and email; the new email signs in', async () => {
    const user = await signedIn(t);
    const email = `new_${user.email}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: ME,
      headers: user.auth,
      payload: { first_name: ' Ada ', display_name: 'Nana', email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      first_name: 'Ada',
      display_name: 'Nana',
      email,
      username: user.username,
    });
    await login(t.app, email);
  });

  it('null clears a name, omitted fields stay, the username never changes (unknown fields are ignored)', async () => {
    const user = await signedIn(t);
    await t.app.inject({ method: 'PUT', url: ME, headers: user.auth, payload: { first_name: 'A', last_name: 'B' } });
    const res = await t.app.inject({
      method: 'PUT',
      url: ME,
      headers: user.auth,
      payload: { first_name: null, username: 'hijack', role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: null, last_name: 'B', username: user.username, role: 'user' });
  });

  it('409 when the email belongs to someone else (any case)', async () => {
    const other = await seedUser(t);
    const user = await signedIn(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: ME,
      headers: user.auth,
      payload: { email: other.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(detail(res)).toBe(USER_MESSAGES.emailTaken);
  });

  it('422 for an invalid email or an overlong name', async () => {
    const user = await signedIn(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: ME,
      headers: user.auth,
      payload: { email: 'nope', last_name: 'x'.repeat(101) },
    });
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toEqual([
      expect.objectContaining({ loc: ['body', 'email'], msg: 'Please enter a valid email address' }),
      expect.objectContaining({ loc: ['body', 'last_name'], msg: 'Must be at most 100 characters' }),
    ]);
  });

  it('401 for anonymous callers, before looking at the body', async () => {
    const res = await t.app.inject({ method: 'PUT', url: ME, payload: { email: 'nope' } });
    expect(res.statusCode).toBe(401);
  });
});
