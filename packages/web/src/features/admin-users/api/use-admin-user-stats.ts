import type { AdminUserStats } from '@potluck/api';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { adminUserKeys } from './keys';

/** GET /admin/users/stats. */
export function useAdminUserStats() {
  return useSWR<AdminUserStats>(adminUserKeys.stats, () => api.adminUsers.stats(), freshFor('admin'));
}
