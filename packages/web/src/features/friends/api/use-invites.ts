import { FRIEND_LIMITS, type Friendship, type InviteCode, type InviteQr } from '@potluck/api';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { isFriendsKey } from './keys';

/** Invite codes: a link valid 168 hours, a QR code valid 24 hours, and using someone's code. */
export function useInvites() {
  const { mutate } = useSWRConfig();
  return {
    createLink: (): Promise<InviteCode> =>
      api.friendInvites.create({ body: { invite_type: 'username', expires_in_hours: FRIEND_LIMITS.inviteHours } }),
    createQr: (): Promise<InviteQr> => api.friendInvites.qr({ query: { expires_in_hours: FRIEND_LIMITS.qrHours } }),
    use: async (code: string): Promise<Friendship> => {
      const friendship = await api.friendInvites.use({ params: { code } });
      void mutate(isFriendsKey);
      return friendship;
    },
  };
}
