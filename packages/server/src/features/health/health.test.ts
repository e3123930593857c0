import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';

describe('GET /api/v1/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the database engine, no sign-in needed, trailing slash optional', async () => {
    const expected = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    for (const url of ['/api/v1/health', '/api/v1/health/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: expected });
    }
  });
});
