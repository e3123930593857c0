import { visuallyHidden } from '../../tokens/utilities.css';
import type { User } from '@potluck/api';
import { LogOut, Settings, UserRound } from 'lucide-react';
import { Avatar } from '../avatar/avatar';
import { DropdownMenu, type DropdownMenuEntry } from '../dropdown-menu/dropdown-menu';
import * as styles from './top-bar.css';

export type MenuUser = Pick<User, 'username' | 'display_name' | 'email' | 'avatar_url' | 'role'>;

export interface UserMenuProps {
  user: MenuUser;
  onProfile: () => void;
  /** Shown only to admins. */
  onAdminSettings?: () => void;
  onSignOut: () => void;
}

/** The avatar button in the top bar and its menu: Profile, Admin Settings (admins), Sign Out. */
export function UserMenu({ user, onProfile, onAdminSettings, onSignOut }: UserMenuProps) {
  const name = user.display_name || user.username;
  const items: DropdownMenuEntry[] = [
    {
      type: 'label',
      id: 'who',
      label: (
        <span className={styles.who}>
          <span className={styles.whoName}>{name}</span>
          <span className={styles.whoEmail}>{user.email}</span>
        </span>
      ),
    },
    { type: 'separator', id: 'sep-1' },
    { id: 'profile', label: 'Profile', icon: <UserRound size={18} />, onSelect: onProfile },
    ...(user.role === 'admin' && onAdminSettings
      ? [{ id: 'admin', label: 'Admin Settings', icon: <Settings size={18} />, onSelect: onAdminSettings }]
      : []),
    { type: 'separator', id: 'sep-2' },
    { id: 'sign-out', label: 'Sign Out', icon: <LogOut size={18} />, onSelect: onSignOut, tone: 'danger' },
  ];
  return (
    <DropdownMenu
      items={items}
      trigger={
        // Named by hidden text, not aria-label: a label that differs from the visible initials fails WCAG 2.5.3.
        <button type="button" className={styles.avatarButton}>
          <Avatar name={name} src={user.avatar_url} size="md" decorative />
          <span className={visuallyHidden}>Account menu for {name}</span>
        </button>
      }
    />
  );
}
