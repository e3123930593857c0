import type { FriendSearchResult, Page } from '@potluck/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TestApp, createTestApp, seedUser, signedIn, testConfig } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import { type Member, as } from '../recipes/recipe.fixtures';
import { searchBySql } from './friend-search.service';
import { befriend, requestFriend } from './friends.fixtures';

type Results = Page<FriendSearchResult>;

/** Every search reaches the index (no answer cache) and no search is refused. */
const uncached = { listCacheSeconds: 0, rateLimits: { ...testConfig().rateLimits, friendSearchPerMinute: 100_000 } };

const searchVia = async (t: TestApp, who: Member, q: string, limit = 20, offset = 0) => {
  const res = await as(t, who).get(`/friends/search?q=${encodeURIComponent(q)}&limit=${limit}&offset=${offset}`);
  expect(res.statusCode, q).toBe(200);
  return res.json<Results>();
};

describe('the member search index answers as the SQL does (decision 018)', () => {
  let t: TestApp;
  const tag = `mx${process.pid}`;
  let me: Member;
  let blockedByMe: Member;
  let blocksMe: Member;
  let askedByMe: Member;
  let asksMe: Member;
  let friend: Member;
  let loner: Member;

  beforeAll(async () => {
    t = await createTestApp(uncached);
    // Usernames whose order differs between collations ('_' and digits sort before letters in C, are ignored at
    // first by en_US), upper case, and display names with accents, a display-name prefix and no display name.
    const names: Array<[string, string | null]> = [
      [`${tag}_me`, null],
      [`${tag}a`, 'Émile Zola'],
      [`${tag}_b`, 'émile'],
      [`${tag.toUpperCase()}_C`, 'ÉMILE Brontë'],
      [`${tag}1`, 'Ana María'],
      [`${tag}_`, `Chef ${tag}`],
      [`z${tag}`, `${tag} Prefix`],
      [`${tag}__x`, 'O’Brien'],
      [`${tag}_Zed`, 'zed 100% _real_'],
      [`${tag}_d`, null],
      [`${tag}_e`, 'Émilie'],
      [`${tag}_f`, 'anna'],
      [`${tag}_g`, null],
      [`${tag}_h`, 'Henri'],
    ];
    const seeded = [];
    for (const [username] of names) seeded.push(await signedIn(t, { username }));
    for (let i = 0; i < names.length; i++) {
      const display = names[i]![1];
      if (display !== null)
        await t.database.db.execute(sql`UPDATE users SET display_name = ${display} WHERE id = ${seeded[i]!.id}`);
    }
    for (let i = 0; i < 25; i++) await seedUser(t, { username: `${tag}_many${String(i).padStart(2, '0')}` });
    await seedUser(t, { username: `${tag}_gone`, isActive: false });
    [me, blockedByMe, blocksMe, askedByMe, asksMe, friend, loner] = [
      seeded[0]!,
      seeded[1]!,
      seeded[2]!,
      seeded[3]!,
      seeded[4]!,
      seeded[5]!,
      seeded[13]!,
    ];
    await as(t, me).post(`/friends/block/${blockedByMe.id}`, {});
    await as(t, blocksMe).post(`/friends/block/${me.id}`, {});
    await requestFriend(t, me, askedByMe);
    await requestFriend(t, asksMe, me);
    await befriend(t, friend, me);
    await befriend(t, loner, seeded[6]!);
  });
  afterAll(() => t.close());

  it('the same members, order, statuses and totals for many queries, pages and viewers', async () => {
    const queries = [
      tag,
      tag.toUpperCase(),
      tag.slice(0, 2),
      'mx',
      'em',
      'ém',
      'ÉM',
      'émile',
      'émile zola',
      'bronte',
      'brontë',
      'an',
      'ana maría',
      'chef',
      `chef ${tag}`,
      `${tag}_`,
      `${tag}__`,
      '_b',
      '%_',
      '100%',
      '_real_',
      'o’b',
      `${tag}_many1`,
      `${tag}_gone`,
      `${tag}_me`,
      `${tag}_c`,
      `z${tag}`,
      'ri',
      'zz',
      '\\n',
    ];
    const pages: Array<[number, number]> = [
      [20, 0],
      [1, 0],
      [5, 3],
      [3, 7],
      [50, 0],
      [20, 30],
      [10, 1000],
    ];
    const viewers = [me, blockedByMe, blocksMe, asksMe, friend, loner];
    let compared = 0;
    let nonEmpty = 0;
    for (const viewer of viewers)
      for (const q of queries)
        for (const [limit, offset] of pages) {
          const byIndex = await searchVia(t, viewer, q, limit, offset);
          const bySql = await searchBySql(t.database.db, { id: viewer.id, role: 'user' }, q.toLowerCase(), {
            limit,
            offset,
          });
          expect(byIndex, `${viewer.username} ${q} ${limit}/${offset}`).toEqual(bySql);
          compared++;
          if (byIndex.items.length > 0) nonEmpty++;
        }
    expect(compared).toBe(6 * 30 * 7);
    expect(nonEmpty).toBeGreaterThan(300);

    // Spot checks that the comparison covers what it should: the exclusions, the statuses, the order.
    const mine = await searchVia(t, me, tag, 50);
    const ids = mine.items.map((i) => i.id);
    for (const left of [me, blockedByMe, blocksMe, askedByMe]) expect(ids).not.toContain(left.id);
    expect(mine.items.find((i) => i.id === asksMe.id)?.friendship_status).toBe('pending_received');
    expect(mine.items.find((i) => i.id === friend.id)?.friendship_status).toBe('accepted');
    expect(mine.items.map((i) => i.username).slice(0, 3)).toEqual([`${tag}1`, `${tag}_`, `${tag}__x`]);
    expect((await searchVia(t, blockedByMe, tag, 50)).items.map((i) => i.id)).not.toContain(me.id);
  });

  it('a new member, a new display name and a deactivation show in the next search', async () => {
    const q = `${tag}late`;
    expect((await searchVia(t, me, q)).total).toBe(0);
    // A member who signs up and signs in (the sign-in is a write: this process's index is marked stale).
    const late = await signedIn(t, { username: `${tag}late` });
    expect((await searchVia(t, me, q)).items.map((i) => i.id)).toEqual([late.id]);
    await as(t, late).put('/users/me', { display_name: 'Quentin Quux' });
    expect((await searchVia(t, me, 'quentin quux')).items.map((i) => i.display_name)).toEqual(['Quentin Quux']);
    const admin = await signedIn(t, { role: 'admin' });
    expect((await as(t, admin).put(`/admin/users/${late.id}`, { is_active: false })).statusCode).toBe(200);
    expect((await searchVia(t, me, q)).total).toBe(0);
  });
});

// PGlite serves one process (two apps on one PGlite hear nothing of each other): PostgreSQL only.
describe.runIf(inject('dbTemplate').kind === 'postgres')(
  'the member search index in a second process (decision 018)',
  () => {
    it('sees a member added behind its back at once, and a rename another process made', async () => {
      const database = await createTestDatabase();
      const first = await createTestApp(uncached, { database: { ...database, close: async () => {} } });
      const second = await createTestApp(uncached, { database });
      try {
        const tag = `mp${process.pid}`;
        const me = await signedIn(first, { username: `${tag}_me` });
        expect((await searchVia(first, me, tag)).total).toBe(0);
        expect((await searchVia(second, me, tag)).total).toBe(0);
        // Inserted straight into the database: no write hook, no change feed; the highest member id gives it away.
        const seeded = await seedUser(second, { username: `${tag}_other` });
        expect((await searchVia(first, me, tag)).items.map((i) => i.id)).toEqual([seeded.id]);
        // A rename in the second process reaches the first through the change feed.
        const other = await signedIn(second, { username: `${tag}_renamed` });
        await as(second, other).put('/users/me', { display_name: `Renamed ${tag}` });
        let seen = false;
        for (let i = 0; i < 40 && !seen; i++) {
          seen = (await searchVia(first, me, `renamed ${tag}`)).total === 1;
          if (!seen) await new Promise((r) => setTimeout(r, 50));
        }
        expect(seen).toBe(true);
      } finally {
        await first.close();
        await second.close();
      }
    });
  },
);
