import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { ana, friendshipWith, rosa } from '../friends.fixtures';
import { stubFriends } from './friends-test-server';

beforeAll(async () => {
  await Promise.all([import('./invite-page'), import('./friends-page')]);
}, 60_000);

beforeEach(() => localStorage.clear());

const CODE = 'Zq3xV9kP2mLr8TfW4yBn6HcJ1sDg5QaE7uYo0iXe';
const preview = (overrides = {}) => ({
  body: { inviter: ana, expires_at: '2026-12-02T09:30:00Z', already_friends: false, ...overrides },
});

describe('/invite/{code}', () => {
  it("shows who invites you; 'Add as friend' makes you friends and opens /friends", async () => {
    storeTokens();
    const stub = stubFriends(
      {},
      {
        [`GET /friends/invite/${CODE}`]: () => preview(),
        [`POST /friends/invite/${CODE}/use`]: () => ({ body: friendshipWith(60, ana, { fromViewer: false }) }),
      },
    );
    const { user, router } = renderApp(`/invite/${CODE}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ana Lima invites you to be friends on Potluck' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add as friend' }));
    await waitFor(() => expect(stub.callsTo('POST', `/friends/invite/${CODE}/use`)).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/friends'));
    expect(await screen.findByText('You and Ana Lima are now friends!')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, then back to the invite', async () => {
    stubFriends(
      {},
      {
        'POST /auth/login-json': () => ({ body: { access_token: 'a', refresh_token: 'r', token_type: 'bearer' } }),
        [`GET /friends/invite/${CODE}`]: () => preview(),
      },
    );
    const { user, router } = renderApp(`/invite/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email or username'), 'rosa');
    await user.type(screen.getByLabelText('Password'), 'tomato-sauce');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Add as friend' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/invite/${CODE}`);
  });

  it('says when you are friends already, and for your own link', async () => {
    storeTokens();
    stubFriends({}, { [`GET /friends/invite/${CODE}`]: () => preview({ already_friends: true }) });
    const first = renderApp(`/invite/${CODE}`);
    expect(await screen.findByText('You and Ana Lima are already friends.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Friends' })).toHaveAttribute('href', '/friends');
    first.unmount();
    stubFriends({}, { [`GET /friends/invite/${CODE}`]: () => preview({ inviter: rosa }) });
    renderApp(`/invite/${CODE}`);
    expect(await screen.findByText('This is your own invite link: share it with someone else.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add as friend' })).not.toBeInTheDocument();
  });

  it('explains an expired or unknown link, with the way on to Find Friends', async () => {
    storeTokens();
    stubFriends(
      {},
      { 'GET /friends/invite/old': () => ({ status: 410, body: { detail: 'This invite link has expired' } }) },
    );
    renderApp('/invite/old');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invite link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^This invite link has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Friends' })).toHaveAttribute('href', '/friends?tab=search');
  });

  it('shows why using the code failed', async () => {
    storeTokens();
    stubFriends(
      {},
      {
        [`GET /friends/invite/${CODE}`]: () => preview(),
        [`POST /friends/invite/${CODE}/use`]: () => ({
          status: 409,
          body: { detail: 'This invite link has already been used' },
        }),
      },
    );
    const { user } = renderApp(`/invite/${CODE}`);
    await user.click(await screen.findByRole('button', { name: 'Add as friend' }));
    expect(await screen.findByText('This invite link has already been used')).toBeInTheDocument();
  });
});
