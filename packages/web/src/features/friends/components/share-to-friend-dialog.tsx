import { isApiError, SHARE_MESSAGES } from '@potluck/api';
import { Button, Dialog, FriendPicker } from '@potluck/ui';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth/use-auth';
import { useFriends } from '../api/use-friends';
import { FRIENDS_TEXT as T } from '../friends.texts';
import { otherMember } from './friendship';
import { friendsError } from './friends-error';

export interface ShareToFriendDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the share; a rejection's detail shows in the dialog, which stays open. */
  onSubmit: (memberId: number, message: string) => Promise<unknown>;
}

/**
 * The recipe page's "Share with a friend": the viewer's friends (favourites first, searchable) and an optional
 * message. Hosted by the recipe page (decision 007); the friends and their texts stay in this feature.
 */
export function ShareToFriendDialog({ open, onOpenChange, onSubmit }: ShareToFriendDialogProps) {
  const { user } = useAuth();
  const friends = useFriends();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setSelectedId(null);
      setMessage('');
      setError(null);
    }
    onOpenChange(next);
  };
  const send = async () => {
    if (selectedId === null) {
      setError(SHARE_MESSAGES.friendNeeded);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(selectedId, message.trim());
      close(false);
    } catch (failure) {
      console.warn('Share to a friend failed', failure);
      const field = isApiError(failure) ? failure.fieldErrors.shared_with_id : undefined;
      setError(field ?? friendsError(failure, T.errorOccurred));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="sm"
      title="Share with a friend"
      description="They will see it in their Activity."
      footer={
        <>
          <Button variant="ghost" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button loading={busy} onClick={() => void send()}>
            Share
          </Button>
        </>
      }
    >
      <FriendPicker
        friends={friends.data?.friends.map((friendship) => ({
          member: otherMember(friendship, user?.id),
          isFavorite: friendship.is_favorite,
        }))}
        loadError={friends.error ? T.errorOccurred : null}
        selectedId={selectedId}
        onSelect={(id) => {
          setSelectedId(id);
          setError(null);
        }}
        message={message}
        onMessageChange={setMessage}
        error={error}
      />
    </Dialog>
  );
}
