import { z } from 'zod';
import { PAGE_LIMIT_MAX, idOf } from '../common/common.schemas';
import { CUISINES, DIFFICULTIES, MEAL_TYPES, RECIPE_SORT_FIELDS } from './recipe.rules';

export const RECIPE_TABS = ['all', 'mine', 'published', 'favorites'] as const;
/** Spec 000 §9: recipe search limit 20 with a query, 50 without. */
export const RECIPE_LIMIT_WITH_SEARCH = 20;
export const RECIPE_LIMIT_WITHOUT_SEARCH = 50;
export const FEATURED_LIMIT = 10;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values).optional());

/**
 * GET /recipes/ query: filters kept in the address bar of the collection screen.
 * - search: full text over title (strongest), tags, description and ingredients, in web-search syntax
 *   ("quoted phrase", -excluded, or); when nothing matches, titles spelled alike (pg_trgm) are returned.
 * - tab: all (published public recipes plus your own), mine (all of yours), published (yours that are
 *   published), favorites (the ones you bookmarked).
 * - sort: created_at desc unless sort_by is given; with a search and no sort_by, the best matches come first.
 * - limit: 20 with a search, 50 without (spec 000 §9), at most 100.
 */
export const recipeListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  category_id: idOf('category').optional(),
  difficulty: optionalEnum(DIFFICULTIES),
  cuisine_type: optionalEnum(CUISINES),
  meal_type: optionalEnum(MEAL_TYPES),
  tab: optionalEnum(RECIPE_TABS),
  sort_by: optionalEnum(RECIPE_SORT_FIELDS),
  sort_order: optionalEnum(['asc', 'desc'] as const),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).optional(),
  offset: z.coerce.number().int().min(0).default(0),
});
export type RecipeListQuery = z.input<typeof recipeListQuerySchema>;
export type RecipeListParams = z.output<typeof recipeListQuerySchema>;

export const limitQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(FEATURED_LIMIT),
});
