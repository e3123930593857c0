import { INVITE_DIALOG_MESSAGES } from '@potluck/api';

/** Every text of the friends screens; the spec's exact strings (000 §2, §8; 001 §8) where it names them. */
export const FRIENDS_TEXT = {
  title: 'Friends',
  tabs: { friends: 'Friends', pending: 'Pending', search: 'Find Friends', invite: 'Invite', legacy: 'Invite by email' },
  // Empty states and errors (spec 000 §2, §8)
  noFriends: 'No friends yet',
  noFriendsHint: 'Find family and friends by name, or send them your invite link.',
  findFriends: 'Find Friends',
  noPending: 'No pending requests',
  noPendingHint: 'Friend requests you send or receive wait here until they are answered.',
  errorOccurred: INVITE_DIALOG_MESSAGES.errorOccurred,
  searchFailed: INVITE_DIALOG_MESSAGES.searchFailed,
  requestFailed: INVITE_DIALOG_MESSAGES.friendRequestFailed,
  tryAgain: 'Try Again',
  // Friends tab
  friendsList: 'Your friends',
  removeTitle: (name: string) => `Remove ${name}?`,
  removeConfirm: (name: string) => `${name} will no longer be your friend. You can send a new request later.`,
  remove: 'Remove',
  removed: (name: string) => `${name} was removed from your friends`,
  blockTitle: (name: string) => `Block ${name}?`,
  blockConfirm: (name: string) =>
    `${name} will no longer be your friend, and neither of you will find the other in search, send friend requests or share recipes.`,
  blockReason: 'Reason (optional, only you see it)',
  block: 'Block',
  blocked: (name: string) => `${name} is blocked`,
  blockedList: 'Blocked members',
  unblocked: (name: string) => `${name} is unblocked`,
  // Pending tab
  received: 'Received',
  sent: 'Sent',
  accepted: (name: string) => `You and ${name} are now friends!`,
  declined: (name: string) => `Declined ${name}’s request`,
  cancelled: (name: string) => `Cancelled your request to ${name}`,
  // Find Friends
  searchLabel: 'Search by name or username',
  searchMessage: 'Message (optional)',
  // Invite
  copyFailed: 'Could not copy the link. Select it and copy it yourself.',
  // Invite by email (the legacy invite tab)
  legacyTitle: 'Invite someone by email',
  legacyHint: 'They get an email with a link to join Potluck. The link works for 7 days.',
  email: 'Email',
  name: 'Their name (optional)',
  message: 'Message (optional)',
  sendInvitation: 'Send Invitation',
  // /invite/{code}
  inviteTitle: 'Friend invitation',
  invitesYou: (name: string) => `${name} invites you to be friends on Potluck`,
  addAsFriend: 'Add as friend',
  alreadyFriends: (name: string) => `You and ${name} are already friends.`,
  ownInvite: 'This is your own invite link: share it with someone else.',
  goToFriends: 'Go to Friends',
  inviteProblem: 'This invite link cannot be used',
  inviteProblemHint: 'Ask your friend for a new link, or find them by name on the Friends page.',
} as const;

export type FriendsTab = 'friends' | 'pending' | 'search' | 'invite' | 'legacy-invite';
export const FRIENDS_TABS: readonly FriendsTab[] = ['friends', 'pending', 'search', 'invite', 'legacy-invite'];
