import { z } from 'zod';
import { endpoint } from '../endpoint';
import { invitationSchema, invitationValidationSchema, sendInvitationSchema } from './invitations.schemas';

export const invitationsContract = {
  send: endpoint({
    method: 'POST',
    path: '/invitations/send',
    summary: 'Invite someone by email (link valid 168 hours)',
    auth: true,
    body: sendInvitationSchema,
    responses: { 201: invitationSchema },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/invitations/my-invitations',
    summary: 'Invitations you sent',
    auth: true,
    responses: { 200: z.object({ items: z.array(invitationSchema), total: z.number().int() }) },
  }),
  validate: endpoint({
    method: 'GET',
    path: '/invitations/validate/:token',
    summary: 'Check an invitation token before registering',
    auth: false,
    params: z.object({ token: z.string().min(1).max(256) }),
    responses: { 200: invitationValidationSchema },
  }),
};
