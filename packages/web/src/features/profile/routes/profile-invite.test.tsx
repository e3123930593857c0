import type { Invitation, SearchUserResult } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, member, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { rosaProfile } from '../profile.fixtures';

const tom: SearchUserResult = {
  id: 7,
  username: 'tom',
  email: null,
  display_name: 'Uncle Tom',
  avatar_url: null,
  is_existing_user: true,
};
const newcomer = (email: string): SearchUserResult => ({
  id: null,
  username: null,
  email,
  display_name: null,
  avatar_url: null,
  is_existing_user: false,
});
const sent: Invitation = {
  id: 5,
  email: 'ana@example.com',
  status: 'pending',
  inviter_username: 'rosa',
  message: null,
  invited_user_name: 'Ana',
  created_at: '2026-11-25T09:00:00Z',
  expires_at: '2026-12-02T09:00:00Z',
  mail_status: 'sent',
  mail_attempts: 1,
  mail_sent_at: '2026-11-25T09:00:01Z',
  next_retry_at: null,
};

async function open(handlers: Record<string, StubHandler>) {
  storeTokens();
  const stub = stubFetch({
    'GET /auth/me': () => ({ body: member }),
    'GET /users/profile': () => ({ body: rosaProfile }),
    'GET /invitations/my-invitations': () => ({ body: { items: [], total: 0 } }),
    ...handlers,
  });
  const app = renderApp('/profile');
  await app.user.click(await screen.findByRole('button', { name: 'Invite People' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Invite People' }));
  return { stub, app, dialog };
}

describe('Invite People from the profile (the dialog of the invitations feature)', () => {
  it('searches from 2 characters; a member gets a friend request, then the dialog closes 2 s later', async () => {
    const { stub, app, dialog } = await open({
      'GET /invitations/search-users?query=to': () => ({ body: { items: [tom] } }),
      'POST /friends/request': () => ({ status: 201, body: {} }),
    });
    const box = dialog.getByRole('searchbox', { name: /Search people/ });
    await app.user.type(box, 't');
    await new Promise((r) => setTimeout(r, 400));
    expect(stub.calls.filter((c) => c.path.startsWith('/invitations/search-users'))).toHaveLength(0);
    await app.user.type(box, 'o');
    await app.user.click(await dialog.findByRole('button', { name: 'Add Friend: Uncle Tom' }));
    expect(await dialog.findByText('Friend request sent to Uncle Tom!')).toBeInTheDocument();
    expect(stub.callsTo('POST', '/friends/request')[0]!.body).toEqual({ addressee_id: 7 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('an address nobody has: an invitation with the optional name and message; it shows under your invitations', async () => {
    let mine: Invitation[] = [];
    const { stub, app, dialog } = await open({
      'GET /invitations/search-users?query=ana%40example.com': () => ({
        body: { items: [newcomer('ana@example.com')] },
      }),
      'POST /invitations/send': () => {
        mine = [sent];
        return { status: 201, body: sent };
      },
      'GET /invitations/my-invitations': () => ({ body: { items: mine, total: mine.length } }),
    });
    expect(await dialog.findByText('No invitations yet')).toBeInTheDocument();
    await app.user.type(dialog.getByRole('searchbox', { name: /Search people/ }), 'ana@example.com');
    await app.user.type(await dialog.findByRole('textbox', { name: /Their name/ }), 'Ana');
    await app.user.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    expect(await dialog.findByText('Invitation sent to ana@example.com!')).toBeInTheDocument();
    expect(stub.callsTo('POST', '/invitations/send')[0]!.body).toEqual({
      email: 'ana@example.com',
      invited_user_name: 'Ana',
      message: null,
    });
    expect(await dialog.findByRole('list', { name: 'Your invitations' })).toHaveTextContent('Mail sent');
  });

  it("a refused invitation says 'Failed to send invitation' with the detail and stays open", async () => {
    const { app, dialog } = await open({
      'GET /invitations/search-users?query=ana%40example.com': () => ({
        body: { items: [newcomer('ana@example.com')] },
      }),
      'POST /invitations/send': () => json(429, { detail: 'Too many invitations. Please try again later.' }),
    });
    await app.user.type(dialog.getByRole('searchbox', { name: /Search people/ }), 'ana@example.com');
    await app.user.click(await dialog.findByRole('button', { name: 'Send Invitation' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to send invitation: Too many invitations. Please try again later.',
    );
    await new Promise((r) => setTimeout(r, 2200));
    expect(screen.getByRole('dialog', { name: 'Invite People' })).toBeInTheDocument();
  });

  it('an address that belongs to a member (409) offers a friend request instead', async () => {
    let known = false;
    const { app, dialog } = await open({
      'GET /invitations/search-users?query=tom%40example.com': () => ({
        body: { items: [known ? { ...tom, email: 'tom@example.com' } : newcomer('tom@example.com')] },
      }),
      'POST /invitations/send': () => {
        known = true;
        return json(409, { detail: 'A member with this email already exists' });
      },
    });
    await app.user.type(dialog.getByRole('searchbox', { name: /Search people/ }), 'tom@example.com');
    await app.user.click(await dialog.findByRole('button', { name: 'Send Invitation' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'A member with this email already exists. Send them a friend request instead.',
    );
    expect(await dialog.findByRole('button', { name: 'Add Friend: Uncle Tom' })).toBeEnabled();
  });
});
