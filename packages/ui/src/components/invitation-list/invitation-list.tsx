import type { Invitation, MailStatus } from '@potluck/api';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../badge/badge';
import { Button } from '../button/button';
import * as styles from './invitation-list.css';

export interface InvitationListProps {
  invitations: readonly Invitation[];
  /** Show who sent each (the admin's list of every invitation). @default false */
  showInviter?: boolean;
  /** Send a pending invitation's mail again; offered when its mail failed or is waiting for a retry. */
  onResend?: (invitation: Invitation) => Promise<unknown>;
  /** @default 'No invitations yet' */
  emptyText?: string;
  'aria-label'?: string;
}

const STATUS: Record<Invitation['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'primary' },
  accepted: { label: 'Accepted', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
};

const MAIL: Record<MailStatus, { label: string; tone: BadgeTone }> = {
  sent: { label: 'Mail sent', tone: 'neutral' },
  pending_retry: { label: 'Mail retrying', tone: 'accent' },
  failed: { label: 'Mail failed', tone: 'danger' },
  not_mailed: { label: 'Not mailed', tone: 'neutral' },
};

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Invitations with their status (pending, accepted, expired) and whether the mail went out. */
export function InvitationList({
  invitations,
  showInviter = false,
  onResend,
  emptyText = 'No invitations yet',
  ...rest
}: InvitationListProps) {
  const [resending, setResending] = useState<number | null>(null);
  if (invitations.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  const resend = async (invitation: Invitation) => {
    setResending(invitation.id);
    try {
      await onResend?.(invitation);
    } catch {
      // The caller reports the failure.
    } finally {
      setResending(null);
    }
  };
  return (
    <ul className={styles.list} aria-label={rest['aria-label'] ?? 'Invitations'}>
      {invitations.map((inv) => {
        const canResend =
          onResend && inv.status === 'pending' && (inv.mail_status === 'failed' || inv.mail_status === 'pending_retry');
        return (
          <li key={inv.id} className={styles.item}>
            <span className={styles.who}>
              <span className={styles.email}>
                {inv.invited_user_name ? `${inv.invited_user_name} · ` : ''}
                {inv.email}
              </span>
              <span className={styles.meta}>
                {showInviter && inv.inviter_username ? `By ${inv.inviter_username} · ` : ''}
                Sent {day.format(new Date(inv.created_at))}
                {inv.status === 'pending' ? ` · Expires ${day.format(new Date(inv.expires_at))}` : ''}
              </span>
            </span>
            <span className={styles.badges}>
              <Badge tone={STATUS[inv.status].tone}>{STATUS[inv.status].label}</Badge>
              {inv.status === 'pending' ? (
                <Badge tone={MAIL[inv.mail_status].tone}>{MAIL[inv.mail_status].label}</Badge>
              ) : null}
              {canResend ? (
                <Button
                  size="sm"
                  variant="ghost"
                  iconStart={<Send size={14} />}
                  loading={resending === inv.id}
                  aria-label={`Send again to ${inv.email}`}
                  onClick={() => void resend(inv)}
                >
                  Send again
                </Button>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
