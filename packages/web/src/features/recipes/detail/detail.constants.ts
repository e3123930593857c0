import { RECIPE_MESSAGES, type SHARE_PLATFORMS, type SHARE_TYPES } from '@potluck/api';

/** How long the copy-link confirmation stays (spec 000 §4: 2 s). */
export const COPY_CONFIRM_MS = 2000;

/** Every text of the recipe detail page, the spec's exact strings where it names them. */
export const DETAIL_TEXT = {
  notFound: RECIPE_MESSAGES.notFound,
  notFoundMessage: "This recipe doesn't exist, or it isn't shared with you.",
  browseRecipes: 'Browse Recipes',
  loadFailed: 'Failed to load recipe',
  loadingLabel: 'Loading recipe',
  noImage: 'No photo yet',
  prep: 'Prep',
  cook: 'Cook',
  servings: 'Servings',
  difficulty: 'Difficulty',
  likes: { one: 'like', other: 'likes' },
  views: { one: 'view', other: 'views' },
  // The bookmark count's label: members see bookmarks as saves.
  bookmarks: { one: 'save', other: 'saves' },
  reviews: { one: 'review', other: 'reviews' },
  like: 'Like',
  liked: 'Liked',
  save: 'Save',
  saved: 'Saved',
  share: 'Share',
  copied: 'Copied!',
  print: 'Print',
  edit: 'Edit',
  publish: 'Publish',
  unpublish: 'Unpublish',
  delete: 'Delete',
  deleteTitle: 'Delete recipe?',
  deleteDescription: (title: string) => `“${title}” will be deleted permanently. This cannot be undone.`,
  deleted: 'Recipe deleted',
  deleteFailed: 'Failed to delete recipe. Please try again.',
  published: 'Recipe published',
  unpublished: 'Recipe moved back to drafts',
  publishFailed: 'Failed to change the recipe status. Please try again.',
  socialFailed: 'That did not work. Please try again.',
  ingredients: 'Ingredients',
  instructions: 'Instructions',
  notes: 'Notes',
  source: 'Source',
  tools: 'Required tools',
  essential: 'essential',
  toolAlternative: 'or',
  version: 'Version',
  versionLabel: (n: number, current: boolean) => `Version ${n}${current ? ' (current)' : ''}`,
  oldVersionTitle: (n: number) => `You are looking at version ${n}`,
  oldVersionBody: 'This is an earlier snapshot of the recipe, shown read-only.',
  backToCurrent: 'Back to current version',
  versionFailed: 'Failed to load this version. Please try again.',
  draft: 'Draft',
  cancel: 'Cancel',
  sharedWithFriend: 'Recipe shared',
} as const;

type Platform = (typeof SHARE_PLATFORMS)[number];
type ShareType = (typeof SHARE_TYPES)[number];

/**
 * The share menu's targets in order (spec 000 §9) and what each records with POST /activity/share/recipe:
 * networks are `social`; email and clipboard pass the link itself on (`link`); a member is `friend`.
 */
export const SHARE_TARGETS: ReadonlyArray<{ platform: Platform; shareType: ShareType; label: string }> = [
  { platform: 'twitter', shareType: 'social', label: 'Share on X (Twitter)' },
  { platform: 'facebook', shareType: 'social', label: 'Share on Facebook' },
  { platform: 'whatsapp', shareType: 'social', label: 'Share on WhatsApp' },
  { platform: 'email', shareType: 'link', label: 'Share by email' },
  { platform: 'clipboard', shareType: 'link', label: 'Copy link' },
  { platform: 'friend', shareType: 'friend', label: 'Share with a friend…' },
];

export type SharePlatform = Platform;
/** Window features of the social share pop-ups. */
export const SHARE_WINDOW_FEATURES = 'noopener,noreferrer,width=600,height=560';

/** The date under the title: "March 4, 2026" in UTC, so it reads the same everywhere. */
export const formatRecipeDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
};

/** "Mar 4, 2026" (UTC), for the version picker. */
export const formatShortDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
};
