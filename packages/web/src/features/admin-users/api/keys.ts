import type { AdminUserListQuery } from '@potluck/api';

/** SWR keys of user management; every write revalidates whatever starts with the prefix. */
export const ADMIN_USERS_PREFIX = '/admin/users';
export const adminUserKeys = {
  list: (q: AdminUserListQuery) =>
    `${ADMIN_USERS_PREFIX}?search=${encodeURIComponent(q.search ?? '')}&role=${q.role_filter ?? 'all'}&status=${q.status_filter ?? 'all'}`,
  stats: `${ADMIN_USERS_PREFIX}/stats`,
  invitations: '/admin/invitations',
} as const;
