/**
 * Every localStorage key the web app writes, in one place, so a reset or a migration can find them all.
 * Tokens use the shared names from @potluck/api (spec 000 §9: two keys).
 */
export { TOKEN_STORAGE_KEYS } from '@potluck/api';

/**
 * The desktop sidebar preference (spec 000 §2: persisted for desktop only, in two keys).
 * - `open`: 'true' | 'false' — open (320 px) or collapsed (64 px) at 1024 px and wider.
 * - `desktopPref`: 'user' once the person has chosen at desktop width. Without this marker `open`
 *   is ignored and the default applies, so changing the default later never overrides a real choice
 *   and a value left by another writer (an older build, a test) is not mistaken for one.
 * Neither key is written below 1024 px: a phone or tablet never changes the desktop preference.
 */
export const SIDEBAR_STORAGE_KEYS = {
  open: 'potluck.sidebar.open',
  desktopPref: 'potluck.sidebar.desktop-pref',
} as const;

/** The recipe collection's grid or list choice ('grid' | 'list'). */
export const VIEW_MODE_STORAGE_KEY = 'potluck.recipes.view';

/**
 * The meal-planning context (spec 001 §2): which plan, day and slot the member is choosing recipes for, kept
 * while the recipe collection is open (/recipes?mode=create-list&meal={slot}) and cleared once they are added.
 * JSON `{ plan_id, meal_date, meal_type }`.
 */
export const MEAL_PLANNING_CONTEXT_KEY = 'potluck.meal-planning.context';
