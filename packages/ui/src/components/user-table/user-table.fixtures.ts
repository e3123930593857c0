import type { AdminUser } from '@potluck/api';

/** Members for the user table's stories (and the admin screens' stories). */
export const ADMIN_USERS: AdminUser[] = [
  {
    id: 1,
    username: 'nonna',
    email: 'nonna@example.com',
    first_name: 'Maria',
    last_name: 'Rossi',
    display_name: 'Nonna',
    role: 'admin',
    is_active: true,
    recipe_count: 57,
    created_at: '2025-11-02T09:00:00Z',
    avatar_url: null,
  },
  {
    id: 2,
    username: 'rosa',
    email: 'rosa@example.com',
    first_name: 'Rosa',
    last_name: 'Martinez',
    display_name: 'Rosa Martinez',
    role: 'user',
    is_active: true,
    recipe_count: 12,
    created_at: '2026-03-14T10:00:00Z',
    avatar_url: null,
  },
  {
    id: 3,
    username: 'uncle_tom_the_grill_master',
    email: 'tom.barbecue.enthusiast@family-recipes.example.org',
    first_name: null,
    last_name: null,
    display_name: null,
    role: 'user',
    is_active: false,
    recipe_count: 0,
    created_at: '2026-10-30T18:30:00Z',
    avatar_url: null,
  },
];
