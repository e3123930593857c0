import { SHOPPING_MESSAGES as M, type ShoppingAnalytics, type ShoppingItem, type ShoppingList } from '@potluck/api';
import { SHOPPING_CATEGORIES } from '@potluck/api/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import { type Member, as, fieldErrors, signInAgain } from '../recipes/recipe.fixtures';

const DAY = 86_400_000;

describe('shopping categories, suggestions and analytics', () => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  beforeAll(async () => {
    t = await createTestApp();
    [owner, other] = await Promise.all([signedIn(t), signedIn(t)]);
  });
  afterAll(() => t.close());

  const suggest = async (member: Member, name: string) => {
    const res = await as(t, member).post(`/shopping/items/auto-categorize?item_name=${encodeURIComponent(name)}`);
    expect(res.statusCode).toBe(200);
    return res.json<{ suggested_category: string; confidence: number; source: string }>();
  };
  const listWith = async (member: Member, items: Array<Record<string, unknown>>, extra = {}) =>
    (await as(t, member).post('/shopping/lists', { name: 'List', items, ...extra })).json<ShoppingList>();

  it('suggests from the dictionary, brands and close spellings, else Other; short names are 422', async () => {
    expect(await suggest(owner, 'Eggs')).toEqual({
      suggested_category: 'Dairy & Eggs',
      confidence: 0.9,
      source: 'synonym',
    });
    expect(await suggest(owner, 'Philadelphia')).toMatchObject({ suggested_category: 'Dairy & Eggs', source: 'brand' });
    expect(await suggest(owner, 'bananna')).toMatchObject({ suggested_category: 'Produce', source: 'fuzzy_match' });
    expect(await suggest(owner, 'zqxv blorp')).toEqual({
      suggested_category: 'Other',
      confidence: 0,
      source: 'default',
    });
    const short = await as(t, owner).post('/shopping/items/auto-categorize?item_name=%20a%20');
    expect(short.statusCode).toBe(422);
    expect(fieldErrors(short)).toEqual({ item_name: M.suggestionNameTooShort });
    expect((await as(t, null).post('/shopping/items/auto-categorize?item_name=milk')).statusCode).toBe(401);
  });

  it("follows a member's own correction for that member only, for new items too", async () => {
    const list = await listWith(owner, [{ name: 'Tofu' }]);
    expect(list.items[0]!.category).toBe('Dairy & Eggs');
    const learned = await as(t, owner).post(
      `/shopping/items/${list.items[0]!.id}/learn-category?old_category=Dairy%20%26%20Eggs&new_category=produce`,
    );
    expect(learned.statusCode).toBe(200);
    expect(learned.json<ShoppingItem>()).toMatchObject({ category: 'Produce', shopping_list_id: list.id });
    expect(await suggest(owner, 'tofu')).toEqual({
      suggested_category: 'Produce',
      confidence: 0.95,
      source: 'user_history',
    });
    expect((await suggest(other, 'tofu')).source).toBe('synonym');
    const added = await as(t, owner).post(`/shopping/lists/${list.id}/items`, { name: 'TOFU' });
    expect(added.json<ShoppingItem>().category).toBe('Produce');
    const missing = await as(t, owner).post(`/shopping/items/${list.items[0]!.id}/learn-category`);
    expect(missing.statusCode).toBe(422);
  });

  it('suggests what most members chose once at least three agree', async () => {
    const members = await Promise.all([signedIn(t), signedIn(t), signedIn(t), signedIn(t)]);
    const teach = async (member: Member) => {
      const list = await listWith(member, [{ name: 'Kombucha' }]);
      await as(t, member).post(`/shopping/items/${list.items[0]!.id}/learn-category?new_category=Dairy%20%26%20Eggs`);
    };
    await teach(members[0]!);
    await teach(members[1]!);
    expect((await suggest(members[3]!, 'kombucha')).source).toBe('synonym');
    await teach(members[2]!);
    expect(await suggest(members[3]!, 'Kombucha')).toEqual({
      suggested_category: 'Dairy & Eggs',
      confidence: 0.9,
      source: 'community',
    });
  });

  it('lists every category in store-walk order with the count of the member’s items, own ones before Other', async () => {
    const member = await signedIn(t);
    await listWith(member, [{ name: 'Milk' }, { name: 'Cheese' }, { name: 'Seeds', category: 'Garden' }]);
    const res = await as(t, member).get('/ingredients/categories/list');
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: Array<{ name: string; count: number }> }>().items;
    expect(items.map((c) => c.name)).toEqual([...SHOPPING_CATEGORIES.slice(0, -1), 'Garden', 'Other']);
    expect(items.find((c) => c.name === 'Dairy & Eggs')!.count).toBe(2);
    expect(items.find((c) => c.name === 'Garden')!.count).toBe(1);
    expect(items[0]).toEqual({ name: 'Produce', count: 0 });
  });

  it('answers analytics from stored data, by the documented definitions', async () => {
    let member = await signedIn(t);
    await listWith(member, [{ name: 'Caviar', is_completed: true, price: 100 }], { status: 'completed' });
    t.clock.advance(40 * DAY);
    member = await signInAgain(t, member);
    await listWith(member, [
      { name: 'Eggs', is_completed: true, price: 3 },
      { name: 'egg', is_completed: true, price: 2 },
      { name: 'Bread', price: 4 },
      { name: 'Apples', is_completed: true },
    ]);
    const b = await listWith(
      member,
      [{ name: 'Eggs', is_completed: true }, { name: 'Rice', is_completed: true }, { name: 'Beans' }],
      {
        estimated_cost: 20,
      },
    );
    await as(t, member).put(`/shopping/lists/${b.id}`, { status: 'completed' });
    await listWith(member, []);
    await listWith(member, [{ name: 'Milk' }], { estimated_cost: 50 });

    const res = await as(t, member).get('/shopping/analytics');
    expect(res.statusCode).toBe(200);
    expect(res.json<ShoppingAnalytics>()).toEqual({
      days: 30,
      total_lists: 4,
      // (75 + 66.67 + 0) / 3 lists with items
      average_completion_rate: 47.2,
      // list A: ticked priced items 3 + 2; list B: no prices, completed: its estimate 20; D: not completed
      total_spent: 25,
      average_cost_per_list: 6.25,
      // 'Eggs' twice and 'egg' once are one item, shown as most often written.
      most_purchased_items: [
        { name: 'eggs', count: 3 },
        { name: 'apples', count: 1 },
        { name: 'rice', count: 1 },
      ],
      spending_by_category: [{ category: 'Dairy & Eggs', amount: 5 }],
    });
    const wide = (await as(t, member).get('/shopping/analytics?days=60')).json<ShoppingAnalytics>();
    expect(wide).toMatchObject({ total_lists: 5, total_spent: 125 });
    expect((await as(t, member).get('/shopping/analytics?days=0')).statusCode).toBe(422);
    const stranger = await signInAgain(t, other);
    expect((await as(t, stranger).get('/shopping/analytics')).json<ShoppingAnalytics>().total_lists).toBe(0);
    expect((await as(t, null).get('/shopping/analytics')).statusCode).toBe(401);
  });
});

describe.runIf(inject('dbTemplate').kind === 'postgres')('category corrections across server processes', () => {
  it("a correction served by one process is followed by another process's next suggestion", async () => {
    const database = await createTestDatabase();
    const first = await createTestApp({}, { database: { ...database, close: async () => {} } });
    const second = await createTestApp({}, { database });
    try {
      const member = await signedIn(first);
      const ask = async () =>
        (await as(second, member).post('/shopping/items/auto-categorize?item_name=tofu')).json<{ source: string }>();
      expect((await ask()).source).toBe('synonym');
      const list = (
        await as(first, member).post('/shopping/lists', { name: 'L', items: [{ name: 'Tofu' }] })
      ).json<ShoppingList>();
      await as(first, member).post(`/shopping/items/${list.items[0]!.id}/learn-category?new_category=Produce`);
      let source = '';
      for (let i = 0; i < 40 && source !== 'user_history'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        source = (await ask()).source;
      }
      expect(source).toBe('user_history');
    } finally {
      await first.close();
      await second.close();
    }
  });
});
