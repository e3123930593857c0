import { z } from 'zod';
import { endpoint } from '../endpoint';
import { shareInputSchema, shareSchema } from './activity.schemas';

export const activityContract = {
  shareRecipe: endpoint({
    method: 'POST',
    path: '/activity/share/recipe',
    summary: 'Record a share (link, social, friend)',
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
};
