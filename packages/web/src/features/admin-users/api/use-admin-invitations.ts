import type { Invitation } from '@potluck/api';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { adminUserKeys } from './keys';

/** GET /admin/invitations: every invitation of the platform, newest first. */
export function useAdminInvitations() {
  return useSWR<Invitation[]>(
    adminUserKeys.invitations,
    async () => (await api.invitations.adminList({ query: {} })).items,
    freshFor('admin'),
  );
}
