import { z } from 'zod';
import { idOf, pageOf, queryBoolean } from '../common/common.schemas';

/** Spec 000 §3: a friendship is pending, then accepted or declined by the addressee. */
export const FRIENDSHIP_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type FriendshipStatus = (typeof FRIENDSHIP_STATUSES)[number];

/** Spec 000 §9 and 001 §9: friend search limit 20; invite link valid 168 h; QR code 24 h. */
export const FRIEND_LIMITS = {
  searchMinChars: 2,
  searchLimit: 20,
  searchLimitMax: 50,
  inviteHours: 168,
  qrHours: 24,
  /** The longest an invite code may stay valid. */
  inviteMaxHours: 168,
  messageMaxChars: 500,
  reasonMaxChars: 500,
} as const;

/** Details the server answers with (the web shows the response detail when there is one, spec 000 §8). */
export const FRIEND_MESSAGES = {
  searchTooShort: 'Enter at least 2 characters to search',
  addresseeNeeded: 'Choose a member by addressee_id or username',
  notYourself: 'You cannot send a friend request to yourself',
  memberNotFound: 'Member not found',
  youBlocked: 'You have blocked this member: unblock them first',
  alreadyFriends: 'You are already friends',
  alreadyRequested: 'A friend request to this member is already pending',
  requestNotFound: 'Friend request not found',
  onlyAddressee: 'Only the member who received the request can answer it',
  alreadyAnswered: 'This friend request has already been answered',
  friendshipNotFound: 'Friendship not found',
  notAFriendYet: 'Only an accepted friend can be a favourite',
  blockYourself: 'You cannot block yourself',
  notBlocked: 'This member is not blocked',
  inviteNotFound: 'This invite link is not valid',
  inviteExpired: 'This invite link has expired',
  inviteUsed: 'This invite link has already been used',
  ownInvite: 'This is your own invite link: share it with someone else',
  searchRateLimited: 'Too many searches. Please wait a moment and try again.',
  inviteRateLimited: 'Too many invite codes tried. Please wait a while and try again.',
} as const;

/** Spec 000 §8 / 001 §8: the confirmation after a friend request. */
export const friendRequestSentMessage = (name: string) => `Friend request sent to ${name}!`;

/** The name a member goes by: their display name, else their username. */
export const memberName = (m: { display_name: string | null; username: string }) => m.display_name || m.username;

/** Another member as the friends area shows them: never an email, hash or token. */
export const memberSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/** The Friendship entity of spec 000 §3; is_favorite is the viewer's own mark (each side keeps their own). */
export const friendshipSchema = z.object({
  id: z.number().int(),
  requester_id: z.number().int(),
  addressee_id: z.number().int(),
  requester: memberSummarySchema,
  addressee: memberSummarySchema,
  status: z.enum(FRIENDSHIP_STATUSES),
  is_favorite: z.boolean(),
  message: z.string().nullable(),
  created_at: z.string(),
  /** When the addressee accepted (null while pending or declined). */
  accepted_at: z.string().nullable(),
});
export type Friendship = z.infer<typeof friendshipSchema>;

/** GET /friends/: accepted friends (favourites first, then by name) and, when asked, the pending requests. */
export const friendsOverviewSchema = z.object({
  friends: z.array(friendshipSchema),
  pending_received: z.array(friendshipSchema),
  pending_sent: z.array(friendshipSchema),
  total_friends: z.number().int(),
  /** Pending requests you received and sent, counted whether or not include_pending asked for them. */
  total_pending: z.number().int(),
});
export type FriendsOverview = z.infer<typeof friendsOverviewSchema>;

export const friendsQuerySchema = z.object({ include_pending: queryBoolean.default(true) });

export const friendStatsSchema = z.object({
  total_friends: z.number().int(),
  /** Requests you received and have not answered. */
  total_pending_requests: z.number().int(),
  /** Family circles do not exist yet: always 0. */
  total_family_circles: z.number().int(),
});
export type FriendStats = z.infer<typeof friendStatsSchema>;

const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).nullish();

/** POST /friends/request: the member by addressee_id or by username (exactly one), with an optional message. */
export const friendRequestInputSchema = z
  .object({
    addressee_id: idOf('member', 'json').nullish(),
    username: z.string().trim().min(1).max(50).nullish(),
    message: optionalText(FRIEND_LIMITS.messageMaxChars),
  })
  .superRefine((v, ctx) => {
    if ((v.addressee_id == null) === (v.username == null)) {
      ctx.addIssue({ code: 'custom', path: ['addressee_id'], message: FRIEND_MESSAGES.addresseeNeeded });
    }
  });
export type FriendRequestInput = z.input<typeof friendRequestInputSchema>;

/** PUT /friends/request/{id}: the addressee accepts (optionally marking a favourite) or declines. */
export const friendResponseInputSchema = z.object({
  status: z.enum(['accepted', 'declined']),
  is_favorite: z.boolean().optional(),
});
export type FriendResponseInput = z.input<typeof friendResponseInputSchema>;

export const favoriteQuerySchema = z.object({ is_favorite: queryBoolean });

/** GET /friends/search: q is trimmed and needs at least 2 characters (spec 000 §5). */
export const friendSearchQuerySchema = z.object({
  q: z.string().trim().min(FRIEND_LIMITS.searchMinChars, FRIEND_MESSAGES.searchTooShort).max(100),
  limit: z.coerce.number().int().min(1).max(FRIEND_LIMITS.searchLimitMax).default(FRIEND_LIMITS.searchLimit),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

/**
 * A search hit: a member matching by username or display name, with where you stand. Never yourself, a member you
 * blocked or who blocked you, or a member you already sent a pending request to.
 */
export const friendSearchResultSchema = memberSummarySchema.extend({
  /** none: you may send a request; accepted: already friends; pending_received: they asked you (accept it). */
  friendship_status: z.enum(['none', 'accepted', 'pending_received']),
  friendship_id: z.number().int().nullable(),
});
export type FriendSearchResult = z.infer<typeof friendSearchResultSchema>;
export const friendSearchPageSchema = pageOf(friendSearchResultSchema);

export const blockInputSchema = z.object({ reason: optionalText(FRIEND_LIMITS.reasonMaxChars) });
export const blockParamsSchema = z.object({ userId: idOf('member') });

export const blockedMemberSchema = z.object({
  member: memberSummarySchema,
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;
export const blockedListSchema = z.object({ items: z.array(blockedMemberSchema), total: z.number().int() });

/** POST /friends/invite (spec 000 §7): invite_type 'username'; valid 168 hours unless asked for less. */
export const inviteInputSchema = z.object({
  invite_type: z.enum(['username']).default('username'),
  expires_in_hours: z.coerce.number().int().min(1).max(FRIEND_LIMITS.inviteMaxHours).default(FRIEND_LIMITS.inviteHours),
});
export const qrQuerySchema = z.object({
  expires_in_hours: z.coerce.number().int().min(1).max(FRIEND_LIMITS.inviteMaxHours).default(FRIEND_LIMITS.qrHours),
});

/** A new invite code: shown only now (only its hash is stored); 256 random bits, single use. */
export const inviteCodeSchema = z.object({
  invite_code: z.string(),
  invite_type: z.literal('username'),
  expires_in_hours: z.number().int(),
  expires_at: z.string(),
  /** The web page that opens the invite: {public url}/invite/{invite_code}. */
  invite_url: z.string(),
});
export type InviteCode = z.infer<typeof inviteCodeSchema>;

/** GET /friends/invite/qr: a new invite code and its link drawn as a QR code (a PNG data URL). */
export const inviteQrSchema = inviteCodeSchema.extend({ qr_code_data: z.string() });
export type InviteQr = z.infer<typeof inviteQrSchema>;

export const inviteCodeParamsSchema = z.object({ code: z.string().min(1).max(100) });

/** GET /friends/invite/{code}: who invites you, for the /invite/{code} page. */
export const invitePreviewSchema = z.object({
  inviter: memberSummarySchema,
  expires_at: z.string(),
  /** You and the inviter are friends already (using the code then changes nothing). */
  already_friends: z.boolean(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;
