import { useContext } from 'react';
import { ToastContext, type ToastApi } from './toast-context';

/** Shows notifications from anywhere under a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
