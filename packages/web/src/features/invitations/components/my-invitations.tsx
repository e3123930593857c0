import { errorText } from '@potluck/api';
import { InvitationList, Skeleton } from '@potluck/ui';
import { useResendInvitation } from '../../../lib/use-resend-invitation';
import { useInviteActions } from '../api/use-invite-actions';
import { useMyInvitations } from '../api/use-my-invitations';
import * as styles from './invitations.css';

/** Your invitations with their status and whether the mail went out; a failed mail can be sent again. */
export function MyInvitations() {
  const { data, error } = useMyInvitations();
  const { resend } = useInviteActions();
  const onResend = useResendInvitation(resend);
  return (
    <section className={styles.section} aria-labelledby="my-invitations-title">
      <h3 id="my-invitations-title" className={styles.title}>
        Your invitations
      </h3>
      {error && !data ? (
        <p className={styles.muted}>{errorText(error, 'Your invitations could not be loaded.')}</p>
      ) : !data ? (
        <Skeleton height={40} />
      ) : (
        <InvitationList aria-label="Your invitations" invitations={data} onResend={onResend} />
      )}
    </section>
  );
}
