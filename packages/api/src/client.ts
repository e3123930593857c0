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

/** A call whose body or answer is not JSON: the endpoint's params and query, and a body of any kind. */
export type RawRequestOf<E extends Endpoint> = Omit<RequestOf<E>, 'body'> & {
  /** A function is called afresh for each attempt: a stream cannot be sent twice when a 401 is retried. */
  body?: BodyInit | (() => BodyInit);
  headers?: Record<string, string>;
  /**
   * Send the stored token on an endpoint that is public for some things only (the image serve path: a draft's
   * photo needs it). Default: the endpoint's `auth`.
   */
  auth?: boolean;
};

/** The request is optional where the endpoint declares no params. */
type RawArgs<E extends Endpoint> =
  {} extends Omit<RequestOf<E>, 'body'> ? [request?: RawRequestOf<E>] : [request: RawRequestOf<E>];

export type PotluckClient = TypedClient<ApiContract> & {
  tokenStore: TokenStore;
  /** Sign in and store both tokens. A second call while one is in flight is rejected (spec 000 §4). */
  login(input: LoginInput): Promise<TokenPair>;
  /** Revoke the session on the server (best effort) and clear stored tokens. */
  logout(): Promise<void>;
  isAuthenticated(): Promise<boolean>;
  /**
   * An endpoint of the contract whose answer is not JSON (a file, an image): the successful Response, with the
   * same bearer token and single refresh-and-retry on 401 as every typed call. A failure is an ApiError.
   */
  fetchRaw<E extends Endpoint>(endpoint: E, ...request: RawArgs<E>): Promise<Response>;
  /** fetchRaw for an endpoint that takes a raw body (multipart) and answers JSON: the typed answer. */
  upload<E extends Endpoint>(endpoint: E, ...request: RawArgs<E>): Promise<ResponseOf<E>>;
};

interface Exchange {
  query?: Record<string, unknown>;
  body?: RawRequestOf<Endpoint>['body'];
  headers: Record<string, string>;
  auth: boolean;
}

/** A raw request as the implementation sees it, whatever the endpoint. */
type LooseRawRequest = Omit<RawRequestOf<Endpoint>, 'params' | 'query'> & {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
};

export const LOGIN_IN_PROGRESS_MESSAGE = 'A sign-in is already in progress';

export function createClient(options: ClientOptions): PotluckClient {
  const tokenStore = options.tokenStore ?? memoryTokenStore();
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const base = options.baseUrl.replace(/\/$/, '') + API_PREFIX;
  let refreshing: Promise<boolean> | null = null;
  let loggingIn = false;

  async function send(method: string, path: string, init: Exchange) {
    const body = typeof init.body === 'function' ? init.body() : init.body;
    const headers = { ...init.headers };
    if (init.auth) {
      const tokens = await tokenStore.get();
      if (tokens) headers.authorization = `Bearer ${tokens.access_token}`;
    }
    try {
      // A streamed request body needs half-duplex mode in fetch.
      const streamed = typeof ReadableStream !== 'undefined' && body instanceof ReadableStream;
      return await doFetch(base + path, {
        method,
        headers,
        body,
        ...(streamed ? { duplex: 'half' } : {}),
      } as RequestInit);
    } catch {
      throw new ApiError(NETWORK_ERROR_STATUS, NETWORK_ERROR_MESSAGE);
    }
  }

  /** One refresh at a time: concurrent 401s wait on the same promise. */
  function refreshOnce(): Promise<boolean> {
    refreshing ??= (async () => {
      try {
        const tokens = await tokenStore.get();
        if (!tokens) return false;
        const res = await send('POST', defaultContract.auth.refresh.path, {
          body: JSON.stringify({ refresh_token: tokens.refresh_token }),
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          auth: false,
        });
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

  /** Every call goes through here: the token, one refresh-and-retry on 401, and an ApiError for any failure. */
  async function exchange(method: string, path: string, init: Exchange): Promise<Response> {
    const target = path + toQueryString(init.query);
    const hadTokens = init.auth && (await tokenStore.get()) !== null;
    let res = await send(method, target, init);
    if (res.status === 401 && hadTokens && (await refreshOnce())) {
      await res.body?.cancel().catch(() => undefined);
      res = await send(method, target, init);
    }
    if (!res.ok) throw await failure(res);
    return res;
  }

  function call(e: Endpoint) {
    return async (req: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } = {}) =>
      readJson(
        await exchange(e.method, buildPath(e.path, req.params), {
          query: req.query,
          body: req.body === undefined ? undefined : JSON.stringify(req.body),
          headers: {
            accept: 'application/json',
            ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          auth: e.auth,
        }),
      );
  }

  function fetchRaw(e: Endpoint, req: LooseRawRequest = {}) {
    return exchange(e.method, buildPath(e.path, req.params), {
      query: req.query,
      body: req.body,
      headers: req.headers ?? {},
      auth: req.auth ?? e.auth,
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
    fetchRaw: (e, ...[req]) => fetchRaw(e, req as LooseRawRequest | undefined),
    upload: async (e, ...[req]) => {
      const raw = (req ?? {}) as LooseRawRequest;
      return readJson(await fetchRaw(e, { ...raw, headers: { accept: 'application/json', ...raw.headers } }));
    },
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

/** The body of a successful JSON answer (undefined for 204). */
async function readJson<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  try {
    return (text ? JSON.parse(text) : undefined) as T;
  } catch {
    throw new ApiError(res.status, 'The server sent an answer that is not JSON');
  }
}

/** A refused call as an ApiError: the body's detail, else the status line (a proxy's page is not JSON). */
async function failure(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  try {
    const detail = (text ? (JSON.parse(text) as Partial<ErrorBody> | null) : undefined)?.detail;
    return new ApiError(res.status, detail ?? httpErrorText(res.status, res.statusText));
  } catch {
    return new ApiError(res.status, httpErrorText(res.status, text.trim() || res.statusText));
  }
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
