import { describe, expect, it, vi } from 'vitest';
import { createClient } from './client';
import { contract } from './contract';
import { ApiError, NETWORK_ERROR_STATUS } from './errors';
import { memoryTokenStore } from './token-store';

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  body: string | null;
}

/**
 * A server in a function: `access` is the one access token it accepts; a refresh with `refresh` issues the
 * next pair. `answer` decides the rest.
 */
function fakeServer(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  let generation = 1;
  const server = {
    seen,
    refreshWorks: true,
    get access() {
      return `a-${generation}`;
    },
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body;
      const text =
        typeof body === 'string' ? body : body instanceof ReadableStream ? await new Response(body).text() : null;
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        authorization: new Headers(init?.headers).get('authorization'),
        body: text ?? (body instanceof FormData ? `form:${[...body.keys()].join(',')}` : null),
      };
      seen.push(call);
      if (call.url.endsWith('/api/v1/auth/refresh')) {
        if (!server.refreshWorks || JSON.parse(text ?? '{}').refresh_token !== `r-${generation}`)
          return Response.json({ detail: 'Invalid refresh token' }, { status: 401 });
        generation += 1;
        return Response.json({
          access_token: `a-${generation}`,
          refresh_token: `r-${generation}`,
          token_type: 'bearer',
        });
      }
      if (call.authorization !== null && call.authorization !== `Bearer a-${generation}`)
        return Response.json({ detail: 'Token expired' }, { status: 401 });
      return answer(call);
    }),
  };
  return server;
}

function setup(answer: (seen: Seen) => Response | Promise<Response>, signedIn = true) {
  const server = fakeServer(answer);
  const tokenStore = memoryTokenStore(signedIn ? { access_token: 'a-0', refresh_token: 'r-1' } : null);
  const onSessionExpired = vi.fn();
  const client = createClient({ baseUrl: 'http://api.test/', tokenStore, fetch: server.fetch, onSessionExpired });
  return { server, client, tokenStore, onSessionExpired };
}

const zip = () => new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { headers: { 'content-type': 'application/zip' } });

describe('the typed client', () => {
  it('refreshes a stale token once for a JSON call and retries it', async () => {
    const { client, server, tokenStore } = setup(() => Response.json({ id: 1, username: 'alice' }));
    await expect(client.auth.me()).resolves.toMatchObject({ username: 'alice' });
    expect(server.seen.map((s) => `${s.method} ${s.url} ${s.authorization}`)).toEqual([
      'GET http://api.test/api/v1/auth/me Bearer a-0',
      'POST http://api.test/api/v1/auth/refresh null',
      'GET http://api.test/api/v1/auth/me Bearer a-2',
    ]);
    expect(await tokenStore.get()).toEqual({ access_token: 'a-2', refresh_token: 'r-2' });
  });
});

describe('fetchRaw', () => {
  it('takes its path from the contract, with params and query, and hands back the Response', async () => {
    const { client, server } = setup(() => zip());
    await client.tokenStore.set({ access_token: 'a-1', refresh_token: 'r-1' });
    const res = await client.fetchRaw(contract.imports.exportOne, { params: { id: 7 }, query: { format: 'md' } });
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([0x50, 0x4b, 3, 4]);
    expect(server.seen).toEqual([
      {
        method: 'GET',
        url: 'http://api.test/api/v1/recipes/7/export?format=md',
        authorization: 'Bearer a-1',
        body: null,
      },
    ]);
  });

  it('refreshes a stale token once and retries, one refresh for concurrent calls', async () => {
    const { client, server } = setup(() => zip());
    const answers = await Promise.all([
      client.fetchRaw(contract.imports.exportAll),
      client.fetchRaw(contract.images.serve, { params: { folder: 'recipes', file: 'a.jpg' }, auth: true }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(server.seen.filter((s) => s.url.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(server.seen.filter((s) => s.authorization === 'Bearer a-2').map((s) => s.url)).toEqual([
      'http://api.test/api/v1/recipes/export/all',
      'http://api.test/api/v1/images/serve/recipes/a.jpg',
    ]);
  });

  it('ends the session when the refresh is refused, and fails with the 401', async () => {
    const { client, server, tokenStore, onSessionExpired } = setup(() => zip());
    server.refreshWorks = false;
    const error = await client.fetchRaw(contract.imports.exportAll).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, detail: 'Token expired' });
    expect(await tokenStore.get()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(server.seen.filter((s) => s.url.endsWith('/recipes/export/all'))).toHaveLength(1);
  });

  it("sends a public endpoint's request without a token unless asked, and never refreshes for it", async () => {
    const { client, server } = setup(() => Response.json({ detail: 'Image not found' }, { status: 404 }));
    const params = { folder: 'recipes', file: 'gone.jpg' } as const;
    await expect(client.fetchRaw(contract.images.serve, { params })).rejects.toMatchObject({
      status: 404,
      detail: 'Image not found',
    });
    expect(server.seen[0]?.authorization).toBeNull();
    expect(server.seen).toHaveLength(1);
  });

  it('turns a refusal that is not JSON into the status line, and an unreachable server into status 0', async () => {
    const { client, server } = setup(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await client.tokenStore.set({ access_token: 'a-1', refresh_token: 'r-1' });
    await expect(client.fetchRaw(contract.imports.exportAll)).rejects.toMatchObject({
      status: 502,
      detail: 'HTTP 502: <h1>Bad gateway</h1>',
    });
    server.fetch.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(client.fetchRaw(contract.imports.exportAll)).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS });
  });
});

describe('upload', () => {
  it('sends a body made afresh for the retry after a refresh, and answers the typed JSON', async () => {
    const { client, server } = setup(({ body }) => Response.json({ created: [], failed: [], body }, { status: 201 }));
    const made = vi.fn(() => {
      const form = new FormData();
      form.append('publish', 'false');
      form.append('file', new Blob(['{}']), 'recipes.json');
      return form;
    });
    const result = await client.upload(contract.imports.file, { body: made });
    expect(result).toMatchObject({ created: [], body: 'form:publish,file' });
    expect(made).toHaveBeenCalledTimes(2);
    expect(
      server.seen.map((s) => `${s.method} ${s.url.replace('http://api.test/api/v1', '')} ${s.authorization}`),
    ).toEqual([
      'POST /recipes/import-file Bearer a-0',
      'POST /auth/refresh null',
      'POST /recipes/import-file Bearer a-2',
    ]);
  });

  it('streams a body function with half-duplex fetch', async () => {
    const { client, server } = setup(({ body }) => Response.json({ id: 3, body }, { status: 201 }));
    await client.tokenStore.set({ access_token: 'a-1', refresh_token: 'r-1' });
    const body = () => new Blob(['bytes']).stream();
    await expect(client.upload(contract.images.upload, { params: { id: 5 }, body })).resolves.toMatchObject({
      id: 3,
      body: 'bytes',
    });
    expect(server.fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', duplex: 'half' });
  });
});
