import type { Role } from '@potluck/api';

/** Sidebar destinations in the spec's order (000 §2); Sign Out follows them as a button. */
export interface NavItem {
  to: string;
  label: string;
  icon: 'home' | 'recipes' | 'friends' | 'shopping' | 'meal-plans' | 'activity' | 'admin' | 'profile';
  /** Shown only to this role. */
  role?: Role;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: 'home' },
  { to: '/recipes', label: 'Recipes', icon: 'recipes' },
  { to: '/friends', label: 'Friends', icon: 'friends' },
  { to: '/shopping', label: 'Shopping', icon: 'shopping' },
  { to: '/meal-plans', label: 'Meal Plans', icon: 'meal-plans' },
  { to: '/activity', label: 'Activity', icon: 'activity' },
  { to: '/admin', label: 'Admin Settings', icon: 'admin', role: 'admin' },
  { to: '/profile', label: 'Profile', icon: 'profile' },
];

export const navItemsFor = (role: Role | undefined): NavItem[] =>
  NAV_ITEMS.filter((item) => !item.role || item.role === role);
