import type { Invitation, SendInvitationInput } from '@potluck/api';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';

/** POST /invitations/send: invite someone who is not a member yet by email (the legacy invite tab). */
export function useSendInvitation(): (body: SendInvitationInput) => Promise<Invitation> {
  return useCallback((body: SendInvitationInput) => api.invitations.send({ body }), []);
}
