import { ADMIN_USER_LIST_LIMIT, type AdminUser, type AdminUserListQuery } from '@potluck/api';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { adminUserKeys } from './keys';

/** GET /admin/users with search, role_filter and status_filter (limit 100, spec 001 §9; admin queries 2 min). */
export function useAdminUsers(query: AdminUserListQuery) {
  return useSWR<{ items: AdminUser[]; total: number }>(
    adminUserKeys.list(query),
    () =>
      api.adminUsers.list({
        query: { ...query, search: query.search?.trim() || undefined, limit: ADMIN_USER_LIST_LIMIT },
      }),
    { ...freshFor('admin'), keepPreviousData: true },
  );
}
