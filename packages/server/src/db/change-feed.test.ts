import type { RecipePage } from '@potluck/api';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { as, createRecipe } from '../features/recipes/recipe.fixtures';
import { type TestApp, createTestApp, signedIn } from '../test/test-app';
import { createTestDatabase } from '../test/test-db';

/** Polls until `check` holds (notifications arrive a moment after the write), failing after `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 1000): Promise<boolean> {
  for (let i = 0; i < ms / 50; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/** Two apps on one database, each with its own listening connection: two server processes; a member signed in. */
async function twoProcesses() {
  const database = await createTestDatabase();
  const first = await createTestApp({}, { database: { ...database, close: async () => {} } });
  const second: TestApp = await createTestApp({}, { database });
  const cook = await signedIn(first);
  return {
    database,
    first,
    second,
    cook,
    /** The titles the first process shows the member on the All tab (from its cache when it has the page). */
    titles: async () => (await as(first, cook).get('/recipes')).json<RecipePage>().items.map((r) => r.title),
    close: async () => {
      await first.close();
      await second.close();
    },
  };
}

describe.runIf(inject('dbTemplate').kind === 'postgres')(
  'several server processes on one PostgreSQL (decision 008)',
  () => {
    it('a write served by one process clears the pages and sessions another process cached, long before their lifetime ends', async () => {
      const { first, second, cook, titles, close } = await twoProcesses();
      try {
        expect(await titles()).toEqual([]);
        await createRecipe(second, cook, { title: 'Heard Across Processes' });
        expect(await eventually(async () => (await titles()).includes('Heard Across Processes'))).toBe(true);

        expect((await as(first, cook).get('/auth/me')).statusCode).toBe(200);
        expect((await as(second, cook).post('/auth/logout')).statusCode).toBe(200);
        expect(await eventually(async () => (await as(first, cook).get('/auth/me')).statusCode === 401)).toBe(true);
      } finally {
        await close();
      }
    });

    it('a lost listening connection is opened again, and what was cached meanwhile is forgotten', async () => {
      const { database, first, second, cook, titles, close } = await twoProcesses();
      try {
        expect(await titles()).toEqual([]);
        // Both processes' listening connections drop (a database restart, a network blip)…
        await database.withRawClient((c) =>
          c.query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
          ),
        );
        await createRecipe(second, cook, { title: 'Written While Deaf' });
        // …and listen again within about a second, forgetting their caches as they do.
        expect(await eventually(async () => (await titles()).includes('Written While Deaf'), 3000)).toBe(true);
        expect(first.logs.some((l) => String(l.msg).startsWith('Change feed connection lost'))).toBe(true);
      } finally {
        await close();
      }
    });
  },
);
