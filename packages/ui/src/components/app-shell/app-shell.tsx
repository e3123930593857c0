import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import * as styles from './app-shell.css';
import type { SidebarMode } from './sidebar-mode';

const shell = cva(styles.shell, { variants: { mode: styles.columns }, defaultVariants: { mode: 'expanded' } });

export interface AppShellProps {
  /** The `Sidebar` (rendered as a column when docked, as a drawer when `overlay`). */
  sidebar: ReactNode;
  /** The `TopBar`. */
  topBar: ReactNode;
  /** Must match the Sidebar's mode so the grid leaves it the right width. @default 'expanded' */
  sidebarMode?: SidebarMode;
  /** The page. */
  children: ReactNode;
}

/** Page frame of every signed-in screen: sidebar, sticky top bar and the page content. */
export function AppShell({ sidebar, topBar, sidebarMode = 'expanded', children }: AppShellProps) {
  return (
    <div className={shell({ mode: sidebarMode })}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      {sidebar}
      <div className={styles.main}>
        {topBar}
        <main id="main-content" className={styles.content} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
