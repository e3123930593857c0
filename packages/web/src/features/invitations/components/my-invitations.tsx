import { errorText } from '@potluck/api';
import { InvitationList, Skeleton, useToast } from '@potluck/ui';
import { useInviteActions } from '../api/use-invite-actions';
import { useMyInvitations } from '../api/use-my-invitations';
import * as styles from './invitations.css';

/** Your invitations with their status and whether the mail went out; a failed mail can be sent again. */
export function MyInvitations() {
  const { data, error } = useMyInvitations();
  const { resend } = useInviteActions();
  const { toast } = useToast();
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
        <InvitationList
          aria-label="Your invitations"
          invitations={data}
          onResend={async (inv) => {
            try {
              await resend(inv);
              toast({ variant: 'success', title: `Invitation sent to ${inv.email} again` });
            } catch (e) {
              toast({
                variant: 'error',
                title: 'Failed to send invitation',
                description: errorText(e, '') || undefined,
              });
              throw e;
            }
          }}
        />
      )}
    </section>
  );
}
