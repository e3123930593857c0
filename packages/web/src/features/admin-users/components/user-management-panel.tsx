import {
  ADMIN_USER_MESSAGES,
  ROLE_FILTERS,
  STATUS_FILTERS,
  errorText,
  optionLabel,
  userActivatedMessage,
  userDeactivatedMessage,
  type AdminUser,
} from '@potluck/api';
import {
  Button,
  Card,
  ErrorState,
  Field,
  Input,
  InvitationList,
  Select,
  Skeleton,
  StatTiles,
  UserTable,
  useToast,
} from '@potluck/ui';
import { UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth/use-auth';
import { useResendInvitation } from '../../../lib/use-resend-invitation';
import { useAdminInvitations } from '../api/use-admin-invitations';
import { useAdminUserActions } from '../api/use-admin-user-actions';
import { useAdminUserStats } from '../api/use-admin-user-stats';
import { useAdminUsers } from '../api/use-admin-users';
import { CreateUserDialog, DeactivateUserDialog, EditUserDialog } from './user-dialogs';
import * as styles from './user-management.css';

/** Typing pauses this long before the list is asked for again. */
const SEARCH_PAUSE_MS = 300;

type RoleFilter = (typeof ROLE_FILTERS)[number];
type StatusFilter = (typeof STATUS_FILTERS)[number];
const ALL = { all: 'All' } as Record<string, string>;
const roleOptions = ROLE_FILTERS.map((r) => ({ value: r, label: ALL[r] ?? (r === 'admin' ? 'Admins' : 'Users') }));
const statusOptions = STATUS_FILTERS.map((s) => ({ value: s, label: ALL[s] ?? optionLabel(s) }));

/**
 * The User Management tab (spec 001 §2, §4, §8): counts, Create User, search with role and status filters, the
 * user table with Edit, Deactivate (after the question) and Activate, and every invitation of the platform.
 */
export function UserManagementPanel() {
  const { user: me } = useAuth();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [settledSearch, setSettledSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettledSearch(search.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const users = useAdminUsers({ search: settledSearch, role_filter: role, status_filter: status });
  const stats = useAdminUserStats();
  const invitations = useAdminInvitations();
  const actions = useAdminUserActions();
  const resendInvitation = useResendInvitation(actions.resendInvitation);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deactivating, setDeactivating] = useState<AdminUser | null>(null);

  const deactivate = async (user: AdminUser) => {
    try {
      await actions.deactivate(user.id);
      toast({ variant: 'success', title: userDeactivatedMessage(user.username) });
      setDeactivating(null);
    } catch (e) {
      toast({
        variant: 'error',
        title: ADMIN_USER_MESSAGES.deactivateFailed,
        description: errorText(e, '') || undefined,
      });
      throw e;
    }
  };
  const activate = async (user: AdminUser) => {
    try {
      await actions.activate(user.id);
      toast({ variant: 'success', title: userActivatedMessage(user.username) });
    } catch (e) {
      toast({
        variant: 'error',
        title: ADMIN_USER_MESSAGES.activateFailed,
        description: errorText(e, '') || undefined,
      });
    }
  };

  return (
    <div className={styles.stack}>
      {stats.data ? (
        <StatTiles
          aria-label="Member counts"
          stats={[
            { label: 'Members', value: stats.data.total_users },
            { label: 'Active', value: stats.data.active_users },
            { label: 'Inactive', value: stats.data.inactive_users },
            { label: 'Admins', value: stats.data.admin_users },
            { label: 'New in 30 days', value: stats.data.new_users_30_days },
            { label: 'Pending invitations', value: stats.data.pending_invitations },
          ]}
        />
      ) : (
        <Skeleton height={72} />
      )}
      <Card padding="lg" className={styles.stack}>
        <div className={styles.header}>
          <h2 className={styles.title}>Users</h2>
          <Button iconStart={<UserPlus size={18} />} onClick={() => setCreating(true)}>
            Create User
          </Button>
        </div>
        <div className={styles.filters}>
          <Field label="Search" className={styles.searchField}>
            <Input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Username, name or email"
            />
          </Field>
          <Field label="Role">
            <Select value={role} options={roleOptions} onValueChange={(v) => setRole(v as RoleFilter)} />
          </Field>
          <Field label="Status">
            <Select value={status} options={statusOptions} onValueChange={(v) => setStatus(v as StatusFilter)} />
          </Field>
        </div>
        {users.error && !users.data ? (
          <ErrorState
            title="Users could not be loaded"
            message={errorText(users.error, 'Please try again.')}
            onRetry={() => void users.mutate()}
            headingLevel="h3"
          />
        ) : !users.data || !me ? (
          <div role="status" aria-busy="true" aria-label="Loading users">
            <Skeleton height={160} />
          </div>
        ) : (
          <>
            <UserTable
              users={users.data.items}
              currentUserId={me.id}
              onEdit={setEditing}
              onDeactivate={setDeactivating}
              onActivate={(u) => void activate(u)}
            />
            {users.data.total > users.data.items.length ? (
              <p className={styles.muted}>
                Showing {users.data.items.length} of {users.data.total}. Search to find the others.
              </p>
            ) : null}
          </>
        )}
      </Card>
      <Card padding="lg" className={styles.stack}>
        <h2 className={styles.title}>Invitations</h2>
        {invitations.error && !invitations.data ? (
          <p className={styles.muted}>{errorText(invitations.error, 'Invitations could not be loaded.')}</p>
        ) : !invitations.data ? (
          <Skeleton height={60} />
        ) : (
          <InvitationList
            aria-label="Every invitation"
            invitations={invitations.data}
            emptyText="No invitations yet. Invite People, on the Friends page, sends one by email."
            showInviter
            onResend={resendInvitation}
          />
        )}
      </Card>
      <CreateUserDialog open={creating} onOpenChange={setCreating} onCreate={actions.create} />
      <EditUserDialog
        user={editing}
        currentUserId={me?.id ?? 0}
        onClose={() => setEditing(null)}
        onUpdate={actions.update}
      />
      <DeactivateUserDialog user={deactivating} onClose={() => setDeactivating(null)} onDeactivate={deactivate} />
    </div>
  );
}
