import { describe, expect, it } from 'vitest';
import {
  formatNutrient,
  isNutritionValid,
  kcalFromMacros,
  NUTRITION_FIELDS,
  NUTRITION_UNAVAILABLE_MESSAGE,
  nutritionSchema,
  parseNutrition,
} from './nutrition';

const perServing = {
  calories: 320,
  protein_g: 12.5,
  carbohydrates_g: 40,
  fat_g: 11,
  fiber_g: 3.2,
  sodium_mg: 480,
  sugar_g: 6,
  cholesterol_mg: 35,
  vitamin_c_mg: 4.5,
  calcium_mg: 120,
  iron_mg: 2.1,
};
const valid = { per_serving: perServing, servings: 4, disclaimer: 'Estimates only.' };

describe('isNutritionValid', () => {
  it('accepts complete nutrition with a positive integer servings', () => {
    expect(isNutritionValid(valid)).toBe(true);
    expect(isNutritionValid({ per_serving: perServing, servings: 1 })).toBe(true);
  });

  it('accepts zero values', () => {
    expect(isNutritionValid({ ...valid, per_serving: { ...perServing, sugar_g: 0 } })).toBe(true);
  });

  it.each([
    ['a negative value', -1],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a string number', '12'],
    ['null', null],
  ])('rejects %s as a per-serving value', (_name, bad) => {
    expect(isNutritionValid({ ...valid, per_serving: { ...perServing, fat_g: bad } })).toBe(false);
  });

  it('rejects an invalid extra per-serving value', () => {
    expect(isNutritionValid({ ...valid, per_serving: { ...perServing, potassium_mg: -3 } })).toBe(false);
    expect(isNutritionValid({ ...valid, per_serving: { ...perServing, potassium_mg: 300 } })).toBe(true);
  });

  it('rejects a missing nutrient', () => {
    const { iron_mg: _iron, ...withoutIron } = perServing;
    expect(isNutritionValid({ ...valid, per_serving: withoutIron })).toBe(false);
  });

  it.each([0, 1.5, -2, '4', Number.NaN, null])('rejects servings %s', (servings) => {
    expect(isNutritionValid({ ...valid, servings })).toBe(false);
  });

  it('rejects missing per_serving or anything that is not an object', () => {
    expect(isNutritionValid({ servings: 4 })).toBe(false);
    expect(isNutritionValid({ ...valid, per_serving: null })).toBe(false);
    expect(isNutritionValid(null)).toBe(false);
    expect(isNutritionValid('{}')).toBe(false);
  });
});

describe('parseNutrition', () => {
  it('reads an object or JSON text', () => {
    expect(parseNutrition(valid)?.servings).toBe(4);
    expect(parseNutrition(JSON.stringify(valid))?.per_serving.calories).toBe(320);
  });

  it('returns null for invalid data or broken JSON', () => {
    expect(parseNutrition({ ...valid, servings: 0 })).toBeNull();
    expect(parseNutrition('{not json')).toBeNull();
    expect(parseNutrition(undefined)).toBeNull();
  });

  it('matches the schema output', () => {
    expect(parseNutrition(valid)).toEqual(nutritionSchema.parse(valid));
  });
});

describe('NUTRITION_UNAVAILABLE_MESSAGE', () => {
  it('is the spec text', () => {
    expect(NUTRITION_UNAVAILABLE_MESSAGE).toBe('Nutritional information not available for this recipe.');
  });
});

describe('kcalFromMacros', () => {
  it('uses 4 kcal/g for protein and carbohydrates and 9 for fat', () => {
    expect(kcalFromMacros({ protein_g: 10, carbohydrates_g: 20, fat_g: 5 })).toBe(165);
    expect(kcalFromMacros({ protein_g: 1 })).toBe(4);
    expect(kcalFromMacros({ carbohydrates_g: 1 })).toBe(4);
    expect(kcalFromMacros({ fat_g: 1 })).toBe(9);
  });

  it('counts unusable parts as zero', () => {
    expect(kcalFromMacros({ protein_g: null, carbohydrates_g: Number.NaN, fat_g: -2 })).toBe(0);
  });
});

describe('NUTRITION_FIELDS', () => {
  it('lists the eleven nutrients once each', () => {
    expect(NUTRITION_FIELDS.map((field) => field.key).sort()).toEqual(Object.keys(perServing).sort());
  });

  it('uses kcal for calories, mg for the minerals, sodium and cholesterol, g otherwise', () => {
    const units = Object.fromEntries(NUTRITION_FIELDS.map((field) => [field.key, field.unit]));
    expect(units).toEqual({
      calories: 'kcal',
      protein_g: 'g',
      carbohydrates_g: 'g',
      fat_g: 'g',
      fiber_g: 'g',
      sugar_g: 'g',
      sodium_mg: 'mg',
      cholesterol_mg: 'mg',
      vitamin_c_mg: 'mg',
      calcium_mg: 'mg',
      iron_mg: 'mg',
    });
  });

  it('shows whole numbers only for calories, sodium, cholesterol and calcium', () => {
    const whole = NUTRITION_FIELDS.filter((field) => field.precision === 0).map((field) => field.key);
    expect(whole).toEqual(['calories', 'sodium_mg', 'cholesterol_mg', 'calcium_mg']);
    expect(NUTRITION_FIELDS.filter((field) => field.precision !== 0).every((field) => field.precision === 1)).toBe(
      true,
    );
  });
});

describe('formatNutrient', () => {
  it('applies the precision and unit of the field', () => {
    expect(formatNutrient('calories', 249.5)).toBe('250 kcal');
    expect(formatNutrient('protein_g', 12)).toBe('12.0 g');
    expect(formatNutrient('fat_g', 3.25)).toBe('3.3 g');
    expect(formatNutrient('sodium_mg', 480.4)).toBe('480 mg');
    expect(formatNutrient('iron_mg', 2.14)).toBe('2.1 mg');
    expect(formatNutrient('vitamin_c_mg', 0)).toBe('0.0 mg');
  });

  it('shows nothing for an unusable value', () => {
    expect(formatNutrient('calories', null)).toBe('');
    expect(formatNutrient('calories', -1)).toBe('');
    expect(formatNutrient('calories', Number.NaN)).toBe('');
  });
});
