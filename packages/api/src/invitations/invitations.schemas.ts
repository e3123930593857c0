import { z } from 'zod';
import { emailSchema } from '../auth/auth.rules';
import { PAGE_LIMIT_MAX, pageOf } from '../common/common.schemas';

export const INVITATION_VALID_HOURS = 168;
export const INVITATION_STATUSES = ['pending', 'accepted', 'expired'] as const;

export const INVITATION_MESSAGES = {
  invalidFallback: 'This invitation link is not valid or has expired.',
  notFound: 'This invitation link is not valid.',
  expired: 'This invitation has expired. Please ask for a new one.',
  used: 'This invitation has already been used.',
  alreadyMember: 'A member with this email already exists',
  queryTooShort: 'Please enter at least 2 characters',
  notPending: 'Only a pending invitation can be sent again.',
} as const;

/** Spec 001 §8 Invitations: what the invite dialog says (the web and the CLI). */
export const INVITE_DIALOG_MESSAGES = {
  sendFailed: 'Failed to send invitation',
  searchFailed: 'Failed to search users',
  friendRequestFailed: 'Failed to send friend request',
  errorOccurred: 'An error occurred',
  noUsersFound: 'No users found',
} as const;
export const invitationSentMessage = (email: string) => `Invitation sent to ${email}!`;
// 'Friend request sent to {name}!' is friendRequestSentMessage in friends.schemas (one export for both).
/** Spec 001 §4: the invite dialog closes this long after a success. */
export const INVITE_DIALOG_CLOSE_MS = 2000;
export const SEARCH_USERS_MIN = 2;
export const SEARCH_USERS_LIMIT = 20;

/**
 * Whether the invitation mail went out: sent; pending_retry (a try failed, the server tries again, see
 * next_retry_at); failed (every automatic try failed: POST /invitations/{id}/resend tries again);
 * not_mailed (the first-run invitation, which has no address).
 */
export const MAIL_STATUSES = ['sent', 'pending_retry', 'failed', 'not_mailed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const sendInvitationSchema = z.object({
  email: emailSchema,
  message: z.string().trim().max(1000, 'Message must be at most 1000 characters').optional().nullable(),
  invited_user_name: z.string().trim().max(100, 'Name must be at most 100 characters').optional().nullable(),
});
export type SendInvitationInput = z.input<typeof sendInvitationSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  inviter_username: z.string().nullable(),
  message: z.string().nullable(),
  invited_user_name: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  /** The register link, for the inviter to copy (only in the answer to send). */
  invitation_link: z.string().optional(),
  mail_status: z.enum(MAIL_STATUSES),
  mail_attempts: z.number().int(),
  mail_sent_at: z.string().nullable(),
  /** When the server tries again (pending_retry only). */
  next_retry_at: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationValidationSchema = z.object({
  valid: z.boolean(),
  email: z.string().nullable(),
  invited_user_name: z.string().nullable(),
  error_message: z.string().nullable(),
});
export type InvitationValidation = z.infer<typeof invitationValidationSchema>;

/** GET /invitations/search-users?query= (at least 2 characters after trimming). */
export const searchUsersQuerySchema = z.object({
  query: z
    .string({ error: INVITATION_MESSAGES.queryTooShort })
    .trim()
    .min(SEARCH_USERS_MIN, INVITATION_MESSAGES.queryTooShort)
    .max(254, 'Search must be at most 254 characters'),
});

/**
 * One match: an active member by username, display name or exact email (is_existing_user true, id for a friend
 * request), or — when the query is an address no member has — that address to invite (is_existing_user false,
 * id and username null). A member's email is shown only when the query was that very address.
 */
export const searchUserResultSchema = z.object({
  id: z.number().int().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_existing_user: z.boolean(),
});
export type SearchUserResult = z.infer<typeof searchUserResultSchema>;
export const searchUsersResponseSchema = z.object({ items: z.array(searchUserResultSchema) });

export const INVITATION_STATUS_FILTERS = ['all', ...INVITATION_STATUSES] as const;
/** GET /admin/invitations: every invitation of the platform, newest first. */
export const adminInvitationQuerySchema = z.object({
  status: z.enum(INVITATION_STATUS_FILTERS).default('all'),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_MAX),
  offset: z.coerce.number().int().min(0).default(0),
});
export const invitationPageSchema = pageOf(invitationSchema);
