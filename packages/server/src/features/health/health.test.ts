import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import { countStatements } from '../../test/statements';
import { HEALTH_FRESH_MS } from './health.service';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('GET /api/v1/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const health = () => t.app.inject({ method: 'GET', url: '/api/v1/health' });

  it('answers ok with the database engine, no sign-in needed, trailing slash optional', async () => {
    const expected = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    for (const url of ['/api/v1/health', '/api/v1/health/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: expected });
    }
  });

  it('asks the database at most once a second: checks meanwhile reuse the answer, concurrent ones share one', async () => {
    await pause(HEALTH_FRESH_MS + 50);
    const statements = countStatements(t.database);
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, health));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      expect(statements.count).toBe(1);
      for (let i = 0; i < 20; i++) expect((await health()).statusCode).toBe(200);
      expect(statements.count).toBe(1);
      await pause(HEALTH_FRESH_MS + 50);
      expect((await health()).statusCode).toBe(200);
      expect(statements.count).toBe(2);
    } finally {
      statements.stop();
    }
  });
});

describe('health of a stopped database', () => {
  it('turns 503 with a detail within a second of the database stopping, and stays so', async () => {
    const database = await createTestDatabase();
    const t = await createTestApp({}, { database });
    try {
      const health = () => t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect((await health()).statusCode).toBe(200);
      await database.close(); // PGlite closed; PostgreSQL: the pool ended and the database dropped
      const stopped = performance.now();
      let res = await health();
      while (res.statusCode === 200 && performance.now() - stopped < HEALTH_FRESH_MS + 500) {
        await pause(50);
        res = await health();
      }
      expect(res.statusCode).toBe(503);
      expect(performance.now() - stopped).toBeLessThan(HEALTH_FRESH_MS + 500);
      expect(res.json()).toEqual({ detail: 'The database is unavailable. Please try again shortly.' });
      expect((await health()).statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});
