import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../icon-button/icon-button';
import * as styles from './top-bar.css';
import { UserMenu, type UserMenuProps } from './user-menu';

export interface TopBarProps extends Partial<UserMenuProps> {
  /** Page title or breadcrumb. */
  title?: ReactNode;
  /** Opens the overlay sidebar; the menu button shows only when given (mobile). */
  onMenuClick?: () => void;
  /** Extra buttons left of the user menu (e.g. New Recipe). */
  actions?: ReactNode;
  /**
   * Something new waits behind an entry of the hidden sidebar (Activity): a dot on the menu button.
   * @default false
   */
  menuHasNew?: boolean;
}

/** The top bar of the shell: menu button on mobile, page title, actions and the user menu. */
export function TopBar({
  title,
  onMenuClick,
  actions,
  menuHasNew = false,
  user,
  onProfile,
  onAdminSettings,
  onSignOut,
}: TopBarProps) {
  return (
    <header className={styles.bar}>
      {onMenuClick ? (
        <span className={styles.menuButton}>
          <IconButton
            aria-label={menuHasNew ? 'Open navigation, new activity' : 'Open navigation'}
            icon={<Menu size={22} />}
            onClick={onMenuClick}
          />
          {menuHasNew ? <span className={styles.menuDot} aria-hidden="true" /> : null}
        </span>
      ) : null}
      <div className={styles.title}>{title}</div>
      <div className={styles.actions}>
        {actions}
        {user && onProfile && onSignOut ? (
          <UserMenu user={user} onProfile={onProfile} onAdminSettings={onAdminSettings} onSignOut={onSignOut} />
        ) : null}
      </div>
    </header>
  );
}
