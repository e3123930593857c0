import type { BlockedMember } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { friendsKeys } from './keys';

/** GET /friends/blocked: the members the viewer blocked, newest first. */
export function useBlocked(): SWRResponse<BlockedMember[]> {
  return useSWR(friendsKeys.blocked, async () => (await api.friends.blocked()).items);
}
