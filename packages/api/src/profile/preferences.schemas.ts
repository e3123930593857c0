import { z } from 'zod';
import { CUISINES } from '../recipes/recipe.rules';

/** Spec 001 §5 Profile options, in the spec's order (the cuisines are recipe.rules' CUISINES, the same list). */
export const DIETARY_PREFERENCES = [
  'vegetarian',
  'vegan',
  'gluten_free',
  'dairy_free',
  'keto',
  'paleo',
  'low_carb',
  'low_sodium',
  'diabetic',
] as const;
export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
/** quick (under 30 min), moderate (30-60), long (1-2 hours), extended (2+), any. */
export const COOKING_TIME_PREFERENCES = ['quick', 'moderate', 'long', 'extended', 'any'] as const;
export const EQUIPMENT_LEVELS = ['basic', 'intermediate', 'advanced', 'professional'] as const;

export type DietaryPreference = (typeof DIETARY_PREFERENCES)[number];
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export type CookingTimePreference = (typeof COOKING_TIME_PREFERENCES)[number];
export type EquipmentLevel = (typeof EQUIPMENT_LEVELS)[number];

export const SPICE_TOLERANCE_MIN = 1;
export const SPICE_TOLERANCE_MAX = 5;
export const SPICE_TOLERANCE_DEFAULT = 3;
/** Items per typed list (favorite and disliked ingredients, goals) and characters per item. */
export const PREFERENCE_LIST_MAX = 50;
export const PREFERENCE_ITEM_MAX = 80;

export const PREFERENCE_MESSAGES = {
  skillLevel: `Skill level must be one of: ${SKILL_LEVELS.join(', ')}`,
  cuisine: `Cuisine must be one of: ${CUISINES.join(', ')}`,
  cookingTime: `Cooking time preference must be one of: ${COOKING_TIME_PREFERENCES.join(', ')}`,
  equipment: `Kitchen equipment must be one of: ${EQUIPMENT_LEVELS.join(', ')}`,
  dietary: `Dietary preference must be one of: ${DIETARY_PREFERENCES.join(', ')}`,
  spice: 'Spice tolerance must be a whole number from 1 to 5',
  listTooLong: `At most ${PREFERENCE_LIST_MAX} entries`,
  itemTooLong: `Each entry must be at most ${PREFERENCE_ITEM_MAX} characters`,
  itemEmpty: 'Entries cannot be empty',
  loadFailed: 'Failed to load cooking preferences.',
} as const;

/** A typed list (001 §5: entered as comma-separated text): trimmed, no empties, duplicates removed. */
const typedList = z
  .array(
    z.string().trim().min(1, PREFERENCE_MESSAGES.itemEmpty).max(PREFERENCE_ITEM_MAX, PREFERENCE_MESSAGES.itemTooLong),
  )
  .max(PREFERENCE_LIST_MAX, PREFERENCE_MESSAGES.listTooLong)
  .transform((items) => [...new Map(items.map((i) => [i.toLowerCase(), i])).values()]);

const uniqueEnumList = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .array(z.enum(values, { error: message }))
    .max(values.length, message)
    .transform((items) => [...new Set(items)]);

/**
 * Cooking preferences (spec 001 §3). kitchen_equipment is the equipment level (basic … professional): the spec
 * lists "kitchen_equipment, equipment level" as one field with the level's options.
 */
export const cookingPreferencesSchema = z.object({
  skill_level: z.enum(SKILL_LEVELS),
  preferred_cuisines: z.array(z.enum(CUISINES)),
  cooking_time_preference: z.enum(COOKING_TIME_PREFERENCES),
  kitchen_equipment: z.enum(EQUIPMENT_LEVELS),
  spice_tolerance: z.number().int().min(SPICE_TOLERANCE_MIN).max(SPICE_TOLERANCE_MAX),
  favorite_ingredients: z.array(z.string()),
  disliked_ingredients: z.array(z.string()),
  cooking_goals: z.array(z.string()),
});
export type CookingPreferences = z.infer<typeof cookingPreferencesSchema>;

export const DEFAULT_COOKING_PREFERENCES: CookingPreferences = {
  skill_level: 'beginner',
  preferred_cuisines: [],
  cooking_time_preference: 'any',
  kitchen_equipment: 'basic',
  spice_tolerance: SPICE_TOLERANCE_DEFAULT,
  favorite_ingredients: [],
  disliked_ingredients: [],
  cooking_goals: [],
};

/** PUT /users/preferences replaces the whole set: a field left out takes its default. */
export const cookingPreferencesInputSchema = z.object({
  skill_level: z.enum(SKILL_LEVELS, { error: PREFERENCE_MESSAGES.skillLevel }).default('beginner'),
  preferred_cuisines: uniqueEnumList(CUISINES, PREFERENCE_MESSAGES.cuisine).default([]),
  cooking_time_preference: z.enum(COOKING_TIME_PREFERENCES, { error: PREFERENCE_MESSAGES.cookingTime }).default('any'),
  kitchen_equipment: z.enum(EQUIPMENT_LEVELS, { error: PREFERENCE_MESSAGES.equipment }).default('basic'),
  spice_tolerance: z
    .number({ error: PREFERENCE_MESSAGES.spice })
    .int(PREFERENCE_MESSAGES.spice)
    .min(SPICE_TOLERANCE_MIN, PREFERENCE_MESSAGES.spice)
    .max(SPICE_TOLERANCE_MAX, PREFERENCE_MESSAGES.spice)
    .default(SPICE_TOLERANCE_DEFAULT),
  favorite_ingredients: typedList.default([]),
  disliked_ingredients: typedList.default([]),
  cooking_goals: typedList.default([]),
});
export type CookingPreferencesInput = z.input<typeof cookingPreferencesInputSchema>;

export const preferencesSchema = z.object({ cooking_preferences: cookingPreferencesSchema });
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferencesInputSchema = z.object({ cooking_preferences: cookingPreferencesInputSchema });
export type PreferencesInput = z.input<typeof preferencesInputSchema>;

export const dietaryPreferencesInputSchema = uniqueEnumList(DIETARY_PREFERENCES, PREFERENCE_MESSAGES.dietary);

/** Ingredient and goal lists are typed comma-separated (001 §5): the text → list step the web and CLI share. */
export const splitCommaList = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
