import {
  SHOPPING_MESSAGES,
  RECIPE_MESSAGES,
  type Recipe,
  type ShoppingItem,
  type ShoppingList,
  shoppingListSummarySchema,
} from '@potluck/api';
import { compareByStoreWalk } from '@potluck/api/domain';

/** A list as the fake server holds it: the owner decides who sees it (others get 404, as on the server). */
export type StoredList = ShoppingList & { owner_id: number };

/** What the fake server holds for the shopping endpoints (part of fakeApi's state). */
export interface ShoppingState {
  recipes: Recipe[];
  lists: StoredList[];
  /** Every shopping request that carried a body: path and the JSON sent. */
  shoppingRequests: Array<{ path: string; body: Record<string, unknown> }>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The fake's category suggestion: a few words it knows, else Other. */
const suggest = (name: string) =>
  /milk|butter|egg|cheese/i.test(name) ? 'Dairy & Eggs' : /apple|lemon|parsley/i.test(name) ? 'Produce' : 'Other';

export function makeItem(
  item: Partial<ShoppingItem> & Pick<ShoppingItem, 'id' | 'shopping_list_id' | 'name'>,
): ShoppingItem {
  return {
    amount: null,
    unit: null,
    notes: null,
    category: suggest(item.name),
    is_completed: false,
    price: null,
    position: item.id,
    recipe_id: null,
    ...item,
  };
}

/** A list with its counts computed from its items and the items in store-walk order, as the server sends it. */
export function makeList(list: Partial<StoredList> & Pick<StoredList, 'id' | 'name'>): StoredList {
  const items = [...(list.items ?? [])].sort(compareByStoreWalk);
  const completed = items.filter((item) => item.is_completed).length;
  return {
    owner_id: 1,
    description: null,
    status: 'active',
    shopping_date: null,
    preferred_store: null,
    estimated_cost: null,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...list,
    items,
    total_items: items.length,
    completed_items: completed,
    completion_percentage: items.length === 0 ? 0 : Math.round((completed * 100) / items.length),
  };
}

/** The shopping routes for a signed-in `viewer`; null for a path they do not serve. */
export function createShoppingRoutes(state: ShoppingState, viewer: number) {
  let nextId = 1000;
  const own = (id: number) => state.lists.find((list) => list.id === id && list.owner_id === viewer);
  const withItems = (list: StoredList, items: ShoppingItem[]) => {
    const next = makeList({ ...list, items });
    state.lists = state.lists.map((l) => (l.id === list.id ? next : l));
    return next;
  };
  const answer = ({ owner_id: _owner, ...list }: StoredList) => list;

  return (method: string, path: string, url: URL, init: RequestInit | undefined): Response | null => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    if (body) state.shoppingRequests.push({ path, body });
    if (method === 'GET' && path === '/shopping/lists') {
      const status = url.searchParams.get('status_filter');
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const mine = state.lists
        .filter((l) => l.owner_id === viewer && (!status || status === 'all' || l.status === status))
        .sort((a, b) => b.id - a.id);
      const items = mine.slice(offset, offset + limit).map((l) => shoppingListSummarySchema.parse(l));
      return json(200, { items, total: mine.length, limit, offset });
    }
    if (method === 'POST' && path === '/shopping/lists/from-recipes') {
      const ids = (body?.recipe_ids ?? []) as number[];
      if (ids.length === 0) return json(422, { detail: SHOPPING_MESSAGES.recipesRequired });
      const recipes = ids.map((id) => state.recipes.find((r) => r.id === id));
      if (recipes.some((r) => !r)) return json(404, { detail: RECIPE_MESSAGES.notFound });
      const overrides = (body?.servings_override ?? {}) as Record<string, number>;
      const listId = ++nextId;
      const rows = new Map<string, ShoppingItem>();
      for (const recipe of recipes as Recipe[]) {
        const factor = (overrides[String(recipe.id)] ?? recipe.servings) / recipe.servings;
        for (const i of recipe.ingredients) {
          const key = body?.merge_similar_items === false ? `${recipe.id}-${i.id}` : `${i.ingredient_name}|${i.unit}`;
          const amount = i.amount === null ? null : i.amount * factor;
          const seen = rows.get(key);
          if (seen) seen.amount = seen.amount === null || amount === null ? null : seen.amount + amount;
          else
            rows.set(
              key,
              makeItem({ id: ++nextId, shopping_list_id: listId, name: i.ingredient_name, amount, unit: i.unit }),
            );
        }
      }
      const name = (body?.name as string | null) || `Shopping for ${recipes.map((r) => r!.title).join(', ')}`;
      const list = makeList({ id: listId, name, items: [...rows.values()] });
      state.lists.push(list);
      return json(201, answer(list));
    }
    const one = /^\/shopping\/lists\/(\d+)$/.exec(path);
    if (method === 'GET' && one) {
      const list = own(Number(one[1]));
      return list ? json(200, answer(list)) : json(404, { detail: SHOPPING_MESSAGES.listNotFound });
    }
    const add = /^\/shopping\/lists\/(\d+)\/items$/.exec(path);
    if (method === 'POST' && add) {
      const list = own(Number(add[1]));
      if (!list) return json(404, { detail: SHOPPING_MESSAGES.listNotFound });
      const name = String(body?.name ?? '');
      const item = makeItem({
        id: ++nextId,
        shopping_list_id: list.id,
        name,
        amount: (body?.amount as number | null) ?? null,
        unit: (body?.unit as string | null) ?? null,
        notes: (body?.notes as string | null) ?? null,
        category: (body?.category as string | undefined) ?? suggest(name),
      });
      withItems(list, [...list.items, item]);
      return json(201, item);
    }
    const toggle = /^\/shopping\/items\/(\d+)\/toggle$/.exec(path);
    if (method === 'POST' && toggle) {
      const list = state.lists.find((l) => l.owner_id === viewer && l.items.some((i) => i.id === Number(toggle[1])));
      const item = list?.items.find((i) => i.id === Number(toggle[1]));
      if (!list || !item) return json(404, { detail: SHOPPING_MESSAGES.itemNotFound });
      const next = { ...item, is_completed: (body?.is_completed as boolean | undefined) ?? !item.is_completed };
      withItems(
        list,
        list.items.map((i) => (i.id === item.id ? next : i)),
      );
      return json(200, next);
    }
    return null;
  };
}

/** Alice's list of the tests: three categories, one item ticked, a note and a name with a comma. */
export const WEEKLY = makeList({
  id: 7,
  name: 'Weekly shop',
  preferred_store: 'Corner Market',
  shopping_date: '2026-11-28',
  items: [
    makeItem({ id: 71, shopping_list_id: 7, name: 'milk', amount: 2, unit: 'cups' }),
    makeItem({ id: 72, shopping_list_id: 7, name: 'apples', amount: 3, is_completed: true }),
    makeItem({
      id: 73,
      shopping_list_id: 7,
      name: 'flour, self-raising',
      amount: 500,
      unit: 'g',
      notes: 'the "good" one',
    }),
    makeItem({ id: 74, shopping_list_id: 7, name: 'eggs', amount: 12 }),
  ],
});

/** Another member's list: Alice gets a 404 for it, as for a list that does not exist. */
export const BOBS_LIST = makeList({ id: 8, name: "Bob's list", owner_id: 2 });
