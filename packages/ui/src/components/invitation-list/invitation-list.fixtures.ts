import type { Invitation } from '@potluck/api';

const base = {
  inviter_username: 'nonna',
  message: null,
  created_at: '2026-11-20T09:00:00Z',
  expires_at: '2026-11-27T09:00:00Z',
  mail_attempts: 1,
  mail_sent_at: '2026-11-20T09:00:02Z',
  next_retry_at: null,
} as const;

/** One invitation in each status and mail state. */
export const INVITATIONS: Invitation[] = [
  { ...base, id: 4, email: 'ana@example.com', invited_user_name: 'Cousin Ana', status: 'pending', mail_status: 'sent' },
  {
    ...base,
    id: 3,
    email: 'luis@example.com',
    invited_user_name: null,
    status: 'pending',
    mail_status: 'failed',
    mail_attempts: 5,
    mail_sent_at: null,
    inviter_username: 'rosa',
  },
  {
    ...base,
    id: 2,
    email: 'tom@example.com',
    invited_user_name: 'Uncle Tom',
    status: 'accepted',
    mail_status: 'sent',
  },
  {
    ...base,
    id: 1,
    email: 'old.friend@example.com',
    invited_user_name: null,
    status: 'expired',
    mail_status: 'sent',
    created_at: '2026-10-01T09:00:00Z',
    expires_at: '2026-10-08T09:00:00Z',
  },
];
