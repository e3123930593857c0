import { describe, expect, it } from 'vitest';
import { toRecipePayload } from '../../recipes/form/recipe-form-values';
import { importedToFormValues } from './imported-form-values';
import { shakshukaParsed } from './import.fixtures';

describe('importedToFormValues', () => {
  it('fills the manual form with everything the page held, steps in order with their notes', () => {
    const values = importedToFormValues(shakshukaParsed);
    expect(values).toMatchObject({
      title: 'Shakshuka',
      prep_time_minutes: '10',
      cook_time_minutes: '25',
      servings: '4',
      difficulty: 'easy',
      cuisine_type: 'middle_eastern',
      meal_type: 'breakfast',
      visibility: 'public',
      source_name: 'Example Kitchen',
      source_url: 'https://example.com/recipes/shakshuka',
      tags: ['eggs', 'one pan'],
    });
    expect(values.instructions.map((s) => [s.instruction, s.notes])).toEqual([
      ['Soften the onion in the oil.', ''],
      ['Add the tomatoes and simmer for 10 minutes.', 'Stir now and then.'],
      ['Make wells, crack in the eggs, cover until set.', ''],
    ]);
    expect(values.ingredients[1]).toMatchObject({
      amount: '1',
      unit: '',
      ingredient_name: 'onion',
      preparation: 'finely chopped',
    });
    expect(values.ingredients[4]).toMatchObject({ amount: '', ingredient_name: 'feta', is_optional: true });
  });

  it('saves as the same recipe the import would have created', () => {
    const payload = toRecipePayload(importedToFormValues(shakshukaParsed));
    expect(payload).toMatchObject({
      source_name: 'Example Kitchen',
      source_url: 'https://example.com/recipes/shakshuka',
      cuisine_type: 'middle_eastern',
    });
    expect(payload.instructions[1]).toMatchObject({
      instruction: 'Add the tomatoes and simmer for 10 minutes.',
      notes: 'Stir now and then.',
    });
  });

  it('leaves an unknown cuisine and missing source empty, and keeps one row to type in', () => {
    const values = importedToFormValues({
      ...shakshukaParsed,
      cuisine_type: 'Martian',
      meal_type: null,
      source_name: null,
      source_url: null,
      visibility: 'private',
      ingredients: [],
      instructions: [],
    });
    expect(values).toMatchObject({
      cuisine_type: '',
      meal_type: '',
      source_name: '',
      source_url: '',
      visibility: 'private',
    });
    expect(values.ingredients).toHaveLength(1);
    expect(values.instructions).toHaveLength(1);
  });
});
