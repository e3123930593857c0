import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
// The same provider 'swr' re-exports (it only adds a static `defaultValue`), without the useSWR module and its
// store shim: /login renders inside this provider but fetches nothing, so it should not download them.
import { SWRConfig } from 'swr/_internal';
import { swrConfig } from './lib/swr-config';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh cache provider and no retry delays. */
  swr?: SWRConfiguration;
}

/**
 * The data cache around the whole app (and around every test render). Toasts are provided by
 * the shell: only signed-in pages raise them, and /login should not download Radix Toast.
 */
export function AppProviders({ children, swr }: AppProvidersProps) {
  return <SWRConfig value={{ ...swrConfig, ...swr }}>{children}</SWRConfig>;
}
