import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { tooManyRequests } from '../http/http-error';
import { databaseStore } from './rate-limit-store';

export const RATE_LIMIT_DETAIL = 'Too many requests. Please wait a moment and try again.';

/**
 * Per-IP limits, opted into per route (route(..., { rateLimit })), counted where every server process sees the
 * same hits: in Redis when REDIS_URL is set, else in the database. Per-account and per-member limits are
 * counted in the database by the services.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  shared: { database: Promise<Database>; redisUrl: string | undefined; now: () => Date },
): Promise<void> {
  const errorResponseBuilder = (_req: unknown, context: { ttl: number }) =>
    tooManyRequests(RATE_LIMIT_DETAIL, context.ttl / 1000);
  if (shared.redisUrl) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(shared.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: true });
    await redis.connect();
    app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, { global: false, errorResponseBuilder, redis, nameSpace: 'potluck-rate-limit-' });
    return;
  }
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder,
    store: databaseStore(shared.database, shared.now) as never,
  });
}
