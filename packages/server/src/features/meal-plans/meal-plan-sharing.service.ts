import type { MealFeed, MealPlan, MealPlanShare } from '@potluck/api';
import { API_PREFIX } from '@potluck/api';
import { addDays, todayIn } from '@potluck/api/domain';
import { sql } from 'drizzle-orm';
import ical from 'ical-generator';
import type { AppContext } from '../../context';
import { at, rows, toIso } from '../../db/raw';
import { type Viewer, visibleTo } from '../../db/visibility';
import { randomToken, sha256 } from '../../lib/secrets';
import { PLAN_COLUMNS, type PlanRow, ownPlan, planNotFound } from './meal-plans-sql';
import type { MealPlansService } from './meal-plans.service';

/** How far back the feed reaches: calendars keep what they saw, so older meals need not be sent again. */
const FEED_PAST_DAYS = 60;
/** A feed never grows without bound (a year of five meals a day is under 2,000). */
const FEED_MAX_EVENTS = 5000;

interface FeedMeal {
  id: number;
  meal_date: string;
  meal_type: string;
  recipe_name: string | null;
  custom_meal_name: string | null;
  notes: string | null;
  plan_name: string;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Share links (a plan, read-only, for signed-in members holding the link) and the member's calendar feed (no
 * sign-in: the token is the key). Tokens: 256 random bits, shown once, stored as SHA-256, replaced on renewal.
 */
export function createMealPlanSharingService(ctx: AppContext, deps: { plans: MealPlansService }) {
  const { db } = ctx;

  return {
    async share(viewer: Viewer, planId: number): Promise<MealPlanShare> {
      const token = randomToken(32);
      const now = ctx.config.now();
      const [row] = await rows<{ id: number }>(
        db,
        sql`UPDATE meal_plans p SET share_token_hash = ${sha256(token)}, share_created_at = ${at(now)}
          WHERE ${ownPlan(viewer, planId)} RETURNING p.id`,
      );
      if (!row) throw planNotFound();
      return { token, path: `/meal-plans/shared/${token}`, created_at: now.toISOString() };
    },

    async unshare(viewer: Viewer, planId: number): Promise<null> {
      const [row] = await rows<{ id: number }>(
        db,
        sql`UPDATE meal_plans p SET share_token_hash = NULL, share_created_at = NULL
          WHERE ${ownPlan(viewer, planId)} RETURNING p.id`,
      );
      if (!row) throw planNotFound();
      return null;
    },

    /** The plan behind a live share link, read-only unless it is the viewer's own; else 'Meal Plan Not Found'. */
    async shared(viewer: Viewer, token: string): Promise<MealPlan> {
      const [row] = await rows<PlanRow>(
        db,
        sql`SELECT ${PLAN_COLUMNS} FROM meal_plans p WHERE p.share_token_hash = ${sha256(token)}`,
      );
      if (!row) throw planNotFound();
      return deps.plans.withMeals(db, viewer, row);
    },

    async feedStatus(viewer: Viewer): Promise<{ enabled: boolean; created_at: string | null }> {
      const [row] = await rows<{ created_at: string | Date }>(
        db,
        sql`SELECT created_at FROM meal_plan_feeds WHERE user_id = ${viewer.id}`,
      );
      return { enabled: Boolean(row), created_at: row ? toIso(row.created_at) : null };
    },

    async enableFeed(viewer: Viewer): Promise<MealFeed> {
      const token = randomToken(32);
      const now = ctx.config.now();
      await db.execute(sql`INSERT INTO meal_plan_feeds (user_id, token_hash, created_at)
        VALUES (${viewer.id}, ${sha256(token)}, ${at(now)})
        ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at`);
      return { token, path: `${API_PREFIX}/meal-plans/feed/${token}`, created_at: now.toISOString() };
    },

    async disableFeed(viewer: Viewer): Promise<null> {
      await db.execute(sql`DELETE FROM meal_plan_feeds WHERE user_id = ${viewer.id}`);
      return null;
    },

    /**
     * The iCalendar text of the feed's owner: one all-day event per meal of their active plans, from
     * FEED_PAST_DAYS ago on; recipe titles as the owner may see them. null for an unknown or revoked token.
     */
    async feed(token: string): Promise<string | null> {
      const [owner] = await rows<Viewer>(
        db,
        sql`SELECT u.id, u.role FROM meal_plan_feeds f JOIN users u ON u.id = f.user_id
          WHERE f.token_hash = ${sha256(token)} AND u.is_active`,
      );
      if (!owner) return null;
      const since = addDays(todayIn('UTC', ctx.config.now()), -FEED_PAST_DAYS);
      const meals = await rows<FeedMeal>(
        db,
        sql`SELECT m.id, m.meal_date::text AS meal_date, m.meal_type, r.title AS recipe_name, m.custom_meal_name,
            m.notes, p.name AS plan_name
          FROM meals m JOIN meal_plans p ON p.id = m.meal_plan_id
          LEFT JOIN recipes r ON r.id = m.recipe_id AND ${visibleTo(owner)}
          WHERE p.user_id = ${owner.id} AND p.is_active AND m.meal_date >= ${since}::date
          ORDER BY m.meal_date, m.id LIMIT ${FEED_MAX_EVENTS}`,
      );
      const calendar = ical({ name: 'Potluck meal plan', prodId: { company: 'Potluck', product: 'meal-plans' } });
      for (const meal of meals) {
        const what = meal.recipe_name ?? meal.custom_meal_name ?? 'Meal';
        calendar.createEvent({
          id: `meal-${meal.id}@potluck`,
          start: new Date(`${meal.meal_date}T00:00:00Z`),
          allDay: true,
          summary: `${capital(meal.meal_type)}: ${what}`,
          description: [meal.plan_name, meal.notes].filter(Boolean).join('\n'),
        });
      }
      return calendar.toString();
    },
  };
}
export type MealPlanSharingService = ReturnType<typeof createMealPlanSharingService>;
