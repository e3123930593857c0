import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { ana, bea, friendshipWith, zeca } from '../friends.fixtures';
import { stubFriends } from './friends-test-server';

beforeAll(async () => {
  await import('./friends-page');
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}, 60_000);

beforeEach(() => {
  localStorage.clear();
  storeTokens();
});

const friendsList = () => within(screen.getByRole('list', { name: 'Your friends' }));

describe('/friends: the friends tab', () => {
  it("says 'No friends yet' and Find Friends opens the search tab", async () => {
    stubFriends();
    const { user, router } = renderApp('/friends');
    expect(await screen.findByRole('heading', { name: 'No friends yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find Friends' }));
    expect(router.state.location.search).toBe('?tab=search');
    expect(await screen.findByRole('searchbox', { name: 'Search by name or username' })).toBeInTheDocument();
  });

  it('lists friends as the server orders them (favourites first) and toggles a favourite', async () => {
    const stub = stubFriends({
      friends: [friendshipWith(31, zeca, { is_favorite: true }), friendshipWith(30, ana, { fromViewer: false })],
    });
    const { user } = renderApp('/friends');
    await screen.findByRole('list', { name: 'Your friends' });
    const rows = friendsList().getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Zeca Pires', 'Ana Lima']);
    expect(within(rows[0]!).getByText('Favourite')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Friends/ })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Add Ana Lima to favourites' }));
    await waitFor(() => expect(stub.callsTo('PUT', '/friends/30/favorite?is_favorite=true')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Remove Ana Lima from favourites' })).toBeInTheDocument();
  });

  it('removes a friend after confirmation', async () => {
    const stub = stubFriends({ friends: [friendshipWith(30, ana)] });
    const { user } = renderApp('/friends');
    await user.click(await screen.findByRole('button', { name: 'More for Ana Lima' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove friend' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove Ana Lima?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(stub.callsTo('DELETE', '/friends/30')).toHaveLength(1));
    expect(await screen.findByText('Ana Lima was removed from your friends')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No friends yet' })).toBeInTheDocument();
  });

  it('blocks with a reason, lists the member as blocked, and unblocks', async () => {
    const stub = stubFriends({ friends: [friendshipWith(30, ana), friendshipWith(32, bea)] });
    const { user } = renderApp('/friends');
    await user.click(await screen.findByRole('button', { name: 'More for Ana Lima' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Block Ana Lima?' }));
    await user.type(dialog.getByLabelText(/Reason/), 'Too many messages');
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(stub.callsTo('POST', '/friends/block/7')[0]?.body).toEqual({ reason: 'Too many messages' }),
    );
    const blocked = within(await screen.findByRole('region', { name: /Blocked members/ }));
    expect(blocked.getByText('“Too many messages”')).toBeInTheDocument();
    await waitFor(() => expect(friendsList().getAllByRole('listitem')).toHaveLength(1));
    await user.click(blocked.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(stub.callsTo('DELETE', '/friends/block/7')).toHaveLength(1));
    expect(await screen.findByText('Ana Lima is unblocked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: /Blocked members/ })).not.toBeInTheDocument());
  });

  it("shows 'An error occurred' when the friends do not load", async () => {
    stubFriends({}, { 'GET /friends': () => ({ status: 500, body: { detail: 'boom' } }) });
    renderApp('/friends');
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
  });
});

describe('/friends?tab=pending', () => {
  it("says 'No pending requests' when there are none, and Find Friends opens the search tab", async () => {
    stubFriends();
    const { user, router } = renderApp('/friends?tab=pending');
    expect(await screen.findByRole('heading', { name: 'No pending requests' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find Friends' }));
    expect(router.state.location.search).toBe('?tab=search');
  });

  it('accepts and declines received requests and cancels a sent one', async () => {
    const pending = { status: 'pending' as const, accepted_at: null };
    const stub = stubFriends({
      received: [
        friendshipWith(40, ana, { ...pending, fromViewer: false, message: 'Hi from book club' }),
        friendshipWith(41, bea, { ...pending, fromViewer: false }),
      ],
      sent: [friendshipWith(42, zeca, pending)],
    });
    const { user } = renderApp('/friends?tab=pending');
    const received = within(await screen.findByRole('region', { name: /Received/ }));
    expect(received.getByText('“Hi from book club”')).toBeInTheDocument();
    await user.click(
      within(received.getByRole('listitem', { name: 'Ana Lima' })).getByRole('button', { name: 'Accept' }),
    );
    await waitFor(() => expect(stub.callsTo('PUT', '/friends/request/40')[0]?.body).toEqual({ status: 'accepted' }));
    expect(await screen.findByText('You and Ana Lima are now friends!')).toBeInTheDocument();
    await user.click(
      within(received.getByRole('listitem', { name: 'Bea Costa' })).getByRole('button', { name: 'Decline' }),
    );
    await waitFor(() => expect(stub.callsTo('PUT', '/friends/request/41')[0]?.body).toEqual({ status: 'declined' }));
    const sent = within(screen.getByRole('region', { name: /Sent/ }));
    await user.click(sent.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(stub.callsTo('DELETE', '/friends/42')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'No pending requests' })).toBeInTheDocument();
  });

  it('shows the response detail when an answer fails', async () => {
    stubFriends(
      { received: [friendshipWith(40, ana, { status: 'pending', accepted_at: null, fromViewer: false })] },
      {
        'PUT /friends/request/40': () => ({
          status: 409,
          body: { detail: 'This friend request has already been answered' },
        }),
      },
    );
    const { user } = renderApp('/friends?tab=pending');
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This friend request has already been answered')).toBeInTheDocument();
  });
});
