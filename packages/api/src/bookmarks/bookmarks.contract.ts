import { z } from 'zod';
import { idOf } from '../common/common.schemas';
import { endpoint } from '../endpoint';
import { recipeSummarySchema } from '../recipes/recipe.schemas';
import {
  bookmarkCheckSchema,
  bookmarkInputSchema,
  bookmarkSchema,
  collectionSchema,
  shareInputSchema,
  shareSchema,
} from '../recipes/social.schemas';

const recipeIdParams = z.object({ recipeId: idOf('recipe') });

export const bookmarksContract = {
  add: endpoint({
    method: 'POST',
    path: '/bookmarks',
    summary: 'Bookmark a recipe',
    auth: true,
    body: bookmarkInputSchema,
    responses: { 201: bookmarkSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/bookmarks/:recipeId',
    summary: 'Remove a bookmark',
    auth: true,
    params: recipeIdParams,
    responses: { 204: z.null() },
  }),
  list: endpoint({
    method: 'GET',
    path: '/bookmarks',
    summary: 'Your bookmarked recipes',
    auth: true,
    query: z.object({
      collection_name: z.string().max(60).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(100),
      offset: z.coerce.number().int().min(0).default(0),
    }),
    responses: {
      200: z.object({
        items: z.array(recipeSummarySchema.extend({ collection_name: z.string() })),
        total: z.number().int(),
        limit: z.number().int(),
        offset: z.number().int(),
      }),
    },
  }),
  check: endpoint({
    method: 'GET',
    path: '/bookmarks/check/:recipeId',
    summary: 'Is it bookmarked',
    auth: true,
    params: recipeIdParams,
    responses: { 200: bookmarkCheckSchema },
  }),
  collections: endpoint({
    method: 'GET',
    path: '/bookmarks/collections',
    summary: 'Your collections',
    auth: true,
    responses: { 200: z.object({ items: z.array(collectionSchema) }) },
  }),
};

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
