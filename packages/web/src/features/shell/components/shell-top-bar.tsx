import type { User } from '@potluck/api';
import { BrandMark, IconButton } from '@potluck/ui';
import { Menu } from 'lucide-react';
import type { SidebarLayout } from '../lib/sidebar-state';
import { SIDEBAR_ID } from './shell-sidebar';
import * as styles from './shell.css';
import { UserMenu } from './user-menu';

export interface ShellTopBarProps {
  user: User | undefined;
  layout: SidebarLayout;
  /** Opens the overlay below 1024 px. */
  onMenu: () => void;
  onSignOut: () => void;
}

export function ShellTopBar({ user, layout, onMenu, onSignOut }: ShellTopBarProps) {
  return (
    <header className={styles.topBar}>
      <IconButton
        className={styles.menuButton}
        aria-label="Open navigation"
        aria-expanded={layout.presentation === 'overlay'}
        aria-controls={SIDEBAR_ID}
        icon={<Menu size={22} />}
        onClick={onMenu}
      />
      {/* The phone has no sidebar on screen, so the brand sits in the bar. */}
      <span className={styles.topBarBrand}>
        <BrandMark size="sm" />
      </span>
      <div className={styles.topBarEnd}>{user ? <UserMenu user={user} onSignOut={onSignOut} /> : null}</div>
    </header>
  );
}
