/**
 * Pages whose features ship in later releases. Each says plainly what is coming instead of
 * showing invented data; the routes exist now so links, bookmarks and the sidebar already work.
 */
export interface UpcomingAreaText {
  /** Page title (tab and heading). */
  title: string;
  heading: string;
  description: string;
}

export const UPCOMING_AREAS = {
  friends: {
    title: 'Friends',
    heading: 'Friends are coming in the next release',
    description: 'Find family members, send friend requests and share invite links and QR codes here.',
  },
  activity: {
    title: 'Activity',
    heading: 'Activity is coming in a later release',
    description: 'What your family cooks, shares and likes will show up here.',
  },
  invite: {
    title: 'Invitation',
    heading: 'Friend invite links are coming in the next release',
    description:
      'Opening a friend’s invite link will connect you both. Keep the link: it will work once friends arrive.',
  },
} as const satisfies Record<string, UpcomingAreaText>;

export type UpcomingArea = keyof typeof UPCOMING_AREAS;
