import { MAX_LIST_ITEMS, SHOPPING_MESSAGES } from '@potluck/api';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/errors';
import { rows } from '../../db/raw';
import { unprocessable } from '../../http/http-error';
import { at } from '../../db/raw';
import { listNotFound } from './shopping-sql';

/** A row about to be stored on a list; its category is already decided. */
export interface NewItem {
  name: string;
  amount: number | null;
  unit: string | null;
  notes: string | null;
  category: string;
  is_completed: boolean;
  price: number | null;
  recipe_id: number | null;
}

export const listFull = (loc: Array<string | number> = ['body']) =>
  unprocessable({ loc, msg: SHOPPING_MESSAGES.listFull, type: 'too_many_items' });

/**
 * Locks the viewer's list (so two adds at once cannot pass the limit together) and answers how many items it
 * holds and the next free position; 404 when it is not the viewer's.
 */
export async function lockList(tx: Executor, viewerId: number, listId: number) {
  const [row] = await rows<{ count: number; next_position: number }>(
    tx,
    sql`WITH list AS (SELECT id FROM shopping_lists WHERE id = ${listId} AND user_id = ${viewerId} FOR UPDATE)
      SELECT (SELECT count(*)::int FROM shopping_items WHERE shopping_list_id = list.id) AS count,
        (SELECT coalesce(max(position), 0) + 1 FROM shopping_items WHERE shopping_list_id = list.id) AS next_position
      FROM list`,
  );
  if (!row) throw listNotFound();
  return row;
}

/** Stores items in one statement, positions counting up from `first` in the order given. */
export async function insertItems(
  tx: Executor,
  listId: number,
  items: readonly NewItem[],
  first: number,
  now: Date,
): Promise<number[]> {
  if (items.length === 0) return [];
  if (items.length > MAX_LIST_ITEMS) throw listFull();
  const payload = JSON.stringify(items.map((item, index) => ({ ...item, position: first + index })));
  const inserted = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO shopping_items (shopping_list_id, name, amount, unit, notes, category, is_completed, price, position,
        recipe_id, created_at)
      SELECT ${listId}, x.name, x.amount, x.unit, x.notes, x.category, x.is_completed, x.price, x.position, r.id, ${at(now)}
      FROM json_to_recordset(${payload}::json) AS x(name text, amount numeric, unit text, notes text, category text,
        is_completed boolean, price numeric, position int, recipe_id int)
      LEFT JOIN recipes r ON r.id = x.recipe_id
      ORDER BY x.position
      RETURNING id`,
  );
  return inserted.map((r) => r.id);
}
