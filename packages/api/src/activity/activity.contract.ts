import { z } from 'zod';
import { endpoint } from '../endpoint';
import { activityFeedQuerySchema, activityFeedSchema, activityUnseenSchema } from './activity-feed.schemas';
import { shareInputSchema, shareSchema } from './activity.schemas';

export const activityContract = {
  shareRecipe: endpoint({
    method: 'POST',
    path: '/activity/share/recipe',
    summary: 'Record a share (link, social, friend)',
    description:
      'A friend share goes only to an accepted friend who may open the recipe: an unknown member is 404; a member ' +
      'who is not your friend (or a block between you), or who may not see the recipe, is 403; nothing is recorded.',
    auth: true,
    body: shareInputSchema,
    responses: { 201: shareSchema },
  }),
  shared: endpoint({
    method: 'GET',
    path: '/activity/shared-with-me',
    summary: 'Recipes friends shared with you',
    auth: true,
    responses: {
      200: z.object({
        items: z.array(shareSchema.extend({ recipe_title: z.string(), shared_by_username: z.string() })),
      }),
    },
  }),
  feed: endpoint({
    method: 'GET',
    path: '/activity/feed',
    summary: 'Your activity feed, newest first and paged, with how many items are new since you last looked',
    description:
      'Items: recipes shared with you (sender, message), friend requests you received (while pending), your ' +
      'requests that were accepted, recipes your friends published, and likes and bookmarks of your recipes ' +
      'grouped per recipe and UTC day. Nothing from members blocked either way, nor recipes out of your sight.',
    auth: true,
    query: activityFeedQuerySchema,
    responses: { 200: activityFeedSchema },
  }),
  unseen: endpoint({
    method: 'GET',
    path: '/activity/unseen',
    summary: 'How many feed items are new since you last marked the feed seen (the sidebar badge)',
    auth: true,
    responses: { 200: activityUnseenSchema },
  }),
  markSeen: endpoint({
    method: 'POST',
    path: '/activity/seen',
    summary: 'Mark your feed seen now: new_count drops to 0 until something new happens',
    auth: true,
    responses: { 200: activityUnseenSchema },
  }),
};
