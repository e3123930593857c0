import { CUISINES, MEAL_TYPES } from '@potluck/api';
import { COMMON_UNITS } from '@potluck/api/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES } from '../../demo/index';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe } from '../recipes/recipe.fixtures';

type Items<T> = { items: T[] };

describe('reference data', () => {
  let t: TestApp;
  let me: Member;
  let other: Member;
  beforeAll(async () => {
    t = await createTestApp();
    [me, other] = await Promise.all([signedIn(t), signedIn(t)]);
    await createRecipe(t, me, {
      tags: ['weeknight', 'vegetarian'],
      ingredients: [{ ingredient_name: 'Cherry  Tomatoes' }, { ingredient_name: 'Tomatillo' }],
    });
    await createRecipe(t, me, { tags: ['weeknight'], ingredients: [{ ingredient_name: 'cherry tomatoes' }] });
    await createRecipe(t, me, {
      tags: ['surprise party'],
      visibility: 'private',
      ingredients: [{ ingredient_name: 'tomato' }],
    });
  });
  afterAll(() => t.close());

  it('categories are the seeded ones, in order, with icons', async () => {
    const res = (await as(t, me).get('/categories/categories')).json<
      Items<{ id: number; name: string; icon: string }>
    >();
    expect(res.items.map(({ name, icon }) => ({ name, icon }))).toEqual(
      DEMO_CATEGORIES.map(({ name, icon }) => ({ name, icon })),
    );
  });

  it('cuisines, meal types and difficulty levels come with labels; units are the common list', async () => {
    const cuisines = (await as(t, me).get('/categories/cuisine-types')).json<Items<{ value: string; label: string }>>()
      .items;
    expect(cuisines.map((c) => c.value)).toEqual([...CUISINES]);
    expect(cuisines.find((c) => c.value === 'middle_eastern')?.label).toBe('Middle Eastern');
    expect(
      (await as(t, me).get('/categories/meal-types')).json<Items<{ value: string }>>().items.map((m) => m.value),
    ).toEqual([...MEAL_TYPES]);
    expect((await as(t, me).get('/categories/difficulty-levels')).json()).toEqual({
      items: [
        { value: 'easy', label: 'Easy' },
        { value: 'medium', label: 'Medium' },
        { value: 'hard', label: 'Hard' },
      ],
    });
    const units = (await as(t, me).get('/ingredients/units/common')).json<
      Items<{ id: string; label: string; system: string }>
    >().items;
    expect(units.map((u) => u.id)).toEqual(COMMON_UNITS.map((u) => u.id));
    expect(units[0]).toEqual({ id: 'tsp', label: 'teaspoon', system: 'any' });
  });

  it('tags: those on recipes you can see, searchable; popular tags count published public recipes', async () => {
    const mine = (await as(t, me).get('/categories/tags')).json<Items<{ name: string }>>().items.map((x) => x.name);
    expect(mine).toEqual(expect.arrayContaining(['weeknight', 'vegetarian', 'surprise party']));
    const theirs = (await as(t, other).get('/categories/tags'))
      .json<Items<{ name: string }>>()
      .items.map((x) => x.name);
    expect(theirs).not.toContain('surprise party');
    expect(
      (await as(t, other).get('/categories/tags?search=VEG')).json<Items<{ name: string }>>().items.map((x) => x.name),
    ).toEqual(['vegetarian']);
    expect((await as(t, other).get('/categories/tags?search=%25')).json<Items<unknown>>().items).toEqual([]);
    const popular = (await as(t, other).get('/categories/popular-tags?limit=1')).json<
      Items<{ name: string; count: number }>
    >();
    expect(popular.items).toEqual([expect.objectContaining({ name: 'weeknight', count: 2 })]);
    expect((await as(t, other).get('/categories/popular-tags?limit=0')).statusCode).toBe(422);
    // Kept for a minute (the same for everyone), then recounted.
    await createRecipe(t, me, { tags: ['weeknight'], ingredients: [{ ingredient_name: 'salt' }] });
    await createRecipe(t, me, { tags: ['weeknight'], ingredients: [{ ingredient_name: 'salt' }] });
    const cached = (await as(t, other).get('/categories/popular-tags?limit=1')).json<Items<{ count: number }>>();
    expect(cached.items[0]!.count).toBe(2);
    t.clock.advance(61_000);
    const fresh = (await as(t, other).get('/categories/popular-tags?limit=1')).json<Items<{ count: number }>>();
    expect(fresh.items[0]!.count).toBe(4);
  });

  it('ingredient autocomplete: prefix first, then containing, then misspelt; counts recipes; normalized names', async () => {
    const names = async (q: string) =>
      (await as(t, me).get(`/ingredients/search/autocomplete?q=${encodeURIComponent(q)}`)).json<
        Items<{ name: string; count: number }>
      >().items;
    const cherry = await names('cherry');
    expect(cherry[0]).toEqual({ name: 'cherry tomatoes', count: 2 });
    const toma = (await names('TOMA')).map((x) => x.name);
    expect(toma).toEqual(expect.arrayContaining(['tomatillo', 'tomato', 'tomato paste', 'cherry tomatoes']));
    const firstContaining = toma.indexOf('cherry tomatoes');
    expect(toma.slice(0, firstContaining).every((name) => name.startsWith('toma'))).toBe(true);
    expect((await names('parmesn')).map((x) => x.name)).toContain('parmesan');
    expect(await names('%')).toEqual([]);
    expect((await as(t, me).get('/ingredients/search/autocomplete?q=')).statusCode).toBe(422);
    expect(
      (await as(t, me).get('/ingredients/search/autocomplete?q=to&limit=3')).json<Items<unknown>>().items.length,
    ).toBeLessThanOrEqual(3);
  });
});

describe('ingredient autocomplete offers only names from recipes you may see', () => {
  let t: TestApp;
  let author: Member;
  let other: Member;
  let admin: Member;
  const names = async (member: Member, q: string) =>
    (await as(t, member).get(`/ingredients/search/autocomplete?q=${encodeURIComponent(q)}`))
      .json<Items<{ name: string }>>()
      .items.map((i) => i.name);
  beforeAll(async () => {
    t = await createTestApp();
    [author, other, admin] = await Promise.all([signedIn(t), signedIn(t), signedIn(t, { role: 'admin' })]);
    await createRecipe(t, author, { visibility: 'private', ingredients: [{ ingredient_name: 'Secretberry Jam' }] });
    await createRecipe(t, author, { status: 'draft', ingredients: [{ ingredient_name: 'Draftroot' }] });
    await createRecipe(t, author, { ingredients: [{ ingredient_name: 'Publicorn Flour' }] });
  });
  afterAll(() => t.close());

  it("another member is not offered names of someone's private recipes and drafts", async () => {
    expect(await names(other, 'secretberry')).toEqual([]);
    expect(await names(other, 'draftroot')).toEqual([]);
    expect(await names(other, 'secretbery')).toEqual([]); // nor by a similar spelling
    expect(await names(other, 'publicorn')).toEqual(['publicorn flour']);
  });

  it('the author and an admin are; the curated pantry list is offered to everyone', async () => {
    expect(await names(author, 'secretberry')).toEqual(['secretberry jam']);
    expect(await names(author, 'draftroot')).toEqual(['draftroot']);
    expect(await names(admin, 'secretberry')).toEqual(['secretberry jam']);
    expect(await names(other, 'arborio')).toEqual(['arborio rice']);
  });

  it('once the recipe is published publicly, everyone is', async () => {
    const draft = await createRecipe(t, author, { status: 'draft', ingredients: [{ ingredient_name: 'Laterleaf' }] });
    expect(await names(other, 'laterleaf')).toEqual([]);
    expect((await as(t, author).post(`/recipes/${draft.id}/publish`)).statusCode).toBe(200);
    expect(await names(other, 'laterleaf')).toEqual(['laterleaf']);
  });
});
