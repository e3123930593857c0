/** Where a client keeps its tokens. Async so a file store (CLI) and localStorage (web) share one shape. */
export interface StoredTokens {
  access_token: string;
  refresh_token: string;
}

export interface TokenStore {
  get(): Promise<StoredTokens | null>;
  set(tokens: StoredTokens): Promise<void>;
  clear(): Promise<void>;
}

export function memoryTokenStore(initial: StoredTokens | null = null): TokenStore {
  let tokens = initial;
  return {
    get: async () => tokens,
    set: async (t) => {
      tokens = t;
    },
    clear: async () => {
      tokens = null;
    },
  };
}

/** The two local-storage keys of spec 000 §9. */
export const TOKEN_STORAGE_KEYS = { access: 'potluck.access_token', refresh: 'potluck.refresh_token' } as const;

export function localStorageTokenStore(storage: Storage = globalThis.localStorage): TokenStore {
  return {
    get: async () => {
      const access_token = storage.getItem(TOKEN_STORAGE_KEYS.access);
      const refresh_token = storage.getItem(TOKEN_STORAGE_KEYS.refresh);
      return access_token && refresh_token ? { access_token, refresh_token } : null;
    },
    set: async (t) => {
      storage.setItem(TOKEN_STORAGE_KEYS.access, t.access_token);
      storage.setItem(TOKEN_STORAGE_KEYS.refresh, t.refresh_token);
    },
    clear: async () => {
      storage.removeItem(TOKEN_STORAGE_KEYS.access);
      storage.removeItem(TOKEN_STORAGE_KEYS.refresh);
    },
  };
}
