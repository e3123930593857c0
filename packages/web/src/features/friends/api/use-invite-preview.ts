import type { InvitePreview } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { friendsKeys } from './keys';

/** GET /friends/invite/{code}: who invites the viewer. Not retried: an unknown or expired code stays so. */
export function useInvitePreview(code: string): SWRResponse<InvitePreview> {
  return useSWR(friendsKeys.invite(code), () => api.friendInvites.preview({ params: { code } }), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
