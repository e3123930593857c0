import type { Recipe, RecipeVersion, User } from '@potluck/api';

/** A complete recipe as GET /recipes/{id} returns it, for stories and page tests (no network). */
export const soupRecipe: Recipe = {
  id: 7,
  title: 'Nonna’s Tomato & Basil Soup',
  description:
    'A velvety soup from late-summer tomatoes, slowly roasted with garlic and finished with torn basil. It is what we ate every Sunday when the garden gave us too much.',
  status: 'published',
  visibility: 'public',
  prep_time_minutes: 15,
  cook_time_minutes: 75,
  total_time: 90,
  servings: 4,
  difficulty: 'easy',
  cuisine_type: 'italian',
  meal_type: 'lunch',
  slug: 'nonnas-tomato-basil-soup',
  featured_image_url: null,
  author_id: 1,
  author_name: 'Nonna Lucia',
  author_username: 'nonna',
  author_avatar: null,
  like_count: 1240,
  view_count: 15_800,
  bookmark_count: 312,
  comment_count: 4,
  rating_average: 4.8,
  rating_count: 27,
  categories: [
    { id: 1, name: 'Soups', icon: null },
    { id: 2, name: 'Vegetarian', icon: null },
  ],
  tags: [
    { id: 1, name: 'summer' },
    { id: 2, name: 'family classic' },
  ],
  ai_generated: false,
  created_at: '2026-03-04T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
  version: 3,
  is_current: true,
  notes: 'Freezes well for up to three months. A spoon of pesto on top makes it a meal.',
  source_name: 'Nonna’s kitchen notebook',
  source_url: 'https://example.com/nonna-soup',
  ingredients: [
    { id: 1, ingredient_name: 'ripe tomatoes', amount: 1.5, unit: 'kg', preparation: 'halved', notes: null, is_optional: false },
    { id: 2, ingredient_name: 'olive oil', amount: 0.25, unit: 'cup', preparation: null, notes: null, is_optional: false },
    { id: 3, ingredient_name: 'garlic', amount: 6, unit: 'cloves', preparation: 'unpeeled', notes: null, is_optional: false },
    { id: 4, ingredient_name: 'vegetable stock', amount: 1, unit: 'l', preparation: null, notes: null, is_optional: false },
    { id: 5, ingredient_name: 'fresh basil', amount: 1, unit: 'bunch', preparation: 'torn', notes: null, is_optional: false },
    { id: 6, ingredient_name: 'cream', amount: 0.5, unit: 'cup', preparation: null, notes: null, is_optional: true },
  ],
  instructions: [
    { id: 1, step_number: 1, instruction: 'Heat the oven. Toss the tomatoes and garlic with the oil and spread them cut side up on a tray.', time_minutes: 5, temperature: '200°C', notes: null },
    { id: 2, step_number: 2, instruction: 'Roast until the edges blister and the garlic is soft.', time_minutes: 45, temperature: null, notes: null },
    { id: 3, step_number: 3, instruction: 'Squeeze the garlic from its skins into a pot, add the tomatoes and stock, and simmer.', time_minutes: 20, temperature: null, notes: 'Scrape the tray: the sticky bits are the best part.' },
    { id: 4, step_number: 4, instruction: 'Blend until smooth, stir in the basil (and cream, if using) and season to taste.', time_minutes: null, temperature: null, notes: null },
  ],
  images: [],
  nutrition_json: {
    per_serving: { calories: 210, protein_g: 4.2, carbohydrates_g: 18.5, fat_g: 14.1, fiber_g: 4.8, sodium_mg: 620, sugar_g: 11.2, cholesterol_mg: 10, vitamin_c_mg: 38.5, calcium_mg: 60, iron_mg: 1.6 },
    servings: 4,
    disclaimer: 'Estimated from the ingredients.',
  },
  required_tools: [
    { tool_name: 'Roasting tray', category: 'baking', is_essential: true, alternative: null },
    { tool_name: 'Stock pot', category: 'cooking', is_essential: true, alternative: null },
    { tool_name: 'Immersion blender', category: 'mixing', is_essential: false, alternative: 'a countertop blender' },
  ],
  required_tools_json: null,
  ai_suggestions: null,
  ai_suggestions_json: null,
  ai_confidence: null,
};

/** The same recipe as its author's unpublished draft. */
export const draftRecipe: Recipe = { ...soupRecipe, status: 'draft', like_count: 0, view_count: 3, bookmark_count: 0, rating_count: 0, rating_average: null };

export const soupVersions: RecipeVersion[] = [
  { version_number: 3, change_summary: 'Roasted the garlic too', is_current: true, created_at: '2026-03-05T10:00:00.000Z' },
  { version_number: 2, change_summary: 'Less salt', is_current: false, created_at: '2026-03-04T18:00:00.000Z' },
  { version_number: 1, change_summary: null, is_current: false, created_at: '2026-03-04T10:00:00.000Z' },
];

/** Version 2: before the garlic was roasted. */
export const soupVersion2: Recipe = {
  ...soupRecipe,
  version: 2,
  is_current: false,
  title: 'Nonna’s Tomato Soup',
  ingredients: soupRecipe.ingredients.filter((i) => i.id !== 3),
  instructions: soupRecipe.instructions.slice(0, 2),
};

export const readerUser: User = {
  id: 2, email: 'rosa@example.com', username: 'rosa', display_name: 'Rosa Martinez', first_name: 'Rosa', last_name: 'Martinez',
  avatar_url: null, role: 'user', is_active: true,
};

export const authorUser: User = { ...readerUser, id: 1, email: 'nonna@example.com', username: 'nonna', display_name: 'Nonna Lucia', first_name: 'Nonna', last_name: null };
