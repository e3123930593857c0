import type { SystemInfo } from '@potluck/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, member, storeTokens, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const SYSTEM_INFO: SystemInfo = {
  version: '1.0.0',
  node_version: 'v20.19.0',
  uptime_seconds: 60,
  database: { engine: 'pglite', size_bytes: 1_048_576 },
  storage: { kind: 'local', image_count: 0 },
  mail: { transport: 'outbox', configured: false, pending_retry: 0, failed: 0 },
  ai: { configured: false, source: 'none' },
  counts: { users: 1, active_users: 1, admins: 1, recipes: 0, pending_invitations: 0 },
};

const DENIED_TEXT = "You don't have permission to access this area. Administrator privileges are required.";

describe('/admin guard', () => {
  it('shows Access Denied to a member, and Go Back returns to the previous page', async () => {
    storeTokens();
    const { callsTo } = stubFetch({ 'GET /auth/me': () => ({ body: member }) });
    const { user, router } = renderApp('/recipes', '/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(DENIED_TEXT)).toBeInTheDocument();
    expect(callsTo('GET', '/admin/settings')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
  });

  it('Go Back from a directly opened /admin goes home', async () => {
    storeTokens();
    stubFetch({ 'GET /auth/me': () => ({ body: member }) });
    const { user, router } = renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('hides Admin Settings from a member’s navigation', async () => {
    storeTokens();
    stubFetch({ 'GET /auth/me': () => ({ body: member }) });
    renderApp('/recipes');
    await screen.findByRole('heading', { name: 'Recipes', level: 1 });
    expect(screen.queryByRole('link', { name: 'Admin Settings' })).not.toBeInTheDocument();
  });
});

describe('/admin for an admin', () => {
  it('shows the tabs and a working open-registration setting', async () => {
    storeTokens();
    let settings = { open_registration: false };
    const { callsTo } = stubFetch({
      'GET /auth/me': () => ({ body: admin }),
      'GET /admin/settings': () => ({ body: settings }),
      'PUT /admin/settings': ({ body }) => {
        settings = { ...settings, ...(body as typeof settings) };
        return { body: settings };
      },
    });
    const { user } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Settings', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'System Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Admin Settings' }).length).toBeGreaterThan(0);

    const toggle = await screen.findByRole('checkbox', { name: 'Allow sign-up without an invitation' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(callsTo('PUT', '/admin/settings')[0]?.body).toEqual({ open_registration: true });
    expect(await screen.findByText('Sign-up without an invitation is on')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AI provider', level: 2 })).toBeInTheDocument();
  });

  it('moves the setting back and says so when saving fails', async () => {
    storeTokens();
    stubFetch({
      'GET /auth/me': () => ({ body: admin }),
      'GET /admin/settings': () => ({ body: { open_registration: false } }),
      'PUT /admin/settings': () => ({ status: 503, body: { detail: 'Database unavailable' } }),
    });
    const { user } = renderApp('/admin');
    const toggle = await screen.findByRole('checkbox', { name: 'Allow sign-up without an invitation' });
    await user.click(toggle);
    expect(await screen.findByText('The setting was not saved')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('System Settings shows the system information; User Management hosts the user table', async () => {
    storeTokens();
    stubFetch({
      'GET /auth/me': () => ({ body: admin }),
      'GET /admin/settings': () => ({ body: { open_registration: false } }),
      'GET /admin/system-info': () => ({ body: SYSTEM_INFO }),
      'GET /admin/users?role_filter=all&status_filter=all&limit=100': () => ({
        body: { items: [], total: 0, limit: 100, offset: 0 },
      }),
    });
    const { user } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'System information' })).toBeInTheDocument();
    expect(screen.getByText('PGlite (embedded)')).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: 'User Management' }));
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
  });
});
