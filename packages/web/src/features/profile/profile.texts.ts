/** The profile screen's own texts (the spec's messages are PROFILE_MESSAGES in @potluck/api). */
export const PROFILE_TEXTS = {
  coverUploadFailed: 'Failed to upload cover image',
  coverDeleteFailed: 'Failed to remove cover image',
  coverHint: 'A wide picture works best (at least 1200 × 300). JPG, PNG or WebP.',
  confirmRemoveCover: 'Are you sure you want to remove your cover image?',
  notificationsTitle: 'Notifications',
  privacyTitle: 'Privacy',
  inviteTitle: 'Invite family and friends',
  inviteText: 'Find people who are already here, or send an invitation by email.',
} as const;

/** Every tab of /profile (spec 001 §2), in order, with its label. */
export const PROFILE_TABS = [
  ['overview', 'Overview'],
  ['recipes', 'Recipes'],
  ['settings', 'Settings'],
  ['cooking', 'Cooking'],
  ['notifications', 'Notifications'],
  ['privacy', 'Privacy'],
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number][0];
