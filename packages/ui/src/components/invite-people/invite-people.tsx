import {
  INVITE_DIALOG_MESSAGES,
  SEARCH_USERS_MIN,
  type SearchUserResult,
  type SendInvitationInput,
} from '@potluck/api';
import { Mail, Search, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../alert/alert';
import { Avatar } from '../avatar/avatar';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { Spinner } from '../spinner/spinner';
import { Textarea } from '../textarea/textarea';
import * as styles from './invite-people.css';

export const INVITE_SEARCH_STATUSES = ['idle', 'searching', 'done', 'error'] as const;
export type InviteSearchStatus = (typeof INVITE_SEARCH_STATUSES)[number];

export interface InviteNotice {
  tone: 'success' | 'danger' | 'info';
  text: string;
}

export interface InvitePeopleProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** idle: fewer than 2 characters typed; done: `results` are the answer. */
  status: InviteSearchStatus;
  results: readonly SearchUserResult[];
  /** What happened last: a success ('Friend request sent to {name}!'), a failure, or an offer. */
  notice?: InviteNotice | null;
  /** A request or invitation is being sent. @default false */
  busy?: boolean;
  /** Avatars as object URLs (they need the viewer's token). */
  avatarSrc?: (result: SearchUserResult) => string | null;
  onFriendRequest: (member: SearchUserResult) => void;
  onInvite: (input: SendInvitationInput) => void;
}

const memberName = (r: SearchUserResult) => r.display_name || r.username || r.email || '';

function InviteByEmail({
  email,
  busy,
  onInvite,
}: {
  email: string;
  busy: boolean;
  onInvite: InvitePeopleProps['onInvite'];
}) {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onInvite({ email, invited_user_name: name.trim() || null, message: message.trim() || null });
  };
  return (
    <form className={styles.inviteForm} onSubmit={submit} aria-label={`Invite ${email}`}>
      <h3 className={styles.inviteTitle}>Invite {email} to Potluck</h3>
      <Field label="Their name" hint="Optional">
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
      </Field>
      <Field label="Message" hint="Optional">
        <Textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={3} maxLength={1000} />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" iconStart={<Mail size={16} />} loading={busy}>
          Send Invitation
        </Button>
      </div>
    </form>
  );
}

/**
 * The invite dialog's body (spec 001 §4, §5, §8): search people with at least 2 characters; a member gets a friend
 * request, an address nobody has gets an invitation with an optional name and message.
 */
export function InvitePeople({
  query,
  onQueryChange,
  status,
  results,
  notice,
  busy = false,
  avatarSrc,
  onFriendRequest,
  onInvite,
}: InvitePeopleProps) {
  const members = results.filter((r) => r.is_existing_user);
  const newAddress = results.find((r) => !r.is_existing_user && r.email);
  return (
    <div className={styles.root}>
      <Field label="Search people" hint={`A name, username or email address (at least ${SEARCH_USERS_MIN} characters)`}>
        <Input
          type="search"
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
          autoComplete="off"
          placeholder="Name, username or email"
        />
      </Field>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {status === 'searching' ? (
        <div className={styles.searching}>
          <Spinner label="Searching" />
        </div>
      ) : null}
      {status === 'error' ? <Alert tone="danger">{INVITE_DIALOG_MESSAGES.searchFailed}</Alert> : null}
      {status === 'done' && results.length === 0 ? (
        <p className={styles.hint}>{INVITE_DIALOG_MESSAGES.noUsersFound}</p>
      ) : null}
      {status === 'done' && members.length > 0 ? (
        <ul className={styles.results} aria-label="Members">
          {members.map((m) => (
            <li key={m.id ?? m.username} className={styles.result}>
              <Avatar name={memberName(m)} src={avatarSrc?.(m) ?? null} size="md" decorative />
              <span className={styles.names}>
                <span className={styles.name}>{memberName(m)}</span>
                {m.username ? <span className={styles.username}>@{m.username}</span> : null}
              </span>
              <Button
                size="sm"
                variant="secondary"
                iconStart={<UserPlus size={16} />}
                disabled={busy}
                aria-label={`Add Friend: ${memberName(m)}`}
                onClick={() => onFriendRequest(m)}
              >
                Add Friend
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {status === 'done' && newAddress?.email ? (
        <InviteByEmail key={newAddress.email} email={newAddress.email} busy={busy} onInvite={onInvite} />
      ) : null}
      {status === 'idle' && !notice ? (
        <p className={styles.iconHint}>
          <Search size={14} aria-hidden="true" className={styles.hintIcon} /> Find family and friends already here, or
          type an email address to invite someone new.
        </p>
      ) : null}
    </div>
  );
}
