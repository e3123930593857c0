import { CUISINES, DIFFICULTIES, MEAL_TYPES, optionLabel, type Category, type Tag } from '@potluck/api';
import { COMMON_UNITS } from '@potluck/api/domain';
import { asc, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rows } from '../../db/raw';
import { categories } from '../../db/schema/index';
import { LISTED, type Viewer, visibleTo } from '../../db/visibility';
import { ingredientKey } from '../recipes/recipe-columns';

/** Tag lists stop here; the form's tag picker searches instead of scrolling thousands. */
export const TAGS_LIMIT = 100;
/**
 * Popular tags are the same for every member and cost an aggregate over every tagged recipe (≈150 ms at
 * 100,000 recipes), so each process keeps the answer this long. It is a cache of data the database holds,
 * never the only copy; the web app itself treats this list as fresh for 30 minutes.
 */
export const POPULAR_TAGS_TTL_MS = 60_000;

const options = (values: readonly string[]) => ({
  items: values.map((value) => ({ value, label: optionLabel(value) })),
});

/** LIKE pattern text with its wildcards taken literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Reference data. Cuisines, meal types, difficulty levels and units come from the shared constants in
 * @potluck/api (the same lists the schemas validate against), so they cannot drift from a table copy.
 */
export function createReferenceService(ctx: AppContext) {
  const { db } = ctx;
  const popular = new Map<number, { at: number; items: Array<Tag & { count: number }> }>();
  return {
    async categories(): Promise<{ items: Category[] }> {
      const list = await db
        .select({ id: categories.id, name: categories.name, icon: categories.icon })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.id));
      return { items: list };
    },

    /** Tags on recipes you can see (a private recipe's tags stay private), optionally containing `search`. */
    async tags(viewer: Viewer, search: string | undefined): Promise<{ items: Tag[] }> {
      const q = search?.trim().toLowerCase() ?? '';
      const match = q ? sql`AND t.name LIKE ${`%${likeEscape(q)}%`}` : sql``;
      const items = await rows<Tag>(
        db,
        sql`SELECT t.id, t.name FROM tags t
        WHERE EXISTS (SELECT 1 FROM recipe_tags rt JOIN recipes r ON r.id = rt.recipe_id WHERE rt.tag_id = t.id AND ${visibleTo(viewer)}) ${match}
        ORDER BY (t.name LIKE ${`${likeEscape(q)}%`}) DESC, t.name LIMIT ${TAGS_LIMIT}`,
      );
      return { items };
    },

    /** The tags most used on published public recipes (the same answer for every member). */
    async popularTags(limit: number) {
      const now = ctx.config.now().getTime();
      const hit = popular.get(limit);
      if (hit && now - hit.at < POPULAR_TAGS_TTL_MS) return { items: hit.items };
      const items = await rows<Tag & { count: number }>(
        db,
        sql`SELECT t.id, t.name, count(*)::int AS count FROM recipe_tags rt
        JOIN recipes r ON r.id = rt.recipe_id AND ${LISTED} JOIN tags t ON t.id = rt.tag_id
        GROUP BY t.id, t.name ORDER BY count DESC, t.name LIMIT ${limit}`,
      );
      popular.set(limit, { at: now, items });
      return { items };
    },

    cuisineTypes: () => options(CUISINES),
    mealTypes: () => options(MEAL_TYPES),
    difficultyLevels: () => options(DIFFICULTIES),
    commonUnits: () => ({ items: COMMON_UNITS.map((u) => ({ id: u.id, label: u.label, system: u.system })) }),

    /**
     * Ingredient names like q: names starting with it first, then containing it, then spelled alike (pg_trgm
     * word similarity), the most used first within each. Only names the viewer may see: the curated pantry
     * list, or a name used by a recipe visible to them (a private recipe's ingredients stay private). The
     * small ingredient_names table finds the candidates; an index on the name key checks each one.
     */
    async ingredientAutocomplete(viewer: Viewer, q: string, limit: number) {
      const term = q.trim().toLowerCase().replace(/\s+/g, ' ');
      const prefix = `${likeEscape(term)}%`;
      const items = await rows<{ name: string; count: number }>(
        db,
        sql`SELECT n.name, n.recipe_count AS count FROM ingredient_names n
        WHERE (n.name LIKE ${prefix} OR n.name LIKE ${`%${likeEscape(term)}%`} OR ${term} <% n.name)
          AND (n.curated OR EXISTS (SELECT 1 FROM recipe_ingredients i JOIN recipes r ON r.id = i.recipe_id
            WHERE ${ingredientKey(sql`i.ingredient_name`)} = n.name AND ${visibleTo(viewer)}))
        ORDER BY (n.name LIKE ${prefix}) DESC, word_similarity(${term}, n.name) DESC, n.recipe_count DESC, n.name
        LIMIT ${limit}`,
      );
      return { items };
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
