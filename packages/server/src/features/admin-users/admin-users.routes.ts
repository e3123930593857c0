import { contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { requireAdmin } from '../../plugins/auth';
import type { Services } from '../../services';

/** Spec 001 §6: every call here is the admin's (members 403, anonymous 401). */
export function adminUsersRoutes(app: FastifyInstance, services: Services): void {
  const c = contract.adminUsers;
  const s = services.adminUsers;
  route(app, c.list, async ({ auth, query }) => (requireAdmin(auth), s.list(query)));
  route(app, c.stats, async ({ auth }) => (requireAdmin(auth), s.stats()));
  route(app, c.get, async ({ auth, params }) => (requireAdmin(auth), s.get(params.id)));
  route(app, c.create, async ({ auth, body }) => (requireAdmin(auth), s.create(body)));
  route(app, c.update, async ({ auth, params, body }) => (requireAdmin(auth), s.update(auth.user, params.id, body)));
  route(app, c.deactivate, async ({ auth, params }) => (requireAdmin(auth), s.deactivate(auth.user, params.id)));
  route(app, c.activate, async ({ auth, params }) => (requireAdmin(auth), s.activate(auth.user, params.id)));
  route(app, contract.admin.systemInfo, async ({ auth }) => (requireAdmin(auth), services.systemInfo()));
}
