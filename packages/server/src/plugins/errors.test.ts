import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAILS } from '../http/http-error';
import { type TestApp, createTestApp, detail, seedUser } from '../test/test-app';

const LOGIN = '/api/v1/auth/login-json';
const json = { 'content-type': 'application/json' };

describe('error handling: bad input is never a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: string, headers: Record<string, string> = json) =>
    t.app.inject({ method: 'POST', url: LOGIN, payload, headers });

  it('malformed JSON is 400 with a clear detail', async () => {
    for (const body of ['{bad', '{"email_or_username": "a",}', '']) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(detail(res)).toMatch(/JSON|empty/);
    }
  });

  it('prototype pollution attempts are refused', async () => {
    const res = await post('{"__proto__": {"admin": true}, "email_or_username": "a", "password": "b"}');
    expect(res.statusCode).toBe(400);
  });

  it('wrong types and non-object bodies are 422 with a location', async () => {
    const wrongType = await post(JSON.stringify({ email_or_username: 42, password: ['x'], remember_me: 'yes' }));
    expect(wrongType.statusCode).toBe(422);
    expect((detail(wrongType) as Array<{ loc: unknown[] }>).map((i) => i.loc)).toEqual([
      ['body', 'email_or_username'],
      ['body', 'password'],
      ['body', 'remember_me'],
    ]);
    for (const body of ['[]', 'null', '"text"', '123', 'true']) {
      const res = await post(body);
      expect(res.statusCode).toBe(422);
      expect(detail(res)).toEqual([expect.objectContaining({ loc: ['body'] })]);
    }
  });

  it('deeply nested JSON does not crash the server', async () => {
    const res = await post('['.repeat(50_000) + ']'.repeat(50_000));
    expect([400, 422]).toContain(res.statusCode);
  });

  it('unknown fields are ignored, everywhere alike', async () => {
    const user = await seedUser(t);
    const res = await post(
      JSON.stringify({
        email_or_username: user.username,
        password: user.password,
        extra: { nested: true },
        role: 'admin',
      }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('JSON with a charset is fine; other media types are 415', async () => {
    const user = await seedUser(t);
    const ok = await post(JSON.stringify({ email_or_username: user.username, password: user.password }), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(ok.statusCode).toBe(200);
    for (const type of [
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await post('email_or_username=a&password=b', { 'content-type': type });
      expect(res.statusCode).toBe(415);
      expect(typeof detail(res)).toBe('string');
    }
  });

  it('bodies over 1 MB are 413 with a detail', async () => {
    const res = await post(JSON.stringify({ email_or_username: 'a', password: 'x'.repeat(1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(detail(res)).toMatch(/too large/);
  });

  it('an overlong path parameter is 422 located in the path', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/invitations/validate/${'a'.repeat(300)}` });
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toEqual([expect.objectContaining({ loc: ['path', 'token'] })]);
  });

  it('unknown /api routes and methods are 404 {detail: "Not Found"}', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nope'],
      ['DELETE', '/api/v1/auth/me'],
      ['GET', '/api/unknown'],
      ['POST', '/api/v1/health'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not Found' });
    }
  });
});

describe('error handling: server faults', () => {
  it('a failure inside the server is a 5xx whose body carries no internals', async () => {
    const t = await createTestApp();
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(Object.keys(res.json())).toEqual(['detail']);
    expect([DETAILS.internal, DETAILS.databaseUnavailable]).toContain(detail(res));
    expect(t.logs.some((l) => l.level === 50)).toBe(true);
    await t.app.close();
  });
});
