import { describe, expect, it } from 'vitest';
import { PARSE_SUGGESTIONS } from './confidence';
import { parseRecipeText, type ParsedRecipe } from './recipe-text';

const parsed = (text: string): ParsedRecipe => {
  const result = parseRecipeText(text);
  if (result.recipe === null) throw new Error('no recipe');
  return result.recipe;
};
const rows = (recipe: ParsedRecipe) => recipe.ingredients.map((i) => [i.amount, i.unit, i.ingredient_name]);
const steps = (recipe: ParsedRecipe) => recipe.instructions.map((s) => [s.step_number, s.instruction]);
const STEPS = 'Method\nMix everything in a bowl.\nBake for 20 minutes.';
const INGREDIENTS = 'Ingredients\n2 cups flour\n1 cup sugar\n2 eggs';

describe('reading lines into sections', () => {
  it('caps the description at 200 characters and says so', () => {
    const long =
      'This cake has been in our family for four generations and every one of us has changed it a little. '.repeat(4);
    const result = parseRecipeText(`Family Cake\n${long}\n${INGREDIENTS}\n${STEPS}`);
    expect(result.recipe!.description!.length).toBeLessThanOrEqual(200);
    expect(result.recipe!.description).toMatch(/^This cake has been.*…$/);
    expect(result.suggestions).toContain(PARSE_SUGGESTIONS.descriptionShortened);
  });

  it('reads headers with their content on the same line', () => {
    const recipe = parsed(
      'Plain Rice\nINGREDIENTS: 2 cups rice, 4 cups water, 1 onion, chopped, 1 tsp salt.\nMETHOD: Boil the water, add the rest and simmer 18 minutes.',
    );
    expect(rows(recipe)).toEqual([
      [2, 'cup', 'rice'],
      [4, 'cup', 'water'],
      [1, null, 'onion'],
      [1, 'tsp', 'salt'],
    ]);
    expect(recipe.ingredients[2]!.preparation).toBe('chopped');
    expect(recipe.instructions).toMatchObject([
      { step_number: 1, instruction: 'Boil the water, add the rest and simmer 18 minutes.', time_minutes: 18 },
    ]);
  });

  it('keeps an inline "Tip:" as a note without leaving the method', () => {
    const recipe = parsed(
      `Toast\n${INGREDIENTS}\nDirections\n1. Toast the bread.\nTip: use day-old bread.\n2. Butter it.`,
    );
    expect(steps(recipe)).toEqual([
      [1, 'Toast the bread.'],
      [2, 'Butter it.'],
    ]);
    expect(recipe.notes).toBe('use day-old bread.');
  });

  it('renumbers steps from 1 whatever numbers the text used', () => {
    const recipe = parsed(`Toast\n${INGREDIENTS}\nDirections\n3. Toast the bread.\n7. Butter it.`);
    expect(steps(recipe)).toEqual([
      [1, 'Toast the bread.'],
      [2, 'Butter it.'],
    ]);
  });
});
