import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../features/auth/session.service';
import type { AuthContext } from '../features/auth/auth.types';
import { DETAILS, forbidden, unauthorized } from '../http/http-error';

/** Decorates app.authenticate (used by route() for auth: true endpoints) and request.auth. */
export function registerAuth(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request) => {
    const header = request.headers.authorization;
    if (!header) throw unauthorized(DETAILS.notAuthenticated);
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const auth = match ? await sessions.authenticate(match[1]!) : null;
    if (!auth) throw unauthorized(DETAILS.invalidToken);
    request.auth = auth;
  });
}

/** Admin-only endpoints: a signed-in member gets 403 with the spec's Access Denied text. */
export function requireAdmin(auth: AuthContext): void {
  if (auth.user.role !== 'admin') throw forbidden(DETAILS.adminOnly);
}
