import type { InvitationValidation } from '@potluck/api';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

const fetchValidation = ([, token]: readonly [string, string]): Promise<InvitationValidation> =>
  api.invitations.validate({ params: { token } });

/**
 * GET /invitations/validate/:token — once per visit: a validity check must not flip while the
 * person is typing the form, so no focus or interval revalidation and no silent retry.
 */
export function useInvitationValidation(token: string | null) {
  return useSWR(token ? (['/invitations/validate', token] as const) : null, fetchValidation, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
