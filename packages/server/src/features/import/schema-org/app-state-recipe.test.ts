import { describe, expect, it } from 'vitest';
import { appStateRecipe } from './app-state-recipe';

describe('appStateRecipe', () => {
  it('reads a recipe a script app keeps in its own words, deep in its state', () => {
    const state = {
      props: {
        pageProps: {
          site: { name: 'Cook Example', menu: [{ title: 'Recipes' }] },
          recipe: {
            title: 'Lemon cake',
            servings: 8,
            ingredients: [
              { amount: 200, unit: { name: 'g' }, name: 'flour' },
              { quantity: '2', ingredient: { name: 'eggs' }, note: 'beaten' },
              { text: 'Zest of 1 lemon' },
            ],
            steps: [{ text: '<p>Mix the flour and the eggs.</p>' }, { description: 'Bake for 40 minutes.' }],
          },
        },
      },
    };
    expect(appStateRecipe([state])).toEqual({
      '@type': 'Recipe',
      name: 'Lemon cake',
      recipeIngredient: ['200 g flour', '2 eggs, beaten', 'Zest of 1 lemon'],
      recipeInstructions: ['Mix the flour and the eggs.', 'Bake for 40 minutes.'],
      recipeYield: '8',
    });
  });

  it('reads groups of lines and steps, and a method written as one text', () => {
    const recipe = appStateRecipe([
      {
        name: 'Pie',
        ingredientGroups: [
          { title: 'For the dough', items: ['250 g flour', '125 g butter'] },
          { title: 'For the filling', items: ['4 apples'] },
        ],
        method: 'Rub the butter into the flour.\nSlice the apples.\nBake.',
      },
    ]);
    expect(recipe?.recipeIngredient).toEqual(['250 g flour', '125 g butter', '4 apples']);
    expect(recipe?.recipeInstructions).toEqual(['Rub the butter into the flour.\nSlice the apples.\nBake.']);
  });

  it('takes the recipe with the most lines, not a teaser of another in a list of links', () => {
    const teaser = { title: 'Scones', ingredients: ['flour', 'milk'], steps: ['Bake.'] };
    const recipe = appStateRecipe([
      {
        related: [teaser],
        recipe: { title: 'Bread', ingredients: ['500 g flour', '7 g yeast', '300 ml water'], steps: ['Knead.'] },
      },
    ]);
    expect(recipe?.name).toBe('Bread');
  });

  it('finds none in a state without a named recipe of lines and steps', () => {
    expect(appStateRecipe([{ title: 'Home', ingredients: ['flour'], steps: ['Bake.'] }])).toBeNull();
    expect(appStateRecipe([{ ingredients: ['flour', 'milk'], steps: ['Bake.'] }])).toBeNull();
    expect(appStateRecipe([{ title: 'Shop', ingredients: ['flour', 'milk'] }])).toBeNull();
    expect(appStateRecipe(['a string', 42, null])).toBeNull();
  });
});
