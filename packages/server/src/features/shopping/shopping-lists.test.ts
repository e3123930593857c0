import { SHOPPING_MESSAGES as M, type ShoppingItem, type ShoppingList } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as, fieldErrors } from '../recipes/recipe.fixtures';

describe('shopping lists and items', () => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  beforeAll(async () => {
    t = await createTestApp();
    [owner, other] = await Promise.all([signedIn(t), signedIn(t)]);
  });
  afterAll(() => t.close());

  const newList = async (body: Record<string, unknown> = {}) => {
    const res = await as(t, owner).post('/shopping/lists', { name: 'Weekly shop', ...body });
    expect(res.statusCode).toBe(201);
    return res.json<ShoppingList>();
  };

  it('creates a list with a trimmed name, its items categorised, and reads it back with counts', async () => {
    const created = await newList({
      name: '  Saturday market ',
      preferred_store: 'Corner Grocer',
      shopping_date: '2026-12-05',
      estimated_cost: 42.5,
      items: [
        { name: 'Bananas', amount: 6 },
        { name: 'Milk', amount: 1, unit: 'l', category: 'dairy & eggs' },
      ],
    });
    expect(created).toMatchObject({
      name: 'Saturday market',
      status: 'active',
      preferred_store: 'Corner Grocer',
      shopping_date: '2026-12-05',
      estimated_cost: 42.5,
      total_items: 2,
      completed_items: 0,
      completion_percentage: 0,
    });
    expect(created.items.map((i) => [i.name, i.category, i.amount])).toEqual([
      ['Bananas', 'Produce', 6],
      ['Milk', 'Dairy & Eggs', 1],
    ]);
    const read = await as(t, owner).get(`/shopping/lists/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<ShoppingList>()).toEqual(created);
  });

  it('refuses a blank list name and bad items with the exact messages', async () => {
    const blank = await as(t, owner).post('/shopping/lists', { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(fieldErrors(blank)).toEqual({ name: M.listNameRequired });
    const list = await newList();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', M.itemNameRequired],
      [{ name: 'Milk', amount: -0.1 }, 'amount', M.amountMin],
      [{ name: 'Milk', amount: 1000 }, 'amount', M.amountMax],
      [{ name: 'Milk', amount: 'lots' }, 'amount', M.amountNumber],
      [{ name: 'Milk', price: -1 }, 'price', M.priceMin],
    ];
    for (const [body, field, message] of cases) {
      const res = await as(t, owner).post(`/shopping/lists/${list.id}/items`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(fieldErrors(res)[field]).toBe(message);
    }
    const edge = await as(t, owner).post(`/shopping/lists/${list.id}/items`, { name: 'Rice', amount: 999 });
    expect(edge.statusCode).toBe(201);
  });

  it('adds, edits, ticks idempotently and deletes items; ticking never reorders the list', async () => {
    const list = await newList({ items: [{ name: 'Apples' }, { name: 'Bread' }, { name: 'Pears' }] });
    const added = await as(t, owner).post(`/shopping/lists/${list.id}/items`, {
      name: 'Spinach',
      amount: 1,
      unit: 'bag',
    });
    expect(added.statusCode).toBe(201);
    const spinach = added.json<ShoppingItem>();
    expect(spinach).toMatchObject({ shopping_list_id: list.id, category: 'Produce', is_completed: false });

    const edited = await as(t, owner).put(`/shopping/items/${spinach.id}`, { amount: 2.5, notes: 'baby leaves' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ shopping_list_id: list.id, amount: 2.5, notes: 'baby leaves', unit: 'bag' });

    const order = async () =>
      (await as(t, owner).get(`/shopping/lists/${list.id}`)).json<ShoppingList>().items.map((i) => i.name);
    const before = await order();
    expect(before).toEqual(['Apples', 'Pears', 'Spinach', 'Bread']);
    const apples = list.items.find((i) => i.name === 'Apples')!;
    // A retried "tick" stays ticked; an explicit false unticks; no body flips.
    for (let n = 0; n < 2; n++) {
      const res = await as(t, owner).post(`/shopping/items/${apples.id}/toggle`, { is_completed: true });
      expect(res.json()).toMatchObject({ is_completed: true, shopping_list_id: list.id });
    }
    expect(await order()).toEqual(before);
    const progress = (await as(t, owner).get(`/shopping/lists/${list.id}`)).json<ShoppingList>();
    expect(progress).toMatchObject({ total_items: 4, completed_items: 1, completion_percentage: 25 });
    expect((await as(t, owner).post(`/shopping/items/${apples.id}/toggle`)).json()).toMatchObject({
      is_completed: false,
    });
    expect((await as(t, owner).post(`/shopping/items/${apples.id}/toggle`, {})).json()).toMatchObject({
      is_completed: true,
    });

    expect((await as(t, owner).del(`/shopping/items/${spinach.id}`)).statusCode).toBe(204);
    expect((await as(t, owner).del(`/shopping/items/${spinach.id}`)).statusCode).toBe(404);
    expect(await order()).toEqual(['Apples', 'Pears', 'Bread']);
  });

  it('updates status and fields, filters by status, and deletes', async () => {
    const list = await newList({ name: 'To complete' });
    const done = await as(t, owner).put(`/shopping/lists/${list.id}`, { status: 'completed', preferred_store: null });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', preferred_store: null, name: 'To complete' });
    const bad = await as(t, owner).put(`/shopping/lists/${list.id}`, { status: 'finished' });
    expect(bad.statusCode).toBe(422);

    const completed = (await as(t, owner).get('/shopping/lists?status_filter=completed')).json<{
      items: ShoppingList[];
      total: number;
    }>();
    expect(completed.items.map((l) => l.id)).toEqual([list.id]);
    expect(completed.total).toBe(1);
    const all = (await as(t, owner).get('/shopping/lists?status_filter=all&limit=2')).json<{
      total: number;
      limit: number;
    }>();
    expect(all.limit).toBe(2);
    expect(all.total).toBeGreaterThan(2);

    expect((await as(t, owner).del(`/shopping/lists/${list.id}`)).statusCode).toBe(204);
    expect((await as(t, owner).get(`/shopping/lists/${list.id}`)).statusCode).toBe(404);
  });

  it('holds at most 500 items, with a clear error beyond', async () => {
    const items = Array.from({ length: 500 }, (_, n) => ({ name: `Thing ${n}` }));
    const full = await newList({ items });
    expect(full.total_items).toBe(500);
    const more = await as(t, owner).post(`/shopping/lists/${full.id}/items`, { name: 'One more' });
    expect(more.statusCode).toBe(422);
    expect(more.json<{ detail: Array<{ msg: string }> }>().detail[0]!.msg).toBe(M.listFull);
    const tooMany = await as(t, owner).post('/shopping/lists', { name: 'Huge', items: [...items, { name: 'x' }] });
    expect(tooMany.statusCode).toBe(422);
    expect(fieldErrors(tooMany)).toEqual({ items: M.listFull });
  });

  it('gives another member 404 for everything about a list, and an anonymous caller 401', async () => {
    const list = await newList({ items: [{ name: 'Eggs' }] });
    const item = list.items[0]!;
    const calls: Array<[string, 'get' | 'post' | 'put' | 'del', unknown?]> = [
      [`/shopping/lists/${list.id}`, 'get'],
      [`/shopping/lists/${list.id}`, 'put', { name: 'Mine now' }],
      [`/shopping/lists/${list.id}/items`, 'post', { name: 'Sneaky' }],
      [`/shopping/items/${item.id}`, 'put', { name: 'Sneaky' }],
      [`/shopping/items/${item.id}/toggle`, 'post', { is_completed: true }],
      [`/shopping/items/${item.id}/learn-category?new_category=Frozen`, 'post'],
      [`/shopping/lists/${list.id}/save-as-template?template_name=Stolen`, 'post'],
      [`/shopping/items/${item.id}`, 'del'],
      [`/shopping/lists/${list.id}`, 'del'],
    ];
    for (const [path, method, body] of calls) {
      const stranger = await as(t, other)[method](path, body);
      expect(stranger.statusCode, `${method} ${path}`).toBe(404);
      const anonymous = await as(t, null)[method](path, body);
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await as(t, other).get('/shopping/lists')).json<{ total: number }>().total).toBe(0);
    const after = (await as(t, owner).get(`/shopping/lists/${list.id}`)).json<ShoppingList>();
    expect(after).toEqual(list);
  });
});
