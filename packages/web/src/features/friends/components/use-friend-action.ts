import { useToast } from '@potluck/ui';
import { useState } from 'react';
import { FRIENDS_TEXT as T } from '../friends.texts';
import { friendsError } from './friends-error';

/**
 * Runs one friends action at a time per row: `busyId` marks the row, success shows its toast, and a failure shows
 * the response detail or 'An error occurred' (spec 000 §8) and is logged.
 */
export function useFriendAction() {
  const { toast } = useToast();
  const [busyId, setBusyId] = useState<number | null>(null);
  const run = async (
    id: number,
    action: () => Promise<unknown>,
    success?: string,
    fallback: string = T.errorOccurred,
  ) => {
    setBusyId(id);
    try {
      await action();
      if (success) toast({ variant: 'success', title: success });
      return true;
    } catch (error) {
      console.warn('Friends action failed', error);
      toast({ variant: 'error', title: friendsError(error, fallback) });
      return false;
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, run };
}
