import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { TOAST_DURATION_MS, type ToastVariant } from './toast.constants';
import * as styles from './toast.css';

const toastClass = cva(styles.root, { variants: { variant: styles.variant }, defaultVariants: { variant: 'default' } });
const iconClass = cva(styles.icon, {
  variants: { variant: styles.iconVariant },
  defaultVariants: { variant: 'default' },
});

const icons: Record<ToastVariant, ReactNode> = {
  default: <Info size={20} />,
  success: <CircleCheck size={20} />,
  error: <CircleAlert size={20} />,
};

export interface ToastAction {
  /** Button label. */
  label: string;
  /** Describes the action for screen readers when the toast is announced. */
  altText: string;
  onClick: () => void;
}

export interface ToastProps {
  title: string;
  description?: string;
  /**
   * Colour, icon and default duration (success 3 s, error 5 s, default 4 s).
   * @default 'default'
   */
  variant?: ToastVariant;
  /**
   * Milliseconds before it closes by itself.
   * @default TOAST_DURATION_MS[variant]
   */
  duration?: number;
  action?: ToastAction;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** One notification. Render inside a `ToastProvider`; usually created through `useToast()`. */
export function Toast({ title, description, variant = 'default', duration, action, open, onOpenChange }: ToastProps) {
  return (
    <ToastPrimitive.Root
      className={toastClass({ variant })}
      duration={duration ?? TOAST_DURATION_MS[variant]}
      // Errors interrupt the screen reader; everything else waits politely.
      type={variant === 'error' ? 'foreground' : 'background'}
      open={open}
      onOpenChange={onOpenChange}
    >
      <span className={iconClass({ variant })} aria-hidden="true">
        {icons[variant]}
      </span>
      <div className={styles.body}>
        <ToastPrimitive.Title className={styles.title}>{title}</ToastPrimitive.Title>
        {description ? (
          <ToastPrimitive.Description className={styles.description}>{description}</ToastPrimitive.Description>
        ) : null}
        {action ? (
          <ToastPrimitive.Action altText={action.altText} asChild>
            <Button variant="secondary" size="sm" className={styles.action} onClick={action.onClick}>
              {action.label}
            </Button>
          </ToastPrimitive.Action>
        ) : null}
      </div>
      <ToastPrimitive.Close className={styles.close} aria-label="Dismiss notification">
        <X size={16} aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
