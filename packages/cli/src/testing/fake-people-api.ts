import { type AdminUser, type Invitation, INVITATION_MESSAGES } from '@potluck/api';
import { ALICE, fakeApi } from './fake-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const member = (id: number, username: string, extra: Partial<AdminUser> = {}): AdminUser => ({
  id,
  username,
  email: `${username}@example.com`,
  first_name: null,
  last_name: null,
  display_name: null,
  role: 'user',
  is_active: true,
  recipe_count: 0,
  created_at: `2026-11-${String(10 + id).padStart(2, '0')}T10:00:00Z`,
  avatar_url: null,
  ...extra,
});

/**
 * fakeApi (sign-in, sessions) plus the invitation and user-management endpoints, in memory: ALICE is the admin;
 * `state.smtpDown` makes invitation mail wait for a retry; `state.viewerIsAdmin = false` answers 403.
 */
export function fakePeopleApi() {
  const api = fakeApi();
  const state = {
    users: [
      member(ALICE.id, ALICE.username, { role: 'admin', email: ALICE.email, first_name: 'Alice' }),
      member(2, 'bob', { display_name: 'Uncle Bob', recipe_count: 3 }),
      member(3, 'carol', { is_active: false }),
    ],
    invitations: [] as Invitation[],
    smtpDown: false,
    viewerIsAdmin: true,
    requests: [] as Array<{ method: string; path: string; body: unknown }>,
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace('/api/v1', '');
    const mine = path.startsWith('/admin/users') || path.startsWith('/invitations/');
    if (!mine) return api.fetch(input, init);
    const me = await api.fetch(`${url.origin}/api/v1/auth/me`, { headers: init?.headers ?? {} });
    if (me.status !== 200) return me;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    state.requests.push({ method, path: `${path}${url.search}`, body });
    if (method === 'POST' && path === '/invitations/send') {
      const email = String(body?.email).toLowerCase();
      if (state.users.some((u) => u.email === email)) return json(409, { detail: INVITATION_MESSAGES.alreadyMember });
      const invitation: Invitation = {
        id: state.invitations.length + 1,
        email,
        status: 'pending',
        inviter_username: ALICE.username,
        message: (body?.message as string | null) ?? null,
        invited_user_name: (body?.invited_user_name as string | null) ?? null,
        created_at: '2026-11-25T10:00:00.000Z',
        expires_at: '2026-12-02T10:00:00.000Z',
        invitation_link: 'http://potluck.test/register?token=tok',
        mail_status: state.smtpDown ? 'pending_retry' : 'sent',
        mail_attempts: 1,
        mail_sent_at: state.smtpDown ? null : '2026-11-25T10:00:00.000Z',
        next_retry_at: state.smtpDown ? '2026-11-25T10:01:00.000Z' : null,
      };
      state.invitations.push(invitation);
      return json(201, invitation);
    }
    if (!state.viewerIsAdmin)
      return json(403, {
        detail: "You don't have permission to access this area. Administrator privileges are required.",
      });
    if (method === 'GET' && path === '/admin/users') {
      const q = (url.searchParams.get('search') ?? '').toLowerCase();
      const role = url.searchParams.get('role_filter') ?? 'all';
      const status = url.searchParams.get('status_filter') ?? 'all';
      const items = state.users
        .filter((u) => !q || `${u.username} ${u.email} ${u.display_name ?? ''}`.toLowerCase().includes(q))
        .filter((u) => role === 'all' || u.role === role)
        .filter((u) => status === 'all' || u.is_active === (status === 'active'))
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return json(200, { items, total: items.length, limit: 100, offset: 0 });
    }
    if (method === 'POST' && path === '/invitations/admin/create-user') {
      const username = String(body?.username);
      if (state.users.some((u) => u.username.toLowerCase() === username.toLowerCase()))
        return json(409, { detail: 'This username is already taken' });
      const made = member(state.users.length + 1, username, {
        email: String(body?.email),
        role: body?.role === 'admin' ? 'admin' : 'user',
        first_name: (body?.first_name as string | null) ?? null,
      });
      state.users.push(made);
      return json(201, made);
    }
    const toggle = /^\/admin\/users\/(\d+)\/(deactivate|activate)$/.exec(path);
    if (method === 'POST' && toggle) {
      const target = state.users.find((u) => u.id === Number(toggle[1]));
      if (!target) return json(404, { detail: 'User not found' });
      if (target.id === ALICE.id && toggle[2] === 'deactivate')
        return json(403, { detail: 'You cannot deactivate your own account' });
      target.is_active = toggle[2] === 'activate';
      return json(200, target);
    }
    return json(404, { detail: 'Not found' });
  };
  return { api, state, fetch, origin: api.origin };
}
