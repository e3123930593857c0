import type { SystemSettings } from '@potluck/api';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';

export const SYSTEM_SETTINGS_KEY = '/admin/settings';

const fetchSettings = (): Promise<SystemSettings> => api.admin.getSettings();

/** GET /admin/settings (admin queries stay fresh 2 minutes, spec 001 §9). */
export function useSystemSettings() {
  return useSWR(SYSTEM_SETTINGS_KEY, fetchSettings, freshFor('admin'));
}
