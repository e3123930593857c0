import { CUISINES, MEAL_TYPES, RECIPE_DEFAULTS, type RecipeDraft } from '@potluck/api';
import {
  blankIngredient,
  blankInstruction,
  cleanTags,
  emptyRecipeForm,
  type RecipeFormValues,
} from './recipe-form-values';

const text = (v: string | number | null) => (v === null ? '' : String(v));
const oneOf = <T extends string>(list: readonly T[], v: string | null): '' | T =>
  v && (list as readonly string[]).includes(v) ? (v as T) : '';

/**
 * The manual form filled from a parsed recipe (AI-Assisted tab, 'Use This Recipe'). What the parser could
 * not read keeps the new-recipe defaults (servings 4, medium), and the lists keep one row to type in.
 */
export function draftToFormValues(draft: RecipeDraft): RecipeFormValues {
  const base = emptyRecipeForm();
  const steps = [...draft.instructions].sort((a, b) => a.step_number - b.step_number);
  return {
    ...base,
    title: draft.title,
    description: text(draft.description),
    prep_time_minutes: text(draft.prep_time_minutes),
    cook_time_minutes: text(draft.cook_time_minutes),
    servings: String(draft.servings ?? RECIPE_DEFAULTS.servings),
    difficulty: draft.difficulty ?? RECIPE_DEFAULTS.difficulty,
    cuisine_type: oneOf(CUISINES, draft.cuisine_type),
    meal_type: oneOf(MEAL_TYPES, draft.meal_type),
    tags: cleanTags(draft.tags),
    notes: text(draft.notes),
    ingredients: draft.ingredients.length
      ? draft.ingredients.map((i) => ({
          ...blankIngredient(),
          amount: text(i.amount),
          unit: text(i.unit),
          ingredient_name: i.ingredient_name,
          preparation: text(i.preparation),
          notes: text(i.notes),
          is_optional: i.is_optional,
        }))
      : [blankIngredient()],
    instructions: steps.length
      ? steps.map((s) => ({
          ...blankInstruction(),
          instruction: s.instruction,
          time_minutes: text(s.time_minutes),
          temperature: text(s.temperature),
        }))
      : [blankInstruction()],
  };
}
