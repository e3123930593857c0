import { z } from 'zod';
import { idOf } from '../common/common.schemas';
import { endpoint } from '../endpoint';
import { recipeSummarySchema } from '../recipes/recipe.schemas';
import {
  bookmarkCheckSchema,
  bookmarkCollectionSchema,
  bookmarkInputSchema,
  bookmarkSchema,
  BOOKMARK_LIST_LIMIT,
} from './bookmarks.schemas';

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
    params: z.object({ recipeId: idOf('ownBookmark') }),
    responses: { 204: z.null() },
  }),
  list: endpoint({
    method: 'GET',
    path: '/bookmarks',
    summary: 'Your bookmarked recipes',
    auth: true,
    query: z.object({
      collection_name: z.string().max(60).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(BOOKMARK_LIST_LIMIT),
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
    responses: { 200: z.object({ items: z.array(bookmarkCollectionSchema) }) },
  }),
};
