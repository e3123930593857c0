import type { SystemInfo } from '@potluck/api';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';

/** GET /admin/system-info (statuses and counts only). */
export function useSystemInfo() {
  return useSWR<SystemInfo>('/admin/system-info', () => api.admin.systemInfo(), freshFor('admin'));
}
