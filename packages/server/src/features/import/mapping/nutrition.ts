import { NUTRITION_FIELDS, type Nutrition, type NutrientKey, formatNutrient } from '@potluck/api/domain';
import { type JsonObject, textOf } from '../schema-org/values';

type Unit = 'kcal' | 'g' | 'mg';

/**
 * schema.org NutritionInformation properties and where they go in the recipe's nutrition (spec 000 §3).
 * vitaminCContent, calciumContent and ironContent are not schema.org: the exporter adds them so our own
 * files read back whole; saturated and trans fat are kept as extra per-serving values.
 */
const PROPERTIES: Array<{ property: string; key: string; unit: Unit }> = [
  { property: 'calories', key: 'calories', unit: 'kcal' },
  { property: 'proteinContent', key: 'protein_g', unit: 'g' },
  { property: 'carbohydrateContent', key: 'carbohydrates_g', unit: 'g' },
  { property: 'fatContent', key: 'fat_g', unit: 'g' },
  { property: 'fiberContent', key: 'fiber_g', unit: 'g' },
  { property: 'sugarContent', key: 'sugar_g', unit: 'g' },
  { property: 'sodiumContent', key: 'sodium_mg', unit: 'mg' },
  { property: 'cholesterolContent', key: 'cholesterol_mg', unit: 'mg' },
  { property: 'vitaminCContent', key: 'vitamin_c_mg', unit: 'mg' },
  { property: 'calciumContent', key: 'calcium_mg', unit: 'mg' },
  { property: 'ironContent', key: 'iron_mg', unit: 'mg' },
  { property: 'saturatedFatContent', key: 'saturated_fat_g', unit: 'g' },
  { property: 'transFatContent', key: 'trans_fat_g', unit: 'g' },
];
export const NUTRITION_PROPERTIES = PROPERTIES;

const TO_BASE: Record<string, number> = {
  g: 1,
  gram: 1,
  grams: 1,
  mg: 0.001,
  milligram: 0.001,
  milligrams: 0.001,
  mcg: 0.000001,
  µg: 0.000001,
  kg: 1000,
};

/** "12 g", "12g", "0.5 g" of sodium, "250 calories", "1046 kJ", "12": the number in the property's unit. */
export function nutrientAmount(value: unknown, unit: Unit): number | null {
  const text = textOf(value);
  const match = text ? /(\d+(?:[.,]\d+)?)\s*([a-zµ]+)?/i.exec(text) : null;
  if (!match) return null;
  const n = Number(match[1]!.replace(',', '.'));
  const written = (match[2] ?? '').toLowerCase();
  if (!Number.isFinite(n) || n < 0) return null;
  if (unit === 'kcal') return written === 'kj' ? Math.round(n / 4.184) : n;
  const grams = TO_BASE[written] === undefined ? null : n * TO_BASE[written];
  if (grams === null) return n; // No unit written: already in the property's unit.
  const result = unit === 'g' ? grams : grams * 1000;
  return Math.round(result * 1000) / 1000;
}

const REQUIRED = NUTRITION_FIELDS.map((f) => f.key) as NutrientKey[];

/**
 * The recipe's nutrition from schema.org-named values. Only a complete set (the eleven nutrients the panel
 * shows) becomes nutrition_json; a partial one would show as zeros, so its values go to the notes instead
 * (returned as `note`) and the missing ones are reported.
 */
export function nutritionFrom(
  source: JsonObject,
  servings: number,
  skipped: string[],
): { nutrition: Nutrition | null; note: string | null } {
  const values: Record<string, number> = {};
  for (const p of PROPERTIES) {
    const amount = nutrientAmount(source[p.property], p.unit);
    if (amount !== null) values[p.key] = amount;
  }
  if (Object.keys(values).length === 0) return { nutrition: null, note: null };
  const missing = REQUIRED.filter((key) => values[key] === undefined);
  if (missing.length === 0)
    return { nutrition: { per_serving: values as Nutrition['per_serving'], servings, disclaimer: null }, note: null };
  const labels = NUTRITION_FIELDS.filter((f) => missing.includes(f.key)).map((f) => f.label.toLowerCase());
  skipped.push(
    `Nutrition panel: the source does not give ${labels.join(', ')}; the values it gives were added to the notes`,
  );
  const given = NUTRITION_FIELDS.filter((f) => values[f.key] !== undefined).map(
    (f) => `${f.label} ${formatNutrient(f.key, values[f.key])}`,
  );
  return {
    nutrition: null,
    note: given.length > 0 ? `Nutrition per serving (from the source): ${given.join(', ')}` : null,
  };
}
