import { contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { requireAdmin } from '../../plugins/auth';
import type { Services } from '../../services';

export function backupsRoutes(app: FastifyInstance, services: Services): void {
  const { backups } = services;
  route(app, contract.backups.list, async ({ auth }) => {
    requireAdmin(auth);
    return { items: await backups.list() };
  });
  // Starting a backup changes no data: no cache needs forgetting.
  route(
    app,
    contract.backups.create,
    async ({ auth }) => {
      requireAdmin(auth);
      return backups.start('manual');
    },
    { readOnly: true },
  );
  // A file, not JSON: registered by hand with the contract's path, parameters and authentication.
  const download = contract.backups.download;
  app.get(
    download.path,
    {
      schema: { summary: download.summary, tags: ['admin'], params: download.params, security: [{ bearerAuth: [] }] },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      requireAdmin(request.auth!);
      const { name } = request.params as { name: string };
      const file = await backups.open(name);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
  route(app, contract.backups.remove, async ({ auth, params }) => {
    requireAdmin(auth);
    await backups.remove(params.name);
    return undefined;
  });
}
