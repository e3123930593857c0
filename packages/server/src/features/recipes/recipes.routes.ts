import { contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function recipesRoutes(app: FastifyInstance, services: Services): void {
  const c = contract.recipes;
  const {
    recipeReads: reads,
    recipeWrites: writes,
    recipeLists: lists,
    recipeShelves: shelves,
    recipeLikes: likes,
    recipeVersions: versions,
  } = services;
  route(app, c.create, ({ auth, body }) => writes.create(auth.user, body));
  route(app, c.list, ({ auth, query }) => lists.list(auth.user, query));
  route(app, c.mine, ({ auth, query }) => lists.mine(auth.user, query));
  route(app, c.byUser, ({ auth, params, query }) => lists.byAuthor(auth.user, params.id, query));
  route(app, c.featured, ({ query }) => shelves.featured(query.limit));
  route(app, c.trending, ({ query }) => shelves.trending(query.limit));
  route(app, c.get, ({ auth, params }) => reads.get(auth.user, params.id));
  route(app, c.getBySlug, ({ auth, params }) => reads.getBySlug(auth.user, params.slug));
  route(app, c.update, ({ auth, params, body }) => writes.update(auth.user, params.id, body));
  route(app, c.remove, ({ auth, params }) => writes.remove(auth.user, params.id));
  route(app, c.publish, ({ auth, params }) => writes.publish(auth.user, params.id));
  route(app, c.unpublish, ({ auth, params }) => writes.unpublish(auth.user, params.id));
  route(app, c.ingredients, ({ auth, params }) => reads.ingredients(auth.user, params.id));
  route(app, c.instructions, ({ auth, params }) => reads.instructions(auth.user, params.id));
  route(app, c.like, ({ auth, params }) => likes.toggle(auth.user, params.id));
  route(app, c.likeStatus, ({ auth, params }) => likes.status(auth.user, params.id));
  route(app, c.likes, ({ auth, params }) => likes.likers(auth.user, params.id));

  route(app, contract.versions.list, ({ auth, params }) => versions.list(auth.user, params.id));
  route(app, contract.versions.get, ({ auth, params }) => versions.get(auth.user, params.id, params.n));
}
