import { type AdminUser } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, json, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { adminUsersFixture, invitationsFixture, statsFixture } from './admin-users.fixtures';

const list = (role = 'all', status = 'all', search = '') =>
  `GET /admin/users?${search ? `search=${encodeURIComponent(search)}&` : ''}role_filter=${role}&status_filter=${status}&limit=100`;

async function start(handlers: Record<string, StubHandler> = {}, users: AdminUser[] = adminUsersFixture) {
  storeTokens();
  const page = (items: AdminUser[]) => ({ body: { items, total: items.length, limit: 100, offset: 0 } });
  const stub = stubFetch({
    'GET /auth/me': () => ({ body: admin }),
    [list()]: () => page(users),
    [list('admin')]: () => page(users.filter((u) => u.role === 'admin')),
    [list('all', 'inactive')]: () => page(users.filter((u) => !u.is_active)),
    [list('all', 'all', 'ro')]: () => page(users.filter((u) => u.username.includes('ro'))),
    'GET /admin/users/stats': () => ({ body: statsFixture }),
    'GET /admin/invitations': () => ({ body: { items: invitationsFixture, total: 2, limit: 100, offset: 0 } }),
    ...handlers,
  });
  const app = renderApp('/admin');
  await app.user.click(await screen.findByRole('tab', { name: 'User Management' }));
  await screen.findByRole('table', { name: 'Users' });
  return { stub, app };
}
const row = (username: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByText(username, { selector: 'span' }))!;

describe('User Management', () => {
  it('shows the counts, the table, every invitation; search and filters ask the server', async () => {
    const { app, stub } = await start();
    expect(await screen.findByLabelText('Member counts')).toHaveTextContent('Members3Active2Inactive1');
    expect(within(row('rosa')).getByText('rosa@example.com')).toBeInTheDocument();
    expect(within(row('tom')).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Every invitation' })).toHaveTextContent('By rosa');
    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ro');
    await waitFor(() => expect(stub.callsTo('GET', list('all', 'all', 'ro').slice(4))).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  });

  it('creates a member: client rules first, then "User {name} created successfully"', async () => {
    const { app, stub } = await start({
      'POST /invitations/admin/create-user': (req) => ({
        status: 201,
        body: { ...adminUsersFixture[1]!, id: 9, username: (req.body as { username: string }).username },
      }),
    });
    await app.user.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    const d = within(dialog);
    await app.user.type(d.getByRole('textbox', { name: /Username/ }), 'cousin_ana');
    await app.user.type(d.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await app.user.type(d.getByLabelText(/^Password/), 'short');
    await app.user.type(d.getByLabelText(/^Confirm password/), 'shorter');
    await app.user.click(d.getByRole('button', { name: 'Create User' }));
    expect(d.getByText('Passwords do not match')).toBeInTheDocument();
    expect(d.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await app.user.clear(d.getByLabelText(/^Password/));
    await app.user.clear(d.getByLabelText(/^Confirm password/));
    await app.user.type(d.getByLabelText(/^Password/), 'long enough');
    await app.user.type(d.getByLabelText(/^Confirm password/), 'long enough');
    await app.user.click(d.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User cousin_ana created successfully')).toBeInTheDocument();
    expect(stub.callsTo('POST', '/invitations/admin/create-user')[0]!.body).toMatchObject({
      username: 'cousin_ana',
      email: 'ana@example.com',
      password: 'long enough',
      role: 'user',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("a refused create says 'Failed to create user' with the detail; the server's field message lands on its field", async () => {
    const { app } = await start({
      'POST /invitations/admin/create-user': () =>
        json(422, { detail: [{ loc: ['body', 'username'], msg: 'Username already taken', type: 'conflict' }] }),
    });
    await app.user.click(screen.getByRole('button', { name: 'Create User' }));
    const d = within(await screen.findByRole('dialog', { name: 'Create User' }));
    await app.user.type(d.getByRole('textbox', { name: /Username/ }), 'rosa');
    await app.user.type(d.getByRole('textbox', { name: /Email/ }), 'rosa2@example.com');
    await app.user.type(d.getByLabelText(/^Password/), 'long enough');
    await app.user.type(d.getByLabelText(/^Confirm password/), 'long enough');
    await app.user.click(d.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
    expect(d.getByRole('textbox', { name: /Username/ })).toHaveAccessibleDescription('Username already taken');
  });

  it('edits a member: "User rosa updated successfully", or "Failed to update user"', async () => {
    let ok = true;
    const { app, stub } = await start({
      'PUT /admin/users/2': (req) =>
        ok
          ? { body: { ...adminUsersFixture[1]!, ...(req.body as object) } }
          : json(409, { detail: 'The last active administrator cannot be deactivated or demoted' }),
    });
    await app.user.click(within(row('rosa')).getByRole('button', { name: 'Edit rosa' }));
    const d = within(await screen.findByRole('dialog', { name: 'Edit rosa' }));
    await app.user.clear(d.getByRole('textbox', { name: 'Display name' }));
    await app.user.type(d.getByRole('textbox', { name: 'Display name' }), 'Rosita');
    await app.user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User rosa updated successfully')).toBeInTheDocument();
    expect(stub.callsTo('PUT', '/admin/users/2')[0]!.body).toMatchObject({ display_name: 'Rosita', is_active: true });
    ok = false;
    await app.user.click(within(row('rosa')).getByRole('button', { name: 'Edit rosa' }));
    const d2 = within(await screen.findByRole('dialog', { name: 'Edit rosa' }));
    await app.user.click(d2.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByText('Failed to update user')).closest('li')).toHaveTextContent(
      'last active administrator',
    );
  });

  it('your own row offers no Deactivate', async () => {
    await start();
    expect(within(row('nonna')).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
  });

  it('deactivates after the question: "has been deactivated", else "Failed to deactivate user"', async () => {
    let ok = false;
    const { app, stub } = await start({
      'POST /admin/users/2/deactivate': () =>
        ok ? { body: { ...adminUsersFixture[1]!, is_active: false } } : json(503, { detail: 'Try later' }),
    });
    await app.user.click(within(row('rosa')).getByRole('button', { name: 'Deactivate rosa' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate user?' });
    expect(dialog).toHaveTextContent('Are you sure you want to deactivate user "rosa"?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Failed to deactivate user')).toBeInTheDocument();
    ok = true;
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User rosa has been deactivated')).toBeInTheDocument();
    expect(stub.callsTo('POST', '/admin/users/2/deactivate')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('activates: "has been activated", else "Failed to activate user"', async () => {
    let ok = false;
    const { app } = await start({
      'POST /admin/users/3/activate': () =>
        ok ? { body: { ...adminUsersFixture[2]!, is_active: true } } : json(500, { detail: 'Nope' }),
    });
    await app.user.click(within(row('tom')).getByRole('button', { name: 'Activate tom' }));
    expect(await screen.findByText('Failed to activate user')).toBeInTheDocument();
    ok = true;
    await app.user.click(within(row('tom')).getByRole('button', { name: 'Activate tom' }));
    expect(await screen.findByText('User tom has been activated')).toBeInTheDocument();
  });
});
