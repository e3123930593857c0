import { aiSuggestionsSchema, recipeRecommendationsSchema, type RecipeRecommendations } from '@potluck/api';

/**
 * The saved recommendations of a recipe (its free-JSON ai_suggestions), or null when there are none or
 * they are not readable. Older saves without required_tools still show their tips.
 */
export function readSavedRecommendations(raw: unknown): RecipeRecommendations | null {
  if (raw === null || raw === undefined) return null;
  const full = recipeRecommendationsSchema.safeParse(raw);
  if (full.success) return isEmptyRecommendations(full.data) ? null : full.data;
  const tipsOnly = aiSuggestionsSchema.safeParse(raw);
  if (!tipsOnly.success) return null;
  const read = { ...tipsOnly.data, required_tools: [] };
  return isEmptyRecommendations(read) ? null : read;
}

/** Nothing to show: no tips, substitutions, highlights, tools or storage note. */
export function isEmptyRecommendations(r: RecipeRecommendations): boolean {
  return (
    r.cooking_tips.length +
      r.ingredient_substitutions.length +
      r.nutritional_highlights.length +
      r.required_tools.length ===
      0 && !r.storage_instructions?.trim()
  );
}
