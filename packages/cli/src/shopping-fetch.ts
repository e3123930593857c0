import { ApiError, SHOPPING_MESSAGES, type ShoppingItem, type ShoppingList } from '@potluck/api';
import type { PotluckClient } from '@potluck/api/client';
import { normalizeItemName, readIngredientLine } from '@potluck/api/domain';
import type { Context } from './context';
import { UserError } from './errors';

/** The server's 404 for a list (missing, or another member's: it never says which) with where to look. */
export const listNotFound = (id: number) =>
  new UserError(`${SHOPPING_MESSAGES.listNotFound}: ${id}. See your lists with \`potluck shopping lists\`.`, {
    status: 404,
  });

/** Runs a call on one list, turning its 404 into listNotFound; other failures as every command explains them. */
export function callOnList<T>(ctx: Context, id: number, run: () => Promise<T>): Promise<T> {
  return ctx.call(
    async () => {
      try {
        return await run();
      } catch (error) {
        throw error instanceof ApiError && error.status === 404 ? listNotFound(id) : error;
      }
    },
    { authenticated: true },
  );
}

/** GET /shopping/lists/:id: one of the member's lists with its items in store-walk order. */
export const fetchList = (ctx: Context, client: PotluckClient, id: number): Promise<ShoppingList> =>
  callOnList(ctx, id, () => client.shopping.get({ params: { id } }));

const itemLine = (item: ShoppingItem) => `  ${item.id}  ${item.name}`;

/**
 * The item `ref` names on `list`: its id (what `potluck shopping show` prints), else its name as the shopping
 * rules compare names ('Eggs' = 'egg'), also when typed as a line with an amount ("2 cups milk"). Several items
 * of that name are not guessed between: the error lists them with their ids.
 */
export function findItem(list: ShoppingList, ref: string): ShoppingItem {
  const text = ref.trim();
  if (/^\d+$/.test(text)) {
    const byId = list.items.find((item) => item.id === Number(text));
    if (byId) return byId;
  }
  const named = (name: string) => {
    const key = normalizeItemName(name);
    return key === '' ? [] : list.items.filter((item) => normalizeItemName(item.name) === key);
  };
  let found = named(text);
  if (found.length === 0) found = named(readIngredientLine(text).ingredient_name);
  if (found.length === 1) return found[0]!;
  if (found.length > 1) {
    throw new UserError(
      `"${text}" matches ${found.length} items on "${list.name}"; give the id of the one you mean:\n` +
        found.map(itemLine).join('\n'),
    );
  }
  throw new UserError(
    `${SHOPPING_MESSAGES.itemNotFound}: "${text}" is not on "${list.name}". ` +
      `See its items and their ids with \`potluck shopping show ${list.id}\`.`,
    { status: 404 },
  );
}
