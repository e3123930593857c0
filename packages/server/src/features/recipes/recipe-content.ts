import { type Recipe, type RecipeInputParsed, normalizeTag } from '@potluck/api';
import type { Nutrition } from '@potluck/api/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/errors';
import { recipeCategories, recipeIngredients, recipeInstructions } from '../../db/schema/index';
import { rememberWords, wordsOf } from './recipe-search';
import { ingredientKey } from './recipe-columns';

type Parsed = RecipeInputParsed;

/** The authored content of a recipe: what a version snapshots and what an update compares. */
export interface RecipeContent {
  title: string;
  description: string | null;
  prep_time_minutes: number | null;
  cook_time_minutes: number | null;
  servings: number;
  difficulty: Parsed['difficulty'];
  cuisine_type: string | null;
  meal_type: string | null;
  notes: string | null;
  source_name: string | null;
  source_url: string | null;
  nutrition_json: Nutrition | null;
  category_ids: number[];
  tags: string[];
  ingredients: Array<{
    ingredient_name: string;
    amount: number | null;
    unit: string | null;
    preparation: string | null;
    notes: string | null;
    is_optional: boolean;
  }>;
  instructions: Array<{
    instruction: string;
    time_minutes: number | null;
    temperature: string | null;
    notes: string | null;
  }>;
}

type Loose<T> = { [K in keyof T]?: T[K] | null | undefined };
/** Validated input or a stored recipe: optional fields may be missing or null. */
type ContentSource = Loose<
  Omit<RecipeContent, 'title' | 'servings' | 'difficulty' | 'category_ids' | 'tags' | 'ingredients' | 'instructions'>
> &
  Pick<RecipeContent, 'title' | 'servings' | 'difficulty' | 'category_ids' | 'tags'> & {
    ingredients: Array<Loose<RecipeContent['ingredients'][number]> & { ingredient_name: string; is_optional: boolean }>;
    instructions: Array<Loose<RecipeContent['instructions'][number]> & { instruction: string }>;
  };

const orNull = <T>(v: T | null | undefined): T | null => (v === undefined || v === '' ? null : v);

/** Content from validated input, with blanks as null and tags normalized, deduplicated and sorted. */
export function contentFromInput(input: ContentSource): RecipeContent {
  return {
    title: input.title,
    description: orNull(input.description),
    prep_time_minutes: orNull(input.prep_time_minutes),
    cook_time_minutes: orNull(input.cook_time_minutes),
    servings: input.servings,
    difficulty: input.difficulty,
    cuisine_type: orNull(input.cuisine_type),
    meal_type: orNull(input.meal_type),
    notes: orNull(input.notes),
    source_name: orNull(input.source_name),
    source_url: orNull(input.source_url),
    nutrition_json: orNull(input.nutrition_json),
    category_ids: [...new Set(input.category_ids)].sort((a, b) => a - b),
    tags: [...new Set(input.tags.map(normalizeTag))].sort(),
    ingredients: input.ingredients.map((i) => ({
      ingredient_name: i.ingredient_name,
      amount: orNull(i.amount),
      unit: orNull(i.unit),
      preparation: orNull(i.preparation),
      notes: orNull(i.notes),
      is_optional: i.is_optional,
    })),
    instructions: input.instructions.map((s) => ({
      instruction: s.instruction,
      time_minutes: orNull(s.time_minutes),
      temperature: orNull(s.temperature),
      notes: orNull(s.notes),
    })),
  };
}

/** Content of a stored recipe, in the same shape as contentFromInput. */
export function contentOf(recipe: Recipe): RecipeContent {
  return contentFromInput({
    ...recipe,
    category_ids: recipe.categories.map((c) => c.id),
    tags: recipe.tags.map((t) => t.name),
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
  });
}

/** JSON with sorted keys, so jsonb's key order never reads as a change. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

const LABELS: Record<keyof RecipeContent, string> = {
  title: 'title',
  description: 'description',
  prep_time_minutes: 'prep time',
  cook_time_minutes: 'cook time',
  servings: 'servings',
  difficulty: 'difficulty',
  cuisine_type: 'cuisine',
  meal_type: 'meal type',
  notes: 'notes',
  source_name: 'source',
  source_url: 'source',
  nutrition_json: 'nutrition',
  category_ids: 'categories',
  tags: 'tags',
  ingredients: 'ingredients',
  instructions: 'steps',
};

/** The changed parts in words ("Updated title, ingredients and steps"), or null when nothing changed. */
export function describeChanges(before: RecipeContent, after: RecipeContent): string | null {
  const keys = (Object.keys(LABELS) as (keyof RecipeContent)[]).filter((k) => stable(before[k]) !== stable(after[k]));
  const labels = [...new Set(keys.map((k) => LABELS[k]))];
  if (labels.length === 0) return null;
  const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
  return `Updated ${list}`;
}

/** The text the search vector weighs besides title and description. */
export const searchText = (content: RecipeContent) => ({
  searchTags: content.tags.join(' '),
  searchIngredients: content.ingredients.map((i) => i.ingredient_name).join(' '),
});

const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

/** Removes ingredient rows, steps, categories and tags, and takes the names off the autocomplete counts. */
export async function clearChildren(tx: Executor, recipeId: number): Promise<void> {
  await tx.execute(sql`WITH gone AS (DELETE FROM recipe_ingredients WHERE recipe_id = ${recipeId} RETURNING ingredient_name)
    UPDATE ingredient_names SET recipe_count = recipe_count - 1
    WHERE name IN (SELECT DISTINCT ${ingredientKey(sql`ingredient_name`)} FROM gone) AND recipe_count > 0`);
  await tx.execute(sql`DELETE FROM recipe_instructions WHERE recipe_id = ${recipeId}`);
  await tx.execute(sql`DELETE FROM recipe_categories WHERE recipe_id = ${recipeId}`);
  await tx.execute(sql`DELETE FROM recipe_tags WHERE recipe_id = ${recipeId}`);
}

/**
 * Writes the child rows in order (ingredient positions and step numbers from 1, whatever the client sent) and
 * adds the words of title, tags and ingredient names to the search's spelling dictionary.
 */
export async function writeChildren(tx: Executor, recipeId: number, content: RecipeContent): Promise<void> {
  await rememberWords(
    tx,
    wordsOf(content.title, ...content.tags, ...content.ingredients.map((i) => i.ingredient_name)),
  );
  await tx.insert(recipeIngredients).values(
    content.ingredients.map((i, index) => ({
      recipeId,
      position: index + 1,
      ingredientName: i.ingredient_name,
      amount: i.amount,
      unit: i.unit,
      preparation: i.preparation,
      notes: i.notes,
      isOptional: i.is_optional,
    })),
  );
  await tx.execute(sql`INSERT INTO ingredient_names (name, recipe_count)
    SELECT DISTINCT ${ingredientKey(sql`n`)}, 1 FROM json_array_elements_text(${json(content.ingredients.map((i) => i.ingredient_name))}) AS n
    ON CONFLICT (name) DO UPDATE SET recipe_count = ingredient_names.recipe_count + 1`);
  await tx.insert(recipeInstructions).values(
    content.instructions.map((s, index) => ({
      recipeId,
      stepNumber: index + 1,
      instruction: s.instruction,
      timeMinutes: s.time_minutes,
      temperature: s.temperature,
      notes: s.notes,
    })),
  );
  if (content.category_ids.length > 0) {
    await tx.insert(recipeCategories).values(content.category_ids.map((categoryId) => ({ recipeId, categoryId })));
  }
  if (content.tags.length > 0) {
    // DO UPDATE (not NOTHING) so RETURNING also gives the ids of tags that already existed.
    await tx.execute(sql`WITH t AS (
        INSERT INTO tags (name) SELECT x FROM json_array_elements_text(${json(content.tags)}) AS x
        ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id
      ) INSERT INTO recipe_tags (recipe_id, tag_id) SELECT ${recipeId}, id FROM t`);
  }
}
