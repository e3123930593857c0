import { INVITATION_MESSAGES, type Invitation } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, bearer, createTestApp, login, signedIn, unique } from '../../test/test-app';
import { type Member, as } from '../recipes/recipe.fixtures';
import type { AppContext } from '../../context';
import type { Mailer } from '../../mail/mailer';
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS_MS, createInvitationDelivery, registerLink } from './invitation-delivery';
import { type TestSmtp, startSmtp } from './smtp.fixtures';

let smtp: TestSmtp;
let t: TestApp;
let sweepMailer: Mailer;
const sweepLines: Array<Record<string, unknown>> = [];
const sweepLog = {
  info: () => {},
  warn: (obj: Record<string, unknown>, msg: string) => void sweepLines.push({ ...obj, msg }),
  error: (obj: Record<string, unknown>, msg: string) => void sweepLines.push({ ...obj, msg }),
};
beforeAll(async () => {
  smtp = await startSmtp();
  sweepMailer = smtp.mailer();
  t = await createTestApp({ smtpUrl: smtp.url }, { mailer: smtp.mailer() });
});
afterAll(async () => {
  await t.close();
  sweepMailer.close();
  await smtp.close();
});

const send = (m: Member, body: object) => as(t, m).post('/invitations/send', body);
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const mine = async (m: Member) =>
  (await as(t, m).get('/invitations/my-invitations')).json<{ items: Invitation[] }>().items;

describe('invitation mail over SMTP', () => {
  it('arrives as plain text and HTML with the link, the inviter and their message (escaped in HTML)', async () => {
    const cook = await signedIn(t);
    await as(t, cook).put('/users/profile', { display_name: 'Grandma Jo' });
    const email = `${unique('aunt')}@example.com`;
    const res = await send(cook, { email, message: 'Bring <b>pie</b> & joy', invited_user_name: 'Aunt May' });
    expect(res.statusCode).toBe(201);
    const inv = res.json<Invitation>();
    expect(inv).toMatchObject({
      mail_status: 'sent',
      mail_attempts: 1,
      mail_sent_at: expect.any(String),
      next_retry_at: null,
    });
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail.raw).toContain('Grandma Jo');
    expect(mail.raw).toContain('Hi Aunt May,');
    expect(mail.raw).toContain('Bring <b>pie</b> & joy'); // the text part, verbatim
    expect(mail.raw).toContain('Bring &lt;b&gt;pie&lt;/b&gt; &amp; joy'); // the HTML part, escaped
    expect(mail.raw).toContain(`http://potluck.test/register?token=${tokenOf(inv.invitation_link!)}`);
  });

  it('a refused mail is kept and retried until it goes out with the same link; mail_status says so meanwhile', async () => {
    const cook = await signedIn(t);
    smtp.state.down = true;
    const before = smtp.received.length;
    const res = await send(cook, { email: `${unique('later')}@example.com` });
    expect(res.statusCode).toBe(201);
    const inv = res.json<Invitation>();
    expect(inv).toMatchObject({ mail_status: 'pending_retry', mail_attempts: 1, mail_sent_at: null });
    expect(Date.parse(inv.next_retry_at!) - Date.now()).toBeGreaterThan(MAIL_RETRY_DELAYS_MS[0] - 5000);
    expect((await mine(cook))[0]).toMatchObject({ id: inv.id, mail_status: 'pending_retry' });
    // The SMTP error ("Mailbox busy, try later", code 451) stays on the server. (Its words are looked for, not
    // "451", which a time's milliseconds or a generated name may hold.)
    expect(JSON.stringify(await mine(cook))).not.toMatch(/mailbox|busy|try later|responseCode/i);

    // Not due yet: nothing is tried.
    expect(await retry()).toBe(0);
    smtp.state.down = false;
    t.clock.advance(MAIL_RETRY_DELAYS_MS[0] + 1000);
    // Two sweeps at once (two processes): the claim lets only one of them send.
    const [a, b] = await Promise.all([retry(), retry()]);
    expect(a + b).toBe(1);
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.raw).toContain(tokenOf(inv.invitation_link!));
    expect((await mine(cook))[0]).toMatchObject({ mail_status: 'sent', mail_attempts: 2, next_retry_at: null });
  });

  it('after every try fails the mail is failed (never silently dropped); resend sends it with a new link', async () => {
    const cook = await signedIn(t);
    smtp.state.down = true;
    const inv = (await send(cook, { email: `${unique('never')}@example.com` })).json<Invitation>();
    for (const wait of MAIL_RETRY_DELAYS_MS) {
      t.clock.advance(wait + 1000);
      expect(await retry()).toBeGreaterThanOrEqual(1);
    }
    // Hours passed: sign in again (access tokens last 15 minutes).
    Object.assign(cook, { auth: bearer((await login(t.app, cook.username)).access_token) });
    const failed = (await mine(cook)).find((i) => i.id === inv.id)!;
    expect(failed).toMatchObject({ mail_status: 'failed', mail_attempts: MAIL_MAX_ATTEMPTS, next_retry_at: null });
    expect(sweepLines.some((l) => l.msg === 'Invitation mail could not be sent' && l.giveUp === true)).toBe(true);

    smtp.state.down = false;
    const again = await as(t, cook).post(`/invitations/${inv.id}/resend`);
    expect(again.statusCode).toBe(200);
    const resent = again.json<Invitation>();
    expect(resent).toMatchObject({ id: inv.id, mail_status: 'sent', mail_attempts: 1 });
    expect(tokenOf(resent.invitation_link!)).not.toBe(tokenOf(inv.invitation_link!));
    expect(smtp.received.at(-1)!.raw).toContain(tokenOf(resent.invitation_link!));
    const old = await as(t, null).get(`/invitations/validate/${tokenOf(inv.invitation_link!)}`);
    expect(old.json()).toMatchObject({ valid: false });
  });

  it('resend: the inviter or an admin; others 404, anonymous 401; an accepted invitation 409', async () => {
    const [cook, other, admin] = await Promise.all([signedIn(t), signedIn(t), signedIn(t, { role: 'admin' })]);
    const inv = (await send(cook, { email: `${unique('r')}@example.com` })).json<Invitation>();
    expect((await as(t, other).post(`/invitations/${inv.id}/resend`)).statusCode).toBe(404);
    expect((await as(t, null).post(`/invitations/${inv.id}/resend`)).statusCode).toBe(401);
    expect((await as(t, admin).post(`/invitations/${inv.id}/resend`)).statusCode).toBe(200);
    expect((await as(t, cook).post('/invitations/999999/resend')).statusCode).toBe(404);
    const latest = (await as(t, cook).post(`/invitations/${inv.id}/resend`)).json<Invitation>();
    const reg = await as(t, null).post('/auth/register', {
      invitation_token: tokenOf(latest.invitation_link!),
      username: unique('joined'),
      password: 'password-1',
      confirm_password: 'password-1',
    });
    expect(reg.statusCode).toBe(201);
    const used = await as(t, cook).post(`/invitations/${inv.id}/resend`);
    expect(used.statusCode).toBe(409);
    expect(used.json().detail).toBe(INVITATION_MESSAGES.notPending);
  });
});

/** A sweep as another server process would run it: its own delivery on the same database and SMTP server. */
function retry(): Promise<number> {
  const ctx = { ...t, db: t.database.db, log: sweepLog, mailer: sweepMailer } as unknown as AppContext;
  return createInvitationDelivery(ctx, (token) => registerLink(t.config, token)).retryDue();
}
