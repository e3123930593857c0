import { type ApiContract, API_PREFIX, contract as defaultContract } from './contract';
import { buildPath, type Contract, type Endpoint, type RequestOf, type ResponseOf } from './endpoint';
import { ApiError, NETWORK_ERROR_STATUS, type ErrorBody } from './errors';
import { NETWORK_ERROR_MESSAGE, httpErrorText } from './messages';
import { memoryTokenStore, type TokenStore } from './token-store';
import type { LoginInput, TokenPair } from './auth/auth.schemas';

export interface ClientOptions {
  /** Server origin, e.g. http://localhost:3000 ('' for same-origin in the browser). */
  baseUrl: string;
  tokenStore?: TokenStore;
  fetch?: typeof globalThis.fetch;
  /** Called once when a refresh fails and the tokens were cleared (web: go to /login). */
  onSessionExpired?: () => void;
}

type CallFn<E extends Endpoint> =
  {} extends RequestOf<E>
    ? (request?: RequestOf<E>) => Promise<ResponseOf<E>>
    : (request: RequestOf<E>) => Promise<ResponseOf<E>>;

export type TypedClient<C extends Contract> = { [G in keyof C]: { [K in keyof C[G]]: CallFn<C[G][K]> } };

export type PotluckClient = TypedClient<ApiContract> & {
  tokenStore: TokenStore;
  /** Sign in and store both tokens. A second call while one is in flight is rejected (spec 000 §4). */
  login(input: LoginInput): Promise<TokenPair>;
  /** Revoke the session on the server (best effort) and clear stored tokens. */
  logout(): Promise<void>;
  isAuthenticated(): Promise<boolean>;
  /**
   * Low-level call for endpoints that need a raw body (multipart uploads). A body given as a function is
   * made afresh for each attempt (a stream cannot be sent twice when a 401 is refreshed and retried).
   */
  request<T>(method: string, path: string, init?: RawRequestInit): Promise<T>;
};

export interface RawRequestInit {
  body?: BodyInit | (() => BodyInit);
  headers?: Record<string, string>;
  query?: Record<string, unknown>;
  auth?: boolean;
}

export const LOGIN_IN_PROGRESS_MESSAGE = 'A sign-in is already in progress';

export function createClient(options: ClientOptions): PotluckClient {
  const tokenStore = options.tokenStore ?? memoryTokenStore();
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const base = options.baseUrl.replace(/\/$/, '') + API_PREFIX;
  let refreshing: Promise<boolean> | null = null;
  let loggingIn = false;

  async function send(
    method: string,
    path: string,
    bodyInit: RawRequestInit['body'],
    headers: Record<string, string>,
    auth: boolean,
  ) {
    const body = typeof bodyInit === 'function' ? bodyInit() : bodyInit;
    const h: Record<string, string> = { accept: 'application/json', ...headers };
    if (auth) {
      const tokens = await tokenStore.get();
      if (tokens) h.authorization = `Bearer ${tokens.access_token}`;
    }
    try {
      // A streamed request body needs half-duplex mode in fetch.
      const streamed = typeof ReadableStream !== 'undefined' && body instanceof ReadableStream;
      return await doFetch(base + path, {
        method,
        headers: h,
        body,
        ...(streamed ? { duplex: 'half' } : {}),
      } as RequestInit);
    } catch {
      throw new ApiError(NETWORK_ERROR_STATUS, NETWORK_ERROR_MESSAGE);
    }
  }

  async function parse<T>(res: Response): Promise<T> {
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    let data: unknown = undefined;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      if (!res.ok) throw new ApiError(res.status, httpErrorText(res.status, text || res.statusText));
      throw new ApiError(res.status, 'The server sent an answer that is not JSON');
    }
    if (!res.ok) {
      const detail = (data as Partial<ErrorBody> | undefined)?.detail;
      throw new ApiError(res.status, detail ?? httpErrorText(res.status, res.statusText));
    }
    return data as T;
  }

  /** One refresh at a time: concurrent 401s wait on the same promise. */
  function refreshOnce(): Promise<boolean> {
    refreshing ??= (async () => {
      try {
        const tokens = await tokenStore.get();
        if (!tokens) return false;
        const res = await send(
          'POST',
          '/auth/refresh',
          JSON.stringify({ refresh_token: tokens.refresh_token }),
          { 'content-type': 'application/json' },
          false,
        );
        if (!res.ok) throw new ApiError(res.status, undefined);
        const pair = (await res.json()) as TokenPair;
        await tokenStore.set({ access_token: pair.access_token, refresh_token: pair.refresh_token });
        return true;
      } catch (e) {
        // A network failure is not a verdict on the session: keep the tokens.
        if (e instanceof ApiError && e.status === NETWORK_ERROR_STATUS) throw e;
        await tokenStore.clear();
        options.onSessionExpired?.();
        return false;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  async function request<T>(method: string, path: string, init: RawRequestInit & { json?: boolean } = {}): Promise<T> {
    const auth = init.auth ?? true;
    const qs = toQueryString(init.query);
    const headers: Record<string, string> = {
      ...init.headers,
      ...(init.json ? { 'content-type': 'application/json' } : {}),
    };
    const hadTokens = auth && (await tokenStore.get()) !== null;
    let res = await send(method, path + qs, init.body, headers, auth);
    if (res.status === 401 && auth && hadTokens && !path.startsWith('/auth/refresh')) {
      if (await refreshOnce()) res = await send(method, path + qs, init.body, headers, auth);
    }
    return parse<T>(res);
  }

  function call(e: Endpoint) {
    return (req: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } = {}) =>
      request(e.method, buildPath(e.path, req.params), {
        query: req.query,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        json: req.body !== undefined,
        auth: e.auth,
      });
  }

  const typed = Object.fromEntries(
    Object.entries(defaultContract as Contract).map(([group, endpoints]) => [
      group,
      Object.fromEntries(Object.entries(endpoints).map(([name, e]) => [name, call(e)])),
    ]),
  ) as unknown as TypedClient<ApiContract>;

  return {
    ...typed,
    tokenStore,
    request: (method, path, init) => request(method, path, init),
    async login(input) {
      if (loggingIn) throw new ApiError(409, LOGIN_IN_PROGRESS_MESSAGE);
      loggingIn = true;
      try {
        const pair = await typed.auth.login({ body: { ...input, remember_me: input.remember_me ?? false } });
        await tokenStore.set({ access_token: pair.access_token, refresh_token: pair.refresh_token });
        return pair;
      } finally {
        loggingIn = false;
      }
    },
    async logout() {
      const tokens = await tokenStore.get();
      try {
        if (tokens) await typed.auth.logout({ body: { refresh_token: tokens.refresh_token } });
      } catch {
        // The session ends locally even when the server cannot be told.
      } finally {
        await tokenStore.clear();
      }
    },
    isAuthenticated: async () => (await tokenStore.get()) !== null,
  };
}

function toQueryString(query?: Record<string, unknown>): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((item) => params.append(k, String(item)));
    else params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}
