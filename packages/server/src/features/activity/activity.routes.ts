import { contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function activityRoutes(app: FastifyInstance, services: Services): void {
  route(app, contract.activity.shareRecipe, ({ auth, body }) => services.shares.share(auth.user, body));
  route(app, contract.activity.shared, ({ auth }) => services.shares.sharedWithMe(auth.user));
  route(app, contract.activity.feed, ({ auth, query }) => services.activityFeed.feed(auth.user, query));
  route(app, contract.activity.unseen, ({ auth }) => services.activityFeed.unseen(auth.user));
  route(app, contract.activity.markSeen, ({ auth }) => services.activityFeed.markSeen(auth.user));
}
