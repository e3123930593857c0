import { z } from 'zod';
import { formatFixed } from './rounding';

export const NUTRITION_UNAVAILABLE_MESSAGE = 'Nutritional information not available for this recipe.';

/** The per-serving nutrients in display order, with the unit and decimals of spec 000 §9. */
export const NUTRITION_FIELDS = [
  { key: 'calories', label: 'Calories', unit: 'kcal', precision: 0 },
  { key: 'protein_g', label: 'Protein', unit: 'g', precision: 1 },
  { key: 'carbohydrates_g', label: 'Carbohydrates', unit: 'g', precision: 1 },
  { key: 'fat_g', label: 'Fat', unit: 'g', precision: 1 },
  { key: 'fiber_g', label: 'Fiber', unit: 'g', precision: 1 },
  { key: 'sugar_g', label: 'Sugar', unit: 'g', precision: 1 },
  { key: 'sodium_mg', label: 'Sodium', unit: 'mg', precision: 0 },
  { key: 'cholesterol_mg', label: 'Cholesterol', unit: 'mg', precision: 0 },
  { key: 'vitamin_c_mg', label: 'Vitamin C', unit: 'mg', precision: 1 },
  { key: 'calcium_mg', label: 'Calcium', unit: 'mg', precision: 0 },
  { key: 'iron_mg', label: 'Iron', unit: 'mg', precision: 1 },
] as const;

export type NutrientKey = (typeof NUTRITION_FIELDS)[number]['key'];
export type NutritionField = (typeof NUTRITION_FIELDS)[number];

const nutrientValue = z.number().nonnegative();

const perServingShape = Object.fromEntries(NUTRITION_FIELDS.map((field) => [field.key, nutrientValue])) as Record<
  NutrientKey,
  typeof nutrientValue
>;

/**
 * The Nutrition entity (spec 000 §3). Valid only when every per-serving value is a non-negative finite
 * number and servings is a positive integer (spec 000 §5). All eleven nutrients are required because
 * the panel shows each of them; extra per-serving keys are allowed but must be valid numbers too.
 */
export const nutritionSchema = z.object({
  per_serving: z.object(perServingShape).catchall(nutrientValue),
  servings: z.number().int().positive(),
  disclaimer: z.string().nullish(),
});

export type Nutrition = z.infer<typeof nutritionSchema>;
export type PerServing = Nutrition['per_serving'];

export function isNutritionValid(data: unknown): data is Nutrition {
  return nutritionSchema.safeParse(data).success;
}

/**
 * Reads a recipe's nutrition_json, stored either as an object or as JSON text. Returns null when it is
 * missing or invalid, in which case the panel shows NUTRITION_UNAVAILABLE_MESSAGE.
 */
export function parseNutrition(value: unknown): Nutrition | null {
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const result = nutritionSchema.safeParse(data);
  return result.success ? result.data : null;
}

export const KCAL_PER_GRAM = { protein_g: 4, carbohydrates_g: 4, fat_g: 9 } as const;

type Macros = { [K in keyof typeof KCAL_PER_GRAM]?: number | null };

/** Energy from the macronutrients (4 kcal/g protein and carbohydrates, 9 kcal/g fat); an unusable part counts 0. */
export function kcalFromMacros(macros: Macros): number {
  let total = 0;
  for (const key of Object.keys(KCAL_PER_GRAM) as (keyof typeof KCAL_PER_GRAM)[]) {
    const grams = macros[key];
    if (typeof grams === 'number' && Number.isFinite(grams) && grams > 0) total += grams * KCAL_PER_GRAM[key];
  }
  return total;
}

const FIELD_BY_KEY = new Map<NutrientKey, NutritionField>(NUTRITION_FIELDS.map((field) => [field.key, field]));

/**
 * A nutrient with its fixed decimals and unit: ('calories', 249.5) → "250 kcal", ('protein_g', 12) →
 * "12.0 g". An unusable value (null, NaN, negative, infinite) gives ''.
 */
export function formatNutrient(key: NutrientKey, value: number | null | undefined): string {
  const field = FIELD_BY_KEY.get(key);
  if (field === undefined || typeof value !== 'number' || !Number.isFinite(value) || value < 0) return '';
  return `${formatFixed(value, field.precision)} ${field.unit}`;
}
