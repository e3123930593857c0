import { CUISINES, DIFFICULTIES, MEAL_TYPES } from '@potluck/api';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/errors';
import { rows } from '../db/raw';
import { rememberWords, wordsOf } from '../features/recipes/recipe-search';
import { ingredientKey } from '../features/recipes/recipe-columns';
import { slugify } from '../features/recipes/recipe-slug';
import WORDS from './synthetic-words.json';

/**
 * Vocabulary for synthetic benchmark recipes (data shared with scripts/bench-recipes.mjs). Sizes are chosen so
 * searches behave like a real collection: a main ingredient ("chicken") appears in a few percent of titles, a
 * full dish name in a handful.
 */
const {
  adjectives: ADJECTIVES,
  mains: MAINS,
  dishes: DISHES,
  tags: TAG_POOL,
  ingredients: INGREDIENT_POOL,
  units: UNITS,
  steps: STEP_TEMPLATES,
} = WORDS;

export interface GenerateOptions {
  count: number;
  authorIds: number[];
  /** Recipes per INSERT; each batch is five statements whatever its size. */
  batchSize?: number;
  /** Same seed, same recipes (titles, rows, counts). */
  seed?: number;
  now?: Date;
  onProgress?: (done: number) => void;
}

/** mulberry32: small, fast, deterministic. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, int };
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;
const YEARS_MS = 3 * 365 * 86_400_000;

/**
 * Inserts synthetic recipes for benchmarks and the total-cap tests: mostly published public, some drafts and
 * private ones, 6-10 ingredients, 3-6 steps, 1-2 categories, 2-4 tags, counters skewed like real popularity.
 * Rows go in as json_to_recordset batches (one parameter per statement, same on both engines). Counters are
 * synthetic (no like or view rows) and no versions are stored.
 */
export async function generateRecipes(db: Executor, options: GenerateOptions): Promise<{ created: number }> {
  const { count, authorIds, batchSize = 2000, seed = 42 } = options;
  const now = (options.now ?? new Date()).getTime();
  const rng = random(seed);
  const runTag = `s${seed.toString(36)}${now.toString(36)}`;
  const tagIds = await rows<{ id: number; name: string }>(
    db,
    sql`INSERT INTO tags (name) SELECT x FROM json_array_elements_text(${json(TAG_POOL)}) x ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id, name`,
  );
  await rememberWords(db, wordsOf(...ADJECTIVES, ...MAINS, ...DISHES, ...TAG_POOL, ...INGREDIENT_POOL));
  const categoryIds = (await rows<{ id: number }>(db, sql`SELECT id FROM categories ORDER BY id`)).map((c) => c.id);
  let firstId: number | undefined;
  let created = 0;

  for (let start = 0; start < count; start += batchSize) {
    const size = Math.min(batchSize, count - start);
    const recipes = [];
    const children = new Map<
      string,
      { ingredients: string[]; steps: string[]; categories: number[]; tags: number[] }
    >();
    for (let i = 0; i < size; i++) {
      const title = `${rng.pick(ADJECTIVES)} ${rng.pick(MAINS)} ${rng.pick(DISHES)}`;
      const slug = `${slugify(title)}-${runTag}-${start + i}`;
      const ingredients = Array.from({ length: rng.int(6, 10) }, () => rng.pick(INGREDIENT_POOL));
      const tags = [...new Set(Array.from({ length: rng.int(2, 4) }, () => rng.pick(tagIds)))];
      const steps = Array.from({ length: rng.int(3, 6) }, () =>
        rng.pick(STEP_TEMPLATES).replace('{a}', rng.pick(ingredients)).replace('{b}', rng.pick(ingredients)),
      );
      const roll = rng.next();
      const likes = Math.floor(rng.next() ** 4 * 500);
      const createdAt = new Date(now - rng.next() * YEARS_MS).toISOString();
      recipes.push({
        title,
        description: `A ${title.toLowerCase()} with ${ingredients[0]} and ${ingredients[1]}, written for the benchmark.`,
        status: roll < 0.05 ? 'draft' : 'published',
        visibility: roll > 0.95 ? 'private' : 'public',
        prep_time_minutes: rng.int(0, 60),
        cook_time_minutes: rng.int(0, 180),
        servings: rng.int(1, 12),
        difficulty: rng.pick(DIFFICULTIES),
        cuisine_type: rng.pick(CUISINES),
        meal_type: rng.pick(MEAL_TYPES),
        author_id: rng.pick(authorIds),
        slug,
        like_count: likes,
        view_count: likes * 5 + rng.int(0, 200),
        bookmark_count: Math.floor(likes / 3),
        search_tags: tags.map((t) => t.name).join(' '),
        search_ingredients: ingredients.join(' '),
        created_at: createdAt,
        updated_at: createdAt,
      });
      const categories = [...new Set([rng.pick(categoryIds), rng.pick(categoryIds)])].slice(0, rng.int(1, 2));
      children.set(slug, { ingredients, steps, categories, tags: tags.map((t) => t.id) });
    }
    const inserted = await rows<{ id: number; slug: string }>(
      db,
      sql`INSERT INTO recipes (title, description, status, visibility, prep_time_minutes, cook_time_minutes, servings, difficulty,
          cuisine_type, meal_type, author_id, slug, like_count, view_count, bookmark_count, search_tags, search_ingredients, created_at, updated_at)
        SELECT * FROM json_to_recordset(${json(recipes)}) AS x(title text, description text, status text, visibility text,
          prep_time_minutes int, cook_time_minutes int, servings int, difficulty text, cuisine_type text, meal_type text, author_id int,
          slug text, like_count int, view_count int, bookmark_count int, search_tags text, search_ingredients text, created_at timestamptz, updated_at timestamptz)
        ON CONFLICT (slug) DO NOTHING RETURNING id, slug`,
    );
    const ingredientRows: Array<{
      recipe_id: number;
      position: number;
      ingredient_name: string;
      amount: number;
      unit: string | null;
    }> = [];
    const stepRows: Array<{ recipe_id: number; step_number: number; instruction: string }> = [];
    const categoryRows: Array<{ recipe_id: number; category_id: number }> = [];
    const tagRows: Array<{ recipe_id: number; tag_id: number }> = [];
    for (const { id, slug } of inserted) {
      firstId = Math.min(firstId ?? id, id);
      const c = children.get(slug)!;
      c.ingredients.forEach((name, p) =>
        ingredientRows.push({
          recipe_id: id,
          position: p + 1,
          ingredient_name: name,
          amount: rng.int(1, 16) / 4,
          unit: rng.pick(UNITS),
        }),
      );
      c.steps.forEach((text, s) => stepRows.push({ recipe_id: id, step_number: s + 1, instruction: text }));
      c.categories.forEach((category) => categoryRows.push({ recipe_id: id, category_id: category }));
      c.tags.forEach((tag) => tagRows.push({ recipe_id: id, tag_id: tag }));
    }
    await db.execute(sql`INSERT INTO recipe_ingredients (recipe_id, position, ingredient_name, amount, unit)
      SELECT * FROM json_to_recordset(${json(ingredientRows)}) AS x(recipe_id int, position int, ingredient_name text, amount float8, unit text)`);
    await db.execute(sql`INSERT INTO recipe_instructions (recipe_id, step_number, instruction)
      SELECT * FROM json_to_recordset(${json(stepRows)}) AS x(recipe_id int, step_number int, instruction text)`);
    await db.execute(sql`INSERT INTO recipe_categories (recipe_id, category_id)
      SELECT * FROM json_to_recordset(${json(categoryRows)}) AS x(recipe_id int, category_id int)`);
    await db.execute(
      sql`INSERT INTO recipe_tags (recipe_id, tag_id) SELECT * FROM json_to_recordset(${json(tagRows)}) AS x(recipe_id int, tag_id int)`,
    );
    created += inserted.length;
    options.onProgress?.(created);
  }
  if (firstId !== undefined) {
    await db.execute(sql`INSERT INTO ingredient_names (name, recipe_count)
      SELECT ${ingredientKey(sql`ingredient_name`)}, count(DISTINCT recipe_id) FROM recipe_ingredients WHERE recipe_id >= ${firstId} GROUP BY 1
      ON CONFLICT (name) DO UPDATE SET recipe_count = ingredient_names.recipe_count + EXCLUDED.recipe_count`);
  }
  // Bulk inserts leave GIN pending lists and no visibility map; PGlite has no autovacuum to clean up after.
  await db.execute(sql`VACUUM ANALYZE`);
  return { created };
}
