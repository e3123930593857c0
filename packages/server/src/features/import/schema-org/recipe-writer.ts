import { type Recipe, optionLabel } from '@potluck/api';
import { isoDuration } from '../mapping/durations';
import { ingredientToText } from '../mapping/ingredient-text';
import { NUTRITION_PROPERTIES } from '../mapping/nutrition';
import type { JsonObject } from './values';

const UNIT_WORD: Record<string, string> = { kcal: 'kcal', g: 'g', mg: 'mg' };

function nutritionOf(recipe: Recipe): JsonObject | undefined {
  const values = recipe.nutrition_json?.per_serving as Record<string, number> | undefined;
  if (!values) return undefined;
  const nutrition: JsonObject = { '@type': 'NutritionInformation' };
  for (const p of NUTRITION_PROPERTIES) {
    const value = values[p.key];
    if (typeof value === 'number') nutrition[p.property] = `${value} ${UNIT_WORD[p.unit]}`;
  }
  return Object.keys(nutrition).length > 1 ? nutrition : undefined;
}

/**
 * A recipe as a schema.org Recipe (JSON-LD) that our importer reads back to the same recipe: ingredient
 * lines in the form the importer splits (amounts as plain decimals, so nothing is rounded to a fraction),
 * steps as HowToStep with their time, the source as isBasedOn, and the nutrients schema.org lacks (vitamin C,
 * calcium, iron) as extra *Content properties. Kept out because schema.org has no place for them: difficulty,
 * notes, step temperatures and step notes (the json format keeps everything).
 */
export function toSchemaOrg(recipe: Recipe, publicUrl: string): JsonObject {
  const total = (recipe.prep_time_minutes ?? 0) + (recipe.cook_time_minutes ?? 0);
  const node: JsonObject = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    ...(recipe.description ? { description: recipe.description } : {}),
    author: { '@type': 'Person', name: recipe.author_name ?? recipe.author_username },
    dateCreated: recipe.created_at,
    dateModified: recipe.updated_at,
    recipeYield: `${recipe.servings} servings`,
    ...(recipe.prep_time_minutes ? { prepTime: isoDuration(recipe.prep_time_minutes) } : {}),
    ...(recipe.cook_time_minutes ? { cookTime: isoDuration(recipe.cook_time_minutes) } : {}),
    ...(total > 0 ? { totalTime: isoDuration(total) } : {}),
    ...(recipe.cuisine_type ? { recipeCuisine: optionLabel(recipe.cuisine_type) } : {}),
    ...(recipe.meal_type ? { recipeCategory: optionLabel(recipe.meal_type) } : {}),
    ...(recipe.tags.length > 0 ? { keywords: recipe.tags.map((t) => t.name).join(', ') } : {}),
    recipeIngredient: recipe.ingredients.map((i) =>
      ingredientToText(i, [i.amount === null ? '' : String(i.amount), i.unit ?? ''].filter(Boolean).join(' ')),
    ),
    recipeInstructions: [...recipe.instructions]
      .sort((a, b) => a.step_number - b.step_number)
      .map((s) => ({
        '@type': 'HowToStep',
        position: s.step_number,
        text: s.instruction,
        ...(s.time_minutes ? { timeRequired: isoDuration(s.time_minutes) } : {}),
      })),
    ...(recipe.images.length > 0
      ? { image: recipe.images.map((i) => (/^https?:/.test(i.image_url) ? i.image_url : `${publicUrl}${i.image_url}`)) }
      : {}),
    ...(recipe.source_url || recipe.source_name
      ? {
          isBasedOn: {
            '@type': 'CreativeWork',
            ...(recipe.source_name ? { name: recipe.source_name } : {}),
            ...(recipe.source_url ? { url: recipe.source_url } : {}),
          },
        }
      : {}),
  };
  const nutrition = nutritionOf(recipe);
  if (nutrition) node.nutrition = nutrition;
  return node;
}

/** A file name from the slug: letters, digits and dashes only, never empty, never a path. */
export function exportFileName(slug: string, extension: string): string {
  const base = slug
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
  return `${base || 'recipe'}.${extension}`;
}
