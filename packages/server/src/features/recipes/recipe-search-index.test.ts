import { RECIPE_SEARCH_TOTAL_CAP, type RecipePage } from '@potluck/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { rows } from '../../db/raw';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe, recipeBody } from './recipe.fixtures';
import { type ListPlan, pageStatement } from './recipe-list-query';
import { loadCards } from './recipe-cards';
import { createRecipeListService } from './recipe-list.service';
import { type DocRow, type SearchFilters, createSearchDocs } from './recipe-search-docs';
import { docsAfter } from './recipe-search-index';
import { fullTextMatch } from './recipe-search';
import { parseTsquery } from './recipe-tsquery';

describe('tsvector and tsquery text as PostgreSQL prints them', () => {
  it('reads tsvector text with quotes and backslashes; a phrase needs its words in order, within the weights', () => {
    const docs = createSearchDocs();
    const row = (id: number, vector: string): DocRow => ({
      id,
      author_id: 1,
      listed: true,
      created: id,
      difficulty: null,
      cuisine_type: null,
      meal_type: null,
      category_ids: null,
      vector,
    });
    docs.put(row(1, `'it''s':1A 'a\\\\b':2A 'curri':3B 'chicken':4B,9C`));
    docs.put(row(2, `'chicken':1A 'curri':2A`));
    const search = (query: string) =>
      docs.search({ query: parseTsquery(query), exclusion: false, viewerId: 1, filters: {}, reach: 10, cap: 100 });
    expect(search(`'it''s'`).entries).toEqual([[1, 1]]);
    expect(search(`'a\\\\b' <-> 'curri'`).entries).toEqual([[1, 2]]);
    expect(search(`'curri' <-> 'chicken'`).entries).toEqual([[1, 2]]);
    expect(search(`'chicken' <-> 'curri'`)).toEqual({ entries: [[2, 1]], total: 1 });
    expect(search(`'chicken' & !'it''s'`)).toEqual({ entries: [[2, 1]], total: 1 });
  });

  it('reads operators with their precedence; refuses prefixes and weights', () => {
    expect(parseTsquery(`'a' & !'b' | 'c' <-> 'd' <2> 'e'`)).toEqual({
      op: 'or',
      left: {
        op: 'and',
        left: { op: 'lexeme', lexeme: 'a' },
        right: { op: 'not', arg: { op: 'lexeme', lexeme: 'b' } },
      },
      right: {
        op: 'phrase',
        distance: 2,
        left: { op: 'phrase', distance: 1, left: { op: 'lexeme', lexeme: 'c' }, right: { op: 'lexeme', lexeme: 'd' } },
        right: { op: 'lexeme', lexeme: 'e' },
      },
    });
    expect(parseTsquery('')).toBeNull();
    expect(() => parseTsquery(`'a':*`)).toThrow();
    expect(() => parseTsquery(`'a':AB`)).toThrow();
    expect(() => parseTsquery(`'a' <-> ( 'b' | 'c' )`)).toThrow();
  });
});

describe('the in-process search index (decision 016) answers as the SQL tier walk does', () => {
  let t: TestApp;
  let me: Member;
  let other: Member;
  let admin: Member;
  const ing = (...names: string[]) => names.map((ingredient_name) => ({ ingredient_name }));

  beforeAll(async () => {
    t = await createTestApp({ listCacheSeconds: 0 });
    [me, other, admin] = await Promise.all([signedIn(t), signedIn(t), signedIn(t, { role: 'admin' })]);
    const specs: Array<[Member, Parameters<typeof createRecipe>[2]]> = [
      [
        me,
        {
          title: 'Nonna’s Lasagne',
          description: 'Layers of slow ragù and béchamel.',
          tags: ['comfort food'],
          ingredients: ing('lasagne sheets', 'ricotta', 'minced beef'),
          category_ids: [9],
        },
      ],
      [
        me,
        {
          title: 'Chicken Tikka Masala',
          tags: ['curry', 'spicy'],
          cuisine_type: 'indian',
          ingredients: ing('chicken thighs', 'yoghurt', 'garam masala'),
        },
      ],
      [
        me,
        {
          title: 'Sugar-free Chicken Curry',
          tags: ['chicken', 'weeknight'],
          description: 'A curry of chicken.',
          ingredients: ing('chicken', 'curry paste'),
        },
      ],
      [
        other,
        { title: 'Curry Chicken Pie', tags: ['pie'], difficulty: 'hard', ingredients: ing('puff pastry', 'chicken') },
      ],
      [
        other,
        {
          title: 'Ricotta Pancakes',
          tags: ['brunch'],
          cuisine_type: 'american',
          ingredients: ing('ricotta', 'flour', 'eggs'),
          category_ids: [9, 10],
        },
      ],
      [me, { title: 'Private Ricotta Gnudi', visibility: 'private', ingredients: ing('ricotta', 'semolina') }],
      [other, { title: 'Other’s Chicken Draft', status: 'draft', tags: ['curry'], ingredients: ing('chicken') }],
      [
        other,
        {
          title: 'The Pie of the Day',
          description: 'Not a chicken in sight.',
          tags: ['pie'],
          ingredients: ing('apples'),
        },
      ],
      [
        me,
        {
          title: 'Roast Potatoes',
          description: 'Crispy, with chicken fat.',
          tags: ['side', 'sunday roast'],
          ingredients: ing('potatoes', 'chicken fat'),
        },
      ],
    ];
    for (const [who, spec] of specs) await createRecipe(t, who, spec);
    for (let i = 0; i < 12; i++)
      await createRecipe(t, i % 2 ? me : other, { title: `Chicken Soup ${i}`, tags: ['soup'] });
  });
  afterAll(() => t.close());

  /** The browse page of `search` by SQL (the tier walk over both branches) and by the index, as the API answers. */
  async function both(viewer: Member, search: string, filters: SearchFilters = {}, offset = 0, limit = 5) {
    const plan: ListPlan = {
      viewer: { id: viewer.id, role: viewer === admin ? 'admin' : 'user' },
      scope: { kind: 'browse' },
      filters,
      match: fullTextMatch(search),
      sortBy: 'relevance',
      direction: 'desc',
      limit,
      offset,
    };
    const cap = RECIPE_SEARCH_TOTAL_CAP;
    const bySql = await loadCards<{ total: number }>(
      (q) => rows(t.database.db, q),
      pageStatement(plan, { countCap: cap }),
    );
    // Loaded at once, and one recipe at a time in another order (new ones appended, older ones re-ranked).
    const loaded = await rows<DocRow>(t.database.db, docsAfter(0, 100_000));
    const docs = createSearchDocs();
    docs.putAll(loaded);
    const oneByOne = createSearchDocs();
    for (const row of [...loaded].reverse()) oneByOne.put(row);
    const [parsed] = await rows<{ q: string }>(
      t.database.db,
      sql`SELECT websearch_to_tsquery('english', ${search})::text AS q`,
    );
    const asked = {
      query: parseTsquery(parsed!.q),
      exclusion: /(^|\s)-\S/.test(search),
      viewerId: viewer.id,
      filters,
      reach: offset + limit,
      cap,
    };
    const found = docs.search(asked);
    expect(oneByOne.search(asked)).toEqual(found);
    const capped = (n: number) => [Math.min(n, cap), n > cap];
    return {
      sql: { ids: bySql.items.map((c) => c.id), total: capped(bySql.total) },
      index: { ids: found.entries.slice(offset).map(([id]) => id), total: capped(found.total) },
    };
  }

  const searches = [
    'chicken',
    'CHICKEN curry',
    'curry chicken',
    '"chicken curry"',
    '"curry chicken"',
    'sugar-free',
    '"sugar free"',
    'chicken -soup',
    'chicken -soup -curry',
    'ricotta or pie',
    'pie or -chicken',
    '-chicken',
    'roast',
    '"sunday roast"',
    'sugar-free chicken',
    'potatoes "sunday roast" -"chicken curry" -sugar-free',
    'the of',
    'nothingatall',
    'lasagne',
    'béchamel',
    '"layers of slow"',
    'other’s',
    'fat',
  ];

  it('the same ids in the same order and the same total, for every kind of search, viewer and page', async () => {
    for (const viewer of [me, other, admin])
      for (const search of searches)
        for (const [offset, limit] of [
          [0, 5],
          [3, 4],
          [0, 50],
        ] as const) {
          const { sql: bySql, index } = await both(viewer, search, {}, offset, limit);
          expect(index, `${viewer.username} '${search}' ${offset}+${limit}`).toEqual(bySql);
        }
  });

  it('the same with filters: category, difficulty, cuisine and meal type', async () => {
    const filters: SearchFilters[] = [
      { category_id: 9 },
      { difficulty: 'hard' },
      { cuisine_type: 'indian' },
      { meal_type: 'dinner' },
    ];
    for (const f of filters)
      for (const search of ['chicken', 'ricotta', 'curry -pie']) {
        const { sql: bySql, index } = await both(me, search, f);
        expect(index, `'${search}' ${JSON.stringify(f)}`).toEqual(bySql);
      }
  });

  it('another process, which never hears of a write, still answers with it at once (caches off)', async () => {
    // A second list service on the same database: on PostgreSQL like another server process whose change feed
    // is deaf. PGlite serves one process, whose writes mark its index stale: there it is told, as app.ts does.
    const ctx = { config: t.config, database: t.database, db: t.database.db, log: t.app.log } as unknown as AppContext;
    const elsewhere = createRecipeListService(ctx);
    const pglite = t.database.engine === 'pglite';
    const write = async (res: Promise<{ statusCode: number }>, status: number) => {
      expect((await res).statusCode).toBe(status);
      if (pglite) elsewhere.forget();
    };
    expect(await elsewhere.searchIndexLoaded()).toBe(true);
    const titles = async (who: Member, q: string) =>
      (
        JSON.parse(
          (await elsewhere.list({ id: who.id, role: 'user' }, { search: q, offset: 0 } as never)).text,
        ) as RecipePage
      ).items.map((r) => r.title);
    expect(await titles(other, 'zucchini')).toEqual([]);
    const made = await createRecipe(t, me, { title: 'Zucchini Fritters', status: 'draft' });
    if (pglite) elsewhere.forget();
    expect(await titles(other, 'zucchini')).toEqual([]);
    expect(await titles(me, 'zucchini')).toEqual(['Zucchini Fritters']);
    await write(as(t, me).post(`/recipes/${made.id}/publish`), 200);
    expect(await titles(other, 'zucchini')).toEqual(['Zucchini Fritters']);
    await write(as(t, me).put(`/recipes/${made.id}`, recipeBody({ title: 'Courgette Fritters' })), 200);
    expect(await titles(other, 'zucchini')).toEqual([]);
    expect(await titles(other, 'courgette')).toEqual(['Courgette Fritters']);
    // Misspelt: respelt from the search words, then matched by the index.
    expect(await titles(other, 'courgete')).toEqual(['Courgette Fritters']);
    // The cards come from a store the same check keeps current (decision 019): what a card shows changes at
    // once too — a like, the author's name, a tag renamed by hand in SQL (not even PGlite's process is told).
    const card = async (q: string) =>
      (
        JSON.parse(
          (await elsewhere.list({ id: other.id, role: 'user' }, { search: q, offset: 0 } as never)).text,
        ) as RecipePage
      ).items[0]!;
    expect((await card('courgette')).like_count).toBe(0);
    await write(as(t, other).post(`/recipes/${made.id}/like`), 200);
    expect((await card('courgette')).like_count).toBe(1);
    await write(as(t, me).put('/users/me', { display_name: 'Zia' }), 200);
    expect((await card('courgette')).author_name).toBe('Zia');
    await write(
      as(t, me).put(`/recipes/${made.id}`, recipeBody({ title: 'Courgette Fritters', tags: ['fritter'] })),
      200,
    );
    expect((await card('courgette')).tags.map((tag) => tag.name)).toEqual(['fritter']);
    await t.database.db.execute(sql`UPDATE tags SET name = 'fritters' WHERE name = 'fritter'`);
    await t.database.db.execute(sql`UPDATE recipes SET view_count = 42 WHERE id = ${made.id}`);
    expect(await card('courgette')).toMatchObject({ view_count: 42, tags: [{ name: 'fritters' }] });
    await write(as(t, me).del(`/recipes/${made.id}`), 204);
    expect(await titles(other, 'courgette')).toEqual([]);
    // The app's own service answers the same through its index.
    const res = await as(t, other).get(`/recipes?search=${encodeURIComponent('chicken curry')}`);
    expect(res.json<RecipePage>().items.map((r) => r.title)).toEqual(
      JSON.parse(
        (await elsewhere.list({ id: other.id, role: 'user' }, { search: 'chicken curry', offset: 0 } as never)).text,
      ).items.map((r: { title: string }) => r.title),
    );
  });
});
