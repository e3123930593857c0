import { AUTH_MESSAGES, INVITATION_MESSAGES } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestApp,
  createTestApp,
  detail,
  firstRunToken,
  invite,
  login,
  seedUser,
  signedIn,
  unique,
} from '../../test/test-app';
import { USER_MESSAGES } from '../users/users.service';

const REGISTER = '/api/v1/auth/register';
const PW = 'family-recipes-1';

describe('POST /auth/register', () => {
  let t: TestApp;
  let firstRun: string;
  beforeAll(async () => {
    t = await createTestApp();
    // The fresh database made this app log a first-run link.
    firstRun = firstRunToken(t)!;
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: REGISTER, payload });
  const form = (token: string, extra: Record<string, unknown> = {}) => ({
    invitation_token: token,
    username: unique('cook'),
    first_name: 'Ada',
    last_name: 'Lovelace',
    password: PW,
    confirm_password: PW,
    ...extra,
  });

  describe('by invitation', () => {
    it('the first-run invitation makes an admin and asks for their email', async () => {
      expect(firstRun).toBeTruthy();
      const noEmail = await register(form(firstRun));
      expect(noEmail.statusCode).toBe(422);
      expect(detail(noEmail)).toEqual([
        { loc: ['body', 'email'], msg: AUTH_MESSAGES.emailRequired, type: 'value_error' },
      ]);
      const badEmail = await register(form(firstRun, { email: 'not-an-email' }));
      expect(detail(badEmail)).toEqual([expect.objectContaining({ msg: AUTH_MESSAGES.emailInvalid })]);

      const res = await register(form(firstRun, { email: `${unique('Boss')}@Example.com` }));
      expect(res.statusCode).toBe(201);
      expect(res.json().role).toBe('admin');
      expect(res.json().email).toBe(res.json().email.toLowerCase());
    });

    it('creates a member with the invitation email (a different body email is ignored) and spends the invitation', async () => {
      const email = `${unique('guest')}@example.com`;
      const token = await invite(t, await signedIn(t), email);
      const payload = form(token, { email: 'someone-else@example.com' });
      const res = await register(payload);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        email,
        username: payload.username,
        first_name: 'Ada',
        last_name: 'Lovelace',
        display_name: 'Ada Lovelace',
        role: 'user',
        is_active: true,
      });
      expect(Object.keys(res.json())).not.toContain('password_hash');
      await login(t.app, email, PW);

      const again = await register(form(token));
      expect(again.statusCode).toBe(400);
      expect(detail(again)).toBe(INVITATION_MESSAGES.used);
    });

    it.each([
      ['username', 'ab', AUTH_MESSAGES.usernameTooShort],
      ['username', 'a'.repeat(51), AUTH_MESSAGES.usernameTooLong],
      ['username', 'bad name!', AUTH_MESSAGES.usernameChars],
      ['username', '', AUTH_MESSAGES.usernameRequired],
      ['password', 'short', AUTH_MESSAGES.passwordTooShort],
      ['password', '', AUTH_MESSAGES.passwordRequired],
      ['confirm_password', '', AUTH_MESSAGES.confirmRequired],
      ['confirm_password', 'something-else', AUTH_MESSAGES.passwordsDoNotMatch],
    ])('422 for %s %j: %s', async (field, value, message) => {
      const res = await register(form('some-token', { [field]: value }));
      expect(res.statusCode).toBe(422);
      expect(detail(res)).toEqual(
        expect.arrayContaining([expect.objectContaining({ loc: ['body', field], msg: message })]),
      );
    });

    it('422 for missing fields, with the required messages', async () => {
      const res = await register({ invitation_token: 'x' });
      expect(res.statusCode).toBe(422);
      const byField = Object.fromEntries(
        (detail(res) as Array<{ loc: string[]; msg: string }>).map((i) => [i.loc[1], i.msg]),
      );
      expect(byField).toMatchObject({
        username: AUTH_MESSAGES.usernameRequired,
        password: AUTH_MESSAGES.passwordRequired,
        confirm_password: AUTH_MESSAGES.confirmRequired,
      });
    });

    it('409 for a taken username (any case), and the invitation stays usable', async () => {
      const taken = await seedUser(t, { username: unique('Taken') });
      const token = await invite(t, await signedIn(t), `${unique('dup')}@example.com`);
      const res = await register(form(token, { username: taken.username.toUpperCase() }));
      expect(res.statusCode).toBe(409);
      expect(detail(res)).toBe(USER_MESSAGES.usernameTaken);
      expect((await register(form(token))).statusCode).toBe(201);
    });

    it('409 when the invited email became a member meanwhile', async () => {
      const email = `${unique('race')}@example.com`;
      const token = await invite(t, await signedIn(t), email);
      await seedUser(t, { email: email.toUpperCase() });
      const res = await register(form(token));
      expect(res.statusCode).toBe(409);
      expect(detail(res)).toBe(USER_MESSAGES.emailTaken);
    });

    it('an invitation is spent once even under concurrent registrations', async () => {
      const token = await invite(t, await signedIn(t), `${unique('twice')}@example.com`);
      const results = await Promise.all([register(form(token)), register(form(token)), register(form(token))]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      for (const c of codes.filter((c) => c !== 201)) expect([400, 409]).toContain(c);
    });

    it('tells unknown and expired invitations apart', async () => {
      const unknown = await register(form('no-such-invitation'));
      expect(unknown.statusCode).toBe(400);
      expect(detail(unknown)).toBe(INVITATION_MESSAGES.notFound);

      const token = await invite(t, await signedIn(t), `${unique('late')}@example.com`);
      t.clock.advance(168 * 3600_000 + 1000);
      const expired = await register(form(token));
      expect(expired.statusCode).toBe(400);
      expect(detail(expired)).toBe(INVITATION_MESSAGES.expired);
    });
  });

  describe('legacy (no invitation)', () => {
    const legacy = (extra: Record<string, unknown> = {}) => ({
      username: unique('legacy'),
      email: `${unique('legacy')}@example.com`,
      password: PW,
      confirm_password: PW,
      ...extra,
    });

    it('is refused while open registration is off (the default)', async () => {
      const res = await register(legacy());
      expect(res.statusCode).toBe(403);
      expect(detail(res)).toBe(AUTH_MESSAGES.invitationOnly);
    });

    it('validates the email with the contract messages', async () => {
      for (const [email, msg] of [
        [undefined, AUTH_MESSAGES.emailRequired],
        ['', AUTH_MESSAGES.emailRequired],
        ['nope', AUTH_MESSAGES.emailInvalid],
      ] as const) {
        const res = await register(legacy({ email }));
        expect(res.statusCode).toBe(422);
        expect(detail(res)).toEqual([expect.objectContaining({ loc: ['body', 'email'], msg })]);
      }
    });

    it('works once an admin opens registration, as a plain member; duplicates are 409', async () => {
      const admin = await signedIn(t, { role: 'admin' });
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/settings',
        headers: admin.auth,
        payload: { open_registration: true },
      });
      expect(put.statusCode).toBe(200);
      const payload = legacy();
      const res = await register(payload);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ username: payload.username, email: payload.email, role: 'user' });

      const dupName = await register(legacy({ username: payload.username.toUpperCase() }));
      expect(dupName.statusCode).toBe(409);
      expect(detail(dupName)).toBe(USER_MESSAGES.usernameTaken);
      const dupEmail = await register(legacy({ email: payload.email.toUpperCase() }));
      expect(dupEmail.statusCode).toBe(409);
      expect(detail(dupEmail)).toBe(USER_MESSAGES.emailTaken);

      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/settings',
        headers: admin.auth,
        payload: { open_registration: false },
      });
      expect((await register(legacy())).statusCode).toBe(403);
    });
  });
});
