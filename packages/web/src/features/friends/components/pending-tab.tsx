import { EmptyState, ErrorState, FriendRow, Skeleton } from '@potluck/ui';
import { Inbox } from 'lucide-react';
import { useFriendMutations } from '../api/use-friend-mutations';
import { useFriends } from '../api/use-friends';
import { FRIENDS_TEXT as T } from '../friends.texts';
import * as styles from './friends.css';
import { nameOf } from './friendship';
import { useFriendAction } from './use-friend-action';

/** The pending tab: requests received (Accept, Decline) and sent (Cancel). */
export function PendingTab() {
  const friends = useFriends();
  const { respond, remove } = useFriendMutations();
  const { busyId, run } = useFriendAction();
  if (friends.error) {
    return <ErrorState title={T.errorOccurred} onRetry={() => void friends.mutate()} retryLabel={T.tryAgain} />;
  }
  if (!friends.data) {
    return <Skeleton shape="rect" height={74} />;
  }
  const { pending_received: received, pending_sent: sent } = friends.data;
  if (received.length === 0 && sent.length === 0) {
    return <EmptyState icon={<Inbox size={28} />} title={T.noPending} description={T.noPendingHint} />;
  }
  return (
    <div className={styles.stack}>
      {received.length > 0 ? (
        <section className={styles.section} aria-labelledby="received-heading">
          <h2 id="received-heading" className={styles.sectionTitle}>
            {T.received} <span className={styles.count}>{received.length}</span>
          </h2>
          <ul className={styles.list}>
            {received.map((request) => (
              <FriendRow
                key={request.id}
                member={request.requester}
                state="received"
                note={request.message}
                busy={busyId === request.id}
                onAccept={() =>
                  void run(request.id, () => respond(request.id, 'accepted'), T.accepted(nameOf(request.requester)))
                }
                onDecline={() =>
                  void run(request.id, () => respond(request.id, 'declined'), T.declined(nameOf(request.requester)))
                }
              />
            ))}
          </ul>
        </section>
      ) : null}
      {sent.length > 0 ? (
        <section className={styles.section} aria-labelledby="sent-heading">
          <h2 id="sent-heading" className={styles.sectionTitle}>
            {T.sent} <span className={styles.count}>{sent.length}</span>
          </h2>
          <ul className={styles.list}>
            {sent.map((request) => (
              <FriendRow
                key={request.id}
                member={request.addressee}
                state="sent"
                note={request.message}
                busy={busyId === request.id}
                onCancel={() => void run(request.id, () => remove(request.id), T.cancelled(nameOf(request.addressee)))}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
