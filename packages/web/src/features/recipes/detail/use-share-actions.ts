import { useToast } from '@potluck/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useShareRecipe } from '../api/use-share';
import {
  COPY_CONFIRM_MS,
  DETAIL_TEXT as T,
  SHARE_TARGETS,
  SHARE_WINDOW_FEATURES,
  type SharePlatform,
} from './detail.constants';
import { recipeUrl, shareLinkFor } from './share-links';

/** Copies text; falls back to a hidden textarea where the Clipboard API is missing (plain http). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

/**
 * What the share menu does: open a network's share window, copy the link (the copied state lasts
 * 2 s) or open the friend dialog. Every share is also recorded with POST /activity/share/recipe.
 */
export function useShareActions(recipe: { id: number; title: string }) {
  const record = useShareRecipe();
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const [friendOpen, setFriendOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const recordShare = useCallback(
    (platform: SharePlatform) => {
      const target = SHARE_TARGETS.find((t) => t.platform === platform)!;
      // Recording is bookkeeping: a failure must not undo a share the person already made.
      void record({ recipe_id: recipe.id, share_type: target.shareType, platform }).catch((error: unknown) =>
        console.warn('Share not recorded', error),
      );
    },
    [record, recipe.id],
  );

  const share = useCallback(
    async (platform: SharePlatform) => {
      const url = recipeUrl(recipe.id);
      if (platform === 'friend') {
        setFriendOpen(true);
        return;
      }
      if (platform === 'clipboard') {
        try {
          await copyText(url);
        } catch {
          toast({ title: T.socialFailed, variant: 'error' });
          return;
        }
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
        recordShare(platform);
        return;
      }
      const link = shareLinkFor(platform, { url, title: recipe.title });
      // Opened before anything is awaited, inside the click, so pop-up blockers allow it.
      if (link) window.open(link, '_blank', SHARE_WINDOW_FEATURES);
      recordShare(platform);
    },
    [recipe.id, recipe.title, recordShare, toast],
  );

  const shareWithFriend = useCallback(
    async (memberId: number, message: string) => {
      await record({
        recipe_id: recipe.id,
        share_type: 'friend',
        platform: 'friend',
        shared_with_id: memberId,
        message: message || null,
      });
      toast({ title: T.sharedWithFriend, variant: 'success' });
    },
    [record, recipe.id, toast],
  );

  return { copied, share, friendOpen, setFriendOpen, shareWithFriend };
}
