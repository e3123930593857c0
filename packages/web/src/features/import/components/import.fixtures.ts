import type { ImportFileResult, ImportResult, ImportedRecipe } from '@potluck/api';
import { sampleRecipe } from '../../recipes/form/recipe-fixtures';

/** Import answers for stories and tests (no network, no page fetched). */
export const shakshukaParsed: ImportedRecipe = {
  title: 'Shakshuka',
  description: 'Eggs poached in a spiced tomato and pepper sauce.',
  prep_time_minutes: 10,
  cook_time_minutes: 25,
  servings: 4,
  difficulty: 'easy',
  cuisine_type: 'Middle Eastern',
  meal_type: 'breakfast',
  visibility: 'public',
  status: 'draft',
  notes: null,
  source_name: 'Example Kitchen',
  source_url: 'https://example.com/recipes/shakshuka',
  tags: ['eggs', 'one pan'],
  nutrition_json: null,
  ingredients: [
    { ingredient_name: 'olive oil', amount: 2, unit: 'tbsp', preparation: null, notes: null, is_optional: false },
    { ingredient_name: 'onion', amount: 1, unit: null, preparation: 'finely chopped', notes: null, is_optional: false },
    { ingredient_name: 'crushed tomatoes', amount: 800, unit: 'g', preparation: null, notes: null, is_optional: false },
    { ingredient_name: 'eggs', amount: 6, unit: null, preparation: null, notes: null, is_optional: false },
    { ingredient_name: 'feta', amount: null, unit: null, preparation: 'crumbled', notes: null, is_optional: true },
  ],
  instructions: [
    {
      step_number: 2,
      instruction: 'Add the tomatoes and simmer for 10 minutes.',
      time_minutes: 10,
      temperature: null,
      notes: 'Stir now and then.',
    },
    { step_number: 1, instruction: 'Soften the onion in the oil.', time_minutes: 5, temperature: null, notes: null },
    {
      step_number: 3,
      instruction: 'Make wells, crack in the eggs, cover until set.',
      time_minutes: 8,
      temperature: null,
      notes: null,
    },
  ],
};

export const PAGE_URL = 'https://example.com/recipes/shakshuka';

export const pagePreview: ImportResult = {
  recipe: null,
  parsed: shakshukaParsed,
  parser: 'schema.org',
  skipped: ['The nutrition facts had no calories and were skipped', 'The video was not imported'],
  images_imported: 0,
  image_urls: ['https://example.com/img/shakshuka.jpg', 'https://example.com/img/shakshuka-2.jpg'],
  incomplete: null,
};

/** A page that lists its ingredients but shows no method: previewed, to be completed in the form. */
export const pageWithoutSteps: ImportResult = {
  ...pagePreview,
  parsed: { ...shakshukaParsed, instructions: [] },
  skipped: [],
  incomplete: 'Please add at least one instruction',
};

export const pageImported: ImportResult = {
  ...pagePreview,
  recipe: { ...sampleRecipe, id: 91, title: 'Shakshuka', slug: 'shakshuka', status: 'draft' },
  images_imported: 1,
};

export const fileReport: ImportFileResult = {
  created: [
    {
      name: 'Shakshuka',
      parser: 'paprika',
      recipe: { id: 91, title: 'Shakshuka', slug: 'shakshuka', status: 'draft' },
      parsed: shakshukaParsed,
      skipped: ['The rating was not imported'],
      images_imported: 1,
    },
    {
      name: 'Lemon Bars',
      parser: 'paprika',
      recipe: { id: 92, title: 'Lemon Bars', slug: 'lemon-bars', status: 'draft' },
      parsed: { ...shakshukaParsed, title: 'Lemon Bars' },
      skipped: [],
      images_imported: 0,
    },
  ],
  skipped: ['notes.txt is not a recipe file and was skipped'],
  failed: [{ name: 'Untitled', reason: 'Recipe title is required' }],
};
