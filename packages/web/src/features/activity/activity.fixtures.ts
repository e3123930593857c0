import type { ActivityFeed, ActivityItem } from '@potluck/api';

export const ana = {
  id: 7,
  username: 'ana',
  display_name: 'Ana Lima',
  first_name: null,
  last_name: null,
  avatar_url: null,
};

export const activityOf = (overrides: Partial<ActivityItem> = {}): ActivityItem => ({
  id: 'recipe_shared:1',
  kind: 'recipe_shared',
  created_at: '2026-11-25T10:00:00Z',
  actor: ana,
  count: 1,
  recipe: { id: 12, title: 'Lemon drizzle', slug: 'lemon-drizzle' },
  message: null,
  friendship_id: null,
  is_new: false,
  ...overrides,
});

export const feedOf = (items: ActivityItem[], offset = 0, total = items.length): ActivityFeed => ({
  items,
  total,
  limit: 20,
  offset,
  new_count: items.filter((item) => item.is_new).length,
});
