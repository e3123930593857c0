import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
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
