import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { ana, bea, friendshipWith, memberOf, zeca } from '../friends.fixtures';
import { stubFriends } from './friends-test-server';

beforeAll(async () => {
  await import('./friends-page');
}, 60_000);

beforeEach(() => {
  localStorage.clear();
  storeTokens();
});

const searches = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith('/friends/search'));

describe('/friends?tab=search (Find Friends)', () => {
  it('searches only from 2 characters, then sends a request and says so', async () => {
    const stub = stubFriends({ members: [ana, memberOf(11, 'anabel', 'Anabel Cruz')] });
    const { user, router } = renderApp('/friends?tab=search');
    const box = await screen.findByRole('searchbox', { name: 'Search by name or username' });
    await user.type(box, ' a ');
    expect(await screen.findByText('Type at least 2 characters of a name or username.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches(stub.calls)).toHaveLength(0);
    await user.clear(box);
    await user.type(box, 'ana');
    const results = within(await screen.findByRole('list', { name: 'Search results' }));
    expect(searches(stub.calls).at(-1)?.path).toBe('/friends/search?q=ana&limit=20&offset=0');
    expect(router.state.location.search).toBe('?tab=search&q=ana');
    await user.click(
      within(results.getByRole('listitem', { name: 'Ana Lima' })).getByRole('button', { name: 'Add Friend' }),
    );
    await waitFor(() =>
      expect(stub.callsTo('POST', '/friends/request')[0]?.body).toEqual({ addressee_id: 7, message: null }),
    );
    expect(await screen.findByText('Friend request sent to Ana Lima!')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /Pending/ })).toHaveTextContent('1');
  });

  it("says 'No users found' when nobody matches", async () => {
    stubFriends({ members: [ana] });
    renderApp('/friends?tab=search&q=zz');
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
  });

  it('shows friends as Friends and accepts a request from a hit', async () => {
    const stub = stubFriends({
      received: [friendshipWith(40, zeca, { status: 'pending', accepted_at: null, fromViewer: false })],
      members: [
        { ...bea, friendship_status: 'accepted', friendship_id: 33 },
        { ...zeca, display_name: 'Zeca Costa', friendship_status: 'pending_received', friendship_id: 40 },
      ],
    });
    const { user } = renderApp('/friends?tab=search&q=c');
    // One character from the address is still too short.
    expect(await screen.findByText('Type at least 2 characters of a name or username.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or username' }), 'o');
    const results = within(await screen.findByRole('list', { name: 'Search results' }));
    expect(within(results.getByRole('listitem', { name: 'Bea Costa' })).getByText('Friends')).toBeInTheDocument();
    await user.click(results.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(stub.callsTo('PUT', '/friends/request/40')[0]?.body).toEqual({ status: 'accepted' }));
  });

  it("says 'Failed to search users' when the search fails on the server", async () => {
    stubFriends({}, { 'GET /friends/search': () => ({ status: 500, body: { detail: 'Internal Server Error' } }) });
    renderApp('/friends?tab=search&q=ana');
    expect(await screen.findByText('Failed to search users')).toBeInTheDocument();
  });

  it('shows the rate limit detail of a refused search', async () => {
    stubFriends(
      {},
      {
        'GET /friends/search': () => ({
          status: 429,
          body: { detail: 'Too many searches. Please wait a moment and try again.' },
        }),
      },
    );
    renderApp('/friends?tab=search&q=ana');
    expect(await screen.findByText('Too many searches. Please wait a moment and try again.')).toBeInTheDocument();
  });

  it("says 'Failed to send friend request' when a request fails without a detail, else the detail", async () => {
    let answer = { status: 500, body: {} as Record<string, string> };
    stubFriends({ members: [ana, bea] }, { 'POST /friends/request': () => answer });
    const { user } = renderApp('/friends?tab=search&q=a');
    await user.type(await screen.findByRole('searchbox'), 'n');
    const results = within(await screen.findByRole('list', { name: 'Search results' }));
    await user.click(results.getByRole('button', { name: 'Add Friend' }));
    expect(await screen.findByText('Failed to send friend request')).toBeInTheDocument();
    answer = { status: 409, body: { detail: 'You are already friends' } };
    await user.click(results.getByRole('button', { name: 'Add Friend' }));
    expect(await screen.findByText('You are already friends')).toBeInTheDocument();
  });
});
