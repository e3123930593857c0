import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint, ResponseOf } from '@potluck/api';
import type { z } from 'zod';
import type { AuthContext } from '../features/auth/auth.types';
import { JsonText } from './json-text';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** Set on every endpoint with auth: true (the auth hook answered 401 otherwise). */
  auth: E['auth'] extends true ? AuthContext : AuthContext | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Per-IP limit kept in memory by @fastify/rate-limit. */
  rateLimit?: { max: number; timeWindow: number };
  /** A POST that changes nothing (a suggestion): no caches are forgotten and no other process is told. */
  readOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    readOnly?: boolean;
  }
}

/**
 * Registers one contract endpoint: path, method, schemas (validation, serialization and OpenAPI) all come
 * from the contract object, so server and clients cannot drift. The handler returns the body of the
 * endpoint's success status (the lowest 2xx the contract declares).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<ResponseOf<E> | JsonText>,
  options: RouteOptions = {},
): void {
  const status =
    Object.keys(endpoint.responses)
      .map(Number)
      .filter((s) => s >= 200 && s < 300)
      .sort()[0] ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      tags: [endpoint.path.split('/')[1] ?? 'api'],
      ...(endpoint.auth ? { security: [{ bearerAuth: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: endpoint.responses,
    },
    config: { ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}), readOnly: options.readOnly ?? false },
    // onRequest: an anonymous caller learns nothing, not even whether its body would validate.
    ...(endpoint.auth ? { onRequest: app.authenticate } : {}),
    handler: async (request, reply) => {
      const body = await handler({
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        auth: request.auth as RouteContext<E>['auth'],
        request,
        reply,
      });
      reply.code(status);
      if (body instanceof JsonText) return reply.type('application/json; charset=utf-8').send(body.text);
      return status === 204 ? reply.send() : body;
    },
  });
}
