/** Texts of the Activity page (spec 000 §2 sidebar Activity; failures as the friends area: 000 §8). */
export const ACTIVITY_TEXT = {
  title: 'Activity',
  description: 'Recipes shared with you, friend requests, and what your friends cook and like.',
  feed: 'Activity feed',
  empty: 'Nothing here yet',
  emptyHint: 'When friends share recipes with you, publish new ones or like yours, it shows up here.',
  findFriends: 'Find Friends',
  loadFailed: 'An error occurred',
  tryAgain: 'Try Again',
  loadMore: 'Show older activity',
} as const;

/** Feed items per page. */
export const ACTIVITY_PAGE_SIZE = 20;
/** The sidebar badge looks for new activity this often (and when the window regains focus). */
export const UNSEEN_REFRESH_MS = 60_000;
