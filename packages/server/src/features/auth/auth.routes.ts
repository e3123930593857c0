import { contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';
import { toUser } from '../users/users.service';
import { AUTH_DETAILS } from './auth.service';

const MINUTE_MS = 60_000;

export function authRoutes(
  app: FastifyInstance,
  services: Services,
  limits: { loginPerIpPerMinute: number; registerPerIpPerMinute: number },
): void {
  const c = contract.auth;

  route(app, c.login, ({ body }) => services.auth.login(body), {
    rateLimit: { max: limits.loginPerIpPerMinute, timeWindow: MINUTE_MS },
  });

  route(app, c.register, async ({ body }) => toUser(await services.auth.register(body)), {
    rateLimit: { max: limits.registerPerIpPerMinute, timeWindow: MINUTE_MS },
  });

  route(app, c.me, async ({ auth }) => toUser(auth.user));

  route(app, c.logout, async ({ auth, body }) => {
    await services.sessions.end(auth, body?.refresh_token);
    return { message: AUTH_DETAILS.loggedOut };
  });

  route(app, c.refresh, ({ body }) => services.sessions.rotate(body.refresh_token), {
    rateLimit: { max: limits.loginPerIpPerMinute * 4, timeWindow: MINUTE_MS },
  });

  route(app, c.changePassword, async ({ auth, body }) => {
    await services.auth.changePassword(auth, body);
    return { message: AUTH_DETAILS.passwordChanged };
  });
}
