import { Button, DropdownMenu, visuallyHidden, type DropdownMenuEntry } from '@potluck/ui';
import { AtSign, Check, Link2, Mail, MessageCircle, Share2, ThumbsUp, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { DETAIL_TEXT as T, SHARE_TARGETS, type SharePlatform } from './detail.constants';

const ICONS: Record<SharePlatform, ReactNode> = {
  twitter: <AtSign size={18} />,
  facebook: <ThumbsUp size={18} />,
  whatsapp: <MessageCircle size={18} />,
  email: <Mail size={18} />,
  clipboard: <Link2 size={18} />,
  friend: <UserPlus size={18} />,
};

export interface ShareMenuProps {
  /** A target was chosen (twitter, facebook, whatsapp, email, clipboard, friend). */
  onShare: (platform: SharePlatform) => void;
  /** The link was just copied: the button says so (for 2 s, timed by the caller). @default false */
  copied?: boolean;
  /** Controlled open state (stories). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The Share button and its menu of targets. */
export function ShareMenu({ onShare, copied = false, open, onOpenChange }: ShareMenuProps) {
  const items: DropdownMenuEntry[] = SHARE_TARGETS.flatMap((target): DropdownMenuEntry[] => [
    ...(target.platform === 'clipboard' ? [{ type: 'separator' as const, id: 'sep-link' }] : []),
    {
      id: target.platform,
      label: target.platform === 'clipboard' && copied ? T.copied : target.label,
      icon: target.platform === 'clipboard' && copied ? <Check size={18} /> : ICONS[target.platform],
      onSelect: () => onShare(target.platform),
    },
  ]);
  return (
    <>
      <DropdownMenu
        open={open}
        onOpenChange={onOpenChange}
        align="start"
        items={items}
        trigger={
          <Button variant="secondary" iconStart={copied ? <Check size={18} /> : <Share2 size={18} />}>
            {copied ? T.copied : T.share}
          </Button>
        }
      />
      {/* Announces the copy to screen readers; the button text changes for everyone else. */}
      <span role="status" className={visuallyHidden}>
        {copied ? 'Link copied to the clipboard' : ''}
      </span>
    </>
  );
}
