import { Button, EmptyState, ErrorState, FriendRow, Skeleton } from '@potluck/ui';
import { Inbox } from 'lucide-react';
import { useFriendMutations } from '../api/use-friend-mutations';
import { useFriends } from '../api/use-friends';
import { FRIENDS_TEXT as T } from '../friends.texts';
import { FriendSection } from './friend-section';
import * as styles from './friends.css';
import { nameOf } from './friendship';
import { useFriendAction } from './use-friend-action';

/** The pending tab: requests received (Accept, Decline) and sent (Cancel); with none, a way to Find Friends. */
export function PendingTab({ onFindFriends }: { onFindFriends: () => void }) {
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
    return (
      <EmptyState
        icon={<Inbox size={28} />}
        title={T.noPending}
        description={T.noPendingHint}
        actions={
          <Button variant="secondary" onClick={onFindFriends}>
            {T.findFriends}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.stack}>
      <FriendSection id="received-heading" title={T.received} count={received.length}>
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
      </FriendSection>
      <FriendSection id="sent-heading" title={T.sent} count={sent.length}>
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
      </FriendSection>
    </div>
  );
}
