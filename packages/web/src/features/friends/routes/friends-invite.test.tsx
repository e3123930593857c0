import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { stubFriends } from './friends-test-server';

beforeAll(async () => {
  await import('./friends-page');
}, 60_000);

beforeEach(() => {
  localStorage.clear();
  storeTokens();
});

const link = {
  invite_code: 'abc',
  invite_type: 'username',
  expires_in_hours: 168,
  expires_at: '2026-12-02T09:30:00Z',
  invite_url: 'http://localhost:3000/invite/abc',
};

describe('/friends?tab=invite', () => {
  it('makes a 168-hour link and copies it, saying Copied! for 2 s', async () => {
    const stub = stubFriends({}, { 'POST /friends/invite': () => ({ status: 201, body: link }) });
    const { user } = renderApp('/friends?tab=invite');
    await user.click(await screen.findByRole('button', { name: 'Create invite link' }));
    expect(stub.callsTo('POST', '/friends/invite')[0]?.body).toEqual({
      invite_type: 'username',
      expires_in_hours: 168,
    });
    expect(await screen.findByRole('textbox', { name: 'Your invite link' })).toHaveValue(link.invite_url);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link.invite_url);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument(), {
      timeout: 1500,
    });
  });

  it('shows a 24-hour QR code in a modal', async () => {
    const stub = stubFriends(
      {},
      {
        'GET /friends/invite/qr': () => ({
          body: { ...link, expires_in_hours: 24, qr_code_data: 'data:image/png;base64,iVBORw0KGgo=' },
        }),
      },
    );
    const { user } = renderApp('/friends?tab=invite');
    await user.click(await screen.findByRole('button', { name: 'Show QR code' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite QR code' }));
    expect(await dialog.findByRole('img', { name: 'QR code of your invite link' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(stub.callsTo('GET', '/friends/invite/qr?expires_in_hours=24')).toHaveLength(1);
  });

  it("says 'An error occurred' when no link could be made", async () => {
    stubFriends({}, { 'POST /friends/invite': () => ({ status: 500, body: { detail: 'db down' } }) });
    const { user } = renderApp('/friends?tab=invite');
    await user.click(await screen.findByRole('button', { name: 'Create invite link' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('/friends?tab=legacy-invite', () => {
  it('is reached by its address only, and sends an email invitation', async () => {
    const stub = stubFriends(
      {},
      {
        'POST /invitations/send': (req) => ({
          status: 201,
          body: { id: 1, ...(req.body as object), status: 'pending' },
        }),
      },
    );
    const { user } = renderApp('/friends?tab=legacy-invite');
    expect(await screen.findByRole('heading', { name: 'Invite someone by email' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Friends0',
      'Pending',
      'Find Friends',
      'Invite',
    ]);
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(stub.callsTo('POST', '/invitations/send')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'lia@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Their name (optional)' }), 'Lia');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation sent to lia@example.com!')).toBeInTheDocument();
    expect(stub.callsTo('POST', '/invitations/send')[0]?.body).toEqual({
      email: 'lia@example.com',
      invited_user_name: 'Lia',
      message: null,
    });
  });

  it("shows the server's detail, else 'Failed to send invitation'", async () => {
    stubFriends(
      {},
      {
        'POST /invitations/send': () => ({ status: 409, body: { detail: 'A member with this email already exists' } }),
      },
    );
    const { user } = renderApp('/friends?tab=legacy-invite');
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'rosa@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('A member with this email already exists')).toBeInTheDocument();
  });
});

describe('/friends: Invite People', () => {
  it('opens the invite dialog, which searches people and sends a friend request to a member', async () => {
    const tom = {
      id: 7,
      username: 'tom',
      email: null,
      display_name: 'Uncle Tom',
      avatar_url: null,
      is_existing_user: true,
    };
    const stub = stubFriends(
      {},
      {
        'GET /invitations/my-invitations': () => ({ body: { items: [], total: 0 } }),
        'GET /invitations/search-users?query=to': () => ({ body: { items: [tom] } }),
        'POST /friends/request': () => ({ status: 201, body: {} }),
      },
    );
    const { user } = renderApp('/friends');
    await user.click(await screen.findByRole('button', { name: 'Invite People' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite People' }));
    await user.type(dialog.getByRole('searchbox', { name: /Search people/ }), 'to');
    await user.click(await dialog.findByRole('button', { name: 'Add Friend: Uncle Tom' }));
    expect(await dialog.findByText('Friend request sent to Uncle Tom!')).toBeInTheDocument();
    expect(stub.callsTo('POST', '/friends/request')[0]?.body).toEqual({ addressee_id: 7 });
  });
});
