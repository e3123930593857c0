import { API_PREFIX, contract } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, bearer, createTestApp } from '../test/test-app';

const endpoints = Object.entries(contract).flatMap(([group, eps]) => Object.entries(eps).map(([name, e]) => ({ id: `${group}.${name}`, ...e })));
const urlOf = (path: string) => API_PREFIX + path.replace(/:([A-Za-z_]+)/g, 'x');

describe('routes come from the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(endpoints.filter((e) => e.auth).map((e) => [e.id, e] as const))('%s: anonymous and forged callers get 401', async (_id, e) => {
    for (const headers of [{}, bearer('forged.token.here')]) {
      const res = await t.app.inject({ method: e.method, url: urlOf(e.path), headers, ...(e.method === 'GET' ? {} : { payload: {} }) });
      expect(res.statusCode).toBe(401);
    }
  });

  it.each(endpoints.filter((e) => !e.auth).map((e) => [e.id, e] as const))('%s: public, never 401 for lack of a token', async (_id, e) => {
    const res = await t.app.inject({ method: e.method, url: urlOf(e.path), ...(e.method === 'GET' ? {} : { payload: {} }) });
    expect(res.statusCode).not.toBe(401);
    expect(res.statusCode).toBeLessThan(500);
  });
});
