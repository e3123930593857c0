import { z } from 'zod';
import { idParamsOf } from '../common/common.schemas';
import { endpoint } from '../endpoint';
import {
  blockInputSchema,
  blockParamsSchema,
  blockedListSchema,
  blockedMemberSchema,
  favoriteQuerySchema,
  friendRequestInputSchema,
  friendResponseInputSchema,
  friendSearchPageSchema,
  friendSearchQuerySchema,
  friendStatsSchema,
  friendsOverviewSchema,
  friendsQuerySchema,
  friendshipSchema,
  inviteCodeParamsSchema,
  inviteCodeSchema,
  inviteInputSchema,
  invitePreviewSchema,
  inviteQrSchema,
  qrQuerySchema,
} from './friends.schemas';

const BLOCK_RULE =
  'A block (in either direction) hides the two members from each other in search, and refuses requests, invite ' +
  'codes and friend shares between them.';

/** Friend requests, friends, favourites and blocking (spec 000 §7 Friends). */
export const friendsContract = {
  list: endpoint({
    method: 'GET',
    path: '/friends',
    summary: 'Your friends (favourites first) and, unless include_pending=false, your pending requests',
    auth: true,
    query: friendsQuerySchema,
    responses: { 200: friendsOverviewSchema },
  }),
  stats: endpoint({
    method: 'GET',
    path: '/friends/stats',
    summary: 'Counts: friends, pending requests you received, family circles',
    description: 'total_family_circles is always 0: family circles do not exist yet.',
    auth: true,
    responses: { 200: friendStatsSchema },
  }),
  request: endpoint({
    method: 'POST',
    path: '/friends/request',
    summary: 'Send a friend request by addressee_id or username, with an optional message',
    description:
      'A reverse request (the member already asked you and it is pending) is accepted instead: the answer is the ' +
      'accepted friendship. A pending request of yours to the same member is 409, as is an existing friendship. ' +
      'To yourself: 422. An unknown or inactive member, or one who blocked you: 404. A member you blocked: 403. ' +
      'A declined request may be sent again.',
    auth: true,
    body: friendRequestInputSchema,
    responses: { 201: friendshipSchema },
  }),
  respond: endpoint({
    method: 'PUT',
    path: '/friends/request/:id',
    summary: 'Accept (optionally as a favourite) or decline a request you received',
    description: 'Only the addressee answers (the requester gets 403, anyone else 404); an answered request is 409.',
    auth: true,
    params: idParamsOf('friendship'),
    body: friendResponseInputSchema,
    responses: { 200: friendshipSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/friends/:id',
    summary: 'Remove a friend, cancel a request you sent, or drop one you received (either party)',
    auth: true,
    params: idParamsOf('friendship'),
    responses: { 204: z.null() },
  }),
  favorite: endpoint({
    method: 'PUT',
    path: '/friends/:id/favorite',
    summary: 'Mark or unmark an accepted friend as your favourite (your own mark; theirs is separate)',
    auth: true,
    params: idParamsOf('friendship'),
    query: favoriteQuerySchema,
    responses: { 200: friendshipSchema },
  }),
  search: endpoint({
    method: 'GET',
    path: '/friends/search',
    summary: 'Find members by username or display name (q: at least 2 characters after trimming)',
    description:
      'Never answers yourself, members you blocked or who blocked you, or members you sent a pending request to; ' +
      'answers carry no email. Rate limited per member (429 with Retry-After).',
    auth: true,
    query: friendSearchQuerySchema,
    responses: { 200: friendSearchPageSchema },
  }),
  block: endpoint({
    method: 'POST',
    path: '/friends/block/:userId',
    summary: 'Block a member (with an optional reason): ends any friendship and pending requests between you',
    description: `${BLOCK_RULE} Blocking again updates the reason.`,
    auth: true,
    params: blockParamsSchema,
    body: blockInputSchema,
    responses: { 201: blockedMemberSchema },
  }),
  unblock: endpoint({
    method: 'DELETE',
    path: '/friends/block/:userId',
    summary: 'Unblock a member (unblocking one you had not blocked changes nothing)',
    auth: true,
    params: blockParamsSchema,
    responses: { 204: z.null() },
  }),
  blocked: endpoint({
    method: 'GET',
    path: '/friends/blocked',
    summary: 'Members you blocked, newest first',
    auth: true,
    responses: { 200: blockedListSchema },
  }),
};

/** Invite codes: a random 256-bit code, stored only as its hash, single use, with an expiry. */
export const friendInvitesContract = {
  create: endpoint({
    method: 'POST',
    path: '/friends/invite',
    summary: 'Make an invite code and link (valid 168 hours unless asked for less; shown only now)',
    auth: true,
    body: inviteInputSchema,
    responses: { 201: inviteCodeSchema },
  }),
  qr: endpoint({
    method: 'GET',
    path: '/friends/invite/qr',
    summary: 'Make an invite code (valid 24 hours by default) and its link as a QR code PNG data URL',
    auth: true,
    query: qrQuerySchema,
    responses: { 200: inviteQrSchema },
  }),
  preview: endpoint({
    method: 'GET',
    path: '/friends/invite/:code',
    summary: 'Who invites you with this code (for the /invite/{code} page)',
    description:
      "An unknown code: 404 'This invite link is not valid'; expired: 410 'This invite link has expired'; used by another member: 409 " +
      "'This invite link has already been used' (the member who used it may open it again). Your own code answers (with yourself as inviter) so you can check " +
      'your link. Counts toward the per-member limit of codes tried (429).',
    auth: true,
    params: inviteCodeParamsSchema,
    responses: { 200: invitePreviewSchema },
  }),
  use: endpoint({
    method: 'POST',
    path: '/friends/invite/:code/use',
    summary: 'Use an invite code: you and its maker become friends (the code is then spent)',
    description:
      'Unknown 404, expired 410, used by another member 409 (using your own use again changes nothing), your own code 422, a block between you 404. Already friends: ' +
      'the friendship is answered and the code stays unused. Any pending request between you is accepted. ' +
      'Rate limited per member (429 with Retry-After).',
    auth: true,
    params: inviteCodeParamsSchema,
    responses: { 200: friendshipSchema },
  }),
};
