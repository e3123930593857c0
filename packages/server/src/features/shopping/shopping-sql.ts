import { SHOPPING_MESSAGES, type ShoppingItem, type ShoppingList, type ShoppingListSummary } from '@potluck/api';
import { compareByStoreWalk, completionPercentage } from '@potluck/api/domain';
import { type SQL, sql } from 'drizzle-orm';
import { toIso } from '../../db/raw';
import { notFound } from '../../http/http-error';

export const listNotFound = () => notFound(SHOPPING_MESSAGES.listNotFound);
export const itemNotFound = () => notFound(SHOPPING_MESSAGES.itemNotFound);

/** An item's columns over `shopping_items i`, numbers as numbers on both drivers. */
const ITEM_COLUMNS_TEXT = `i.id, i.shopping_list_id, i.name, i.amount::float8 AS amount, i.unit, i.notes,
  i.category, i.is_completed, i.price::float8 AS price, i.position, i.recipe_id`;
export const ITEM_COLUMNS = sql.raw(ITEM_COLUMNS_TEXT);

/** A list's own columns over `shopping_lists l`. */
const LIST_OWN_COLUMNS = `l.id, l.name, l.description, l.status, l.shopping_date::text AS shopping_date,
  l.preferred_store, l.estimated_cost::float8 AS estimated_cost, l.created_at, l.updated_at`;
/** A list's columns and its counts (with LIST_COUNTS), for pages of lists. */
export const LIST_COLUMNS = sql.raw(`${LIST_OWN_COLUMNS}, c.total_items, c.completed_items`);
export const LIST_COUNTS = sql.raw(`LEFT JOIN LATERAL (SELECT count(*)::int AS total_items,
  count(*) FILTER (WHERE i.is_completed)::int AS completed_items FROM shopping_items i WHERE i.shopping_list_id = l.id) c ON TRUE`);
// json_agg over a row of plain columns: on PGlite several times cheaper than building each object by name.
const LIST_ITEMS = sql.raw(
  `(SELECT coalesce(json_agg(x), '[]'::json) FROM (SELECT ${ITEM_COLUMNS_TEXT} FROM shopping_items i WHERE i.shopping_list_id = l.id) x) AS items`,
);

export interface ListRow {
  id: number;
  name: string;
  description: string | null;
  status: ShoppingList['status'];
  shopping_date: string | null;
  preferred_store: string | null;
  estimated_cost: number | null;
  created_at: string | Date;
  updated_at: string | Date;
  total_items: number;
  completed_items: number;
}

export function toSummary(row: ListRow): ShoppingListSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    shopping_date: row.shopping_date,
    preferred_store: row.preferred_store,
    estimated_cost: row.estimated_cost,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    total_items: row.total_items,
    completed_items: row.completed_items,
    completion_percentage: Math.round(completionPercentage(row.completed_items, row.total_items)),
  };
}

export type ListWithItems = Omit<ListRow, 'total_items' | 'completed_items'> & { items: ShoppingItem[] };

/**
 * A list with its items in store-walk order: category order, then position, never by is_completed. Its counts
 * come from the items it carries, so the statement does not count them a second time.
 */
export function toList(row: ListWithItems): ShoppingList {
  const completed = row.items.reduce((n, item) => n + (item.is_completed ? 1 : 0), 0);
  const summary = toSummary({ ...row, total_items: row.items.length, completed_items: completed });
  return { ...summary, items: [...row.items].sort(compareByStoreWalk) };
}

/** One list of the viewer with its items, or nothing: someone else's list reads as missing. */
export const oneList = (viewerId: number, listId: number): SQL =>
  sql`SELECT ${sql.raw(LIST_OWN_COLUMNS)}, ${LIST_ITEMS} FROM shopping_lists l
    WHERE l.id = ${listId} AND l.user_id = ${viewerId}`;
