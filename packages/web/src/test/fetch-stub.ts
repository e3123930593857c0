import { vi } from 'vitest';
import { TOKEN_STORAGE_KEYS, type User } from '@potluck/api';

/**
 * A stand-in for the network at the HTTP boundary, for tests only: the real client, hooks and
 * pages run unchanged and only `fetch` answers from this table ("GET /auth/me" → handler).
 */
export interface StubRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
export type StubAnswer = Response | { status?: number; body?: unknown };
export type StubHandler = (req: StubRequest) => StubAnswer | Promise<StubAnswer>;

export const json = (status: number, body?: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export function stubFetch(handlers: Record<string, StubHandler>) {
  const calls: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '') + url.search;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers as Record<string, string>) ?? {}));
    const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
    const req = { method, path, body, headers };
    calls.push(req);
    const handler = handlers[`${method} ${path}`];
    if (!handler) return json(404, { detail: `No stub for ${method} ${path}` });
    const answer = await handler(req);
    return answer instanceof Response ? answer : json(answer.status ?? 200, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const member: User = {
  id: 2,
  email: 'rosa@example.com',
  username: 'rosa',
  display_name: 'Rosa Martinez',
  first_name: 'Rosa',
  last_name: 'Martinez',
  avatar_url: null,
  role: 'user',
  is_active: true,
};

export const admin: User = {
  ...member,
  id: 1,
  email: 'nonna@example.com',
  username: 'nonna',
  display_name: 'Nonna',
  first_name: 'Nonna',
  last_name: null,
  role: 'admin',
};

/** Puts a session in localStorage as a previous sign-in would have. */
export function storeTokens(access = 'access-1', refresh = 'refresh-1') {
  localStorage.setItem(TOKEN_STORAGE_KEYS.access, access);
  localStorage.setItem(TOKEN_STORAGE_KEYS.refresh, refresh);
}

export const storedAccessToken = () => localStorage.getItem(TOKEN_STORAGE_KEYS.access);
