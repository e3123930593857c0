import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD } from '../testing/fake-api';
import { fakeFriendsApi, summary } from '../testing/fake-friends-api';
import { fakeCli, type FakeIoOptions } from '../testing/fake-io';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => Promise.all(cleanups.splice(0).map((c) => c())));

async function loggedIn(options: Omit<FakeIoOptions, 'fetch'> = {}) {
  const friends = fakeFriendsApi();
  const cli = await fakeCli({ ...options, fetch: friends.fetch, env: { POTLUCK_SERVER: friends.origin } });
  cleanups.push(cli.cleanup);
  expect((await cli.potluck('login', '--user', 'alice', '--password', PASSWORD)).code).toBe(0);
  return { ...friends, ...cli };
}

describe('potluck friends', () => {
  it('list: friends (favourites marked) and the requests both ways; --json prints the overview', async () => {
    const { potluck } = await loggedIn({ columns: 80 });
    const res = await potluck('friends', 'list');
    expect(res.code).toBe(0);
    expect(res.stdout).toBe(
      [
        'USERNAME  NAME       SINCE',
        '★ bob     Uncle Bob  2026-11-21',
        '',
        'Requests for you (accept with `potluck friends accept <username>`):',
        '  carol (carol): “Cousin Carol here”',
        '',
        'Requests you sent:',
        '  dave (Dave D)',
        '',
      ].join('\n'),
    );
    const json = JSON.parse((await potluck('friends', 'list', '--json')).stdout);
    expect(json).toMatchObject({ total_friends: 1, total_pending: 2 });
  });

  it('list: the empty states', async () => {
    const { potluck, state } = await loggedIn();
    state.friendships.length = 0;
    expect((await potluck('friends', 'list')).stdout).toBe('No friends yet\n');
  });

  it('add: sends the request by username with the message and confirms in the spec’s words', async () => {
    const { potluck, state } = await loggedIn();
    expect(await potluck('friends', 'add', 'erin', '--message', 'Hi from Alice')).toEqual({
      code: 0,
      stdout: 'Friend request sent to erin!\n',
      stderr: '',
    });
    expect(state.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/friends/request',
      body: { username: 'erin', message: 'Hi from Alice' },
    });
    // A member who already asked you: the request makes you friends.
    expect((await potluck('friends', 'add', 'carol')).stdout).toBe('You and carol are now friends.\n');
    expect(await potluck('friends', 'add', 'dave')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'A friend request to this member is already pending\n',
    });
    expect((await potluck('friends', 'add', 'nobody')).stderr).toBe('Member not found\n');
    state.members.push(summary(6, 'frank'));
    const json = JSON.parse((await potluck('friends', 'add', 'FRANK', '--json')).stdout);
    expect(json).toMatchObject({ status: 'pending' });
  });

  it('accept: finds the request from that member and accepts it; no request is a clear error', async () => {
    const { potluck, state } = await loggedIn();
    expect(await potluck('friends', 'accept', 'Carol')).toEqual({
      code: 0,
      stdout: 'You and carol are now friends.\n',
      stderr: '',
    });
    expect(state.requests.at(-1)).toEqual({
      method: 'PUT',
      path: '/friends/request/11',
      body: { status: 'accepted' },
    });
    const before = state.requests.length;
    expect(await potluck('friends', 'accept', 'dave')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'No friend request from dave. See `potluck friends list`.\n',
    });
    expect(state.requests.length).toBe(before + 1);
  });

  it('invite: prints the link and its QR code drawn in the terminal; --json, --no-qr and --hours', async () => {
    const { potluck, state, origin } = await loggedIn();
    const res = await potluck('friends', 'invite');
    expect(res.code).toBe(0);
    const [link, blank, ...qr] = res.stdout.trimEnd().split('\n');
    expect(link).toBe(`${origin}/invite/${'c0de'.repeat(10)}abc`);
    expect(blank).toBe('');
    expect(qr.length).toBeGreaterThan(10);
    expect(qr.join('')).toMatch(/[█▀▄]/);
    expect(res.stderr).toBe('Valid until 2026-12-02 10:00 UTC, for one person.\n');
    expect(state.requests.at(-1)!.body).toEqual({ invite_type: 'username', expires_in_hours: 168 });
    expect((await potluck('friends', 'invite', '--no-qr', '--hours', '24')).stdout).toBe(`${link}\n`);
    expect(state.requests.at(-1)!.body).toEqual({ invite_type: 'username', expires_in_hours: 24 });
    const json = JSON.parse((await potluck('friends', 'invite', '--json')).stdout);
    expect(json).toMatchObject({ invite_url: link, expires_in_hours: 168 });
    expect((await potluck('friends', 'invite', '--hours', '500')).code).toBe(2);
  });

  it('needs a sign-in', async () => {
    const friends = fakeFriendsApi();
    const cli = await fakeCli({ fetch: friends.fetch, env: { POTLUCK_SERVER: friends.origin } });
    cleanups.push(cli.cleanup);
    const res = await cli.potluck('friends', 'list');
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('potluck login');
  });
});
