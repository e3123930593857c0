import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { createTestDatabase } from '../test/test-db';
import { type TestApp, createTestApp, testConfig } from '../test/test-app';
import { RATE_LIMIT_DETAIL } from './rate-limit';

/** Set by .ci/run (which starts the machine's Redis when it is down); without it the Redis case is skipped. */
const REDIS_URL = process.env.TEST_REDIS_URL;
const LOGIN_PER_MINUTE = 4;

/** A client address of its own per test, so runs that share a Redis never count each other's hits. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Two apps on one database, as two server processes behind one load balancer. */
async function twoProcesses(overrides: Partial<Config> = {}) {
  const database = await createTestDatabase();
  const config = { ...overrides, rateLimits: { ...testConfig().rateLimits, loginPerIpPerMinute: LOGIN_PER_MINUTE } };
  const first = await createTestApp(config, { database: { ...database, close: async () => {} } });
  const second = await createTestApp(config, { database });
  return { first, second, close: async () => void (await Promise.all([first.close(), second.close()])) };
}

const attempt = (t: TestApp, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login-json',
    remoteAddress: ip,
    payload: { email_or_username: 'nobody', password: 'wrong-password' },
  });

async function expectSharedLimit(first: TestApp, second: TestApp): Promise<void> {
  const ip = someIp();
  // Alternate between the processes: each sees only half the hits, the limit holds over all of them.
  for (let i = 0; i < LOGIN_PER_MINUTE; i++) expect((await attempt(i % 2 ? second : first, ip)).statusCode).toBe(401);
  for (const t of [first, second]) {
    const res = await attempt(t, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: RATE_LIMIT_DETAIL });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }
  // Another address is counted on its own.
  expect((await attempt(second, someIp())).statusCode).toBe(401);
}

describe('per-IP limits across two server processes, counted in the database', () => {
  let apps: Awaited<ReturnType<typeof twoProcesses>>;
  beforeAll(async () => void (apps = await twoProcesses()));
  afterAll(() => apps.close());

  it('a client that spreads its sign-in attempts over both processes meets one limit', async () => {
    await expectSharedLimit(apps.first, apps.second);
  });

  it('a window that has passed counts from one again', async () => {
    const ip = someIp();
    for (let i = 0; i < LOGIN_PER_MINUTE; i++) await attempt(apps.first, ip);
    expect((await attempt(apps.second, ip)).statusCode).toBe(429);
    apps.first.clock.advance(61_000);
    apps.second.clock.advance(61_000);
    expect((await attempt(apps.second, ip)).statusCode).toBe(401);
  });
});

describe.runIf(REDIS_URL)('per-IP limits across two server processes, counted in Redis (REDIS_URL)', () => {
  let apps: Awaited<ReturnType<typeof twoProcesses>>;
  beforeAll(async () => void (apps = await twoProcesses({ redisUrl: REDIS_URL! })));
  afterAll(() => apps.close());

  it('a client that spreads its sign-in attempts over both processes meets one limit', async () => {
    await expectSharedLimit(apps.first, apps.second);
    // The hits really are in Redis, under Potluck's own prefix.
    const redis = new Redis(REDIS_URL!);
    try {
      expect((await redis.keys('potluck-rate-limit-*')).length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});
