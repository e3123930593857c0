import { API_PREFIX, contract } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, bearer, createTestApp } from '../test/test-app';

const endpoints = Object.entries(contract).flatMap(([group, eps]) =>
  Object.entries(eps).map(([name, e]) => ({ id: `${group}.${name}`, ...e })),
);
const urlOf = (path: string) => API_PREFIX + path.replace(/:([A-Za-z_]+)/g, '1');

/** Lists are asserted whole so a failure names every endpoint at fault at once. */
describe('routes come from the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (e: (typeof endpoints)[number], headers: Record<string, string> = {}) =>
    t.app.inject({ method: e.method, url: urlOf(e.path), headers, ...(e.method === 'GET' ? {} : { payload: {} }) });

  it('every contract endpoint is registered (add its feature routes in app.ts)', () => {
    const missing = endpoints
      .filter((e) => !t.app.hasRoute({ method: e.method, url: API_PREFIX + e.path }))
      .map((e) => `${e.id}: ${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });

  it('every endpoint with auth: true answers 401 to anonymous and forged callers', async () => {
    const wrong: string[] = [];
    for (const e of endpoints.filter((x) => x.auth)) {
      for (const headers of [{}, bearer('forged.token.here')]) {
        const res = await call(e, headers);
        if (res.statusCode !== 401) wrong.push(`${e.id} ${JSON.stringify(headers)} -> ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('public endpoints never ask for a token and never fail with 5xx on an empty request', async () => {
    const wrong: string[] = [];
    for (const e of endpoints.filter((x) => !x.auth)) {
      const res = await call(e);
      if (res.statusCode === 401 || res.statusCode >= 500) wrong.push(`${e.id} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
