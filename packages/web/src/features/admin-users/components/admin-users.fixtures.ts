import type { AdminUser, AdminUserStats, Invitation } from '@potluck/api';

const base = { first_name: null, last_name: null, display_name: null, avatar_url: null, recipe_count: 0 } as const;

/** The signed-in admin (id 1, as the fetch stub's `admin`), a member and an inactive member. */
export const adminUsersFixture: AdminUser[] = [
  {
    ...base,
    id: 1,
    username: 'nonna',
    email: 'nonna@example.com',
    first_name: 'Nonna',
    role: 'admin',
    is_active: true,
    recipe_count: 40,
    created_at: '2025-11-02T09:00:00Z',
  },
  {
    ...base,
    id: 2,
    username: 'rosa',
    email: 'rosa@example.com',
    first_name: 'Rosa',
    last_name: 'Martinez',
    display_name: 'Rosa Martinez',
    role: 'user',
    is_active: true,
    recipe_count: 12,
    created_at: '2026-03-14T10:00:00Z',
  },
  {
    ...base,
    id: 3,
    username: 'tom',
    email: 'tom@example.com',
    role: 'user',
    is_active: false,
    created_at: '2026-10-30T18:30:00Z',
  },
];

export const statsFixture: AdminUserStats = {
  total_users: 3,
  active_users: 2,
  inactive_users: 1,
  admin_users: 1,
  regular_users: 2,
  new_users_30_days: 1,
  pending_invitations: 1,
};

const invitation = {
  message: null,
  invited_user_name: null,
  created_at: '2026-11-20T09:00:00Z',
  expires_at: '2026-11-27T09:00:00Z',
  mail_attempts: 1,
  mail_sent_at: '2026-11-20T09:00:01Z',
  next_retry_at: null,
} as const;

export const invitationsFixture: Invitation[] = [
  { ...invitation, id: 2, email: 'ana@example.com', status: 'pending', inviter_username: 'rosa', mail_status: 'sent' },
  {
    ...invitation,
    id: 1,
    email: 'tom@example.com',
    status: 'accepted',
    inviter_username: 'nonna',
    mail_status: 'sent',
  },
];
