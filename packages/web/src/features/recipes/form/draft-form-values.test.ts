import type { ImportedRecipe, RecipeDraft } from '@potluck/api';
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
    { step_number: 2, instruction: 'Fry.', time_minutes: 10, temperature: null, notes: null },
    { step_number: 1, instruction: 'Whisk.', time_minutes: null, temperature: '20°C', notes: null },
  ],
  notes: 'From the back of the box',
  tags: ['Breakfast', 'breakfast'],
  nutrition_json: null,
};

/** What an import read: a free-text cuisine, a source, visibility and step notes besides the draft's fields. */
const imported: ImportedRecipe = {
  ...draft,
  title: 'Shakshuka',
  servings: 2,
  difficulty: 'easy',
  cuisine_type: 'Middle Eastern',
  meal_type: 'breakfast',
  visibility: 'private',
  status: 'draft',
  source_name: 'Example Kitchen',
  source_url: 'https://example.com/recipes/shakshuka',
  instructions: [
    { step_number: 2, instruction: 'Crack in the eggs.', time_minutes: null, temperature: null, notes: null },
    { step_number: 1, instruction: 'Simmer the tomatoes.', time_minutes: 10, temperature: null, notes: 'Stir.' },
  ],
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

  it('takes over what only an import carries: source, visibility, step notes and a cuisine named in words', () => {
    const values = draftToFormValues(imported);
    expect(values).toMatchObject({
      servings: '2',
      difficulty: 'easy',
      cuisine_type: 'middle_eastern',
      meal_type: 'breakfast',
      visibility: 'private',
      source_name: 'Example Kitchen',
      source_url: 'https://example.com/recipes/shakshuka',
    });
    expect(values.instructions.map((s) => [s.instruction, s.notes])).toEqual([
      ['Simmer the tomatoes.', 'Stir.'],
      ['Crack in the eggs.', ''],
    ]);
    expect(toRecipePayload(values).instructions[0]).toMatchObject({ notes: 'Stir.', time_minutes: 10 });
  });

  it('leaves a cuisine that is not one of ours and a missing source empty', () => {
    const values = draftToFormValues({ ...imported, cuisine_type: 'Martian', source_name: null, source_url: null });
    expect(values).toMatchObject({ cuisine_type: '', source_name: '', source_url: '' });
  });
});
