import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/raw';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { createRecipe } from './recipe.fixtures';
import { createCardStore } from './recipe-card-store';
import { createSearchDocs } from './recipe-search-docs';

describe('the card store (decision 019)', () => {
  let t: TestApp;
  let ids: number[];
  /** Statements the stores below ran. */
  let statements = 0;

  beforeAll(async () => {
    t = await createTestApp({ listCacheSeconds: 0 });
    const cook = await signedIn(t);
    ids = [];
    for (let i = 0; i < 5; i++) ids.push((await createRecipe(t, cook, { title: `Soup ${i}` })).id);
  });
  afterAll(() => t.close());

  const store = (perRead?: number) =>
    createCardStore(
      <T>(query: SQL) => {
        statements++;
        return rows<T>(t.database.db, query);
      },
      { perRead },
    );

  it('reads cards ahead, a few to a statement, and answers them without a statement after', async () => {
    const cards = store();
    statements = 0;
    await cards.warm(ids);
    expect(statements).toBe(1);
    expect((await cards.of([ids[4]!, ids[0]!])).map((c) => c.parse<{ id: number }>().id)).toEqual([ids[4], ids[0]]);
    expect(statements).toBe(1);
    cards.drop([ids[0]!]);
    await cards.of([ids[0]!]);
    expect(statements).toBe(2);
  });

  it('reads at most perRead missing cards in a statement', async () => {
    const cards = store(2);
    statements = 0;
    expect(await cards.of(ids)).toHaveLength(5);
    expect(statements).toBe(3);
  });

  it('knows the newest recipes, newest first', () => {
    const docs = createSearchDocs();
    const row = (id: number, created: number) => ({
      id,
      author_id: 1,
      listed: true,
      created,
      difficulty: null,
      cuisine_type: null,
      meal_type: null,
      category_ids: null,
      vector: `'soup':1A`,
    });
    docs.putAll([row(1, 30), row(2, 10), row(3, 20)]);
    expect(docs.newest(2)).toEqual([1, 3]);
    docs.remove(1);
    expect(docs.newest(5)).toEqual([3, 2]);
  });
});
