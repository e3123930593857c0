import type { ShoppingAnalytics } from '@potluck/api';
import { SHOPPING_CATEGORIES, categoryWalkIndex, normalizeItemName, roundHalfUp } from '@potluck/api/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { at, rows } from '../../db/raw';
import type { Viewer } from '../../db/visibility';

const DAY_MS = 86_400_000;
const TOP_ITEMS = 10;
const TOP_CATEGORIES = 8;
const money = (value: number) => roundHalfUp(value, 2);

/** Shopping analytics and the category list: the definitions are the contract's (GET /shopping/analytics). */
export function createShoppingAnalyticsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async analytics(viewer: Viewer, days: number): Promise<ShoppingAnalytics> {
      const since = at(new Date(ctx.config.now().getTime() - days * DAY_MS));
      const mine = sql`SELECT l.id, l.status, l.estimated_cost FROM shopping_lists l
        WHERE l.user_id = ${viewer.id} AND l.created_at >= ${since}`;
      const [[totals], names, categories] = await Promise.all([
        rows<{ total_lists: number; average_completion_rate: number; total_spent: number }>(
          db,
          sql`WITH per_list AS (
              SELECT l.status, l.estimated_cost, count(i.id) AS total, count(i.id) FILTER (WHERE i.is_completed) AS done,
                count(i.price) AS priced, coalesce(sum(i.price) FILTER (WHERE i.is_completed), 0) AS ticked_spend
              FROM (${mine}) l LEFT JOIN shopping_items i ON i.shopping_list_id = l.id
              GROUP BY l.id, l.status, l.estimated_cost)
            SELECT count(*)::int AS total_lists,
              coalesce(avg(done * 100.0 / total) FILTER (WHERE total > 0), 0)::float8 AS average_completion_rate,
              coalesce(sum(CASE WHEN priced > 0 THEN ticked_spend
                WHEN status = 'completed' THEN coalesce(estimated_cost, 0) ELSE 0 END), 0)::float8 AS total_spent
            FROM per_list`,
        ),
        rows<{ name: string; count: number }>(
          db,
          sql`SELECT lower(btrim(i.name)) AS name, count(*)::int AS count
            FROM (${mine}) l JOIN shopping_items i ON i.shopping_list_id = l.id
            WHERE i.is_completed GROUP BY lower(btrim(i.name))`,
        ),
        rows<{ category: string; amount: number }>(
          db,
          sql`SELECT i.category, sum(i.price)::float8 AS amount
            FROM (${mine}) l JOIN shopping_items i ON i.shopping_list_id = l.id
            WHERE i.is_completed AND i.price IS NOT NULL GROUP BY i.category
            ORDER BY amount DESC, i.category LIMIT ${TOP_CATEGORIES}`,
        ),
      ]);
      // 'Eggs' and 'egg' are one purchase: counted under the shopping rules' name, shown as most often written.
      const byKey = new Map<string, { name: string; count: number; best: number }>();
      for (const row of names) {
        const key = normalizeItemName(row.name);
        const entry = byKey.get(key) ?? { name: row.name, count: 0, best: 0 };
        entry.count += row.count;
        if (row.count > entry.best) Object.assign(entry, { name: row.name, best: row.count });
        byKey.set(key, entry);
      }
      const most = [...byKey.values()]
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
        .slice(0, TOP_ITEMS)
        .map(({ name, count }) => ({ name, count }));
      const total = totals!.total_lists;
      return {
        days,
        total_lists: total,
        average_completion_rate: roundHalfUp(totals!.average_completion_rate, 1),
        total_spent: money(totals!.total_spent),
        average_cost_per_list: total === 0 ? 0 : money(totals!.total_spent / total),
        most_purchased_items: most,
        spending_by_category: categories.map((c) => ({ category: c.category, amount: money(c.amount) })),
      };
    },

    /** Every known category in store-walk order, then the member's own; count = items on their lists. */
    async categories(viewer: Viewer) {
      const used = await rows<{ name: string; count: number }>(
        db,
        sql`SELECT i.category AS name, count(*)::int AS count FROM shopping_items i
          JOIN shopping_lists l ON l.id = i.shopping_list_id WHERE l.user_id = ${viewer.id} GROUP BY i.category`,
      );
      const counts = new Map<string, number>(SHOPPING_CATEGORIES.map((name) => [name, 0]));
      for (const row of used) counts.set(row.name, (counts.get(row.name) ?? 0) + row.count);
      const items = [...counts.entries()]
        .map(([name, count]) => ({ name, count }))
        .sort((a, b) => categoryWalkIndex(a.name) - categoryWalkIndex(b.name) || a.name.localeCompare(b.name));
      return { items };
    },
  };
}
export type ShoppingAnalyticsService = ReturnType<typeof createShoppingAnalyticsService>;
