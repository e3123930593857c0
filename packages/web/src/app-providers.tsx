import { ToastProvider } from '@potluck/ui';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { swrConfig } from './lib/swr-config';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh cache provider and no retry delays. */
  swr?: SWRConfiguration;
}

/** Data cache and toasts around the whole app (and around every test render). */
export function AppProviders({ children, swr }: AppProvidersProps) {
  return (
    <SWRConfig value={{ ...swrConfig, ...swr }}>
      <ToastProvider>{children}</ToastProvider>
    </SWRConfig>
  );
}
