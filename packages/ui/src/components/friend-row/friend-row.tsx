import { Ban, Check, MoreVertical, Star, UserMinus, UserPlus, X } from 'lucide-react';
import { Avatar } from '../avatar/avatar';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { DropdownMenu } from '../dropdown-menu/dropdown-menu';
import { IconButton } from '../icon-button/icon-button';
import * as styles from './friend-row.css';
import { memberName, type FriendMember } from './member-name';

/**
 * Where the viewer stands with the member: a friend, a request they received or sent, a member they blocked, or
 * a search hit (`found`, whose `relation` says whether a request can be sent).
 */
export const FRIEND_ROW_STATES = ['friend', 'received', 'sent', 'blocked', 'found'] as const;
export type FriendRowState = (typeof FRIEND_ROW_STATES)[number];

/** A search hit's relation: none (send a request), requested (just sent), friends, or they asked you. */
export const FOUND_RELATIONS = ['none', 'requested', 'accepted', 'pending_received'] as const;
export type FoundRelation = (typeof FOUND_RELATIONS)[number];

export interface FriendRowProps {
  member: FriendMember;
  state: FriendRowState;
  /** A friend the viewer marked as a favourite (state `friend`). @default false */
  isFavorite?: boolean;
  /** The request's message (received, sent) or the block's reason (blocked), shown in quotes. */
  note?: string | null;
  /** A search hit's relation (state `found`). @default 'none' */
  relation?: FoundRelation;
  /** An action on this row is running: its buttons are disabled. @default false */
  busy?: boolean;
  onToggleFavorite?: () => void;
  onRemove?: () => void;
  onBlock?: () => void;
  onAccept?: () => void;
  onDecline?: () => void;
  onCancel?: () => void;
  onUnblock?: () => void;
  onAdd?: () => void;
}

/** One member in the friends area: avatar, name and @username, and the actions their state allows. */
export function FriendRow(props: FriendRowProps) {
  const { member, state, isFavorite = false, note, busy = false } = props;
  const name = memberName(member);
  return (
    <li className={styles.root} aria-label={name}>
      <div className={styles.who}>
        <Avatar name={name} src={member.avatar_url} decorative />
        <div className={styles.text}>
          <span className={styles.nameLine}>
            <span className={styles.name}>{name}</span>
            {state === 'friend' && isFavorite ? (
              <Badge tone="accent" icon={<Star size={12} fill="currentColor" />}>
                Favourite
              </Badge>
            ) : null}
            {state === 'blocked' ? <Badge tone="danger">Blocked</Badge> : null}
          </span>
          <span className={styles.username}>@{member.username}</span>
          {note ? <p className={styles.note}>“{note}”</p> : null}
        </div>
      </div>
      <div className={styles.actions}>
        <RowActions {...props} name={name} busy={busy} isFavorite={isFavorite} />
      </div>
    </li>
  );
}

type ActionProps = FriendRowProps & { name: string; busy: boolean; isFavorite: boolean };

function RowActions({ state, name, busy, isFavorite, relation = 'none', ...on }: ActionProps) {
  switch (state) {
    case 'friend':
      return (
        <>
          <IconButton
            aria-label={isFavorite ? `Remove ${name} from favourites` : `Add ${name} to favourites`}
            aria-pressed={isFavorite}
            className={isFavorite ? styles.favorite : undefined}
            icon={<Star size={20} fill={isFavorite ? 'currentColor' : 'none'} />}
            disabled={busy}
            onClick={on.onToggleFavorite}
          />
          <DropdownMenu
            trigger={<IconButton aria-label={`More for ${name}`} icon={<MoreVertical size={20} />} disabled={busy} />}
            items={[
              { id: 'remove', label: 'Remove friend', icon: <UserMinus size={18} />, onSelect: () => on.onRemove?.() },
              { id: 'block', label: 'Block', icon: <Ban size={18} />, tone: 'danger', onSelect: () => on.onBlock?.() },
            ]}
          />
        </>
      );
    case 'received':
      return (
        <>
          <Button size="sm" variant="ghost" iconStart={<X size={16} />} disabled={busy} onClick={on.onDecline}>
            Decline
          </Button>
          <Button size="sm" iconStart={<Check size={16} />} loading={busy} onClick={on.onAccept}>
            Accept
          </Button>
        </>
      );
    case 'sent':
      return (
        <>
          <span className={styles.status}>Request sent</span>
          <Button size="sm" variant="secondary" disabled={busy} onClick={on.onCancel}>
            Cancel
          </Button>
        </>
      );
    case 'blocked':
      return (
        <Button size="sm" variant="secondary" loading={busy} onClick={on.onUnblock}>
          Unblock
        </Button>
      );
    case 'found':
      if (relation === 'accepted') return <Badge tone="success">Friends</Badge>;
      if (relation === 'requested') return <span className={styles.status}>Request sent</span>;
      if (relation === 'pending_received')
        return (
          <Button size="sm" iconStart={<Check size={16} />} loading={busy} onClick={on.onAccept}>
            Accept
          </Button>
        );
      return (
        <Button size="sm" iconStart={<UserPlus size={16} />} loading={busy} onClick={on.onAdd}>
          Add Friend
        </Button>
      );
  }
}
