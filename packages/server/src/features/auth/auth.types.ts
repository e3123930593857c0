import type { UserRow } from '../../db/schema/index';

/** Who is calling: set by the auth hook on every endpoint with auth: true. */
export interface AuthContext {
  user: UserRow;
  /** The session (refresh family) the access token belongs to. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}
