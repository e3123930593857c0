import type { ShoppingItem, ShoppingList, ShoppingListSummary, ShoppingTemplate } from '@potluck/api';

/** Sample data for the shopping tests and stories, shaped like the server's answers. */
let nextItemId = 100;
export function sampleItem(fields: Partial<ShoppingItem> & Pick<ShoppingItem, 'name' | 'category'>): ShoppingItem {
  const id = fields.id ?? nextItemId++;
  return {
    id,
    shopping_list_id: 7,
    amount: null,
    unit: null,
    notes: null,
    is_completed: false,
    price: null,
    position: id,
    recipe_id: null,
    ...fields,
  };
}

export const weeklyItems: ShoppingItem[] = [
  sampleItem({ id: 1, name: 'Tomatoes', category: 'Produce', amount: 6, is_completed: true }),
  sampleItem({ id: 2, name: 'Fresh basil', category: 'Produce', amount: 2, unit: 'bunches', notes: 'Genovese' }),
  sampleItem({ id: 3, name: 'Sourdough loaf', category: 'Bakery', amount: 1 }),
  sampleItem({ id: 4, name: 'Eggs', category: 'Dairy & Eggs', amount: 12 }),
  sampleItem({ id: 5, name: 'Parmesan', category: 'Dairy & Eggs', amount: 0.25, unit: 'kg' }),
  sampleItem({ id: 6, name: 'Kitchen roll', category: 'Household' }),
];

export function sampleList(items: ShoppingItem[] = weeklyItems, fields: Partial<ShoppingList> = {}): ShoppingList {
  const completed = items.filter((item) => item.is_completed).length;
  return {
    id: 7,
    name: 'Saturday market',
    description: null,
    status: 'active',
    shopping_date: '2026-11-28',
    preferred_store: 'Green Grocer',
    estimated_cost: null,
    created_at: '2026-11-24T09:00:00.000Z',
    updated_at: '2026-11-24T09:00:00.000Z',
    total_items: items.length,
    completed_items: completed,
    completion_percentage: items.length ? Math.round((completed * 100) / items.length) : 0,
    items,
    ...fields,
  };
}

export const summaryOf = ({ items: _items, ...summary }: ShoppingList): ShoppingListSummary => summary;

export const sampleTemplate: ShoppingTemplate = {
  id: 4,
  name: 'Sunday big shop',
  description: 'The staples for a week of family dinners.',
  category: 'Weekly Shopping',
  preferred_store: null,
  estimated_cost: 86.5,
  is_public: false,
  is_featured: false,
  usage_count: 3,
  rating_average: 0,
  rating_count: 0,
  creator_id: 2,
  created_at: '2026-11-01T09:00:00.000Z',
  template_items: [
    {
      id: 41,
      name: 'Whole milk',
      amount: 2,
      unit: 'l',
      notes: null,
      category: 'Dairy & Eggs',
      aisle: null,
      brand_preference: null,
      estimated_price: null,
    },
    {
      id: 42,
      name: 'Eggs',
      amount: 12,
      unit: null,
      notes: null,
      category: 'Dairy & Eggs',
      aisle: null,
      brand_preference: null,
      estimated_price: null,
    },
    {
      id: 43,
      name: 'Bananas',
      amount: 6,
      unit: null,
      notes: null,
      category: 'Produce',
      aisle: null,
      brand_preference: null,
      estimated_price: null,
    },
    {
      id: 44,
      name: 'Rice',
      amount: 1,
      unit: 'kg',
      notes: null,
      category: 'Grains & Pasta',
      aisle: null,
      brand_preference: null,
      estimated_price: null,
    },
  ],
};
