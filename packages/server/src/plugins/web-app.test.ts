import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/test-app';

function builtWebApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'potluck-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root">potluck spa</div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDir: builtWebApp() });
  });
  afterAll(() => t.close());

  it('serves index.html at / without long caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('potluck spa');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('hashed assets are cached for a year; other files are revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('client-side routes fall back to index.html (any non-/api GET that is not a file)', async () => {
    for (const url of ['/recipes/12', '/register?token=abc', '/meal-plans/3/', '/some/deep/path']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('potluck spa');
    }
  });

  it('does not fall back for /api, missing hashed assets, or non-GET methods', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not Found' });
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/recipes/12' })).statusCode).toBe(404);
  });

  it('does not serve files outside the web directory', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(res.body).not.toContain('root:');
  });
});

describe('without a built web app', () => {
  it('/ answers a small page saying the web app is not built; the API still works', async () => {
    const t = await createTestApp({ webDir: join(tmpdir(), 'potluck-no-such-dir') });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('the web app is not built');
      expect((await t.app.inject({ method: 'GET', url: '/recipes' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
