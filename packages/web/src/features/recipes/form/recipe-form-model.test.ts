import { ApiError, RECIPE_MESSAGES } from '@potluck/api';
import { describe, expect, it } from 'vitest';
import { sampleRecipe } from './recipe-fixtures';
import { submitFailure, validateRecipeForm } from './recipe-form-validation';
import {
  blankIngredient,
  blankInstruction,
  emptyRecipeForm,
  recipeToFormValues,
  toRecipePayload,
  type RecipeFormValues,
} from './recipe-form-values';

const filled = (): RecipeFormValues => {
  const v = emptyRecipeForm();
  return {
    ...v,
    title: '  Pancakes ',
    ingredients: [{ ...blankIngredient(), amount: '1.5', unit: 'cup', ingredient_name: ' flour ' }, blankIngredient()],
    instructions: [blankInstruction(), { ...blankInstruction(), instruction: 'Whisk.', time_minutes: '5' }],
  };
};

describe('emptyRecipeForm', () => {
  it('starts with the spec defaults: 4 servings, medium, public', () => {
    const v = emptyRecipeForm();
    expect(v).toMatchObject({ servings: '4', difficulty: 'medium', visibility: 'public', cuisine_type: '', tags: [] });
    expect(v.ingredients).toHaveLength(1);
    expect(v.instructions).toHaveLength(1);
  });
});

describe('toRecipePayload', () => {
  it('trims, turns numbers into numbers, drops blank rows and never sends status', () => {
    const payload = toRecipePayload({
      ...filled(),
      prep_time_minutes: '10',
      tags: ['Weeknight  Dinner', 'weeknight dinner', 'Easy'],
    });
    expect(payload).toEqual({
      title: 'Pancakes',
      description: null,
      prep_time_minutes: 10,
      cook_time_minutes: null,
      servings: 4,
      difficulty: 'medium',
      cuisine_type: null,
      meal_type: null,
      visibility: 'public',
      category_ids: [],
      tags: ['weeknight dinner', 'easy'],
      source_name: null,
      source_url: null,
      notes: null,
      ingredients: [
        { ingredient_name: 'flour', amount: 1.5, unit: 'cup', preparation: null, notes: null, is_optional: false },
      ],
      instructions: [{ instruction: 'Whisk.', time_minutes: 5, temperature: null, notes: null }],
    });
    expect(payload).not.toHaveProperty('status');
  });

  it('keeps a row with only the optional box ticked out (it is still blank)', () => {
    const v = filled();
    v.ingredients.push({ ...blankIngredient(), is_optional: true });
    expect(toRecipePayload(v).ingredients).toHaveLength(1);
  });
});

describe('recipeToFormValues', () => {
  it('prefills every field, steps in step order, and round-trips to the same content', () => {
    const v = recipeToFormValues(sampleRecipe);
    expect(v).toMatchObject({
      title: 'Nonna’s Lasagne',
      servings: '6',
      difficulty: 'hard',
      cuisine_type: 'italian',
      meal_type: 'dinner',
      category_ids: [1],
      tags: ['sunday'],
    });
    expect(v.instructions.map((s) => s.instruction)).toEqual(['Make the ragù.', 'Layer and bake.']);
    expect(v.ingredients[1]).toMatchObject({
      amount: '1.5',
      unit: 'cup',
      preparation: 'grated',
      notes: 'aged',
      is_optional: true,
    });
    const payload = toRecipePayload(v);
    expect(payload.ingredients[1]).toEqual({
      ingredient_name: 'parmesan',
      amount: 1.5,
      unit: 'cup',
      preparation: 'grated',
      notes: 'aged',
      is_optional: true,
    });
    expect(payload.instructions[1]).toEqual({
      instruction: 'Layer and bake.',
      time_minutes: 60,
      temperature: '180°C',
      notes: null,
    });
  });

  it('gives an empty row to a recipe without ingredients or steps, and forgets unknown cuisines', () => {
    const v = recipeToFormValues({ ...sampleRecipe, ingredients: [], instructions: [], cuisine_type: 'martian' });
    expect(v.ingredients).toHaveLength(1);
    expect(v.instructions).toHaveLength(1);
    expect(v.cuisine_type).toBe('');
  });
});

describe('validateRecipeForm', () => {
  it('passes a complete recipe in both modes', () => {
    expect(validateRecipeForm(filled(), 'create').ok).toBe(true);
    expect(validateRecipeForm(filled(), 'edit').ok).toBe(true);
  });

  it('gives the spec messages for title, times, servings and empty lists', () => {
    const v = { ...emptyRecipeForm(), prep_time_minutes: '-1', cook_time_minutes: '-5', servings: '0' };
    const result = validateRecipeForm(v, 'create');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.fields).toEqual({
      title: RECIPE_MESSAGES.titleRequired,
      prep_time_minutes: RECIPE_MESSAGES.prepTimePositive,
      cook_time_minutes: RECIPE_MESSAGES.cookTimePositive,
      servings: RECIPE_MESSAGES.servingsMin,
      ingredients: RECIPE_MESSAGES.atLeastOneIngredient,
      instructions: RECIPE_MESSAGES.atLeastOneInstruction,
    });
  });

  it('says servings is needed when the box is emptied', () => {
    const result = validateRecipeForm({ ...filled(), servings: '' }, 'edit');
    expect(!result.ok && result.errors.fields.servings).toBe(RECIPE_MESSAGES.servingsMin);
  });

  it('puts row messages on the row on screen, past dropped blank rows', () => {
    const v = filled();
    const nameless = { ...blankIngredient(), amount: '2' };
    const timed = { ...blankInstruction(), time_minutes: '3' };
    v.ingredients = [blankIngredient(), nameless, ...v.ingredients];
    v.instructions = [...v.instructions, timed];
    const result = validateRecipeForm(v, 'create');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.ingredients).toEqual({
      [nameless.key]: { ingredient_name: RECIPE_MESSAGES.ingredientNameRequired },
    });
    expect(result.errors.instructions).toEqual({ [timed.key]: { instruction: RECIPE_MESSAGES.instructionRequired } });
    expect(result.errors.fields).toEqual({});
  });
});

describe('submitFailure', () => {
  const fallback = RECIPE_MESSAGES.createFailed;

  it('maps a 422 onto fields and rows (row indexes count sent rows only)', () => {
    const v = filled();
    v.ingredients = [blankIngredient(), ...v.ingredients];
    const flour = v.ingredients[1]!;
    const error = new ApiError(422, [
      { loc: ['body', 'title'], msg: 'Title taken', type: 'custom' },
      { loc: ['body', 'ingredients', 0, 'unit'], msg: 'Unknown unit', type: 'custom' },
    ]);
    const failure = submitFailure(error, v, fallback);
    expect(failure.formError).toBeNull();
    expect(failure.errors.fields.title).toBe('Title taken');
    expect(failure.errors.ingredients[flour.key]).toEqual({ unit: 'Unknown unit' });
  });

  it('shows 422 messages without a field above the form', () => {
    const error = new ApiError(422, [{ loc: ['body', 'status'], msg: 'Invalid status', type: 'enum' }]);
    expect(submitFailure(error, filled(), fallback).formError).toBe('Invalid status');
  });

  it('shows a string detail, else the fallback', () => {
    expect(
      submitFailure(new ApiError(403, 'Only the author can change this recipe'), filled(), fallback).formError,
    ).toBe('Only the author can change this recipe');
    expect(
      submitFailure(
        new ApiError(0, 'Network error. Please check if the backend server is running.'),
        filled(),
        fallback,
      ).formError,
    ).toBe(fallback);
    expect(submitFailure(new ApiError(502, 'HTTP 502: Bad Gateway'), filled(), fallback).formError).toBe(fallback);
    expect(submitFailure(new Error('boom'), filled(), fallback).formError).toBe(fallback);
  });
});
