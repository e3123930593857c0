import { SHOPPING_MESSAGES, type ShoppingItem, type ShoppingList, type ShoppingListSummary } from '@potluck/api';
import { compareByStoreWalk, completionPercentage } from '@potluck/api/domain';
import { type SQL, sql } from 'drizzle-orm';
import { toIso } from '../../db/raw';
import { notFound } from '../../http/http-error';

export const listNotFound = () => notFound(SHOPPING_MESSAGES.listNotFound);
export const itemNotFound = () => notFound(SHOPPING_MESSAGES.itemNotFound);

/** An item's columns over `shopping_items i`, numbers as numbers on both drivers. */
export const ITEM_COLUMNS = sql.raw(`i.id, i.shopping_list_id, i.name, i.amount::float8 AS amount, i.unit, i.notes,
  i.category, i.is_completed, i.price::float8 AS price, i.position, i.recipe_id`);

const ITEM_JSON = `json_build_object('id', i.id, 'shopping_list_id', i.shopping_list_id, 'name', i.name,
  'amount', i.amount::float8, 'unit', i.unit, 'notes', i.notes, 'category', i.category, 'is_completed', i.is_completed,
  'price', i.price::float8, 'position', i.position, 'recipe_id', i.recipe_id)`;

/** A list's own columns and its counts over `shopping_lists l` (one pass over its items). */
export const LIST_COLUMNS = sql.raw(`l.id, l.name, l.description, l.status, l.shopping_date::text AS shopping_date,
  l.preferred_store, l.estimated_cost::float8 AS estimated_cost, l.created_at, l.updated_at,
  c.total_items, c.completed_items`);
export const LIST_COUNTS = sql.raw(`LEFT JOIN LATERAL (SELECT count(*)::int AS total_items,
  count(*) FILTER (WHERE i.is_completed)::int AS completed_items FROM shopping_items i WHERE i.shopping_list_id = l.id) c ON TRUE`);
export const LIST_ITEMS = sql.raw(`(SELECT coalesce(json_agg(${ITEM_JSON}), '[]'::json)
  FROM shopping_items i WHERE i.shopping_list_id = l.id) AS items`);

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

/** A list with its items in store-walk order: category order, then position, never by is_completed. */
export function toList(row: ListRow & { items: ShoppingItem[] }): ShoppingList {
  return { ...toSummary(row), items: [...row.items].sort(compareByStoreWalk) };
}

/** One list of the viewer with its items, or nothing: someone else's list reads as missing. */
export const oneList = (viewerId: number, listId: number): SQL =>
  sql`SELECT ${LIST_COLUMNS}, ${LIST_ITEMS} FROM shopping_lists l ${LIST_COUNTS}
    WHERE l.id = ${listId} AND l.user_id = ${viewerId}`;
