import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './alert.css';

export const ALERT_TONES = ['danger', 'success', 'info', 'warning'] as const;
export type AlertTone = (typeof ALERT_TONES)[number];

const alert = cva(styles.base, { variants: { tone: styles.tone }, defaultVariants: { tone: 'danger' } });

const ICONS: Record<AlertTone, ReactNode> = {
  danger: <CircleAlert size={18} />,
  success: <CircleCheck size={18} />,
  info: <Info size={18} />,
  warning: <TriangleAlert size={18} />,
};

export interface AlertProps extends VariantProps<typeof alert> {
  /** Optional bold first line. */
  title?: string;
  children: ReactNode;
  className?: string;
}

/**
 * An inline message inside a form or panel, e.g. 'Login failed. Please try again.'.
 * Danger alerts are announced at once (role alert); the others politely (role status).
 * Default tone `danger`.
 */
export function Alert({ tone, title, children, className }: AlertProps) {
  const resolved = tone ?? 'danger';
  return (
    <div role={resolved === 'danger' ? 'alert' : 'status'} className={alert({ tone, className })}>
      <span className={styles.icon} aria-hidden="true">
        {ICONS[resolved]}
      </span>
      <div>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
