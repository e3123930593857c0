import { z } from 'zod';
import { idParamsOf } from '../common/common.schemas';
import { endpoint } from '../endpoint';
import {
  adminInvitationQuerySchema,
  invitationPageSchema,
  invitationSchema,
  invitationValidationSchema,
  searchUsersQuerySchema,
  searchUsersResponseSchema,
  sendInvitationSchema,
} from './invitations.schemas';

export const invitationsContract = {
  send: endpoint({
    method: 'POST',
    path: '/invitations/send',
    summary: 'Invite someone by email (link valid 168 hours; rate limited per member)',
    description:
      'Mails the /register?token= link (plain text and HTML). 409 when the address belongs to a member ' +
      '(find them with search-users to send a friend request). A mail that cannot be sent is retried; ' +
      'mail_status says whether it went out.',
    auth: true,
    body: sendInvitationSchema,
    responses: { 201: invitationSchema },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/invitations/my-invitations',
    summary: 'Invitations you sent (status pending, accepted, expired; mail_status)',
    auth: true,
    responses: { 200: z.object({ items: z.array(invitationSchema), total: z.number().int() }) },
  }),
  resend: endpoint({
    method: 'POST',
    path: '/invitations/:id/resend',
    summary: 'Send a pending invitation’s mail again now (its inviter or an admin)',
    auth: true,
    params: idParamsOf('invitation'),
    responses: { 200: invitationSchema },
  }),
  searchUsers: endpoint({
    method: 'GET',
    path: '/invitations/search-users',
    summary: 'Find members to befriend, or an address to invite (query ≥ 2 characters; at most 20)',
    auth: true,
    query: searchUsersQuerySchema,
    responses: { 200: searchUsersResponseSchema },
  }),
  validate: endpoint({
    method: 'GET',
    path: '/invitations/validate/:token',
    summary: 'Check an invitation token before registering',
    auth: false,
    params: z.object({ token: z.string().min(1).max(256) }),
    responses: { 200: invitationValidationSchema },
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/admin/invitations',
    summary: 'Every invitation of the platform, newest first (admin)',
    auth: true,
    query: adminInvitationQuerySchema,
    responses: { 200: invitationPageSchema },
  }),
};
