import * as ToastPrimitive from '@radix-ui/react-toast';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Toast } from './toast';
import { TOAST_DURATION_DEFAULT_MS } from './toast.constants';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';
import * as styles from './toast.css';

interface QueuedToast extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastProviderProps {
  children: ReactNode;
  /**
   * Region name announced by screen readers (F8 jumps to it).
   * @default 'Notifications'
   */
  label?: string;
}

/** Holds the toast queue and the viewport in the bottom-right corner. Wrap the app once. */
export function ToastProvider({ children, label = 'Notifications' }: ToastProviderProps) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const counter = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts((current) => [...current, { ...options, id, open: true }]);
    return id;
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
  }, []);

  // Closed toasts stay mounted for their exit animation; drop them once it is over.
  const remove = useCallback((id: string) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider duration={TOAST_DURATION_DEFAULT_MS} label={label} swipeDirection="right">
        {children}
        {toasts.map(({ id, open, ...options }) => (
          <Toast
            key={id}
            {...options}
            open={open}
            onOpenChange={(next) => {
              if (next) return;
              dismiss(id);
              window.setTimeout(() => remove(id), 400);
            }}
          />
        ))}
        <ToastPrimitive.Viewport className={styles.viewport} />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
