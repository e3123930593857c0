import type { PotluckClient } from '@potluck/api/client';

/**
 * The API client (and zod with the whole contract, ~30 KB gzipped) as a separate chunk. Code on
 * the path of the first paint (session state, the sign-in form) takes the client through this,
 * so /login draws without waiting for it; everything else imports `api` from './api-client'.
 * It is the same module, so there is still exactly one client.
 */
export const loadApi = (): Promise<PotluckClient> => import('./api-client').then((m) => m.api);
