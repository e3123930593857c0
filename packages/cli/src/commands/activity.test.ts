import type { ActivityItem } from '@potluck/api';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD } from '../testing/fake-api';
import { BOB, CAROL, fakeFriendsApi } from '../testing/fake-friends-api';
import { fakeCli } from '../testing/fake-io';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => Promise.all(cleanups.splice(0).map((c) => c())));

const item = (over: Partial<ActivityItem> & Pick<ActivityItem, 'id' | 'kind'>): ActivityItem => ({
  created_at: '2026-11-24T18:30:00.000Z',
  actor: BOB,
  count: 1,
  recipe: null,
  message: null,
  friendship_id: null,
  is_new: false,
  ...over,
});

async function loggedIn() {
  const friends = fakeFriendsApi();
  const cli = await fakeCli({ fetch: friends.fetch, env: { POTLUCK_SERVER: friends.origin } });
  cleanups.push(cli.cleanup);
  expect((await cli.potluck('login', '--user', 'alice', '--password', PASSWORD)).code).toBe(0);
  friends.state.feed.push(
    item({
      id: 'recipe_shared:1',
      kind: 'recipe_shared',
      recipe: { id: 7, title: 'Plum Cake', slug: 'plum-cake' },
      message: 'Bake this',
      is_new: true,
      created_at: '2026-11-25T08:05:00.000Z',
    }),
    item({
      id: 'recipe_liked:3:2026-11-24',
      kind: 'recipe_liked',
      actor: CAROL,
      count: 3,
      recipe: { id: 3, title: 'My Stew', slug: null },
    }),
    item({ id: 'friend_request_accepted:10', kind: 'friend_request_accepted', friendship_id: 10 }),
  );
  return { ...friends, ...cli };
}

describe('potluck activity', () => {
  it('prints the feed newest first, new items marked, and how many are new', async () => {
    const { potluck, state } = await loggedIn();
    expect(await potluck('activity')).toEqual({
      code: 0,
      stdout: [
        '2026-11-25 08:05  • Uncle Bob shared “Plum Cake” with you: “Bake this”',
        '2026-11-24 18:30    carol and 2 others liked “My Stew”',
        '2026-11-24 18:30    Uncle Bob accepted your friend request',
        '',
      ].join('\n'),
      stderr: '1 new since you last looked.\n',
    });
    expect(state.requests.at(-1)!.path).toBe('/activity/feed?limit=20&offset=0');
    expect(state.seen).toBe(0);
  });

  it('pages with --limit and --offset, marks seen with --seen, prints JSON with --json', async () => {
    const { potluck, state } = await loggedIn();
    const page = await potluck('activity', '--limit', '1', '--seen');
    expect(page.stdout.split('\n')).toHaveLength(2);
    expect(page.stderr).toContain('Showing 1–1 of 3 (next: --offset 1).');
    expect(state.seen).toBe(1);
    const json = JSON.parse((await potluck('activity', '--json', '--offset', '2')).stdout);
    expect(json).toMatchObject({ total: 3, offset: 2, new_count: 1 });
    expect(json.items.map((i: ActivityItem) => i.kind)).toEqual(['friend_request_accepted']);
    expect((await potluck('activity', '--limit', '0')).code).toBe(2);
  });

  it('an empty feed says so', async () => {
    const { potluck, state } = await loggedIn();
    state.feed.length = 0;
    expect(await potluck('activity')).toEqual({ code: 0, stdout: 'Nothing here yet.\n', stderr: '' });
  });
});
