import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../http/http-error';

export const RATE_LIMIT_DETAIL = 'Too many requests. Please wait a moment and try again.';

/**
 * Per-IP limits in memory, opted into per route (route(..., { rateLimit })). Per-account limits are
 * counted in the database by the services. With several processes, swap in a shared store (docs/scaling.md).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => tooManyRequests(RATE_LIMIT_DETAIL, context.ttl / 1000),
  });
}
