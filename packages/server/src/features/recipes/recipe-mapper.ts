import type { Category, Ingredient, Instruction, Recipe, RecipeImage, RecipeSummary, Tag } from '@potluck/api';
import { parseNutrition } from '@potluck/api/domain';
import { toIso } from '../../db/raw';

/** A row of SUMMARY_COLUMNS as the drivers return it. */
export interface SummaryRow {
  id: number;
  title: string;
  description: string | null;
  status: 'draft' | 'published';
  visibility: 'public' | 'private';
  prep_time_minutes: number | null;
  cook_time_minutes: number | null;
  total_time: number | null;
  servings: number;
  difficulty: 'easy' | 'medium' | 'hard';
  cuisine_type: string | null;
  meal_type: string | null;
  slug: string;
  featured_image_url: string | null;
  author_id: number;
  author_username: string;
  author_name: string | null;
  author_avatar: string | null;
  like_count: number;
  view_count: number;
  bookmark_count: number;
  comment_count: number;
  rating_average: number | null;
  rating_count: number;
  ai_generated: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  categories: Category[];
  tags: Tag[];
}

/** A row of DETAIL_COLUMNS. */
export interface DetailRow extends SummaryRow {
  version: number;
  notes: string | null;
  source_name: string | null;
  source_url: string | null;
  nutrition_json: unknown;
  required_tools_json: unknown;
  ai_suggestions_json: unknown;
  ai_confidence: 'high' | 'medium' | 'low' | null;
  ingredients: Ingredient[];
  instructions: Instruction[];
  images: RecipeImage[];
}

export function toSummary(row: SummaryRow): RecipeSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    visibility: row.visibility,
    prep_time_minutes: row.prep_time_minutes,
    cook_time_minutes: row.cook_time_minutes,
    total_time: row.total_time,
    servings: row.servings,
    difficulty: row.difficulty,
    cuisine_type: row.cuisine_type,
    meal_type: row.meal_type,
    slug: row.slug,
    featured_image_url: row.featured_image_url,
    author_id: row.author_id,
    author_name: row.author_name,
    author_username: row.author_username,
    author_avatar: row.author_avatar,
    like_count: row.like_count,
    view_count: row.view_count,
    bookmark_count: row.bookmark_count,
    comment_count: row.comment_count,
    rating_average: row.rating_average,
    rating_count: row.rating_count,
    categories: row.categories,
    // Sorted here, not in SQL: ordering text inside the per-row aggregate was the slowest part of a page on PGlite.
    tags: [...row.tags].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    ai_generated: row.ai_generated,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** The tool list inside required_tools_json ({ tools: [...] } or a bare list), as the detail's required_tools. */
function toolsOf(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  const tools = (json as { tools?: unknown } | null)?.tools;
  return Array.isArray(tools) ? tools : [];
}

export function toRecipe(row: DetailRow): Recipe {
  return {
    ...toSummary(row),
    version: row.version,
    is_current: true,
    notes: row.notes,
    source_name: row.source_name,
    source_url: row.source_url,
    ingredients: row.ingredients,
    instructions: row.instructions,
    images: row.images,
    // Stored nutrition that no longer validates is shown as "not available", never as wrong numbers.
    nutrition_json: parseNutrition(row.nutrition_json),
    required_tools: toolsOf(row.required_tools_json),
    required_tools_json: row.required_tools_json ?? null,
    ai_suggestions: row.ai_suggestions_json ?? null,
    ai_suggestions_json: row.ai_suggestions_json ?? null,
    ai_confidence: row.ai_confidence,
  };
}
