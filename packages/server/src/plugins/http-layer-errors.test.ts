import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { API_PREFIX } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_MESSAGES } from '../http/multipart-errors';
import { createRecipe } from '../features/recipes/recipe.fixtures';
import { type TestApp, createTestApp, signedIn } from '../test/test-app';

/** Sends raw bytes to the listening app and reads the whole answer (the server closes the connection). */
function rawRequest(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });
}

describe('every error of the HTTP layer has the one shape { detail }', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('431: headers too large', async () => {
    const res = await rawRequest(
      port,
      `GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ detail: 'Request headers are too large' });
  });

  it('400: a request Node cannot parse', async () => {
    const res = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ detail: 'Malformed HTTP request' });
  });

  it('400: bad percent-encoding, also an encoded lone surrogate, in the path', async () => {
    for (const url of ['/api/v1/recipes/slug/a%E0', '/api/v1/recipes/slug/a%ED%A0%80b', '/recipes/%FF']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ detail: expect.stringMatching(/^Malformed URL/) });
    }
  });

  it('414: a path parameter over the router limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/recipes/slug/${'a'.repeat(600)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ detail: 'A part of the URL is too long' });
  });

  it('413, 415 and bad JSON keep the shape', async () => {
    const post = (payload: string, type = 'application/json') =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/login-json', payload, headers: { 'content-type': type } });
    for (const [res, status] of [
      [await post('{bad'), 400],
      [await post('x'.repeat(2 * 1024 * 1024)), 413],
      [await post('a=b', 'application/xml'), 415],
    ] as const) {
      expect(res.statusCode).toBe(status);
      expect(Object.keys(res.json())).toEqual(['detail']);
      expect(typeof res.json<{ detail: unknown }>().detail).toBe('string');
    }
  });
});

describe('multipart bodies without a boundary or cut short are 400 on every upload endpoint', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let endpoints: string[];
  beforeAll(async () => {
    t = await createTestApp();
    const me = await signedIn(t);
    auth = me.auth;
    const recipe = await createRecipe(t, me);
    endpoints = [
      `/images/recipe/${recipe.id}/upload`,
      '/images/user/avatar',
      '/images/user/cover',
      '/users/profile/avatar',
      '/recipes/import-file',
    ];
  });
  afterAll(() => t.close());

  const send = (url: string, contentType: string, payload: string) =>
    t.app.inject({ method: 'POST', url: API_PREFIX + url, headers: { ...auth, 'content-type': contentType }, payload });
  const head =
    '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';

  it('no boundary in the Content-Type', async () => {
    for (const url of endpoints) {
      const res = await send(url, 'multipart/form-data', `${head}abc\r\n--XX--\r\n`);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json(), url).toEqual({ detail: MULTIPART_MESSAGES.noBoundary });
    }
  });

  it('cut off before the closing boundary', async () => {
    for (const url of endpoints) {
      for (const payload of [`${head}abcdef`, '--XX\r\nContent-Disposition: form-da', '--X']) {
        const res = await send(url, 'multipart/form-data; boundary=XX', payload);
        expect(res.statusCode, `${url} ${JSON.stringify(payload)} ${res.body}`).toBe(400);
        expect(res.json<{ detail: string }>().detail, url).toMatch(/^Malformed multipart body/);
      }
    }
  });
});
