import {
  formatAmountWithUnit,
  formatMinutes,
  formatNutrient,
  formatQuantity,
  isNutritionValid,
  NUTRITION_FIELDS,
  totalTime,
} from '../domain/index';
import { optionLabel } from '../recipes/recipe.rules';
import type { Ingredient, Instruction, RecipeSummary } from '../recipes/recipe.schemas';

/** The pieces of a recipe that every rendering (the CLI's terminal view, Markdown, the web's previews) shows the same way. */

/** "1/2 cup" after scaling; '' when the ingredient has neither amount nor unit. */
export const ingredientAmount = (ingredient: Ingredient, multiplier: number): string =>
  formatAmountWithUnit(ingredient.amount, ingredient.unit, multiplier);

/** One ingredient as a cook writes it: "1 1/2 kg ripe tomatoes, halved (optional)". */
export const ingredientLine = (
  i: Pick<Ingredient, 'amount' | 'unit' | 'ingredient_name' | 'preparation' | 'is_optional'>,
): string =>
  [formatAmountWithUnit(i.amount, i.unit), i.ingredient_name].filter(Boolean).join(' ') +
  (i.preparation ? `, ${i.preparation}` : '') +
  (i.is_optional ? ' (optional)' : '');

/** "onion, finely chopped · or a shallot (optional)": the name with what the web's checklist shows after it. */
export function ingredientDescription(ingredient: Ingredient): string {
  const extra = [ingredient.preparation, ingredient.notes].filter((part) => part?.trim()).join(' · ');
  return `${ingredient.ingredient_name}${extra ? `, ${extra}` : ''}${ingredient.is_optional ? ' (optional)' : ''}`;
}

/** Steps in their stored order (the API sends them ordered; sorting costs nothing and guards the numbering). */
export const orderedSteps = (instructions: readonly Instruction[]): Instruction[] =>
  [...instructions].sort((a, b) => a.step_number - b.step_number);

/** "10m · 180°C": the timer and temperature of a step, '' when it has neither. */
export const stepExtras = (step: Instruction): string =>
  [formatMinutes(step.time_minutes), step.temperature?.trim() ?? ''].filter((part) => part !== '').join(' · ');

/** Prep, cook and total time, leaving out the ones the recipe does not have. */
export function recipeTimes(recipe: RecipeSummary): Array<{ label: string; value: string }> {
  const total = recipe.total_time ?? totalTime(recipe.prep_time_minutes, recipe.cook_time_minutes);
  return [
    { label: 'Prep', value: formatMinutes(recipe.prep_time_minutes) },
    { label: 'Cook', value: formatMinutes(recipe.cook_time_minutes) },
    { label: 'Total', value: formatMinutes(total) },
  ].filter((time) => time.value !== '');
}

/** Servings after scaling: 4 × 2 → "8", 3 × 0.5 → "1.5". */
export const scaledServings = (recipe: RecipeSummary, multiplier: number): string =>
  formatQuantity(recipe.servings * multiplier) || String(recipe.servings);

/** "×2", "×0.5", "×1.33": the multiplier as a person reads it. */
export const multiplierLabel = (multiplier: number): string => `×${Number(multiplier.toFixed(2))}`;

/** "8 (×2 from 4)" when scaled, else "4". */
export function servingsText(recipe: RecipeSummary, multiplier: number): string {
  const servings = scaledServings(recipe, multiplier);
  return multiplier === 1 ? servings : `${servings} (${multiplierLabel(multiplier)} from ${recipe.servings})`;
}

export const authorName = (recipe: RecipeSummary): string => recipe.author_name?.trim() || recipe.author_username;

/** Difficulty, cuisine and meal type as labels ("Medium", "Middle Eastern", "Dinner"), those that are set. */
export const recipeKinds = (recipe: RecipeSummary): string[] =>
  [recipe.difficulty, recipe.cuisine_type, recipe.meal_type]
    .filter((value): value is string => Boolean(value))
    .map(optionLabel);

/** "draft", "private", "draft, private"; '' for a published public recipe (the usual case says nothing). */
export const recipeState = (recipe: RecipeSummary): string =>
  [recipe.status === 'draft' ? 'draft' : '', recipe.visibility === 'private' ? 'private' : '']
    .filter(Boolean)
    .join(', ');

export type NutritionRows = Array<{ label: string; value: string }>;

/**
 * The per-serving nutrition panel: null when the recipe has none, 'unavailable' when what it has is not
 * valid (spec 000 §5: then the panel says NUTRITION_UNAVAILABLE_MESSAGE), else one row per nutrient.
 * Values are per serving, so scaling the recipe does not change them.
 */
export function nutritionRows(nutrition: unknown): NutritionRows | 'unavailable' | null {
  if (nutrition === null || nutrition === undefined) return null;
  if (!isNutritionValid(nutrition)) return 'unavailable';
  return NUTRITION_FIELDS.map((field) => ({
    label: field.label,
    value: formatNutrient(field.key, nutrition.per_serving[field.key]),
  }));
}
