import { TOKEN_STORAGE_KEYS } from '../storage-keys';

/**
 * Whether someone is signed in, as a tiny external store: "authenticated" means a stored
 * access token exists (spec 000 §4), so the token key itself is the source of truth and every
 * component reads it through useSyncExternalStore instead of a copy that could drift.
 */
type Listener = () => void;
const tokenListeners = new Set<Listener>();
const expiredListeners = new Set<Listener>();

export const hasStoredToken = (): boolean => {
  try {
    return Boolean(globalThis.localStorage?.getItem(TOKEN_STORAGE_KEYS.access));
  } catch {
    // Storage can be blocked (privacy settings); then nobody is signed in.
    return false;
  }
};

export function subscribeToTokens(listener: Listener): () => void {
  tokenListeners.add(listener);
  // Another tab signing in or out changes the same keys.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === TOKEN_STORAGE_KEYS.access) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    tokenListeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Call after writing or clearing tokens in this tab (storage events only reach other tabs). */
export const notifyTokensChanged = (): void => tokenListeners.forEach((l) => l());

/**
 * Why the last session ended, until the next sign-in. Every redirect to /login reads it, so the
 * guard and the expiry handler send the same message whichever navigation lands last.
 */
export type SessionEnd = 'expired' | 'signed-out' | null;
let sessionEnd: SessionEnd = null;
export const lastSessionEnd = (): SessionEnd => sessionEnd;
export const recordSessionEnd = (end: SessionEnd): void => {
  sessionEnd = end;
};

/** A refresh failed and the client already cleared the tokens. */
export function emitSessionExpired(): void {
  sessionEnd = 'expired';
  expiredListeners.forEach((l) => l());
  notifyTokensChanged();
}

export function onSessionExpired(listener: Listener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}
