import type { ShoppingItem, ShoppingItemUpdate } from '@potluck/api';
import { MAX_LIST_ITEMS } from '@potluck/api';
import { canonicalCategory } from '@potluck/api/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/errors';
import { rows } from '../../db/raw';
import { type Viewer } from '../../db/visibility';
import { at } from '../../db/raw';
import type { CategorySuggestionsService } from './category-suggestions.service';
import { insertItems, listFull, lockList } from './shopping-items';
import { type ItemFields, type ShoppingListsService, assignments } from './shopping-lists.service';
import { ITEM_COLUMNS, itemNotFound } from './shopping-sql';

/** Only items on the viewer's own lists: another member's item reads as missing. */
const OWNED = (viewer: Viewer) =>
  sql`i.shopping_list_id IN (SELECT id FROM shopping_lists WHERE user_id = ${viewer.id})`;

export function createShoppingItemsService(
  ctx: AppContext,
  deps: { lists: ShoppingListsService; categories: CategorySuggestionsService },
) {
  const { db } = ctx;

  async function one(executor: Executor, viewer: Viewer, id: number): Promise<ShoppingItem> {
    const [row] = await rows<ShoppingItem>(
      executor,
      sql`SELECT ${ITEM_COLUMNS} FROM shopping_items i WHERE i.id = ${id} AND ${OWNED(viewer)}`,
    );
    if (!row) throw itemNotFound();
    return row;
  }

  /** The list was written to: its updated_at follows, in the same statement as the item's change. */
  const touched = (now: Date) =>
    sql`touched AS (UPDATE shopping_lists SET updated_at = ${at(now)} WHERE id IN (SELECT shopping_list_id FROM changed))`;

  async function update(viewer: Viewer, id: number, patch: ShoppingItemUpdate): Promise<ShoppingItem> {
    const fields = { ...patch, category: patch.category ? canonicalCategory(patch.category) : undefined };
    const sets = assignments(fields, {
      name: sql`name`,
      amount: sql`amount`,
      unit: sql`unit`,
      notes: sql`notes`,
      category: sql`category`,
      is_completed: sql`is_completed`,
      price: sql`price`,
    });
    if (sets.length === 0) return one(db, viewer, id);
    const [row] = await rows<ShoppingItem>(
      db,
      sql`WITH changed AS (UPDATE shopping_items i SET ${sql.join(sets, sql`, `)} WHERE i.id = ${id} AND ${OWNED(viewer)}
          RETURNING ${ITEM_COLUMNS}), ${touched(ctx.config.now())}
        SELECT * FROM changed`,
    );
    if (!row) throw itemNotFound();
    return row;
  }

  return {
    /** Adds an item at the end of its category (the next position); 422 beyond 500 items. */
    async add(viewer: Viewer, listId: number, input: ItemFields): Promise<ShoppingItem> {
      const [item] = await deps.lists.withCategories(viewer, [input]);
      const now = ctx.config.now();
      return db.transaction(async (tx) => {
        const { count, next_position } = await lockList(tx, viewer.id, listId);
        if (count + 1 > MAX_LIST_ITEMS) throw listFull();
        const [id] = await insertItems(tx, listId, [item!], next_position, now);
        await tx.execute(sql`UPDATE shopping_lists SET updated_at = ${at(now)} WHERE id = ${listId}`);
        return one(tx, viewer, id!);
      });
    },

    update,

    /**
     * Sets is_completed to the state asked for, so a retried request lands on the same state; with no state
     * given it flips (the spec's toggle).
     */
    async toggle(viewer: Viewer, id: number, desired: boolean | undefined): Promise<ShoppingItem> {
      const next = desired === undefined ? sql`NOT i.is_completed` : sql`${desired}`;
      const [row] = await rows<ShoppingItem>(
        db,
        sql`WITH changed AS (UPDATE shopping_items i SET is_completed = ${next} WHERE i.id = ${id} AND ${OWNED(viewer)}
            RETURNING ${ITEM_COLUMNS}), ${touched(ctx.config.now())}
          SELECT * FROM changed`,
      );
      if (!row) throw itemNotFound();
      return row;
    },

    async remove(viewer: Viewer, id: number): Promise<null> {
      const gone = await rows<{ id: number }>(
        db,
        sql`DELETE FROM shopping_items i WHERE i.id = ${id} AND ${OWNED(viewer)} RETURNING i.id`,
      );
      if (gone.length === 0) throw itemNotFound();
      return null;
    },

    /** Moves the item to the category the member chose and remembers the choice for that name. */
    async learnCategory(viewer: Viewer, id: number, category: string): Promise<ShoppingItem> {
      const item = await update(viewer, id, { category });
      await deps.categories.learn(viewer.id, item.name, category);
      return item;
    },
  };
}
export type ShoppingItemsService = ReturnType<typeof createShoppingItemsService>;
