import type { RecipeDraft } from '@potluck/api';
import { describe, expect, it } from 'vitest';
import { draftToFormValues } from './draft-form-values';
import { toRecipePayload } from './recipe-form-values';

const draft: RecipeDraft = {
  title: 'Pancakes',
  description: null,
  prep_time_minutes: 10,
  cook_time_minutes: null,
  servings: null,
  difficulty: null,
  cuisine_type: 'american',
  meal_type: null,
  ingredients: [
    { ingredient_name: 'flour', amount: 2, unit: 'cup', preparation: 'sifted', notes: null, is_optional: false },
  ],
  instructions: [
    { step_number: 2, instruction: 'Fry.', time_minutes: 10, temperature: null },
    { step_number: 1, instruction: 'Whisk.', time_minutes: null, temperature: '20°C' },
  ],
  notes: 'From the back of the box',
  tags: ['Breakfast', 'breakfast'],
  nutrition_json: null,
};

describe('draftToFormValues', () => {
  it('fills the form, keeping the new-recipe defaults for what the parser could not read', () => {
    const values = draftToFormValues(draft);
    expect(values).toMatchObject({
      title: 'Pancakes',
      prep_time_minutes: '10',
      cook_time_minutes: '',
      servings: '4',
      difficulty: 'medium',
      cuisine_type: 'american',
      meal_type: '',
      visibility: 'public',
      tags: ['breakfast'],
    });
    expect(values.instructions.map((s) => s.instruction)).toEqual(['Whisk.', 'Fry.']);
    expect(toRecipePayload(values)).toMatchObject({
      servings: 4,
      notes: 'From the back of the box',
      ingredients: [
        { ingredient_name: 'flour', amount: 2, unit: 'cup', preparation: 'sifted', notes: null, is_optional: false },
      ],
      instructions: [
        { instruction: 'Whisk.', time_minutes: null, temperature: '20°C', notes: null },
        { instruction: 'Fry.', time_minutes: 10, temperature: null, notes: null },
      ],
    });
  });

  it('keeps one empty row to type in when a list is empty', () => {
    const values = draftToFormValues({ ...draft, ingredients: [], instructions: [] });
    expect(values.ingredients).toHaveLength(1);
    expect(values.instructions).toHaveLength(1);
    expect(values.ingredients[0]?.ingredient_name).toBe('');
  });
});
