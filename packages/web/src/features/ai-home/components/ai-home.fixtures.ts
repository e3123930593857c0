import type { ChefVariation, RecipeSummary } from '@potluck/api';

/** Sample data for the AI chef home's tests and stories. */
export const carbonaraChefs = ['Massimo Bottura', 'Gino D’Acampo', 'Antonio Carluccio'];

export const botturaCarbonara: ChefVariation = {
  chef_name: 'Massimo Bottura',
  recipe_title: 'Carbonara alla Bottura',
  recipe_content: [
    'A silky carbonara with aged Parmigiano and crisp guanciale.',
    '',
    'Ingredients:',
    '- 200 g spaghetti',
    '- 100 g guanciale, diced',
    '- 3 eggs',
    '- 1 1/2 cups grated Parmigiano Reggiano',
    '- Pinch of black pepper',
    '',
    'Method:',
    '1. Boil the spaghetti in well-salted water.',
    '2. Crisp the guanciale in a dry pan.',
    '3. Whisk the eggs with the cheese and pepper.',
    '4. Toss everything off the heat until glossy.',
  ].join('\n'),
};

export const ginoCarbonara: ChefVariation = {
  chef_name: 'Gino D’Acampo',
  recipe_title: 'Gino’s Quick Carbonara',
  recipe_content: 'Ingredients:\n- 400 g spaghetti\n- 4 egg yolks\n- 150 g pancetta\n\nMethod:\n1. Cook the pasta.\n2. Fry the pancetta.\n3. Mix with the yolks.',
};

const base: RecipeSummary = {
  id: 11,
  title: 'Nonna’s Sunday Lasagne',
  description: 'Layers of slow-cooked ragù, béchamel and fresh pasta.',
  status: 'published',
  visibility: 'public',
  prep_time_minutes: 45,
  cook_time_minutes: 90,
  total_time: 135,
  servings: 8,
  difficulty: 'hard',
  cuisine_type: 'italian',
  meal_type: 'dinner',
  slug: 'nonnas-sunday-lasagne',
  featured_image_url: null,
  author_id: 1,
  author_name: 'Nonna',
  author_username: 'nonna',
  author_avatar: null,
  like_count: 1240,
  view_count: 5310,
  bookmark_count: 88,
  comment_count: 12,
  rating_average: 4.9,
  rating_count: 51,
  categories: [],
  tags: [],
  ai_generated: false,
  created_at: '2026-01-10T12:00:00.000Z',
  updated_at: '2026-01-10T12:00:00.000Z',
};

export const discoverRecipes: RecipeSummary[] = [
  base,
  { ...base, id: 12, title: 'Rosa’s Green Chile Enchiladas', difficulty: 'medium', prep_time_minutes: 25, cook_time_minutes: 30, author_name: 'Rosa Martinez', like_count: 312 },
  { ...base, id: 13, title: 'Lemon Drizzle Cake', difficulty: 'easy', prep_time_minutes: 20, cook_time_minutes: 45, author_name: 'Aunt May', like_count: 87 },
];

export const pastaAnswer = {
  answer: 'Use plenty of water, salt it well and stir during the first minute.\nA splash of the starchy water makes any sauce cling.',
  recipes: [discoverRecipes[0]!],
};
