import { FRIEND_MESSAGES, type InviteCode, type InviteQr } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/raw';
import { sql } from 'drizzle-orm';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as, fieldErrors } from '../recipes/recipe.fixtures';
import { requestFriend } from './friends.fixtures';

describe('friend invite codes', () => {
  let t: TestApp;
  let inviter: Member;
  beforeAll(async () => {
    t = await createTestApp();
    inviter = await signedIn(t);
  });
  afterAll(() => t.close());

  const invite = async (body: object = { invite_type: 'username', expires_in_hours: 168 }) => {
    const res = await as(t, inviter).post('/friends/invite', body);
    expect(res.statusCode).toBe(201);
    return res.json<InviteCode>();
  };

  it('a code of 256 random bits, valid 168 hours, stored only as its hash', async () => {
    const before = t.config.now().getTime();
    const made = await invite();
    expect(made).toMatchObject({ invite_type: 'username', expires_in_hours: 168 });
    expect(made.invite_code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.invite_url).toBe(`http://potluck.test/invite/${made.invite_code}`);
    expect(Date.parse(made.expires_at) - before).toBeGreaterThanOrEqual(168 * 3600_000 - 1000);
    expect((await invite()).invite_code).not.toBe(made.invite_code);
    const stored = await rows<{ code_hash: string }>(t.database.db, sql`SELECT code_hash FROM friend_invites`);
    expect(stored.map((r) => r.code_hash)).not.toContain(made.invite_code);
    expect(JSON.stringify(stored)).not.toContain(made.invite_code);
    for (const bad of [{ expires_in_hours: 0 }, { expires_in_hours: 169 }, { invite_type: 'email' }]) {
      expect((await as(t, inviter).post('/friends/invite', bad)).statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect((await as(t, null).post('/friends/invite', {})).statusCode).toBe(401);
  });

  it('the QR code is a PNG data URL of the invite link, valid 24 hours by default', async () => {
    const res = await as(t, inviter).get('/friends/invite/qr?expires_in_hours=24');
    expect(res.statusCode).toBe(200);
    const qr = res.json<InviteQr>();
    expect(qr.expires_in_hours).toBe(24);
    expect(qr.qr_code_data).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(qr.qr_code_data.split(',')[1]!, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect((await as(t, inviter).get('/friends/invite/qr')).json<InviteQr>().expires_in_hours).toBe(24);
    expect((await as(t, null).get('/friends/invite/qr')).statusCode).toBe(401);
  });

  it('preview shows who invites; using makes the two friends once; reuse by another member is 409', async () => {
    const guest = await signedIn(t);
    const made = await invite();
    const preview = await as(t, guest).get(`/friends/invite/${made.invite_code}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      inviter: expect.objectContaining({ id: inviter.id, username: inviter.username }),
      expires_at: made.expires_at,
      already_friends: false,
    });
    expect(preview.body).not.toContain('@example.com');
    const used = await as(t, guest).post(`/friends/invite/${made.invite_code}/use`);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ requester_id: inviter.id, addressee_id: guest.id, status: 'accepted' });
    expect((await as(t, inviter).get('/friends')).json()).toMatchObject({ total_friends: 1 });
    // The member who used it may open and use it again: nothing changes.
    expect((await as(t, guest).get(`/friends/invite/${made.invite_code}`)).json()).toMatchObject({
      already_friends: true,
    });
    expect((await as(t, guest).post(`/friends/invite/${made.invite_code}/use`)).json()).toMatchObject({
      id: used.json<{ id: number }>().id,
    });
    const third = await signedIn(t);
    for (const res of [
      await as(t, third).post(`/friends/invite/${made.invite_code}/use`),
      await as(t, third).get(`/friends/invite/${made.invite_code}`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: FRIEND_MESSAGES.inviteUsed });
    }
    // Already friends: a new code answers the friendship and stays unused.
    const another = await invite();
    expect((await as(t, guest).get(`/friends/invite/${another.invite_code}`)).json()).toMatchObject({
      already_friends: true,
    });
    expect((await as(t, guest).post(`/friends/invite/${another.invite_code}/use`)).json()).toMatchObject({
      status: 'accepted',
    });
    expect((await as(t, third).post(`/friends/invite/${another.invite_code}/use`)).statusCode).toBe(200);
  });

  it('your own code (422), unknown (404), expired (410); a pending request between the two is accepted', async () => {
    const made = await invite();
    const own = await as(t, inviter).post(`/friends/invite/${made.invite_code}/use`);
    expect(own.statusCode).toBe(422);
    expect(fieldErrors(own).code).toBe(FRIEND_MESSAGES.ownInvite);
    expect((await as(t, inviter).get(`/friends/invite/${made.invite_code}`)).json()).toMatchObject({
      inviter: { id: inviter.id },
    });
    const guest = await signedIn(t);
    for (const code of ['nope', made.invite_code.slice(0, -1) + (made.invite_code.endsWith('A') ? 'B' : 'A')]) {
      const res = await as(t, guest).post(`/friends/invite/${code}/use`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: FRIEND_MESSAGES.inviteNotFound });
    }
    const asked = await requestFriend(t, guest, inviter);
    const used = await as(t, guest).post(`/friends/invite/${made.invite_code}/use`);
    expect(used.json()).toMatchObject({ id: asked.id, status: 'accepted' });

    const short = await invite({ invite_type: 'username', expires_in_hours: 1 });
    t.clock.advance(3600_000 + 1000);
    const late = await signedIn(t);
    for (const res of [
      await as(t, late).post(`/friends/invite/${short.invite_code}/use`),
      await as(t, late).get(`/friends/invite/${short.invite_code}`),
    ]) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ detail: FRIEND_MESSAGES.inviteExpired });
    }
    expect((await as(t, null).post(`/friends/invite/${short.invite_code}/use`)).statusCode).toBe(401);
  });

  it('codes tried are rate limited per member', async () => {
    const limited = await createTestApp({ rateLimits: { ...t.config.rateLimits, inviteCodesPerHour: 2 } });
    try {
      const [a, b] = await Promise.all([signedIn(limited), signedIn(limited)]);
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await as(limited, a).post(`/friends/invite/guess${i}/use`)).statusCode);
      expect(codes).toEqual([404, 404, 429]);
      const res = await as(limited, a).get('/friends/invite/guess9');
      expect(res.json()).toEqual({ detail: FRIEND_MESSAGES.inviteRateLimited });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await as(limited, b).get('/friends/invite/guess9')).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
