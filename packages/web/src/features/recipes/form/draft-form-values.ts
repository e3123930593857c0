import { CUISINES, MEAL_TYPES, RECIPE_DEFAULTS, type ReadRecipe } from '@potluck/api';
import {
  blankIngredient,
  blankInstruction,
  cleanTags,
  emptyRecipeForm,
  type RecipeFormValues,
} from './recipe-form-values';

const text = (v: string | number | null) => (v === null ? '' : String(v));

/** "Middle Eastern" on a page is our middle_eastern; anything else (or nothing) is left unset. */
function oneOf<T extends string>(list: readonly T[], value: string | null): '' | T {
  const key =
    value
      ?.trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_') ?? '';
  return (list as readonly string[]).includes(key) ? (key as T) : '';
}

/**
 * The manual form filled from a recipe read from somewhere: the AI-Assisted tab's 'Use This Recipe' or the
 * Import tab's 'Edit before saving'. What the reader could not find keeps the new-recipe defaults (servings
 * 4, medium, public), a free-text cuisine or meal type that is not one of ours stays unset rather than
 * failing the form, and the lists keep one row to type in. What only an import carries (source, visibility)
 * is taken over when present.
 */
export function draftToFormValues(draft: ReadRecipe): RecipeFormValues {
  const base = emptyRecipeForm();
  const steps = [...draft.instructions].sort((a, b) => a.step_number - b.step_number);
  const imported = 'source_url' in draft ? draft : null;
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
    visibility: imported?.visibility ?? base.visibility,
    source_name: imported?.source_name ?? base.source_name,
    source_url: imported?.source_url ?? base.source_url,
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
          notes: text(s.notes),
        }))
      : [blankInstruction()],
  };
}
