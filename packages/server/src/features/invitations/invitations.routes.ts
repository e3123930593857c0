import { contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function invitationsRoutes(app: FastifyInstance, services: Services): void {
  const c = contract.invitations;
  // Per-member limit lives in the service (counted in the database).
  route(app, c.send, ({ auth, body }) => services.invitations.send(auth.user, body));
  route(app, c.mine, ({ auth }) => services.invitations.listMine(auth.user));
  route(app, c.validate, ({ params }) => services.invitations.validate(params.token));
}
