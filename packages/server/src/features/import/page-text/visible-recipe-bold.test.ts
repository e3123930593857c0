import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';

const read = (html: string) => readVisibleRecipe(parseDocument(html));

describe('readVisibleRecipe: headings written as bold lines', () => {
  it('reads the list of sentences under the first bold line after the ingredients as the method, whatever its words', () => {
    const recipe = read(`<h1>Banh Mi</h1><p><strong>Ingredients</strong></p>
      <ul><li>100g tofu, sliced</li><li>1 demi baguette</li><li>Freshly ground black pepper.</li></ul>
      <p><strong>Get started</strong></p>
      <ul><li>Slice the baguette in half lengthways.</li><li>Fry the tofu until it turns golden brown.</li></ul>
      <p><strong>Share</strong></p><ul><li>Facebook</li><li>Pinterest</li></ul>`);
    expect(recipe).toEqual({
      title: 'Banh Mi',
      ingredients: ['100g tofu, sliced', '1 demi baguette', 'Freshly ground black pepper.'],
      steps: [
        { text: 'Slice the baguette in half lengthways.', label: null },
        { text: 'Fry the tofu until it turns golden brown.', label: null },
      ],
    });
  });

  it('does not take a bold group name over more ingredients for the method', () => {
    const recipe = read(`<p><strong>Ingredients</strong></p><ul><li>200 g pasta</li><li>1 onion</li></ul>
      <p><strong>For the sauce</strong></p><ul><li>2 tomatoes</li><li>1 tbsp olive oil</li></ul>`);
    expect(recipe?.steps ?? []).toEqual([]);
  });
});

describe('readVisibleRecipe: what follows a recipe, in bold', () => {
  it('ends the ingredients at a bold heading of related recipes and the method at a bold "Variation"', () => {
    const recipe = read(`<p><strong>Ingredients</strong></p><ul><li>2 large potatoes</li><li>Flaky sea salt</li></ul>
      <p><strong>You may also like</strong></p><ul><li>Crab Cakes &gt;</li><li>Swedish Pancakes &gt;</li></ul>
      <p><strong>Directions</strong></p><p>Grate the potatoes over a towel.</p><p>Fry them in the bacon fat.</p>
      <p><strong>Variation</strong></p><p>Use a vegetable stock cube instead of the salt.</p>`);
    expect(recipe?.ingredients).toEqual(['2 large potatoes', 'Flaky sea salt']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Grate the potatoes over a towel.',
      'Fry them in the bacon fat.',
    ]);
  });
});

describe('readVisibleRecipe: what follows a recipe, as a plain line', () => {
  it('ends the ingredients at a plain line naming related recipes', () => {
    const recipe = read(`<div class="t">Ingredients</div><ul><li>2 large potatoes</li><li>Flaky sea salt</li></ul>
      <div class="t">You may also like</div><ul><li>Crab Cakes &gt;</li><li>Swedish Pancakes &gt;</li></ul>
      <div class="t">Directions</div><p>Grate the potatoes over a towel.</p><p>Fry them in the bacon fat.</p>`);
    expect(recipe?.ingredients).toEqual(['2 large potatoes', 'Flaky sea salt']);
  });
});

describe('readVisibleRecipe: a step in bold', () => {
  it('reads a bold line that sets the oven as a step, not as the name of the steps under it', () => {
    const recipe = read(`<h1>Cake</h1><h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul>
      <h2>Method</h2><p><strong>Preheat oven to 350°F</strong></p><p>Mix the flour and the eggs in a bowl.</p>
      <p>Bake for 40 minutes until golden.</p>`);
    expect(recipe?.steps).toEqual([
      { text: 'Preheat oven to 350°F', label: null },
      { text: 'Mix the flour and the eggs in a bowl.', label: null },
      { text: 'Bake for 40 minutes until golden.', label: null },
    ]);
  });

  it("keeps a bold line naming what it makes under the bold method heading as the first group's name", () => {
    const recipe = read(`<h1>Starter</h1><p><strong>Ingredients</strong></p>
      <ul><li>350 grams gluten-free flour</li><li>Water, as needed</li></ul><p><strong>Instructions</strong></p>
      <p><strong>How to make a Gluten Free Sourdough Starter</strong></p>
      <ol><li>Start: add 25 grams of flour and 25 grams of water to a jar.</li><li>Feeding #1: add 25 grams of flour.</li></ol>`);
    expect(recipe?.steps).toEqual([
      {
        text: 'Start: add 25 grams of flour and 25 grams of water to a jar.',
        label: 'How to make a Gluten Free Sourdough Starter',
      },
      { text: 'Feeding #1: add 25 grams of flour.', label: null },
    ]);
  });
});
