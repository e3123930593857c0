/** SWR keys of the activity feed and the sidebar's unseen count. */
export const activityKeys = {
  unseen: ['activity-unseen'] as const,
  feedPage: (offset: number) => ['activity-feed', offset] as const,
};
