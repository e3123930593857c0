/** SWR keys of friends data, so every change revalidates exactly what it touched. */
export const friendsKeys = {
  overview: ['friends'] as const,
  blocked: ['friends-blocked'] as const,
  search: (q: string) => ['friends-search', q] as const,
  invite: (code: string) => ['friend-invite', code] as const,
};

/** Friends, pending requests, blocked members, search hits and the activity badge: what a friendship change moves. */
export const isFriendsKey = (key: unknown): boolean =>
  Array.isArray(key) && ['friends', 'friends-blocked', 'friends-search', 'activity-unseen'].includes(key[0] as string);
