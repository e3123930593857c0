import type { RecipePage, RecipeSummary } from '@potluck/api';

/** Sample recipes for the collection's stories and page tests (author 2 is the test member Rosa). */
const base: RecipeSummary = {
  id: 1,
  title: 'Nonna’s Sunday Lasagne',
  description: 'Layers of slow-cooked ragù, béchamel and fresh pasta — worth every minute.',
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

export const sampleRecipes: RecipeSummary[] = [
  base,
  {
    ...base, id: 2, title: 'Rosa’s Green Chile Enchiladas', description: 'Smoky roasted chiles, corn tortillas and plenty of cheese.',
    difficulty: 'medium', cuisine_type: 'mexican', prep_time_minutes: 25, cook_time_minutes: 30, author_id: 2, author_name: 'Rosa Martinez',
    author_username: 'rosa', like_count: 86, slug: 'green-chile-enchiladas',
  },
  {
    ...base, id: 3, title: 'Overnight Oats with Berries', description: 'Five minutes the night before, breakfast ready when you wake up.',
    difficulty: 'easy', cuisine_type: 'american', meal_type: 'breakfast', prep_time_minutes: 5, cook_time_minutes: 0, author_id: 2,
    author_name: 'Rosa Martinez', author_username: 'rosa', like_count: 12, status: 'draft', slug: 'overnight-oats',
  },
  {
    ...base, id: 4, title: 'Grandpa Joe’s Lemon Drizzle Cake', description: 'A tangy, tender loaf for tea time and birthdays.',
    difficulty: 'easy', cuisine_type: 'british', meal_type: 'dessert', prep_time_minutes: 20, cook_time_minutes: 50, author_id: 5,
    author_name: 'Joe Baker', author_username: 'joe', like_count: 432, slug: 'lemon-drizzle-cake',
  },
  {
    ...base, id: 5, title: 'Thai Green Curry', description: 'Fragrant coconut curry with chicken, aubergine and Thai basil.',
    difficulty: 'medium', cuisine_type: 'thai', prep_time_minutes: 20, cook_time_minutes: 25, author_id: 6, author_name: 'Mai Nguyen',
    author_username: 'mai', like_count: 2051, slug: 'thai-green-curry',
  },
  {
    ...base, id: 6, title: 'Weeknight Miso Salmon', description: 'Sweet-salty glaze, ten minutes under the grill.',
    difficulty: 'easy', cuisine_type: 'japanese', prep_time_minutes: 10, cook_time_minutes: 12, author_id: 6, author_name: 'Mai Nguyen',
    author_username: 'mai', like_count: 310, slug: 'miso-salmon',
  },
];

export const pageOf = (items: RecipeSummary[], extra: Partial<RecipePage> = {}): RecipePage => ({
  items, total: items.length, limit: 50, offset: 0, total_capped: false, ...extra,
});

/** `n` distinct recipes (ids from `firstId`), for paging. */
export const manyRecipes = (n: number, firstId = 1): RecipeSummary[] =>
  Array.from({ length: n }, (_, i) => ({ ...sampleRecipes[i % sampleRecipes.length]!, id: firstId + i, title: `Family recipe ${firstId + i}` }));
