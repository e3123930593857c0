import type { Recipe } from '@potluck/api';
import { type FakeOpenAi, type FakeRequest, lastUserMessage, startFakeOpenAi } from '../../test/fake-openai';
import type { TestApp } from '../../test/test-app';
import { type Member, as } from '../recipes/recipe.fixtures';

/** A recipe as an AI provider would answer it, from the text it was sent. */
export const aiRecipe = (title = 'Tomato soup') => ({
  title,
  description: 'A bright soup of roasted tomatoes.',
  prep_time_minutes: 10,
  cook_time_minutes: 30,
  servings: 4,
  difficulty: 'easy',
  cuisine_type: 'italian',
  meal_type: 'lunch',
  ingredients: [
    { ingredient_name: 'tomatoes', amount: 1, unit: 'kg', preparation: 'halved', is_optional: false },
    { ingredient_name: 'garlic', amount: 3, unit: 'clove', is_optional: false },
  ],
  instructions: [{ instruction: 'Roast the tomatoes and garlic.' }, { instruction: 'Blend with stock and season.' }],
});

/** Answers for every schema the features ask for, following the member's input where it matters. */
export const RESPONDERS: Record<string, (request: FakeRequest) => unknown> = {
  parsed_recipe: () => ({
    recipe: aiRecipe(),
    suggestions: ['Add a pinch of sugar if the tomatoes are sour'],
    confidence: 'high',
  }),
  enhanced_recipe: () => ({ recipe: aiRecipe('Roasted tomato soup'), suggestions: ['Clearer steps'] }),
  ingredient_suggestions: () => ({ ingredients: [{ ingredient_name: 'basil', amount: 1, unit: 'cup' }] }),
  chef_answer: (r) => {
    const q = lastUserMessage(r);
    return /vegan|substitute|instead/i.test(q)
      ? {
          answer: 'Use olive oil instead of butter.',
          has_modifications: true,
          suggested_modifications: {
            ...aiRecipe('Vegan tomato soup'),
            ingredients: [{ ingredient_name: 'olive oil', amount: 2, unit: 'tbsp' }, ...aiRecipe().ingredients],
          },
        }
      : {
          answer: `About your recipe: ${q.split('Question: ')[1] ?? ''} — yes, it freezes well.`,
          has_modifications: false,
          suggested_modifications: null,
        };
  },
  recipe_recommendations: () => ({
    cooking_tips: ['Roast until the edges char.'],
    ingredient_substitutions: [{ original: 'butter', substitute: 'olive oil', note: 'for a vegan soup' }],
    nutritional_highlights: ['Rich in vitamin C'],
    storage_instructions: 'Keeps 3 days in the fridge.',
    required_tools: [{ tool_name: 'Blender', category: 'mixing', is_essential: true, alternative: 'Potato masher' }],
  }),
  famous_chefs: (r) => ({
    famous_chefs: /carbonara/i.test(lastUserMessage(r)) ? ['Massimo Bottura', 'Gino D’Acampo'] : [],
  }),
  chef_variation: () => ({
    chef_name: 'ignored',
    recipe_title: 'Carbonara alla Bottura',
    recipe_content: '200 g spaghetti\n2 eggs\n1. Boil.\n2. Toss.',
  }),
  chef_variations: () => ({
    variations: [
      { chef_name: 'Massimo Bottura', recipe_title: 'Carbonara', recipe_content: '200 g spaghetti\n1. Boil.' },
    ],
  }),
  cooking_answer: () => ({ answer: 'Soup is perfect tonight.', search_terms: ['tomato'] }),
  nutrition: (r) =>
    /no food/i.test(lastUserMessage(r))
      ? { found: false, per_serving: null }
      : {
          found: true,
          servings: 2,
          per_serving: {
            calories: 320,
            protein_g: 12.5,
            carbohydrates_g: 40,
            fat_g: 9,
            fiber_g: 6,
            sugar_g: 8,
            sodium_mg: 480,
          },
        },
};

export const startFake = () => startFakeOpenAi({ responders: RESPONDERS });

/** Configures the app's AI key to the fake as an admin. */
export async function useFake(t: TestApp, admin: Member, fake: FakeOpenAi, key = fake.key) {
  const res = await as(t, admin).put('/admin/openai-key', {
    openai_api_key: key,
    base_url: fake.url,
    model: 'fake-model',
  });
  if (res.statusCode !== 200) throw new Error(`key update failed: ${res.statusCode} ${res.body}`);
  return res;
}

export const chefRequests = (fake: FakeOpenAi) => fake.requests.filter((r) => r.path === '/v1/chat/completions');
export type { Recipe };
