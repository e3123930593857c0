import { contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { requireAdmin } from '../../plugins/auth';
import type { Services } from '../../services';

export function invitationsRoutes(app: FastifyInstance, services: Services): void {
  const c = contract.invitations;
  // Per-member limit lives in the service (counted in the database).
  route(app, c.send, ({ auth, body }) => services.invitations.send(auth.user, body));
  route(app, c.mine, ({ auth }) => services.invitations.listMine(auth.user));
  route(app, c.resend, ({ auth, params }) => services.invitations.resend(auth.user, params.id));
  route(app, c.searchUsers, ({ auth, query }) => services.invitations.searchUsers(auth.user.id, query.query));
  route(app, c.validate, ({ params }) => services.invitations.validate(params.token));
  route(app, c.adminList, ({ auth, query }) => {
    requireAdmin(auth);
    return services.invitations.listAll(query);
  });
}
