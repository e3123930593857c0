import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, upload } from '../features/images/image.fixtures';
import { as, createRecipe } from '../features/recipes/recipe.fixtures';
import { type TestApp, createTestApp, signedIn } from '../test/test-app';
import { PERMISSIONS_POLICY } from './security-headers';

function builtWebApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'potluck-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-a1.js"></script></head></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-a1.js'), 'console.log("app")');
  return dir;
}

/** The policy as a map of directive → sources. */
const directives = (header: string | string[] | number | undefined) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources.join(' ')]),
  );

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDir: builtWebApp() });
  });
  afterAll(() => t.close());

  it('the web app is served with a strict Content-Security-Policy and the other headers', async () => {
    for (const url of ['/', '/recipes/12', '/assets/index-a1.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const policy = directives(res.headers['content-security-policy']);
      expect(policy).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'script-src-attr': "'none'",
        'style-src': expect.stringMatching(/^'self'( 'nonce-[A-Za-z0-9+/]{22}==')?$/),
        'img-src': "'self' blob: data:",
        'font-src': "'self'",
        'connect-src': "'self'",
        'media-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      // The public URL is plain http here: no HSTS, which would lock browsers out of it.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('the page carries a fresh nonce for the style elements Radix creates, in its policy and its meta tag', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/recipes/12', '/', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const nonce = /<head><meta name="csp-nonce" content="([^"]+)">/.exec(res.body)?.[1];
      expect(directives(res.headers['content-security-policy'])['style-src']).toBe(`'self' 'nonce-${nonce}'`);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(4);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-a1.js' });
    expect(directives(asset.headers['content-security-policy'])['style-src']).toBe("'self'");
  });

  it('API answers, errors included, carry them too', async () => {
    for (const url of ['/api/v1/health', '/api/v1/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });

  it('served photos keep their own content type and sandboxed policy; exports stay downloads', async () => {
    const me = await signedIn(t);
    const recipe = await createRecipe(t, me);
    const uploaded = (await upload(t, me, recipe.id, { data: await jpeg(64, 48) })).json<{ image_url: string }>();
    const photo = await t.app.inject({ method: 'GET', url: uploaded.image_url, headers: me.auth });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\/(jpeg|webp)$/);
    expect(photo.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    const exported = await as(t, me).get(`/recipes/${recipe.id}/export?format=json`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="/);
  });

  it('the API docs keep a policy of their own, still not frameable and not upgraded to https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const policy = directives(res.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(policy['object-src']).toBe("'none'");
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
  });
});

describe('behind HTTPS', () => {
  it('adds HSTS', async () => {
    const t = await createTestApp({ publicUrl: 'https://potluck.example' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await t.close();
  });
});
