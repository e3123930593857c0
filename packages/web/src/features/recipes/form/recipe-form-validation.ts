import {
  NETWORK_ERROR_STATUS,
  isApiError,
  recipeInputSchema,
  recipeUpdateSchema,
  type RecipeInput,
} from '@potluck/api';
import { filledRows, toRecipePayload, type RecipeFormValues } from './recipe-form-values';

export type RecipeFormMode = 'create' | 'edit';

/** Fields with a message of their own; `ingredients` / `instructions` hold the list-wide ones. */
export const RECIPE_FORM_FIELDS = [
  'title',
  'description',
  'prep_time_minutes',
  'cook_time_minutes',
  'servings',
  'difficulty',
  'cuisine_type',
  'meal_type',
  'visibility',
  'category_ids',
  'tags',
  'source_name',
  'source_url',
  'notes',
  'ingredients',
  'instructions',
] as const;
export type RecipeFormField = (typeof RECIPE_FORM_FIELDS)[number];
export type IngredientField = 'amount' | 'unit' | 'ingredient_name' | 'preparation' | 'notes';
export type InstructionField = 'instruction' | 'time_minutes' | 'temperature' | 'notes';

type Messages<F extends string> = Partial<Record<F, string>>;

/** Messages by field, and by row key for the rows (a message follows its row when rows move). */
export interface RecipeFormErrors {
  fields: Messages<RecipeFormField>;
  ingredients: Record<string, Messages<IngredientField>>;
  instructions: Record<string, Messages<InstructionField>>;
}

export const noErrors = (): RecipeFormErrors => ({ fields: {}, ingredients: {}, instructions: {} });

export const hasAnyError = (e: RecipeFormErrors): boolean =>
  Object.values(e.fields).some(Boolean) ||
  Object.values(e.ingredients).some((r) => Object.values(r).some(Boolean)) ||
  Object.values(e.instructions).some((r) => Object.values(r).some(Boolean));

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Puts each message on its field, the first one per field. Row indexes are those of the sent
 * (non-blank) rows, which `rowKeys` maps back to the rows on screen. Returns the messages that
 * have no place in the form.
 */
function placeIssues(
  issues: readonly Issue[],
  rowKeys: { ingredients: string[]; instructions: string[] },
  into: RecipeFormErrors,
): string[] {
  const unplaced: string[] = [];
  for (const { path, message } of issues) {
    const [field, index, sub] = path;
    if ((field === 'ingredients' || field === 'instructions') && typeof index === 'number' && typeof sub === 'string') {
      const key = rowKeys[field][index];
      if (key !== undefined) {
        const row = ((into[field] as Record<string, Messages<string>>)[key] ??= {});
        row[sub] ??= message;
        continue;
      }
    }
    if (typeof field === 'string' && (RECIPE_FORM_FIELDS as readonly string[]).includes(field)) {
      into.fields[field as RecipeFormField] ??= message;
      continue;
    }
    unplaced.push(message);
  }
  return unplaced;
}

const keysOf = (values: RecipeFormValues) => {
  const rows = filledRows(values);
  return { ingredients: rows.ingredients.map((r) => r.key), instructions: rows.instructions.map((r) => r.key) };
};

export type ValidationResult = { ok: true; payload: RecipeInput } | { ok: false; errors: RecipeFormErrors };

/**
 * The server's own rules and messages (the api schemas), checked before any request: create with
 * recipeInputSchema, edit with recipeUpdateSchema. Blank rows are dropped first.
 */
export function validateRecipeForm(values: RecipeFormValues, mode: RecipeFormMode): ValidationResult {
  const payload = toRecipePayload(values);
  const schema = mode === 'create' ? recipeInputSchema : recipeUpdateSchema;
  const parsed = schema.safeParse(payload);
  if (parsed.success) return { ok: true, payload };
  const errors = noErrors();
  placeIssues(parsed.error.issues, keysOf(values), errors);
  return { ok: false, errors };
}

export interface SubmitFailure {
  errors: RecipeFormErrors;
  /** Shown above the form: a string detail, 422 messages without a field here, or the fallback. */
  formError: string | null;
}

/**
 * A failed save: a 422 lands on the fields (loc ['body', 'ingredients', 0, 'ingredient_name'] on
 * that row); any other detail, or the fallback when there is none, goes above the form.
 */
export function submitFailure(error: unknown, values: RecipeFormValues, fallback: string): SubmitFailure {
  const errors = noErrors();
  if (isApiError(error) && Array.isArray(error.detail)) {
    const issues = error.detail.map((i) => ({ path: i.loc[0] === 'body' ? i.loc.slice(1) : i.loc, message: i.msg }));
    const unplaced = placeIssues(issues, keysOf(values), errors);
    return { errors, formError: unplaced.length ? unplaced.join(', ') : hasAnyError(errors) ? null : fallback };
  }
  return { errors, formError: serverDetail(error) ?? fallback };
}

/**
 * The detail the server wrote. The client also makes up texts for answers without one (a network
 * failure, 'HTTP 502: Bad Gateway'); those are not the server's words, so the fallback is shown.
 */
function serverDetail(error: unknown): string | undefined {
  if (!isApiError(error) || error.status === NETWORK_ERROR_STATUS) return undefined;
  const text = error.detailText;
  return text && !text.startsWith(`HTTP ${error.status}:`) ? text : undefined;
}
