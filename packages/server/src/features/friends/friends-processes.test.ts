import {
  type ActivityFeed,
  FRIEND_MESSAGES,
  type FriendSearchResult,
  type FriendsOverview,
  type Page,
} from '@potluck/api';
import { describe, expect, inject, it } from 'vitest';
import { type TestApp, createTestApp, signedIn, testConfig } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import { as } from '../recipes/recipe.fixtures';
import { requestFriend } from './friends.fixtures';

/** Polls until `check` holds (another process hears a write a moment after it), failing after `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 2000): Promise<boolean> {
  for (let i = 0; i < ms / 50; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/** Two apps on one database: two server processes (decision 008). */
async function twoProcesses(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const database = await createTestDatabase();
  const first = await createTestApp(overrides, { database: { ...database, close: async () => {} } });
  const second: TestApp = await createTestApp(overrides, { database });
  return {
    database,
    first,
    second,
    close: async () => {
      await first.close();
      await second.close();
    },
  };
}

describe('friend search limit across processes and restarts (decision 015)', () => {
  it('counts every process’s searches in the database: another process and a restarted one see them', async () => {
    const limited = { rateLimits: { ...testConfig().rateLimits, friendSearchPerMinute: 4 } };
    const database = await createTestDatabase();
    const kept = { ...database, close: async () => {} };
    const first = await createTestApp(limited, { database: kept });
    const second = await createTestApp(limited, { database: kept });
    const close = async () => {
      await first.close();
      await second.close();
    };
    let restarted: TestApp | undefined;
    let closed = false;
    try {
      const member = await signedIn(first);
      const code = async (t: TestApp) => (await as(t, member).get('/friends/search?q=abc')).statusCode;
      expect([await code(first), await code(first)]).toEqual([200, 200]);
      // The first process writes its counts within a quarter of a second; the second reads them when it starts
      // counting the member.
      await new Promise((r) => setTimeout(r, 400));
      expect([await code(second), await code(second), await code(second)]).toEqual([200, 200, 429]);
      // Both stop (writing what they still hold); a process started afresh still refuses the member.
      await close();
      closed = true;
      restarted = await createTestApp(limited, { database });
      const res = await as(restarted, member).get('/friends/search?q=abc');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ detail: FRIEND_MESSAGES.searchRateLimited });
    } finally {
      await restarted?.close();
      if (!closed) await close();
      await database.close();
    }
  });
});

describe.runIf(inject('dbTemplate').kind === 'postgres')(
  'friend search and the activity feed across server processes on one PostgreSQL (decision 015)',
  () => {
    it('a request, an accept and a block served by one process show at once in the other’s cached answers', async () => {
      const { first, second, close } = await twoProcesses();
      try {
        const [me, other] = await Promise.all([signedIn(first), signedIn(first)]);
        const found = async () =>
          (await as(first, me).get(`/friends/search?q=${other.username}`))
            .json<Page<FriendSearchResult>>()
            .items.map((i) => i.friendship_status);
        const feed = async () =>
          (await as(first, me).get('/activity/feed')).json<ActivityFeed>().items.map((i) => i.kind);
        expect(await found()).toEqual(['none']);
        expect(await feed()).toEqual([]);

        const asked = await requestFriend(second, other, me);
        expect(await eventually(async () => (await found()).join() === 'pending_received')).toBe(true);
        expect(await eventually(async () => (await feed()).join() === 'friend_request_received')).toBe(true);

        await as(second, me).put(`/friends/request/${asked.id}`, { status: 'accepted' });
        expect(await eventually(async () => (await found()).join() === 'accepted')).toBe(true);
        const friendsOf = async () =>
          (await as(first, me).get('/friends')).json<FriendsOverview>().friends.map((f) => f.id);
        expect(await eventually(async () => (await friendsOf()).join() === String(asked.id))).toBe(true);

        await as(second, other).post(`/friends/block/${me.id}`, {});
        expect(await eventually(async () => (await found()).length === 0)).toBe(true);
        expect(await eventually(async () => (await friendsOf()).length === 0)).toBe(true);
      } finally {
        await close();
      }
    });
  },
);
