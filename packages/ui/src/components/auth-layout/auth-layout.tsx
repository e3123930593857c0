import type { ReactNode } from 'react';
import { BrandMark } from '../brand-mark/brand-mark';
import * as styles from './auth-layout.css';

export interface AuthLayoutProps {
  /** Page heading, e.g. 'Welcome back' or 'Join the family table'. */
  title: string;
  /** One line under the title. */
  description?: ReactNode;
  /** The form (or a status such as validating an invitation). */
  children: ReactNode;
  /** Small print under the card content, e.g. a link to sign in instead. */
  footer?: ReactNode;
}

/** Centered card page for sign in and registration, with the brand mark on top. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <BrandMark size="lg" />
          <h1 className={styles.title}>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </header>
        {children}
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </main>
  );
}
