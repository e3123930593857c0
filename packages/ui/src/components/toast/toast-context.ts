import { createContext } from 'react';
import type { ToastProps } from './toast';

export type ToastOptions = Omit<ToastProps, 'open' | 'onOpenChange'>;

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
