import { localStorageTokenStore } from '@potluck/api';
import { createClient } from '@potluck/api/client';
import { emitSessionExpired } from './auth/session-events';

/**
 * The one API client of the web app. Same origin ('' base): the server serves this app and
 * `vite dev` proxies /api. Tokens live in localStorage under the two shared keys.
 */
export const api = createClient({
  baseUrl: '',
  tokenStore: localStorageTokenStore(),
  onSessionExpired: emitSessionExpired,
});
