import type { Invitation } from '@potluck/api';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { invitationKeys } from './keys';

/** GET /invitations/my-invitations (fresh 300 s, spec 001 §9). */
export function useMyInvitations() {
  return useSWR<Invitation[]>(
    invitationKeys.mine,
    async () => (await api.invitations.mine()).items,
    freshFor('myInvitations'),
  );
}
