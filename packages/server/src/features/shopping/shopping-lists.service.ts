import {
  type ShoppingItemInput,
  type ShoppingListInput,
  type ShoppingListUpdate,
  type ShoppingList,
  MAX_LIST_ITEMS,
  shoppingListSchema,
} from '@potluck/api';
import { canonicalCategory } from '@potluck/api/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/errors';
import { rows } from '../../db/raw';
import { JsonText } from '../../http/json-text';
import { createTtlCache } from '../../lib/ttl-cache';
import { type Viewer } from '../../db/visibility';
import { at } from '../../db/raw';
import type { CategorySuggestionsService } from './category-suggestions.service';
import { type NewItem, insertItems, listFull } from './shopping-items';
import {
  LIST_COLUMNS,
  LIST_COUNTS,
  type ListRow,
  type ListWithItems,
  listNotFound,
  oneList,
  toList,
  toSummary,
} from './shopping-sql';

export interface ShoppingListQuery {
  status_filter?: 'active' | 'completed' | 'archived' | 'all' | undefined;
  limit: number;
  offset: number;
}

export type ItemFields = Omit<ShoppingItemInput, 'is_completed'> & { is_completed?: boolean | undefined };

/** `column = value` for each field the client sent (undefined leaves a column alone, null clears it). */
export function assignments(fields: Record<string, unknown>, columns: Record<string, SQL>): SQL[] {
  return Object.entries(columns)
    .filter(([field]) => fields[field] !== undefined)
    .map(([field, column]) => sql`${column} = ${fields[field] ?? null}`);
}

export function createShoppingListsService(ctx: AppContext, deps: { categories: CategorySuggestionsService }) {
  const { db } = ctx;

  // A list as last read, per member: a phone reloads it often between ticks. Every write anywhere clears it
  // (app.ts forgets caches after each write; other processes hear it through the change feed).
  // Kept as checked JSON text: validating and stringifying 300 items on every read was most of a hit's cost.
  const cache = createTtlCache<JsonText>({ max: 1000, ttlMs: ctx.config.listCacheSeconds * 1000 });

  async function read(executor: Executor, viewer: Viewer, id: number): Promise<ShoppingList> {
    const [row] = await rows<ListWithItems>(executor, oneList(viewer.id, id));
    if (!row) throw listNotFound();
    return toList(row);
  }

  /** Items as typed: a missing category is the member's suggestion for the name. */
  async function withCategories(viewer: Viewer, items: readonly ItemFields[], recipeId: number | null = null) {
    const suggested = await deps.categories.suggestMany(
      viewer.id,
      items.map((i) => i.name),
    );
    return items.map((item, index): NewItem => ({
      name: item.name,
      amount: item.amount ?? null,
      unit: item.unit ?? null,
      notes: item.notes ?? null,
      category: item.category ? canonicalCategory(item.category) : suggested[index]!,
      is_completed: item.is_completed ?? false,
      price: item.price ?? null,
      recipe_id: recipeId,
    }));
  }

  /** Creates a list with its items in one transaction; shared by create, from-recipes and from-template. */
  async function createWith(
    viewer: Viewer,
    list: Omit<ShoppingListInput, 'items'>,
    items: readonly NewItem[],
  ): Promise<ShoppingList> {
    if (items.length > MAX_LIST_ITEMS) throw listFull(['body', 'items']);
    const now = ctx.config.now();
    return db.transaction(async (tx) => {
      const [created] = await rows<{ id: number }>(
        tx,
        sql`INSERT INTO shopping_lists (user_id, name, description, shopping_date, preferred_store, estimated_cost,
            created_at, updated_at)
          VALUES (${viewer.id}, ${list.name}, ${list.description ?? null}, ${list.shopping_date ?? null},
            ${list.preferred_store ?? null}, ${list.estimated_cost ?? null}, ${at(now)}, ${at(now)})
          RETURNING id`,
      );
      await insertItems(tx, created!.id, items, 1, now);
      return read(tx, viewer, created!.id);
    });
  }

  return {
    withCategories,
    createWith,

    async list(viewer: Viewer, query: ShoppingListQuery) {
      const status =
        query.status_filter && query.status_filter !== 'all' ? sql`AND l.status = ${query.status_filter}` : sql``;
      const found = await rows<ListRow & { total: number }>(
        db,
        sql`SELECT ${LIST_COLUMNS}, count(*) OVER ()::int AS total FROM shopping_lists l ${LIST_COUNTS}
          WHERE l.user_id = ${viewer.id} ${status}
          ORDER BY l.created_at DESC, l.id DESC LIMIT ${query.limit} OFFSET ${query.offset}`,
      );
      // Past the last page the window count is gone with the rows: count apart only then.
      const total =
        found[0]?.total ??
        (query.offset === 0
          ? 0
          : (
              await rows<{ n: number }>(
                db,
                sql`SELECT count(*)::int AS n FROM shopping_lists l WHERE l.user_id = ${viewer.id} ${status}`,
              )
            )[0]!.n);
      return { items: found.map(toSummary), total, limit: query.limit, offset: query.offset };
    },

    get: (viewer: Viewer, id: number) =>
      cache.fetch(`${viewer.id}:${id}`, async () => JsonText.of(shoppingListSchema, await read(db, viewer, id))),
    forget: () => cache.clear(),

    async create(viewer: Viewer, input: ShoppingListInput & { items: ItemFields[] }) {
      const { items, ...list } = input;
      return createWith(viewer, list, await withCategories(viewer, items));
    },

    async update(viewer: Viewer, id: number, patch: ShoppingListUpdate): Promise<ShoppingList> {
      const sets = assignments(patch, {
        name: sql`name`,
        description: sql`description`,
        shopping_date: sql`shopping_date`,
        preferred_store: sql`preferred_store`,
        estimated_cost: sql`estimated_cost`,
        status: sql`status`,
      });
      const [row] = await rows<{ id: number }>(
        db,
        sql`UPDATE shopping_lists SET ${sql.join([...sets, sql`updated_at = ${at(ctx.config.now())}`], sql`, `)}
          WHERE id = ${id} AND user_id = ${viewer.id} RETURNING id`,
      );
      if (!row) throw listNotFound();
      return read(db, viewer, id);
    },

    async remove(viewer: Viewer, id: number): Promise<null> {
      const gone = await rows<{ id: number }>(
        db,
        sql`DELETE FROM shopping_lists WHERE id = ${id} AND user_id = ${viewer.id} RETURNING id`,
      );
      if (gone.length === 0) throw listNotFound();
      return null;
    },
  };
}
export type ShoppingListsService = ReturnType<typeof createShoppingListsService>;
