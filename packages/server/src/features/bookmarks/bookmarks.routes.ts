import { contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function bookmarksRoutes(app: FastifyInstance, services: Services): void {
  const c = contract.bookmarks;
  const { bookmarks } = services;
  route(app, c.add, ({ auth, body }) => bookmarks.add(auth.user, body.recipe_id, body.collection_name));
  route(app, c.remove, ({ auth, params }) => bookmarks.remove(auth.user, params.recipeId));
  route(app, c.list, ({ auth, query }) => bookmarks.list(auth.user, query));
  route(app, c.check, ({ auth, params }) => bookmarks.check(auth.user, params.recipeId));
  route(app, c.collections, ({ auth }) => bookmarks.collections(auth.user));
}
