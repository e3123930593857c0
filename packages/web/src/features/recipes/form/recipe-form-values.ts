import {
  CUISINES,
  MEAL_TYPES,
  RECIPE_DEFAULTS,
  isBlankIngredient,
  isBlankInstruction,
  normalizeTag,
  type DIFFICULTIES,
  type Recipe,
  type RecipeInput,
  type VISIBILITIES,
} from '@potluck/api';

type Difficulty = (typeof DIFFICULTIES)[number];
type Visibility = (typeof VISIBILITIES)[number];

/** One ingredient row as typed: numbers stay text until submit, so a half-typed "1." is not lost. */
export interface IngredientRow {
  /** Stable React key and id stem; never sent. */
  key: string;
  amount: string;
  unit: string;
  ingredient_name: string;
  preparation: string;
  /** Not edited in the form, kept so an update does not erase notes written elsewhere (CLI, AI). */
  notes: string;
  is_optional: boolean;
}

export interface InstructionRow {
  key: string;
  instruction: string;
  time_minutes: string;
  temperature: string;
  notes: string;
}

/** The whole form as typed. '' in cuisine_type and meal_type means "not set". */
export interface RecipeFormValues {
  title: string;
  description: string;
  prep_time_minutes: string;
  cook_time_minutes: string;
  servings: string;
  difficulty: Difficulty;
  cuisine_type: '' | (typeof CUISINES)[number];
  meal_type: '' | (typeof MEAL_TYPES)[number];
  visibility: Visibility;
  category_ids: number[];
  tags: string[];
  source_name: string;
  source_url: string;
  notes: string;
  ingredients: IngredientRow[];
  instructions: InstructionRow[];
}

let lastKey = 0;
const nextKey = (prefix: string) => `${prefix}${++lastKey}`;

export const blankIngredient = (): IngredientRow => ({
  key: nextKey('ing'),
  amount: '',
  unit: '',
  ingredient_name: '',
  preparation: '',
  notes: '',
  is_optional: false,
});

export const blankInstruction = (): InstructionRow => ({
  key: nextKey('step'),
  instruction: '',
  time_minutes: '',
  temperature: '',
  notes: '',
});

/** A new recipe: the spec's defaults (servings 4, medium, public) and one empty row of each list. */
export function emptyRecipeForm(): RecipeFormValues {
  return {
    title: '',
    description: '',
    prep_time_minutes: '',
    cook_time_minutes: '',
    servings: String(RECIPE_DEFAULTS.servings),
    difficulty: RECIPE_DEFAULTS.difficulty,
    cuisine_type: '',
    meal_type: '',
    visibility: RECIPE_DEFAULTS.visibility,
    category_ids: [],
    tags: [],
    source_name: '',
    source_url: '',
    notes: '',
    ingredients: [blankIngredient()],
    instructions: [blankInstruction()],
  };
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const oneOf = <T extends string>(list: readonly T[], v: string | null): '' | T =>
  v && (list as readonly string[]).includes(v) ? (v as T) : '';

/** The form prefilled from a stored recipe (edit page). Steps keep their stored order. */
export function recipeToFormValues(recipe: Recipe): RecipeFormValues {
  const steps = [...recipe.instructions].sort((a, b) => a.step_number - b.step_number);
  return {
    title: recipe.title,
    description: text(recipe.description),
    prep_time_minutes: text(recipe.prep_time_minutes),
    cook_time_minutes: text(recipe.cook_time_minutes),
    servings: text(recipe.servings),
    difficulty: recipe.difficulty,
    cuisine_type: oneOf(CUISINES, recipe.cuisine_type),
    meal_type: oneOf(MEAL_TYPES, recipe.meal_type),
    visibility: recipe.visibility,
    category_ids: recipe.categories.map((c) => c.id),
    tags: recipe.tags.map((t) => t.name),
    source_name: text(recipe.source_name),
    source_url: text(recipe.source_url),
    notes: text(recipe.notes),
    ingredients: recipe.ingredients.length
      ? recipe.ingredients.map((i) => ({
          key: nextKey('ing'),
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
          key: nextKey('step'),
          instruction: s.instruction,
          time_minutes: text(s.time_minutes),
          temperature: text(s.temperature),
          notes: text(s.notes),
        }))
      : [blankInstruction()],
  };
}

/** One sent ingredient (ingredientInputSchema's fields). */
export type IngredientInput = {
  ingredient_name: string;
  amount: number | null;
  unit: string | null;
  preparation: string | null;
  notes: string | null;
  is_optional: boolean;
};

/** One sent step (instructionInputSchema's fields); the server numbers them from 1 in this order. */
export type InstructionInput = {
  instruction: string;
  time_minutes: number | null;
  temperature: string | null;
  notes: string | null;
};

/** The body the form sends; the rows typed (the schema's own input type leaves them unknown). */
export type RecipePayload = Omit<RecipeInput, 'ingredients' | 'instructions'> & {
  ingredients: IngredientInput[];
  instructions: InstructionInput[];
};

/** Empty text is "not given" (null clears the stored value on update). */
const optional = (v: string): string | null => (v.trim() === '' ? null : v.trim());
/**
 * Typed numbers: '' is "not given"; anything else goes to the schema as a number (NaN when it is
 * not one), so the schema's own message ('Prep time must be positive', ...) is what people see.
 */
const optionalNumber = (v: string): number | null => (v.trim() === '' ? null : Number(v));

/** Tags as stored: trimmed, lower-case, once each. */
export function cleanTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(normalizeTag).filter(Boolean))];
}

/** The rows that are sent, with their keys: blank rows are dropped (spec 000 §5). */
export function filledRows(values: RecipeFormValues) {
  const ingredients = values.ingredients
    .map((row) => ({ key: row.key, body: ingredientBody(row) }))
    .filter(({ body }) => !isBlankIngredient(body));
  const instructions = values.instructions
    .map((row) => ({ key: row.key, body: instructionBody(row) }))
    .filter(({ body }) => !isBlankInstruction(body));
  return { ingredients, instructions };
}

const ingredientBody = (row: IngredientRow): IngredientInput => ({
  ingredient_name: row.ingredient_name.trim(),
  amount: optionalNumber(row.amount),
  unit: optional(row.unit),
  preparation: optional(row.preparation),
  notes: optional(row.notes),
  is_optional: row.is_optional,
});

const instructionBody = (row: InstructionRow): InstructionInput => ({
  instruction: row.instruction.trim(),
  time_minutes: optionalNumber(row.time_minutes),
  temperature: optional(row.temperature),
  notes: optional(row.notes),
});

/**
 * The request body of POST /recipes/ and PUT /recipes/{id}. Status is never sent: a new recipe
 * starts as a draft and publishing has its own calls, so saving never unpublishes by accident.
 */
export function toRecipePayload(values: RecipeFormValues): RecipePayload {
  const rows = filledRows(values);
  return {
    title: values.title.trim(),
    description: optional(values.description),
    prep_time_minutes: optionalNumber(values.prep_time_minutes),
    cook_time_minutes: optionalNumber(values.cook_time_minutes),
    // Servings is required: an empty box is null, which the schema answers with 'Must serve at least 1 person'.
    servings: optionalNumber(values.servings) as number,
    difficulty: values.difficulty,
    cuisine_type: values.cuisine_type || null,
    meal_type: values.meal_type || null,
    visibility: values.visibility,
    category_ids: values.category_ids,
    tags: cleanTags(values.tags),
    source_name: optional(values.source_name),
    source_url: optional(values.source_url),
    notes: optional(values.notes),
    ingredients: rows.ingredients.map((r) => r.body),
    instructions: rows.instructions.map((r) => r.body),
  };
}
