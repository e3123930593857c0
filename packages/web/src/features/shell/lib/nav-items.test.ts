import { describe, expect, it } from 'vitest';
import { activeNavId, FOOT_NAV, MAIN_NAV, visibleTo } from './nav-items';

describe('navigation destinations', () => {
  it('lists the spec links in order, Admin Settings only for admins', () => {
    const labels = (role: 'user' | 'admin') => [...MAIN_NAV, ...FOOT_NAV].filter(visibleTo(role)).map((d) => d.label);
    expect(labels('admin')).toEqual([
      'Home',
      'Recipes',
      'Friends',
      'Shopping',
      'Meal Plans',
      'Activity',
      'Admin Settings',
      'Profile',
    ]);
    expect(labels('user')).not.toContain('Admin Settings');
  });

  it.each([
    ['/', 'home'],
    ['/recipes', 'recipes'],
    ['/recipes/7/edit', 'recipes'],
    ['/meal-plans/3', 'meal-plans'],
    ['/shopping', 'shopping'],
    ['/admin', 'admin'],
    ['/profile', 'profile'],
    ['/invite/abc', undefined],
  ])('%s belongs to %s', (path, id) => {
    expect(activeNavId(path)).toBe(id);
  });
});
