import { SHOPPING_MESSAGES as M, type ShoppingList, type ShoppingTemplate } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as, fieldErrors } from '../recipes/recipe.fixtures';

type Page = { items: ShoppingTemplate[]; total: number };

describe('shopping templates', () => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  beforeAll(async () => {
    t = await createTestApp();
    [owner, other] = await Promise.all([signedIn(t), signedIn(t)]);
  });
  afterAll(() => t.close());

  const create = async (member: Member, body: Record<string, unknown>) => {
    const res = await as(t, member).post('/shopping/templates', {
      name: 'Party',
      template_items: [
        { name: 'Chips', amount: 2.25, estimated_price: 3.5 },
        { name: 'Soda', unit: 'l', amount: 2 },
      ],
      ...body,
    });
    expect(res.statusCode).toBe(201);
    return res.json<ShoppingTemplate>();
  };

  it('creates a template with categorised items and refuses one without a name or items', async () => {
    const made = await create(owner, { category: 'Party Supplies', is_public: false });
    expect(made).toMatchObject({ name: 'Party', creator_id: owner.id, is_public: false, usage_count: 0 });
    expect(made.template_items.map((i) => [i.name, i.amount, i.category])).toEqual([
      ['Chips', 2.25, 'Snacks & Sweets'],
      ['Soda', 2, 'Beverages'],
    ]);
    const empty = await as(t, owner).post('/shopping/templates', { name: 'Empty', template_items: [] });
    expect(fieldErrors(empty)).toEqual({ template_items: M.templateItemsRequired });
    const nameless = await as(t, owner).post('/shopping/templates', { name: ' ', template_items: [{ name: 'x' }] });
    expect(fieldErrors(nameless)).toEqual({ name: M.templateNameRequired });
    const step = await as(t, owner).post('/shopping/templates', {
      name: 'x',
      template_items: [{ name: 'x', amount: 0.005 }],
    });
    expect(fieldErrors(step)).toEqual({ 'template_items.0.amount': M.templateAmountStep });
    const nameless_item = await as(t, owner).post('/shopping/templates', { name: 'x', template_items: [{ name: '' }] });
    expect(fieldErrors(nameless_item)).toEqual({ 'template_items.0.name': M.itemNameRequired });
  });

  it('shows private templates to their owner only and public ones to everyone; only the owner changes them', async () => {
    const secret = await create(owner, { name: 'Secret', is_public: false });
    const shared = await create(owner, { name: 'Shared', is_public: true, category: 'Bulk Items' });
    const ids = async (member: Member, query = '') =>
      (await as(t, member).get(`/shopping/templates${query}`)).json<Page>().items.map((x) => x.id);
    expect(await ids(owner)).toEqual(expect.arrayContaining([secret.id, shared.id]));
    expect(await ids(other)).toContain(shared.id);
    expect(await ids(other)).not.toContain(secret.id);
    expect(await ids(other, '?include_public=false')).toEqual([]);
    expect(await ids(other, '?category=bulk%20items')).toEqual([shared.id]);

    expect((await as(t, other).get(`/shopping/templates/${secret.id}`)).statusCode).toBe(404);
    expect((await as(t, other).get(`/shopping/templates/${shared.id}`)).statusCode).toBe(200);
    expect((await as(t, other).put(`/shopping/templates/${secret.id}`, { name: 'Mine' })).statusCode).toBe(404);
    const foreign = await as(t, other).put(`/shopping/templates/${shared.id}`, { name: 'Mine' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ detail: M.templateOwnerOnly });
    expect((await as(t, other).del(`/shopping/templates/${shared.id}`)).statusCode).toBe(403);
    expect((await as(t, other).del(`/shopping/templates/${secret.id}`)).statusCode).toBe(404);
    expect((await as(t, null).get('/shopping/templates')).statusCode).toBe(401);

    const renamed = await as(t, owner).put(`/shopping/templates/${shared.id}`, {
      name: 'Shared party',
      template_items: [{ name: 'Ice', amount: 1.5, unit: 'kg' }],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Shared party',
      is_public: true,
      template_items: [{ name: 'Ice', category: 'Frozen' }],
    });
    expect((await as(t, owner).del(`/shopping/templates/${secret.id}`)).statusCode).toBe(204);
    expect((await as(t, owner).get(`/shopping/templates/${secret.id}`)).statusCode).toBe(404);
  });

  it('makes lists from a public template for anyone (counting each use), with item modifications', async () => {
    const shared = await create(owner, { name: 'Picnic', is_public: true, preferred_store: 'Deli' });
    const [chips, soda] = shared.template_items;
    const res = await as(t, other).post('/shopping/lists/from-template', {
      template_id: shared.id,
      item_modifications: { [chips!.id]: { amount: 5 }, [soda!.id]: { exclude: true } },
    });
    expect(res.statusCode).toBe(201);
    const list = res.json<ShoppingList>();
    expect(list).toMatchObject({ name: 'Picnic', preferred_store: 'Deli', total_items: 1 });
    expect(list.items.map((i) => [i.name, i.amount, i.price])).toEqual([['Chips', 5, 3.5]]);
    await as(t, owner).post('/shopping/lists/from-template', { template_id: shared.id, name: 'Mine' });
    const read = (await as(t, owner).get(`/shopping/templates/${shared.id}`)).json<ShoppingTemplate>();
    expect(read.usage_count).toBe(2);

    const secret = await create(owner, { name: 'Hidden', is_public: false });
    const hidden = await as(t, other).post('/shopping/lists/from-template', { template_id: secret.id });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: M.templateNotFound });
  });

  it('saves a list as a template from the query, and refuses an empty list', async () => {
    const list = (
      await as(t, owner).post('/shopping/lists', {
        name: 'Weekly',
        items: [
          { name: 'Milk', amount: 2, unit: 'l', price: 1.2 },
          { name: 'Apples', amount: 6 },
        ],
      })
    ).json<ShoppingList>();
    const res = await as(t, owner).post(
      `/shopping/lists/${list.id}/save-as-template?template_name=Weekly%20basics&category=Weekly%20Shopping&is_public=true`,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Weekly basics',
      category: 'Weekly Shopping',
      is_public: true,
      template_items: [
        { name: 'Milk', amount: 2, unit: 'l', category: 'Dairy & Eggs', estimated_price: 1.2 },
        { name: 'Apples', amount: 6, category: 'Produce' },
      ],
    });
    const empty = (await as(t, owner).post('/shopping/lists', { name: 'Empty' })).json<ShoppingList>();
    const refused = await as(t, owner).post(`/shopping/lists/${empty.id}/save-as-template?template_name=Nothing`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ detail: Array<{ msg: string }> }>().detail[0]!.msg).toBe(M.templateItemsRequired);
    const unnamed = await as(t, owner).post(`/shopping/lists/${list.id}/save-as-template?template_name=`);
    expect(unnamed.statusCode).toBe(422);
    expect(fieldErrors(unnamed)).toEqual({ template_name: M.templateNameRequired });
  });
});
