import type { User } from '@potluck/api';
import { Avatar, DropdownMenu, type DropdownMenuEntry } from '@potluck/ui';
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import * as styles from './shell.css';

export const displayNameOf = (user: User): string =>
  user.display_name || [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;

/** Avatar and name in the top bar; opens Profile, Admin Settings (admins) and Sign Out. */
export function UserMenu({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const navigate = useNavigate();
  const name = displayNameOf(user);
  const items: DropdownMenuEntry[] = [
    { type: 'label', id: 'who', label: <span className={styles.menuWho}>Signed in as {user.username}</span> },
    { id: 'profile', label: 'Profile', icon: <UserRound size={18} />, onSelect: () => navigate('/profile') },
    ...(user.role === 'admin'
      ? [{ id: 'admin', label: 'Admin Settings', icon: <Settings size={18} />, onSelect: () => navigate('/admin') } satisfies DropdownMenuEntry]
      : []),
    { type: 'separator', id: 'sep' },
    { id: 'sign-out', label: 'Sign Out', icon: <LogOut size={18} />, tone: 'danger', onSelect: onSignOut },
  ];
  return (
    <DropdownMenu
      items={items}
      trigger={
        <button type="button" className={styles.userButton} aria-label={`Account menu for ${name}`}>
          <Avatar name={name} src={user.avatar_url} size="sm" decorative />
          <span className={styles.userName}>{name}</span>
          <ChevronDown size={16} aria-hidden="true" />
        </button>
      }
    />
  );
}
