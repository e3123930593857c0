import type { FriendsOverview } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { friendsKeys } from './keys';

/** GET /friends/?include_pending=true: friends (favourites first) and the requests received and sent. */
export function useFriends(): SWRResponse<FriendsOverview> {
  return useSWR(friendsKeys.overview, () => api.friends.list({ query: { include_pending: true } }));
}
