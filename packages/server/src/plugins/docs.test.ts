import { API_PREFIX, contract } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/test-app';

describe('OpenAPI from the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('/api/docs/json documents every contract endpoint with its schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<string, Record<string, { summary: string; security?: unknown; requestBody?: unknown }>>;
    }>();
    for (const group of Object.values(contract)) {
      for (const endpoint of Object.values(group)) {
        const path = API_PREFIX + endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}');
        const op = doc.paths[path]?.[endpoint.method.toLowerCase()];
        expect(op, `${endpoint.method} ${path}`).toBeDefined();
        expect(op!.summary).toBe(endpoint.summary);
        expect(Boolean(op!.security)).toBe(endpoint.auth);
      }
    }
    expect(JSON.stringify(doc.paths[`${API_PREFIX}/auth/register`])).toContain('invitation_token');
  });

  it('/api/docs serves the Swagger UI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
