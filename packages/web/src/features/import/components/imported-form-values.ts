import { CUISINES, MEAL_TYPES, type ImportedRecipe, type RecipeDraft } from '@potluck/api';
import { draftToFormValues } from '../../recipes/form/draft-form-values';
import type { RecipeFormValues } from '../../recipes/form/recipe-form-values';

/** "Middle Eastern" on a page is our middle_eastern; anything else is left unset. */
function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  const key =
    value
      ?.trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_') ?? '';
  return (list as readonly string[]).includes(key) ? (key as T) : null;
}

/**
 * The manual form filled from an imported recipe ('Edit before saving'): the AI tab's mapping, plus what
 * only an import carries (source name and link, visibility, step notes). A page's free-text cuisine or
 * meal type that is not one of ours stays unset rather than failing the form.
 */
export function importedToFormValues(parsed: ImportedRecipe): RecipeFormValues {
  const steps = [...parsed.instructions].sort((a, b) => a.step_number - b.step_number);
  const draft: RecipeDraft = {
    title: parsed.title,
    description: parsed.description,
    prep_time_minutes: parsed.prep_time_minutes,
    cook_time_minutes: parsed.cook_time_minutes,
    servings: parsed.servings,
    difficulty: parsed.difficulty,
    cuisine_type: oneOf(CUISINES, parsed.cuisine_type),
    meal_type: oneOf(MEAL_TYPES, parsed.meal_type),
    ingredients: parsed.ingredients,
    instructions: steps.map(({ notes: _notes, ...step }) => step),
    notes: parsed.notes,
    tags: parsed.tags,
    nutrition_json: parsed.nutrition_json,
  };
  const values = draftToFormValues(draft);
  return {
    ...values,
    visibility: parsed.visibility,
    source_name: parsed.source_name ?? '',
    source_url: parsed.source_url ?? '',
    instructions: steps.length
      ? values.instructions.map((row, i) => ({ ...row, notes: steps[i]?.notes ?? '' }))
      : values.instructions,
  };
}
