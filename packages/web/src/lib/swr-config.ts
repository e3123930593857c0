import type { SWRConfiguration } from 'swr';

const MINUTE = 60_000;

/**
 * How long each kind of data counts as fresh (spec 000 §9, 001 §9). SWR has no "stale time":
 * the deduping interval is its equivalent (a mounted hook inside the interval reuses the cache),
 * and the focus throttle keeps tab switches from refetching fresh data. A kind is added with its first hook.
 */
export const FRESHNESS = {
  general: 5 * MINUTE,
  user: 5 * MINUTE,
  recipes: 5 * MINUTE,
  aiStatus: 5 * MINUTE,
  bookmarks: 5 * MINUTE,
  likes: 5 * MINUTE,
  categories: 30 * MINUTE,
  cuisineTypes: 30 * MINUTE,
  mealTypes: 30 * MINUTE,
  difficultyLevels: 30 * MINUTE,
  uploadLimits: 30 * MINUTE,
  admin: 2 * MINUTE,
  profile: 5 * MINUTE,
  invitationSearch: 30_000,
  myInvitations: 5 * MINUTE,
} as const;

export type FreshnessKind = keyof typeof FRESHNESS;

/** Per-hook options for one kind of data: `useSWR(key, fetcher, freshFor('categories'))`. */
export const freshFor = (kind: FreshnessKind): SWRConfiguration => ({
  dedupingInterval: FRESHNESS[kind],
  focusThrottleInterval: FRESHNESS[kind],
});

/** App-wide defaults: general queries stay fresh 5 minutes and retry once (spec 000 §9). */
export const swrConfig: SWRConfiguration = {
  ...freshFor('general'),
  errorRetryCount: 1,
};
