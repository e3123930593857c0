import { contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function friendsRoutes(app: FastifyInstance, services: Services): void {
  const { friendships, friendSearch, blocks, friendInvites: invites } = services;

  const c = contract.friends;
  route(app, c.list, ({ auth, query }) => friendships.list(auth.user, query.include_pending));
  route(app, c.stats, ({ auth }) => friendships.stats(auth.user));
  route(app, c.request, ({ auth, body }) => friendships.request(auth.user, body));
  route(app, c.respond, ({ auth, params, body }) => friendships.respond(auth.user, params.id, body));
  route(app, c.remove, ({ auth, params }) => friendships.remove(auth.user, params.id));
  route(app, c.favorite, ({ auth, params, query }) => friendships.favorite(auth.user, params.id, query.is_favorite));
  route(app, c.search, ({ auth, query }) => friendSearch.search(auth.user, query));
  route(app, c.block, ({ auth, params, body }) => blocks.block(auth.user, params.userId, body.reason));
  route(app, c.unblock, ({ auth, params }) => blocks.unblock(auth.user, params.userId));
  route(app, c.blocked, ({ auth }) => blocks.blocked(auth.user));

  const i = contract.friendInvites;
  route(app, i.create, ({ auth, body }) => invites.create(auth.user, body));
  route(app, i.qr, ({ auth, query }) => invites.qr(auth.user, query));
  route(app, i.preview, ({ auth, params }) => invites.preview(auth.user, params.code));
  route(app, i.use, ({ auth, params }) => invites.use(auth.user, params.code));
}
