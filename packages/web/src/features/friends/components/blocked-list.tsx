import { FriendRow } from '@potluck/ui';
import { useBlocked } from '../api/use-blocked';
import { useFriendMutations } from '../api/use-friend-mutations';
import { FRIENDS_TEXT as T } from '../friends.texts';
import { FriendSection } from './friend-section';
import { nameOf } from './friendship';
import { useFriendAction } from './use-friend-action';

/** The members the viewer blocked, each with Unblock; nothing at all while there are none. */
export function BlockedList() {
  const blocked = useBlocked();
  const { unblock } = useFriendMutations();
  const { busyId, run } = useFriendAction();
  if (blocked.error) console.warn('Blocked members did not load', blocked.error);
  const items = blocked.data ?? [];
  return (
    <FriendSection id="blocked-heading" title={T.blockedList} count={items.length}>
      {items.map(({ member, reason }) => (
        <FriendRow
          key={member.id}
          member={member}
          state="blocked"
          note={reason}
          busy={busyId === member.id}
          onUnblock={() => void run(member.id, () => unblock(member.id), T.unblocked(nameOf(member)))}
        />
      ))}
    </FriendSection>
  );
}
