import { NUTRITION_UNAVAILABLE_MESSAGE } from '@potluck/api/domain';
import { describe, expect, it } from 'vitest';
import { makeRecipe, PANCAKES } from '../testing/fake-recipes';
import { layoutIngredients, layoutSteps, renderRecipeText } from './recipe-terminal';
import { ansiStyle } from './style';

describe('layoutIngredients', () => {
  it('puts the scaled amounts in a column and lines the names up, amount or not', () => {
    expect(layoutIngredients(PANCAKES.ingredients, 1, 80)).toEqual([
      '  1.5 cups  all-purpose flour',
      '  1/2 cup   buttermilk',
      '  1         egg',
      '  2 tbsp    butter, melted · plus more for the pan',
      '            salt, to taste',
      '  1/4 cup   blueberries (optional)',
    ]);
  });

  it('scales with cook-friendly fractions: ×2 turns 1/2 cup into 1 cup, ×0.5 turns 1/4 into 1/8', () => {
    const doubled = layoutIngredients(PANCAKES.ingredients, 2, 80);
    expect(doubled[1]).toBe('  1 cup    buttermilk');
    expect(doubled[5]).toBe('  1/2 cup  blueberries (optional)');
    const halved = layoutIngredients(PANCAKES.ingredients, 0.5, 80);
    expect(halved[0]).toBe('  3/4 cups  all-purpose flour');
    expect(halved[5]).toBe('  1/8 cup   blueberries (optional)');
  });

  it('wraps a long name under itself', () => {
    const [first, second] = PANCAKES.ingredients;
    const lines = layoutIngredients(
      [{ ...first!, ingredient_name: 'flour, the finest you can find at the market' }, second!],
      1,
      40,
    );
    expect(lines).toEqual([
      '  1.5 cups  flour, the finest you can',
      '            find at the market',
      '  1/2 cup   buttermilk',
    ]);
  });

  it('keeps no empty column when no ingredient has an amount', () => {
    const salt = PANCAKES.ingredients[4]!;
    expect(layoutIngredients([salt], 3, 80)).toEqual(['  salt, to taste']);
  });

  it('does not let one very long amount push every name to the right', () => {
    const [flour, milk] = PANCAKES.ingredients;
    const lines = layoutIngredients([{ ...flour!, amount: 2, unit: 'heaped dessert spoons' }, milk!], 1, 80);
    expect(lines).toEqual(['  2 heaped dessert spoons  all-purpose flour', '  1/2 cup       buttermilk']);
  });
});

describe('layoutSteps', () => {
  it('numbers the steps from 1 in order, with time, temperature and notes', () => {
    const steps = [...PANCAKES.instructions].reverse();
    expect(layoutSteps(steps, 60)).toEqual([
      '  1. Whisk the flour and salt in a bowl.',
      '',
      '  2. Beat in the buttermilk, egg and melted butter until',
      '     just combined; a few lumps are fine. (2m)',
      '',
      '  3. Cook ladlefuls on a buttered griddle until bubbles',
      '     form, then flip. (15m · 190°C)',
      '     Note: Keep the first batch warm in a low oven.',
    ]);
  });

  it('right-aligns numbers past 9', () => {
    const steps = Array.from({ length: 10 }, (_, i) => ({
      ...PANCAKES.instructions[0]!,
      step_number: i + 1,
      instruction: `Step ${i + 1}`,
    }));
    const lines = layoutSteps(steps, 80).filter(Boolean);
    expect(lines[0]).toBe('   1. Step 1');
    expect(lines[9]).toBe('  10. Step 10');
  });
});

describe('renderRecipeText', () => {
  it('shows everything a cook needs, scaled', () => {
    expect(renderRecipeText(PANCAKES, { multiplier: 2, width: 60 })).toBe(
      [
        'Fluffy Buttermilk Pancakes',
        'by Alice Baker (@alice) · #1 fluffy-buttermilk-pancakes',
        '',
        'Saturday pancakes, tall and tender.',
        '',
        'Prep 10m · Cook 20m · Total 30m',
        'Serves 8 (×2 from 4) · Easy · American · Breakfast',
        'Categories: Breakfast',
        'Tags: weekend, kids',
        '',
        'Ingredients',
        '  3 cups   all-purpose flour',
        '  1 cup    buttermilk',
        '  2        egg',
        '  4 tbsp   butter, melted · plus more for the pan',
        '           salt, to taste',
        '  1/2 cup  blueberries (optional)',
        '',
        'Instructions',
        '  1. Whisk the flour and salt in a bowl.',
        '',
        '  2. Beat in the buttermilk, egg and melted butter until',
        '     just combined; a few lumps are fine. (2m)',
        '',
        '  3. Cook ladlefuls on a buttered griddle until bubbles',
        '     form, then flip. (15m · 190°C)',
        '     Note: Keep the first batch warm in a low oven.',
        '',
        'Notes',
        '  Rest the batter for 5 minutes for the fluffiest pancakes.',
        '',
        'Nutrition per serving',
        '  Calories       250 kcal',
        '  Protein        8.0 g',
        '  Carbohydrates  36.3 g',
        '  Fat            7.5 g',
        '  Fiber          1.2 g',
        '  Sugar          6.0 g',
        '  Sodium         410 mg',
        '  Cholesterol    62 mg',
        '  Vitamin C      0.4 mg',
        '  Calcium        120 mg',
        '  Iron           2.1 mg',
        '',
        'Source: Grandma Jo — https://example.com/pancakes',
      ].join('\n'),
    );
  });

  it('leaves out what a recipe does not have, and says when it is a private draft', () => {
    const bare = makeRecipe({
      id: 9,
      title: 'Toast',
      slug: 'toast',
      status: 'draft',
      visibility: 'private',
      servings: 1,
      difficulty: 'easy',
      ingredients: [{ ...PANCAKES.ingredients[2]!, ingredient_name: 'bread', amount: 1 }],
      instructions: [{ ...PANCAKES.instructions[0]!, instruction: 'Toast it.' }],
    });
    expect(renderRecipeText(bare)).toBe(
      [
        'Toast',
        'by Alice (@alice) · #9 toast · draft, private',
        '',
        'Serves 1 · Easy',
        '',
        'Ingredients',
        '  1  bread',
        '',
        'Instructions',
        '  1. Toast it.',
      ].join('\n'),
    );
  });

  it('says nutrition is not available when the stored values are not valid', () => {
    const broken = { ...PANCAKES, nutrition_json: { servings: 0, per_serving: {} } } as unknown as typeof PANCAKES;
    expect(renderRecipeText(broken)).toContain(`Nutrition per serving\n  ${NUTRITION_UNAVAILABLE_MESSAGE}`);
  });

  it('shows the nutrition disclaimer under the values', () => {
    const withDisclaimer = {
      ...PANCAKES,
      nutrition_json: { ...PANCAKES.nutrition_json!, disclaimer: 'Estimated by the AI chef.' },
    };
    expect(renderRecipeText(withDisclaimer)).toContain('  Iron           2.1 mg\n  Estimated by the AI chef.');
  });

  it('makes the title and headings bold when the terminal takes styles', () => {
    const text = renderRecipeText(PANCAKES, { style: ansiStyle });
    expect(text.startsWith('\x1b[1mFluffy Buttermilk Pancakes\x1b[22m\n\x1b[2mby Alice Baker')).toBe(true);
    expect(text).toContain('\n\x1b[1mIngredients\x1b[22m\n  1.5 cups  all-purpose flour');
  });

  it('wraps to the terminal width, between 40 and 100 columns', () => {
    const long = { ...PANCAKES, description: 'word '.repeat(60) };
    const widest = (width: number) =>
      Math.max(
        ...renderRecipeText(long, { width })
          .split('\n')
          .map((line) => line.length),
      );
    expect(widest(20)).toBeLessThanOrEqual(40);
    expect(widest(70)).toBeLessThanOrEqual(70);
    expect(widest(300)).toBeLessThanOrEqual(100);
  });
});
