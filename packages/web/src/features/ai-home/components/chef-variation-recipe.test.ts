import type { ChefVariation } from '@potluck/api';
import { describe, expect, it } from 'vitest';
import { botturaFirstIngredient, botturaSavedFields } from './ai-home.fixtures';
import { readVariationContent, savedAiRecipe } from './chef-variation-recipe';

const bottura: ChefVariation = {
  chef_name: 'Massimo Bottura',
  recipe_title: 'Carbonara alla Bottura',
  recipe_content: [
    'Carbonara alla Bottura',
    'A silky carbonara with aged Parmigiano.',
    '',
    '## Ingredients',
    '- 200g spaghetti',
    '- 1 1/2 cups grated Parmigiano Reggiano',
    '* 3 eggs',
    '• Pinch of salt',
    'For the finish:',
    'black pepper',
    '',
    '**Method:**',
    '1. Boil the spaghetti in salted water.',
    '2) Whisk the eggs with the cheese.',
    'Step 3: Toss everything off the heat.',
    '- Serve at once.',
    '',
    'Tips',
    '1. Never scramble the eggs.',
  ].join('\n'),
};

describe('readVariationContent', () => {
  it('reads ingredients with the ingredient-line rule, numbered steps and the intro', () => {
    const read = readVariationContent(bottura.recipe_content, bottura.recipe_title);
    expect(read.ingredients.map(({ amount, unit, ingredient_name }) => ({ amount, unit, ingredient_name }))).toEqual([
      { amount: 200, unit: 'g', ingredient_name: 'spaghetti' },
      { amount: 1.5, unit: 'cup', ingredient_name: 'grated Parmigiano Reggiano' },
      { amount: 3, unit: null, ingredient_name: 'eggs' },
      { amount: null, unit: 'pinch', ingredient_name: 'salt' },
      { amount: null, unit: null, ingredient_name: 'black pepper' },
    ]);
    expect(read.instructions).toEqual([
      'Boil the spaghetti in salted water.',
      'Whisk the eggs with the cheese.',
      'Toss everything off the heat.',
      'Serve at once.',
    ]);
    // The repeated title is dropped; numbered tips stay tips.
    expect(read.description).toEqual(['A silky carbonara with aged Parmigiano.', '1. Never scramble the eggs.']);
  });

  it('takes amount-led lines before the steps as ingredients when there is no heading', () => {
    const read = readVariationContent('2 cups rice\n1 onion, chopped\nA quick pilaf.\n1. Fry the onion.\n2. Add rice.');
    expect(read.ingredients.map((i) => i.ingredient_name)).toEqual(['rice', 'onion, chopped']);
    expect(read.instructions).toEqual(['Fry the onion.', 'Add rice.']);
    expect(read.description).toEqual(['A quick pilaf.']);
  });

  it('does not mistake decimals, fractions or ranges for step numbers', () => {
    const read = readVariationContent('Ingredients:\n1.5 kg potatoes\n1/2 tsp salt\n2-3 cloves garlic');
    expect(read.instructions).toEqual([]);
    expect(read.ingredients.map(({ amount, unit }) => [amount, unit])).toEqual([
      [1.5, 'kg'],
      [0.5, 'tsp'],
      [2, 'clove'],
    ]);
  });
});

describe('savedAiRecipe', () => {
  it('builds the saved AI recipe payload of spec 000 §3 with the §9 defaults', () => {
    const payload = savedAiRecipe(bottura, 'carbonara');
    expect(payload).toMatchObject(botturaSavedFields);
    expect(payload.ingredients?.[0]).toEqual(botturaFirstIngredient);
    expect(payload.instructions?.[0]).toEqual({
      instruction: 'Boil the spaghetti in salted water.',
      time_minutes: null,
      temperature: null,
    });
  });

  it('describes the dish when the chef wrote no intro, and clips over-long lines to the schema limits', () => {
    const long = 'x'.repeat(300);
    const payload = savedAiRecipe(
      { chef_name: 'Julia Child', recipe_title: 'Omelette', recipe_content: `- 3 eggs ${long}\n1. Cook.` },
      ' omelette ',
    );
    expect(payload.description).toBe('Julia Child’s take on omelette.');
    expect(payload.ingredients?.[0]?.ingredient_name).toHaveLength(200);
  });
});
