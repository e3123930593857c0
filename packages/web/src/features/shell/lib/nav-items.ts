import type { Role } from '@potluck/api';

export type NavId = 'home' | 'recipes' | 'friends' | 'shopping' | 'meal-plans' | 'activity' | 'admin' | 'profile';

/** A sidebar destination. Spec order (000 §2): the main list, then Profile and Sign Out at the foot. */
export interface NavDestination {
  id: NavId;
  href: string;
  label: string;
  /** Shown only to this role. */
  role?: Role;
}

export const MAIN_NAV: readonly NavDestination[] = [
  { id: 'home', href: '/', label: 'Home' },
  { id: 'recipes', href: '/recipes', label: 'Recipes' },
  { id: 'friends', href: '/friends', label: 'Friends' },
  { id: 'shopping', href: '/shopping', label: 'Shopping' },
  { id: 'meal-plans', href: '/meal-plans', label: 'Meal Plans' },
  { id: 'activity', href: '/activity', label: 'Activity' },
  { id: 'admin', href: '/admin', label: 'Admin Settings', role: 'admin' },
];

export const FOOT_NAV: readonly NavDestination[] = [{ id: 'profile', href: '/profile', label: 'Profile' }];

export const visibleTo = (role: Role | undefined) => (d: NavDestination) => !d.role || d.role === role;

/** The section a path belongs to, for aria-current: /recipes/7/edit is still Recipes. */
export function activeNavId(pathname: string): NavId | undefined {
  if (pathname === '/') return 'home';
  const first = pathname.split('/')[1];
  return [...MAIN_NAV, ...FOOT_NAV].find((d) => d.href === `/${first}`)?.id;
}
