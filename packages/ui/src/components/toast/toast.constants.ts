/** How long a toast stays, by kind (spec: toasts last 4 s, success 3 s, error 5 s). */
export const TOAST_DURATION_DEFAULT_MS = 4000;
export const TOAST_DURATION_SUCCESS_MS = 3000;
export const TOAST_DURATION_ERROR_MS = 5000;

export const TOAST_VARIANTS = ['default', 'success', 'error'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export const TOAST_DURATION_MS: Record<ToastVariant, number> = {
  default: TOAST_DURATION_DEFAULT_MS,
  success: TOAST_DURATION_SUCCESS_MS,
  error: TOAST_DURATION_ERROR_MS,
};
