import {
  INVITE_DIALOG_CLOSE_MS,
  INVITE_DIALOG_MESSAGES,
  errorText,
  friendRequestSentMessage,
  invitationSentMessage,
  isApiError,
  type SearchUserResult,
  type SendInvitationInput,
} from '@potluck/api';
import { Dialog, InvitePeople, type InviteNotice } from '@potluck/ui';
import { useEffect, useState } from 'react';
import { useInviteActions } from '../api/use-invite-actions';
import { useSearchUsers } from '../api/use-search-users';
import { MyInvitations } from './my-invitations';

export interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Offered when an invitation went to an address a member already has (409). */
export const ALREADY_MEMBER_OFFER = 'Send them a friend request instead.';

/**
 * Invite People (spec 001 §4, §5, §8), opened from Friends and the profile: search people; a member gets a friend
 * request, an address nobody has gets an invitation; an address that belongs to a member (409) is offered a friend
 * request. After a success it closes by itself 2 seconds later. Your invitations are listed under the search.
 */
export function InviteDialog({ open, onOpenChange }: InviteDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite People"
      description="Add family and friends who are already here, or invite someone new by email."
    >
      {open ? <InviteDialogBody onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

/** The spec's fallback, with the server's detail after it when there is one. */
const failureText = (e: unknown, fallback: string) => {
  const detail = errorText(e, '');
  return detail ? `${fallback}: ${detail}` : fallback;
};

function InviteDialogBody({ onDone }: { onDone: () => void }) {
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState<InviteNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const search = useSearchUsers(query);
  const actions = useInviteActions();

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(onDone, INVITE_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded, onDone]);

  const run = async (send: () => Promise<string>, fallback: string, onConflict?: (detail: string) => void) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: await send() });
      setSucceeded(true);
    } catch (e) {
      if (onConflict && isApiError(e) && e.status === 409) onConflict(errorText(e, fallback));
      else setNotice({ tone: 'danger', text: failureText(e, fallback) });
    } finally {
      setBusy(false);
    }
  };

  const friendRequest = (member: SearchUserResult) => {
    const name = member.display_name || member.username || '';
    void run(async () => {
      await actions.sendFriendRequest(member);
      return friendRequestSentMessage(name);
    }, INVITE_DIALOG_MESSAGES.friendRequestFailed);
  };

  const invite = (input: SendInvitationInput) => {
    void run(
      async () => {
        await actions.sendInvitation(input);
        return invitationSentMessage(input.email);
      },
      INVITE_DIALOG_MESSAGES.sendFailed,
      (detail) => {
        setNotice({ tone: 'info', text: `${detail}. ${ALREADY_MEMBER_OFFER}` });
        void search.refresh();
      },
    );
  };

  return (
    <>
      <InvitePeople
        query={query}
        onQueryChange={(q) => {
          setQuery(q);
          if (!succeeded) setNotice(null);
        }}
        status={succeeded ? 'idle' : search.status}
        results={search.results}
        notice={notice}
        busy={busy || succeeded}
        onFriendRequest={friendRequest}
        onInvite={invite}
      />
      <MyInvitations />
    </>
  );
}
