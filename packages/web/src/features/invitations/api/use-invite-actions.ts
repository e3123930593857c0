import type { Invitation, SendInvitationInput } from '@potluck/api';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { invitationKeys } from './keys';

/**
 * The invite dialog's two sends: a friend request to a member (POST /friends/request by addressee_id, else by
 * username) and an invitation by mail (POST /invitations/send); the list of your invitations is refreshed.
 */
export function useInviteActions() {
  const { mutate } = useSWRConfig();
  return {
    async sendFriendRequest(member: { id: number | null; username: string | null }) {
      const body = member.id !== null ? { addressee_id: member.id } : { username: member.username ?? '' };
      return api.friends.request({ body });
    },
    async sendInvitation(input: SendInvitationInput): Promise<Invitation> {
      const invitation = await api.invitations.send({ body: input });
      await mutate(invitationKeys.mine);
      return invitation;
    },
    async resend(invitation: Invitation): Promise<Invitation> {
      const sent = await api.invitations.resend({ params: { id: invitation.id } });
      await mutate(invitationKeys.mine);
      return sent;
    },
  };
}
