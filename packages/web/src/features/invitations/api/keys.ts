/** SWR keys of the invitations feature. */
export const invitationKeys = {
  search: (query: string) => `/invitations/search-users?query=${encodeURIComponent(query)}`,
  mine: '/invitations/my-invitations',
} as const;
