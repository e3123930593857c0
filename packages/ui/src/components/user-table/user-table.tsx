import type { AdminUser } from '@potluck/api';
import { cx } from 'class-variance-authority';
import { Pencil, UserCheck, UserX } from 'lucide-react';
import { Avatar } from '../avatar/avatar';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import * as styles from './user-table.css';

export interface UserTableProps {
  users: readonly AdminUser[];
  /** The signed-in admin: their own row offers no Deactivate. */
  currentUserId: number;
  onEdit: (user: AdminUser) => void;
  onDeactivate: (user: AdminUser) => void;
  onActivate: (user: AdminUser) => void;
  /** Avatars as object URLs by user id (they need the viewer's token); initials otherwise. */
  avatarSrc?: (user: AdminUser) => string | null;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The name columns of a row: first and last, else the display name, else a dash. */
export const userFullName = (u: Pick<AdminUser, 'first_name' | 'last_name' | 'display_name'>) =>
  [u.first_name, u.last_name].filter(Boolean).join(' ') || u.display_name || '—';

const COLUMNS = ['Username', 'Name', 'Email', 'Role', 'Status', 'Recipes', 'Created', 'Actions'] as const;

/**
 * The admin's user table (spec 001 §2, §3): username, name, email, role, status, recipe count, created, and Edit,
 * Deactivate or Activate. When the table has less than 640 px each member is a card with labelled fields.
 */
export function UserTable({ users, currentUserId, onEdit, onDeactivate, onActivate, avatarSrc }: UserTableProps) {
  if (users.length === 0) return <EmptyState title="No users found" headingLevel="h3" />;
  return (
    <div className={styles.container}>
      <table className={styles.table} aria-label="Users">
        <thead className={styles.head}>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={cx(styles.headCell, c === 'Actions' && styles.headActions)}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {users.map((u) => (
            <tr key={u.id} className={cx(styles.row, !u.is_active && styles.inactiveRow)}>
              <th scope="row" data-label="Username" className={cx(styles.cell, styles.wide, styles.rowHeader)}>
                <span className={styles.who}>
                  <Avatar name={u.display_name || u.username} src={avatarSrc?.(u) ?? null} size="sm" decorative />
                  <span className={styles.username}>{u.username}</span>
                </span>
              </th>
              <td data-label="Name" className={styles.cell}>
                {userFullName(u)}
              </td>
              <td data-label="Email" className={cx(styles.cell, styles.wide)}>
                {u.email}
              </td>
              <td data-label="Role" className={styles.cell}>
                <Badge tone={u.role === 'admin' ? 'accent' : 'neutral'}>{u.role === 'admin' ? 'Admin' : 'User'}</Badge>
              </td>
              <td data-label="Status" className={styles.cell}>
                <Badge tone={u.is_active ? 'success' : 'danger'}>{u.is_active ? 'Active' : 'Inactive'}</Badge>
              </td>
              <td data-label="Recipes" className={cx(styles.cell, styles.numeric)}>
                {u.recipe_count}
              </td>
              <td data-label="Created" className={cx(styles.cell, styles.numeric)}>
                {dateFormat.format(new Date(u.created_at))}
              </td>
              <td className={cx(styles.cell, styles.wide, styles.actionsCell)}>
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    variant="ghost"
                    iconStart={<Pencil size={16} />}
                    aria-label={`Edit ${u.username}`}
                    onClick={() => onEdit(u)}
                  >
                    Edit
                  </Button>
                  {u.is_active ? (
                    u.id === currentUserId ? null : (
                      <Button
                        size="sm"
                        variant="secondary"
                        iconStart={<UserX size={16} />}
                        aria-label={`Deactivate ${u.username}`}
                        onClick={() => onDeactivate(u)}
                      >
                        Deactivate
                      </Button>
                    )
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      iconStart={<UserCheck size={16} />}
                      aria-label={`Activate ${u.username}`}
                      onClick={() => onActivate(u)}
                    >
                      Activate
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
