import type { ShoppingItem, ShoppingList } from '@potluck/api';
import { member, stubFetch, type StubAnswer, type StubHandler, type StubRequest } from '../../../test/fetch-stub';
import { sampleList, summaryOf } from '../shopping.fixtures';

/**
 * The shopping endpoints over one in-memory list, for page tests: the real client, hooks and pages run
 * and only fetch answers. `override` replaces single routes ("POST /shopping/items/2/toggle"); routes with
 * a query match on their path alone.
 */
export function stubShopping(list: ShoppingList | null = sampleList(), override: Record<string, StubHandler> = {}) {
  let current = list;
  const counts = (l: ShoppingList): ShoppingList => sampleList(l.items, { ...l });
  const routes: Record<string, StubHandler> = {
    'GET /auth/me': () => ({ body: member }),
    'GET /shopping/lists': () => ({
      body: { items: current ? [summaryOf(counts(current))] : [], total: current ? 1 : 0, limit: 100, offset: 0 },
    }),
    'GET /shopping/templates': () => ({ body: { items: [], total: 0, limit: 100, offset: 0 } }),
    'POST /shopping/items/auto-categorize': () => ({
      body: { suggested_category: 'Produce', confidence: 0.9, source: 'synonym' },
    }),
    ...override,
  };
  if (current) {
    const id = current.id;
    routes[`GET /shopping/lists/${id}`] ??= () => ({ body: counts(current!) });
    routes[`PUT /shopping/lists/${id}`] ??= (req) => {
      current = { ...current!, ...(req.body as Partial<ShoppingList>) };
      return { body: counts(current) };
    };
    for (const item of current.items) {
      routes[`POST /shopping/items/${item.id}/toggle`] ??= (req) => {
        const wanted = (req.body as { is_completed: boolean }).is_completed;
        current = {
          ...current!,
          items: current!.items.map((it) => (it.id === item.id ? { ...it, is_completed: wanted } : it)),
        };
        return { body: current.items.find((it) => it.id === item.id) as ShoppingItem };
      };
    }
  }
  const stub = stubFetch(
    new Proxy(routes, {
      get(target, key: string) {
        return target[key] ?? target[key.split('?')[0]!];
      },
    }),
  );
  const queryOf = (req: StubRequest) => Object.fromEntries(new URL(req.path, 'http://x').searchParams);
  return { ...stub, queryOf, current: () => current };
}

export type { StubAnswer };
