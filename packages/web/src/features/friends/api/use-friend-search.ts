import { FRIEND_LIMITS, type FriendSearchResult } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { friendsKeys } from './keys';

/** GET /friends/search?q&limit=20&offset=0, only once q has 2 characters after trimming (spec 000 §5, §9). */
export function useFriendSearch(query: string): SWRResponse<FriendSearchResult[]> {
  const q = query.trim();
  return useSWR(q.length >= FRIEND_LIMITS.searchMinChars ? friendsKeys.search(q) : null, async () => {
    const page = await api.friends.search({ query: { q, limit: FRIEND_LIMITS.searchLimit, offset: 0 } });
    return page.items;
  });
}
