import { ADMIN_USER_MESSAGES, AUTH_MESSAGES, type AdminUser, type AdminUserStats } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, login, seedUser, signedIn, unique } from '../../test/test-app';
import { type Member, as, createRecipe } from '../recipes/recipe.fixtures';

let t: TestApp;
let admin: Member;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  [admin, member] = await Promise.all([signedIn(t, { role: 'admin' }), signedIn(t)]);
});
afterAll(() => t.close());

type Page = { items: AdminUser[]; total: number; limit: number; offset: number };
const list = async (query: string) => (await as(t, admin).get(`/admin/users?${query}`)).json<Page>();
const issues = (res: { json: () => unknown }) =>
  (res.json() as { detail: Array<{ loc: Array<string | number>; msg: string }> }).detail;

describe('admin only', () => {
  it('every user-management call answers members 403 and anonymous callers 401', async () => {
    const id = member.id;
    const calls: Array<['get' | 'post' | 'put', string, object?]> = [
      ['get', '/admin/users'],
      ['get', '/admin/users/stats'],
      ['get', `/admin/users/${id}`],
      [
        'post',
        '/invitations/admin/create-user',
        { username: unique('x'), email: `${unique('x')}@e.com`, password: 'password-1' },
      ],
      ['put', `/admin/users/${id}`, { first_name: 'Hacked' }],
      ['post', `/admin/users/${id}/deactivate`],
      ['post', `/admin/users/${id}/activate`],
      ['get', '/admin/system-info'],
    ];
    for (const [method, path, body] of calls) {
      const asMember = await as(t, member)[method](path, body as object);
      expect(asMember.statusCode, `${method} ${path}`).toBe(403);
      expect(asMember.json().detail).toBe(
        "You don't have permission to access this area. Administrator privileges are required.",
      );
      expect((await as(t, null)[method](path, body as object)).statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await as(t, admin).get(`/admin/users/${id}`)).json<AdminUser>().first_name).toBeNull();
  });
});

describe('GET /admin/users', () => {
  it('lists newest first with recipe counts, limit 100 by default, and never a hash', async () => {
    const cook = await signedIn(t);
    await createRecipe(t, cook, { title: 'Stew', status: 'draft' });
    const page = await list('');
    expect(page).toMatchObject({ limit: 100, offset: 0 });
    expect(page.items[0]).toEqual({
      id: cook.id,
      username: cook.username,
      email: cook.email,
      first_name: null,
      last_name: null,
      display_name: null,
      role: 'user',
      is_active: true,
      recipe_count: 1,
      created_at: expect.any(String),
      avatar_url: null,
    });
    expect(JSON.stringify(page)).not.toMatch(/password|hash|argon/i);
  });

  it('searches username, email and names (any part, any case); filters by role and status', async () => {
    const stem = unique('Quince').toLowerCase();
    const a = await seedUser(t, { username: `${stem}_a` });
    const b = await seedUser(t, { username: unique('plain'), email: `${stem}.b@example.com`, role: 'admin' });
    const c = await seedUser(t, { username: unique('other'), isActive: false });
    await as(t, admin).put(`/admin/users/${c.id}`, { first_name: stem, last_name: 'Smith' });
    const ids = async (q: string) => (await list(q)).items.map((u) => u.id).sort((x, y) => x - y);
    expect(await ids(`search=${stem.toUpperCase()}`)).toEqual([a.id, b.id, c.id]);
    expect(await ids(`search=${encodeURIComponent(`${stem} smi`)}`)).toEqual([c.id]);
    expect(await ids(`search=${stem}&role_filter=admin`)).toEqual([b.id]);
    expect(await ids(`search=${stem}&status_filter=inactive`)).toEqual([c.id]);
    expect(await ids(`search=${stem}&status_filter=active&role_filter=user`)).toEqual([a.id]);
    expect((await list(`search=${stem}&limit=1`)).total).toBe(3);
    expect((await list(`search=${stem}&limit=1&offset=5`)).total).toBe(3);
    expect((await as(t, admin).get('/admin/users?role_filter=owner')).statusCode).toBe(422);
    expect((await as(t, admin).get('/admin/users?limit=101')).statusCode).toBe(422);
  });

  it('the list and stats are kept between reads, but every write shows on the next read', async () => {
    const stem = unique('Kept').toLowerCase();
    const before = await list(`search=${stem}`);
    const stats = (await as(t, admin).get('/admin/users/stats')).json<AdminUserStats>();
    expect(before.total).toBe(0);
    const made = await as(t, admin).post('/invitations/admin/create-user', {
      username: `${stem}_new`,
      email: `${stem}@example.com`,
      password: 'password-1',
    });
    expect(made.statusCode).toBe(201);
    expect((await list(`search=${stem}`)).items.map((u) => u.username)).toEqual([`${stem}_new`]);
    expect((await as(t, admin).get('/admin/users/stats')).json<AdminUserStats>().total_users).toBe(
      stats.total_users + 1,
    );
    await as(t, admin).post(`/admin/users/${made.json<AdminUser>().id}/deactivate`);
    expect((await list(`search=${stem}`)).items[0]!.is_active).toBe(false);
    expect((await list(`search=${stem}&status_filter=active`)).total).toBe(0);
  });

  it('GET /admin/users/{id}: one member; 404 with a detail for an unknown id', async () => {
    expect((await as(t, admin).get(`/admin/users/${member.id}`)).json()).toMatchObject({ username: member.username });
    const missing = await as(t, admin).get('/admin/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(ADMIN_USER_MESSAGES.notFound);
  });
});

describe('GET /admin/users/stats', () => {
  it('counts members by role and status, new ones and pending invitations', async () => {
    const fresh = await createTestApp();
    try {
      const boss = await signedIn(fresh, { role: 'admin' });
      const m = await signedIn(fresh);
      await seedUser(fresh, { isActive: false });
      await as(fresh, m).post('/invitations/send', { email: `${unique('s')}@example.com` });
      const res = await as(fresh, boss).get('/admin/users/stats');
      expect(res.json<AdminUserStats>()).toEqual({
        total_users: 3,
        active_users: 2,
        inactive_users: 1,
        admin_users: 1,
        regular_users: 2,
        new_users_30_days: 3,
        // The member's, and the first-run invitation the server made when it started without users.
        pending_invitations: 2,
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('POST /invitations/admin/create-user', () => {
  const body = () => ({
    username: unique('made'),
    email: `${unique('made')}@example.com`,
    password: 'password-1',
    confirm_password: 'password-1',
    first_name: 'Bo',
    last_name: 'Peep',
    role: 'user',
  });

  it('creates a member who can sign in; an admin when asked', async () => {
    const input = body();
    const res = await as(t, admin).post('/invitations/admin/create-user', input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: input.username, email: input.email, role: 'user', is_active: true });
    expect(res.json().display_name).toBe('Bo Peep');
    await login(t.app, input.username, 'password-1');
    const boss = await as(t, admin).post('/invitations/admin/create-user', { ...body(), role: 'admin' });
    expect(boss.json<AdminUser>().role).toBe('admin');
  });

  it("says each rule's message and refuses taken names and addresses with 409", async () => {
    const post = (b: object) => as(t, admin).post('/invitations/admin/create-user', { ...body(), ...b });
    const cases: Array<[object, string, string]> = [
      [{ password: 'short', confirm_password: 'short' }, 'password', ADMIN_USER_MESSAGES.passwordTooShort],
      [{ confirm_password: 'different-1' }, 'confirm_password', ADMIN_USER_MESSAGES.passwordsDoNotMatch],
      [{ username: 'ab' }, 'username', AUTH_MESSAGES.usernameTooShort],
      [{ username: 'has space' }, 'username', AUTH_MESSAGES.usernameChars],
      [{ username: '' }, 'username', AUTH_MESSAGES.usernameRequired],
      [{ email: 'nope' }, 'email', AUTH_MESSAGES.emailInvalid],
      [{ role: 'owner' }, 'role', ADMIN_USER_MESSAGES.roleInvalid],
    ];
    for (const [b, field, msg] of cases) {
      const res = await post(b);
      expect(res.statusCode, field).toBe(422);
      expect(issues(res)).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }));
    }
    const taken = await post({ username: member.username.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('This username is already taken');
    const takenEmail = await post({ email: member.email });
    expect(takenEmail.statusCode).toBe(409);
    expect(takenEmail.json().detail).toBe('A member with this email already exists');
  });
});

describe('PUT /admin/users/{id}', () => {
  it('edits names and role; a new password replaces the old one and ends their sessions', async () => {
    const cook = await signedIn(t);
    const res = await as(t, admin).put(`/admin/users/${cook.id}`, {
      first_name: 'Cook',
      display_name: 'Chef Cook',
      role: 'admin',
      password: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Cook', display_name: 'Chef Cook', role: 'admin' });
    expect((await as(t, cook).get('/auth/me')).statusCode).toBe(401);
    await expect(login(t.app, cook.username)).rejects.toThrow();
    await login(t.app, cook.username, 'brand-new-pass');
    const short = await as(t, admin).put(`/admin/users/${cook.id}`, { password: 'short' });
    expect(issues(short)[0]).toMatchObject({ loc: ['body', 'password'], msg: ADMIN_USER_MESSAGES.passwordTooShort });
    // An empty password field means "unchanged".
    expect((await as(t, admin).put(`/admin/users/${cook.id}`, { password: '' })).statusCode).toBe(200);
    await login(t.app, cook.username, 'brand-new-pass');
    expect((await as(t, admin).put('/admin/users/999999', { first_name: 'X' })).statusCode).toBe(404);
  });

  it('an admin can neither deactivate nor demote themself', async () => {
    const me = await signedIn(t, { role: 'admin' });
    const demote = await as(t, me).put(`/admin/users/${me.id}`, { role: 'user' });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().detail).toBe(ADMIN_USER_MESSAGES.selfDemote);
    for (const call of [
      () => as(t, me).put(`/admin/users/${me.id}`, { is_active: false }),
      () => as(t, me).post(`/admin/users/${me.id}/deactivate`),
    ]) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(ADMIN_USER_MESSAGES.selfDeactivate);
    }
    expect((await as(t, admin).get(`/admin/users/${me.id}`)).json()).toMatchObject({ role: 'admin', is_active: true });
    // Their own names they may edit.
    expect((await as(t, me).put(`/admin/users/${me.id}`, { first_name: 'Me' })).statusCode).toBe(200);
  });

  it('the last active admin is never removed: two admins demoting each other at once leave one', async () => {
    const solo = await createTestApp();
    try {
      const [a, b] = await Promise.all([signedIn(solo, { role: 'admin' }), signedIn(solo, { role: 'admin' })]);
      const [ra, rb] = await Promise.all([
        as(solo, a).put(`/admin/users/${b.id}`, { role: 'user' }),
        as(solo, b).put(`/admin/users/${a.id}`, { role: 'user' }),
      ]);
      const codes = [ra.statusCode, rb.statusCode].sort();
      expect(codes[0]).toBe(200);
      // The loser is refused by the last-admin rule (409) or, once demoted, no longer an admin (403/401).
      expect([401, 403, 409]).toContain(codes[1]);
      const refused = [ra, rb].find((r) => r.statusCode !== 200)!;
      if (refused.statusCode === 409) expect(refused.json().detail).toBe(ADMIN_USER_MESSAGES.lastAdmin);
      const stats = await solo.database.db.execute(
        "SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND is_active" as never,
      );
      expect((stats as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
    } finally {
      await solo.close();
    }
  });
});
