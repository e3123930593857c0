import type { Friendship, MemberSummary } from '@potluck/api';
import { Button, ConfirmDialog, EmptyState, ErrorState, FriendRow, Skeleton } from '@potluck/ui';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth/use-auth';
import { useFriendMutations } from '../api/use-friend-mutations';
import { useFriends } from '../api/use-friends';
import { FRIENDS_TEXT as T } from '../friends.texts';
import { BlockDialog } from './block-dialog';
import { BlockedList } from './blocked-list';
import * as styles from './friends.css';
import { nameOf, otherMember } from './friendship';
import { useFriendAction } from './use-friend-action';

/** The friends tab: friends (favourites first) with favourite, remove and block; then the blocked members. */
export function FriendsTab({ onFindFriends }: { onFindFriends: () => void }) {
  const { user } = useAuth();
  const friends = useFriends();
  const mutations = useFriendMutations();
  const { busyId, run } = useFriendAction();
  const [removing, setRemoving] = useState<{ friendship: Friendship; member: MemberSummary } | null>(null);
  const [blocking, setBlocking] = useState<MemberSummary | null>(null);

  let content;
  if (friends.error) {
    content = <ErrorState title={T.errorOccurred} onRetry={() => void friends.mutate()} retryLabel={T.tryAgain} />;
  } else if (!friends.data) {
    content = (
      <div className={styles.list} role="status" aria-busy="true" aria-label="Loading friends">
        <Skeleton shape="rect" height={74} />
        <Skeleton shape="rect" height={74} />
      </div>
    );
  } else if (friends.data.friends.length === 0) {
    content = (
      <EmptyState
        icon={<UsersRound size={28} />}
        title={T.noFriends}
        description={T.noFriendsHint}
        actions={<Button onClick={onFindFriends}>{T.findFriends}</Button>}
      />
    );
  } else {
    content = (
      <ul className={styles.list} aria-label={T.friendsList}>
        {friends.data.friends.map((friendship) => {
          const member = otherMember(friendship, user?.id);
          return (
            <FriendRow
              key={friendship.id}
              member={member}
              state="friend"
              isFavorite={friendship.is_favorite}
              busy={busyId === friendship.id}
              onToggleFavorite={() =>
                void run(friendship.id, () => mutations.favorite(friendship.id, !friendship.is_favorite))
              }
              onRemove={() => setRemoving({ friendship, member })}
              onBlock={() => setBlocking(member)}
            />
          );
        })}
      </ul>
    );
  }

  return (
    <div className={styles.stack}>
      {content}
      <BlockedList />
      {removing ? (
        <ConfirmDialog
          open
          onOpenChange={(open: boolean) => !open && setRemoving(null)}
          title={T.removeTitle(nameOf(removing.member))}
          description={T.removeConfirm(nameOf(removing.member))}
          confirmLabel={T.remove}
          tone="danger"
          onConfirm={async () => {
            await run(
              removing.friendship.id,
              () => mutations.remove(removing.friendship.id),
              T.removed(nameOf(removing.member)),
            );
            setRemoving(null);
          }}
        />
      ) : null}
      {blocking ? (
        <BlockDialog
          name={nameOf(blocking)}
          onOpenChange={(open) => !open && setBlocking(null)}
          onBlock={async (reason) => {
            await run(blocking.id, () => mutations.block(blocking.id, reason), T.blocked(nameOf(blocking)));
            setBlocking(null);
          }}
        />
      ) : null}
    </div>
  );
}
