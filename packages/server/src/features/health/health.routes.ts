import { contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function healthRoutes(app: FastifyInstance, services: Services): void {
  route(app, contract.health.get, () => services.health.check());
}
