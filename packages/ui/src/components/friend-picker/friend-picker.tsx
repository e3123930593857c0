import { Star } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Alert } from '../alert/alert';
import { Avatar } from '../avatar/avatar';
import { Field } from '../field/field';
import { memberName, type FriendMember } from '../friend-row/member-name';
import { Input } from '../input/input';
import { Skeleton } from '../skeleton/skeleton';
import { Textarea } from '../textarea/textarea';
import * as styles from './friend-picker.css';

export interface FriendPickerFriend {
  member: FriendMember;
  /** The viewer's favourite: listed first. */
  isFavorite: boolean;
}

export interface FriendPickerProps {
  /** The viewer's accepted friends; undefined while they load. */
  friends?: readonly FriendPickerFriend[];
  /** Loading the friends failed. */
  loadError?: string | null;
  /** The chosen friend's member id. */
  selectedId: number | null;
  onSelect: (memberId: number) => void;
  message: string;
  onMessageChange: (message: string) => void;
  /** Message length limit. @default 1000 */
  messageMaxLength?: number;
  /** Shown under the list (e.g. 'Choose a member to share with'). */
  error?: string | null;
}

/** Favourites first, then by name. */
const byFavouriteThenName = (a: FriendPickerFriend, b: FriendPickerFriend) =>
  Number(b.isFavorite) - Number(a.isFavorite) || memberName(a.member).localeCompare(memberName(b.member));

const matches = (friend: FriendPickerFriend, query: string) => {
  const q = query.trim().toLowerCase();
  return !q || memberName(friend.member).toLowerCase().includes(q) || friend.member.username.toLowerCase().includes(q);
};

/** Share to a friend: search the viewer's friends (favourites first), pick one, add an optional message. */
export function FriendPicker({
  friends,
  loadError,
  selectedId,
  onSelect,
  message,
  onMessageChange,
  messageMaxLength = 1000,
  error,
}: FriendPickerProps) {
  const [query, setQuery] = useState('');
  const group = useId();
  const sorted = useMemo(() => [...(friends ?? [])].sort(byFavouriteThenName), [friends]);
  const shown = sorted.filter((friend) => matches(friend, query));
  return (
    <div className={styles.root}>
      {loadError ? <Alert tone="danger">{loadError}</Alert> : null}
      <Field label="Search friends">
        <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      </Field>
      <fieldset className={styles.fieldset} aria-describedby={error ? `${group}-error` : undefined}>
        <legend className={styles.legend}>Friend</legend>
        {!friends && !loadError ? (
          <div role="status" aria-busy="true" aria-label="Loading friends" className={styles.options}>
            <Skeleton shape="rect" height={44} />
            <Skeleton shape="rect" height={44} />
          </div>
        ) : (
          <div className={styles.options}>
            {friends?.length === 0 ? (
              <p className={styles.none}>No friends yet. Add friends on the Friends page to share recipes with them.</p>
            ) : shown.length === 0 ? (
              <p className={styles.none}>No friends match “{query.trim()}”.</p>
            ) : (
              shown.map(({ member, isFavorite }) => {
                const name = memberName(member);
                return (
                  <label key={member.id} className={styles.option}>
                    <input
                      type="radio"
                      className={styles.radio}
                      name={group}
                      value={member.id}
                      checked={selectedId === member.id}
                      onChange={() => onSelect(member.id)}
                    />
                    <Avatar name={name} src={member.avatar_url} size="sm" decorative />
                    <span className={styles.names}>
                      <span className={styles.name}>{name}</span>
                      <span className={styles.username}>@{member.username}</span>
                    </span>
                    {isFavorite ? (
                      <Star size={16} fill="currentColor" className={styles.star} aria-label="Favourite" role="img" />
                    ) : null}
                  </label>
                );
              })
            )}
          </div>
        )}
        {error ? (
          <Alert tone="danger">
            <span id={`${group}-error`}>{error}</span>
          </Alert>
        ) : null}
      </fieldset>
      <Field label="Message (optional)">
        <Textarea
          rows={3}
          maxLength={messageMaxLength}
          value={message}
          onChange={(event) => onMessageChange(event.target.value)}
        />
      </Field>
    </div>
  );
}
