import { z } from 'zod';

/** Recipe validation messages of spec 000 §5, verbatim; server and web form say the same. */
export const RECIPE_MESSAGES = {
  titleRequired: 'Recipe title is required',
  prepTimePositive: 'Prep time must be positive',
  cookTimePositive: 'Cook time must be positive',
  servingsMin: 'Must serve at least 1 person',
  ingredientNameRequired: 'Ingredient name is required',
  instructionRequired: 'Instruction is required',
  atLeastOneIngredient: 'Please add at least one ingredient',
  atLeastOneInstruction: 'Please add at least one instruction',
  notFound: 'Recipe Not Found',
  createFailed: 'Failed to create recipe. Please try again.',
  /** 403 for a member who can see a recipe but is not its author (nor an admin). */
  authorOnly: 'Only the author can change this recipe',
  unknownCategory: 'Unknown category',
  versionNotFound: 'Recipe version not found',
} as const;

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const RECIPE_STATUSES = ['draft', 'published'] as const;
export const VISIBILITIES = ['public', 'private'] as const;
export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert', 'appetizer', 'side', 'drink'] as const;
/** The cuisines of spec 001 §5 (also the preference options). */
export const CUISINES = [
  'american',
  'italian',
  'mexican',
  'chinese',
  'japanese',
  'indian',
  'french',
  'thai',
  'mediterranean',
  'middle_eastern',
  'korean',
  'vietnamese',
  'greek',
  'spanish',
  'german',
  'british',
  'african',
  'caribbean',
  'latin_american',
  'fusion',
] as const;
export const RECIPE_SORT_FIELDS = ['created_at', 'title', 'rating', 'view_count', 'prep_time_minutes'] as const;
export const SHARE_TYPES = ['link', 'social', 'friend'] as const;
export const SHARE_PLATFORMS = ['twitter', 'facebook', 'whatsapp', 'email', 'clipboard', 'friend'] as const;

export const RECIPE_DEFAULTS = { difficulty: 'medium', visibility: 'public', servings: 4, status: 'draft' } as const;
export const AMOUNT_STEP = 0.01;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** An ingredient row is blank when every field a person types is empty; blank rows are dropped. */
export const isBlankIngredient = (row: Record<string, unknown>) =>
  ['ingredient_name', 'amount', 'unit', 'preparation', 'notes'].every((k) => isBlank(row[k]));

/**
 * An instruction row is blank when every field a person types is empty; blank rows are dropped. A row with a
 * time or temperature but no text is not blank: it gets 'Instruction is required'.
 */
export const isBlankInstruction = (row: Record<string, unknown>) =>
  ['instruction', 'time_minutes', 'temperature', 'notes'].every((k) => isBlank(row[k]));

/** Drop blank rows before validation (spec 000 §5: "On submit blank ingredients and instructions are dropped"). */
export const dropBlankRows = <T extends z.ZodType>(schema: T, isBlankRow: (row: Record<string, unknown>) => boolean) =>
  z.preprocess(
    (rows) =>
      Array.isArray(rows)
        ? rows.filter((r) => !(r && typeof r === 'object' && isBlankRow(r as Record<string, unknown>)))
        : rows,
    schema,
  );

const STEPS_PER_UNIT = Math.round(1 / AMOUNT_STEP);
/** Amounts are kept to the form's step of 0.01; dividing by 100 (not multiplying by 0.01) keeps 1.15 exact. */
export const roundAmount = (n: number) => Math.round(n * STEPS_PER_UNIT) / STEPS_PER_UNIT;

/** The label shown for a stored option value: 'middle_eastern' → 'Middle Eastern'. */
export const optionLabel = (value: string) =>
  value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Tags are compared and stored trimmed, lower-case, with single spaces ("Weeknight  Dinner" → "weeknight dinner"). */
export const normalizeTag = (tag: string) => tag.trim().replace(/\s+/g, ' ').toLowerCase();
