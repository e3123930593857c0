import { INVITATION_MESSAGES, type Invitation } from '@potluck/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../db/schema/index';
import { sha256 } from '../../lib/secrets';
import {
  type TestApp,
  bearer,
  createTestApp,
  detail,
  invite,
  login,
  seedUser,
  signedIn,
  unique,
} from '../../test/test-app';

const SEND = '/api/v1/invitations/send';
const MINE = '/api/v1/invitations/my-invitations';
const validate = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/invitations/validate/${encodeURIComponent(token)}` });

describe('invitations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('any member invites by email: 201 with the link, valid 168 h, mailed, token stored only as a hash', async () => {
    const member = await signedIn(t);
    const email = `${unique('Aunt')}@Example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: SEND,
      headers: member.auth,
      payload: { email, message: 'Bring the pie recipe!', invited_user_name: 'Aunt May' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<Invitation>();
    expect(body).toMatchObject({
      email: email.toLowerCase(),
      status: 'pending',
      inviter_username: member.username,
      message: 'Bring the pie recipe!',
      invited_user_name: 'Aunt May',
    });
    expect(Date.parse(body.expires_at) - Date.parse(body.created_at)).toBe(168 * 3600_000);
    const link = new URL(body.invitation_link!);
    expect(`${link.origin}${link.pathname}`).toBe('http://potluck.test/register');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43);

    const mail = t.mail.at(-1)!;
    expect(mail.to).toBe(email.toLowerCase());
    expect(mail.text).toContain(body.invitation_link);
    expect(mail.text).toContain('Bring the pie recipe!');

    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, body.id));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('409 when the email is already a member; 422 for a bad email; 401 anonymous', async () => {
    const member = await signedIn(t);
    const existing = await seedUser(t);
    const dup = await t.app.inject({
      method: 'POST',
      url: SEND,
      headers: member.auth,
      payload: { email: existing.email.toUpperCase() },
    });
    expect(dup.statusCode).toBe(409);
    expect(detail(dup)).toBe(INVITATION_MESSAGES.alreadyMember);
    const bad = await t.app.inject({ method: 'POST', url: SEND, headers: member.auth, payload: { email: 'not-mail' } });
    expect(bad.statusCode).toBe(422);
    expect(detail(bad)).toEqual([
      expect.objectContaining({ loc: ['body', 'email'], msg: 'Please enter a valid email address' }),
    ]);
    expect((await t.app.inject({ method: 'POST', url: SEND, payload: { email: 'x@example.com' } })).statusCode).toBe(
      401,
    );
  });

  it('validate: valid with email and name; distinct messages for unknown, used and expired', async () => {
    const member = await signedIn(t);
    const email = `${unique('v')}@example.com`;
    const token = await invite(t, member, email, { invited_user_name: 'Cousin Vinny' });
    expect((await validate(t, token)).json()).toEqual({
      valid: true,
      email,
      invited_user_name: 'Cousin Vinny',
      error_message: null,
    });
    expect((await validate(t, 'nonsense')).json()).toEqual({
      valid: false,
      email: null,
      invited_user_name: null,
      error_message: INVITATION_MESSAGES.notFound,
    });

    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        invitation_token: token,
        username: unique('v'),
        password: 'password-1',
        confirm_password: 'password-1',
      },
    });
    expect(reg.statusCode).toBe(201);
    expect((await validate(t, token)).json()).toMatchObject({ valid: false, error_message: INVITATION_MESSAGES.used });

    // The token travels in this URL; the request log must not keep it.
    const logged = JSON.stringify(t.logs.filter((l) => l.req));
    expect(logged).toContain('/invitations/validate/[redacted]');
    expect(logged).not.toContain(token);

    const later = await invite(t, member, `${unique('exp')}@example.com`);
    t.clock.advance(169 * 3600_000);
    expect((await validate(t, later)).json()).toMatchObject({
      valid: false,
      error_message: INVITATION_MESSAGES.expired,
    });
  });

  it('my-invitations lists only my own, newest first, with computed statuses and no links', async () => {
    const me = await signedIn(t);
    await invite(t, await signedIn(t), `${unique('theirs')}@example.com`);
    await invite(t, me, `${unique('expires')}@example.com`);
    t.clock.advance(169 * 3600_000);
    const auth = bearer((await login(t.app, me.username)).access_token);
    const accepted = await invite(t, { auth }, `${unique('accepts')}@example.com`);
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        invitation_token: accepted,
        username: unique('acc'),
        password: 'password-1',
        confirm_password: 'password-1',
      },
    });
    expect(reg.statusCode).toBe(201);
    t.clock.advance(1000);
    await invite(t, { auth }, `${unique('pending')}@example.com`);

    const res = await t.app.inject({ method: 'GET', url: MINE, headers: auth });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ items: Invitation[]; total: number }>();
    expect(list.total).toBe(3);
    expect(list.items.map((i) => i.status)).toEqual(['pending', 'accepted', 'expired']);
    expect(list.items.every((i) => i.inviter_username === me.username && i.invitation_link === undefined)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: MINE })).statusCode).toBe(401);
  });
});
