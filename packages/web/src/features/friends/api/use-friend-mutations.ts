import type { BlockedMember, Friendship } from '@potluck/api';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { isFriendsKey } from './keys';

/** Friend requests, answers, removal, favourites and blocking; each revalidates the friends area after. */
export function useFriendMutations() {
  const { mutate } = useSWRConfig();
  const after = async <T>(call: Promise<T>): Promise<T> => {
    const result = await call;
    void mutate(isFriendsKey);
    return result;
  };
  return {
    request: (addresseeId: number, message?: string | null): Promise<Friendship> =>
      after(api.friends.request({ body: { addressee_id: addresseeId, message: message || null } })),
    respond: (id: number, status: 'accepted' | 'declined'): Promise<Friendship> =>
      after(api.friends.respond({ params: { id }, body: { status } })),
    remove: (id: number): Promise<unknown> => after(api.friends.remove({ params: { id } })),
    favorite: (id: number, isFavorite: boolean): Promise<Friendship> =>
      after(api.friends.favorite({ params: { id }, query: { is_favorite: isFavorite } })),
    block: (userId: number, reason: string): Promise<BlockedMember> =>
      after(api.friends.block({ params: { userId }, body: { reason: reason.trim() || null } })),
    unblock: (userId: number): Promise<unknown> => after(api.friends.unblock({ params: { userId } })),
  };
}
