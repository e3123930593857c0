import { INVITATION_MESSAGES, type Invitation, type SearchUserResult } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, seedUser, signedIn, unique } from '../../test/test-app';
import { type Member, as } from '../recipes/recipe.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (m: Member | null, query: string) =>
  as(t, m).get(`/invitations/search-users?query=${encodeURIComponent(query)}`);
const items = async (m: Member, query: string) => (await search(m, query)).json<{ items: SearchUserResult[] }>().items;

describe('GET /invitations/search-users', () => {
  it('finds active members by part of the username without showing addresses; not yourself', async () => {
    const stem = unique('zest').toLowerCase();
    const me = await signedIn(t, { username: `${stem}_me` });
    const pal = await seedUser(t, { username: `${stem}_pal` });
    await seedUser(t, { username: `${stem}_gone`, isActive: false });
    const found = await items(me, stem.toUpperCase());
    expect(found).toEqual([
      { id: pal.id, username: pal.username, email: null, display_name: null, avatar_url: null, is_existing_user: true },
    ]);
    // LIKE wildcards are literal text.
    expect(await items(me, '%%')).toEqual([]);
  });

  it('an exact address: the member with it, or someone new to invite', async () => {
    const me = await signedIn(t);
    const pal = await seedUser(t);
    expect(await items(me, pal.email.toUpperCase())).toEqual([
      expect.objectContaining({ id: pal.id, email: pal.email, is_existing_user: true }),
    ]);
    const fresh = `${unique('new')}@Example.com`;
    expect(await items(me, ` ${fresh} `)).toEqual([
      {
        id: null,
        username: null,
        email: fresh.toLowerCase(),
        display_name: null,
        avatar_url: null,
        is_existing_user: false,
      },
    ]);
    expect(await items(me, me.email)).toEqual([]);
    expect(await items(me, 'half@')).toEqual([]);
  });

  it('needs 2 characters after trimming and a session', async () => {
    const me = await signedIn(t);
    const short = await search(me, ' a ');
    expect(short.statusCode).toBe(422);
    expect(short.json().detail[0]).toMatchObject({ loc: ['query', 'query'], msg: INVITATION_MESSAGES.queryTooShort });
    expect((await as(t, me).get('/invitations/search-users')).statusCode).toBe(422);
    expect((await search(null, 'abc')).statusCode).toBe(401);
  });
});

describe('GET /admin/invitations', () => {
  it("the admin sees every member's invitations, newest first, filtered by status; members 403", async () => {
    const [admin, a, b] = await Promise.all([signedIn(t, { role: 'admin' }), signedIn(t), signedIn(t)]);
    const ea = `${unique('fa')}@example.com`;
    const eb = `${unique('fb')}@example.com`;
    await as(t, a).post('/invitations/send', { email: ea });
    t.clock.advance(1000);
    await as(t, b).post('/invitations/send', { email: eb });
    const res = await as(t, admin).get('/admin/invitations?limit=100');
    expect(res.statusCode).toBe(200);
    const page = res.json<{ items: Invitation[]; total: number; limit: number; offset: number }>();
    expect(page).toMatchObject({ limit: 100, offset: 0 });
    const emails = page.items.map((i) => i.email);
    expect(emails.indexOf(eb)).toBeLessThan(emails.indexOf(ea));
    expect(page.items.find((i) => i.email === ea)).toMatchObject({ inviter_username: a.username, status: 'pending' });
    expect(page.items.every((i) => i.invitation_link === undefined)).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const accepted = await as(t, admin).get('/admin/invitations?status=accepted');
    expect(accepted.json<{ items: Invitation[] }>().items.every((i) => i.status === 'accepted')).toBe(true);
    expect((await as(t, admin).get('/admin/invitations?status=maybe')).statusCode).toBe(422);
    expect((await as(t, a).get('/admin/invitations')).statusCode).toBe(403);
    expect((await as(t, null).get('/admin/invitations')).statusCode).toBe(401);
  });
});
