import type { Ingredient, Instruction, Recipe } from '@potluck/api';

/** Recipes as GET /recipes/:id returns them, for the fake API and the renderer tests. */

const ingredient = (id: number, row: Partial<Ingredient> & Pick<Ingredient, 'ingredient_name'>): Ingredient => ({
  id,
  amount: null,
  unit: null,
  preparation: null,
  notes: null,
  is_optional: false,
  ...row,
});

const step = (id: number, step_number: number, instruction: string, extra: Partial<Instruction> = {}): Instruction => ({
  id,
  step_number,
  instruction,
  time_minutes: null,
  temperature: null,
  notes: null,
  ...extra,
});

/** A recipe with every field set to an empty or ordinary value; tests override what they look at. */
export function makeRecipe(overrides: Partial<Recipe> & Pick<Recipe, 'id' | 'title' | 'slug'>): Recipe {
  return {
    description: null,
    status: 'published',
    visibility: 'public',
    prep_time_minutes: null,
    cook_time_minutes: null,
    total_time: null,
    servings: 4,
    difficulty: 'medium',
    cuisine_type: null,
    meal_type: null,
    featured_image_url: null,
    author_id: 1,
    author_name: 'Alice',
    author_username: 'alice',
    author_avatar: null,
    like_count: 0,
    view_count: 0,
    bookmark_count: 0,
    comment_count: 0,
    rating_average: null,
    rating_count: 0,
    categories: [],
    tags: [],
    ai_generated: false,
    created_at: '2025-01-01T12:00:00.000Z',
    updated_at: '2025-01-01T12:00:00.000Z',
    version: 1,
    is_current: true,
    notes: null,
    source_name: null,
    source_url: null,
    ingredients: [],
    instructions: [],
    images: [],
    nutrition_json: null,
    required_tools: [],
    required_tools_json: null,
    ai_suggestions: null,
    ai_suggestions_json: null,
    ai_confidence: null,
    ...overrides,
  };
}

export const PANCAKES = makeRecipe({
  id: 1,
  title: 'Fluffy Buttermilk Pancakes',
  slug: 'fluffy-buttermilk-pancakes',
  description: 'Saturday pancakes, tall and tender.',
  prep_time_minutes: 10,
  cook_time_minutes: 20,
  total_time: 30,
  servings: 4,
  difficulty: 'easy',
  cuisine_type: 'american',
  meal_type: 'breakfast',
  author_name: 'Alice Baker',
  categories: [{ id: 1, name: 'Breakfast', icon: null }],
  tags: [
    { id: 1, name: 'weekend' },
    { id: 2, name: 'kids' },
  ],
  ingredients: [
    ingredient(1, { ingredient_name: 'all-purpose flour', amount: 1.5, unit: 'cups' }),
    ingredient(2, { ingredient_name: 'buttermilk', amount: 0.5, unit: 'cup' }),
    ingredient(3, { ingredient_name: 'egg', amount: 1 }),
    ingredient(4, {
      ingredient_name: 'butter',
      amount: 2,
      unit: 'tbsp',
      preparation: 'melted',
      notes: 'plus more for the pan',
    }),
    ingredient(5, { ingredient_name: 'salt', preparation: 'to taste' }),
    ingredient(6, { ingredient_name: 'blueberries', amount: 0.25, unit: 'cup', is_optional: true }),
  ],
  instructions: [
    step(1, 1, 'Whisk the flour and salt in a bowl.'),
    step(2, 2, 'Beat in the buttermilk, egg and melted butter until just combined; a few lumps are fine.', {
      time_minutes: 2,
    }),
    step(3, 3, 'Cook ladlefuls on a buttered griddle until bubbles form, then flip.', {
      time_minutes: 15,
      temperature: '190°C',
      notes: 'Keep the first batch warm in a low oven.',
    }),
  ],
  notes: 'Rest the batter for 5 minutes for the fluffiest pancakes.',
  source_name: 'Grandma Jo',
  source_url: 'https://example.com/pancakes',
  nutrition_json: {
    servings: 4,
    per_serving: {
      calories: 249.5,
      protein_g: 8,
      carbohydrates_g: 36.25,
      fat_g: 7.5,
      fiber_g: 1.2,
      sugar_g: 6,
      sodium_mg: 410,
      cholesterol_mg: 62,
      vitamin_c_mg: 0.4,
      calcium_mg: 120,
      iron_mg: 2.1,
    },
  },
});

export const RAGU = makeRecipe({
  id: 2,
  title: 'Sunday Ragù',
  slug: 'sunday-ragu',
  servings: 8,
  cook_time_minutes: 195,
  total_time: 195,
  author_id: 2,
  author_name: null,
  author_username: 'bob',
  cuisine_type: 'italian',
  tags: [{ id: 3, name: 'sunday dinner' }],
  ingredients: [ingredient(10, { ingredient_name: 'ground beef', amount: 500, unit: 'g' })],
  instructions: [step(10, 1, 'Simmer for three hours.')],
});

export const CHILI = makeRecipe({
  id: 3,
  title: 'Secret Chili',
  slug: 'secret-chili',
  status: 'draft',
  visibility: 'private',
  ingredients: [ingredient(20, { ingredient_name: 'beans', amount: 2, unit: 'can' })],
  instructions: [step(20, 1, 'Cook it all.')],
});

/** Its slug is a number: `show 1984` finds it although no recipe has the id 1984. */
export const CAKE_1984 = makeRecipe({
  id: 4,
  title: '1984',
  slug: '1984',
  author_id: 2,
  author_name: null,
  author_username: 'bob',
  ingredients: [ingredient(30, { ingredient_name: 'sugar', amount: 1, unit: 'cup' })],
  instructions: [step(30, 1, 'Bake.')],
});

export const RECIPES: readonly Recipe[] = [PANCAKES, RAGU, CHILI, CAKE_1984];
