import type { SystemSettings } from '@potluck/api';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import { SYSTEM_SETTINGS_KEY } from './use-system-settings';

type Change = Partial<SystemSettings>;

const updateSettings = (_key: string, { arg }: { arg: Change }): Promise<SystemSettings> =>
  api.admin.updateSettings({ body: arg });

/**
 * PUT /admin/settings. The switch moves at once (optimistic) and moves back if the server
 * refuses; the server's answer then replaces the cache.
 */
export function useUpdateSystemSettings() {
  const mutation = useSWRMutation(SYSTEM_SETTINGS_KEY, updateSettings, { throwOnError: true });
  const update = (change: Change) =>
    mutation.trigger(change, {
      optimisticData: (current?: SystemSettings) => ({ ...(current as SystemSettings), ...change }),
      rollbackOnError: true,
      populateCache: true,
      revalidate: false,
    });
  return { update, isUpdating: mutation.isMutating };
}
