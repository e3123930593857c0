import { contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';
import { requireAdmin } from '../../plugins/auth';

export function adminRoutes(app: FastifyInstance, services: Services): void {
  route(app, contract.admin.getSettings, async ({ auth }) => {
    requireAdmin(auth);
    return services.settings.get();
  });
  route(app, contract.admin.updateSettings, async ({ auth, body }) => {
    requireAdmin(auth);
    return services.settings.update(body);
  });
}
