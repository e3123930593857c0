import { useToast } from '@potluck/ui';
import { useState } from 'react';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';

/**
 * A secret link's dialog state, shared by the plan's share link and the calendar feed: the link (known only right
 * after it was made), `busy` while a change runs, one error line ('Something went wrong' for a failed change, the
 * copy failure for the clipboard), and Copy with its 'Link copied to clipboard!' toast.
 */
export function useSecretLink(what: string) {
  const { toast } = useToast();
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      console.warn(`${what} failed`, failure);
      setError(T.actionFailed);
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast({ variant: 'success', title: T.linkCopied });
    } catch {
      setError(T.copyFailed);
    }
  };
  return { link, setLink, busy, error, run, copy };
}
