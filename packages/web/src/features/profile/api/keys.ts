/** SWR keys of the profile feature. */
export const profileKeys = {
  profile: '/users/profile',
  preferences: '/users/preferences',
  myRecipes: '/recipes/my/recipes?limit=50',
} as const;

/** The profile tab lists up to this many of your recipes (spec 001 §7). */
export const PROFILE_RECIPES_LIMIT = 50;
