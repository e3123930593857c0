import { describe, expect, it } from 'vitest';
import type { ReadRecipe } from '../import/import-types';
import { renderImportPreview } from './import-preview';

const ingredient = (
  amount: number | null,
  unit: string | null,
  ingredient_name: string,
  extra: Partial<ReadRecipe['ingredients'][number]> = {},
) => ({
  amount,
  unit,
  ingredient_name,
  preparation: null,
  notes: null,
  is_optional: false,
  ...extra,
});

const LEMON_BARS: ReadRecipe = {
  title: 'Lemon Bars',
  parser: 'builtin',
  confidence: 'medium',
  servings: 12,
  prep_time_minutes: 20,
  cook_time_minutes: 45,
  ingredients: [
    ingredient(1.5, 'cups', 'flour'),
    ingredient(0.5, 'cup', 'butter', { preparation: 'melted' }),
    ingredient(4, null, 'lemons'),
    ingredient(null, null, 'powdered sugar', { is_optional: true }),
  ],
  instructions: [
    {
      step_number: 1,
      instruction: 'Press the crust into a pan and bake it for twenty minutes, until it is pale golden at the edges.',
    },
    { step_number: 2, instruction: 'Pour the filling over.' },
  ],
  skipped: [],
  suggestions: ['Add a cooling time'],
};

describe('the import preview', () => {
  it('shows the title, the parser and its confidence, an ingredients table and numbered steps', () => {
    expect(renderImportPreview(LEMON_BARS, { width: 60 })).toBe(`Lemon Bars
Parser: built-in · Confidence: medium
Serves 12 · Prep 20m · Cook 45m

Ingredients (4)
  Amount  Unit  Ingredient
     1.5  cups  flour
     1/2  cup   butter, melted
       4        lemons
                powdered sugar (optional)

Steps (2)
  1. Press the crust into a pan and bake it for twenty
     minutes, until it is pale golden at the edges.
  2. Pour the filling over.

Suggestions
  - Add a cooling time`);
  });

  it('names the importer without a confidence, lists what was not imported, and says when nothing was found', () => {
    const text = renderImportPreview({
      ...LEMON_BARS,
      parser: 'schema.org',
      confidence: null,
      servings: null,
      prep_time_minutes: null,
      cook_time_minutes: null,
      ingredients: [],
      instructions: [],
      suggestions: [],
      skipped: ['The page has 2 recipes; only the first ("Lemon Bars") was imported'],
    });
    expect(text).toBe(`Lemon Bars
Parser: schema.org

Ingredients (0)
  none found

Steps (0)
  none found

Not imported
  - The page has 2 recipes; only the first ("Lemon Bars") was imported`);
    expect(renderImportPreview({ ...LEMON_BARS, parser: 'paprika' })).toContain('Parser: Paprika · Confidence: medium');
  });

  it('cuts long ingredient names to the terminal width', () => {
    const long = {
      ...LEMON_BARS,
      ingredients: [
        ingredient(2, 'tbsp', 'a very long ingredient name that goes on and on past the edge of the screen'),
      ],
    };
    const lines = renderImportPreview(long, { width: 50 }).split('\n');
    const row = lines.find((line) => line.includes('tbsp')) ?? '';
    expect(row.length).toBeLessThanOrEqual(50);
    expect(row.endsWith('…')).toBe(true);
  });
});
