import { contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';
import { toUser } from './users.service';

export function usersRoutes(app: FastifyInstance, services: Services): void {
  route(app, contract.users.updateMe, async ({ auth, body }) => {
    // undefined leaves a field as it is; null clears a name.
    const patch = {
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.first_name !== undefined ? { firstName: body.first_name || null } : {}),
      ...(body.last_name !== undefined ? { lastName: body.last_name || null } : {}),
      ...(body.display_name !== undefined ? { displayName: body.display_name || null } : {}),
    };
    if (Object.keys(patch).length === 0) return toUser(auth.user);
    return toUser(await services.users.update(auth.user.id, patch));
  });
}
