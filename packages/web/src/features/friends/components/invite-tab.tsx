import type { InviteCode, InviteQr } from '@potluck/api';
import { InviteCard, InviteQrDialog } from '@potluck/ui';
import { useEffect, useRef, useState } from 'react';
import { useInvites } from '../api/use-invites';
import { FRIENDS_TEXT as T } from '../friends.texts';
import * as styles from './friends.css';
import { friendsError } from './friends-error';

/** Spec 000 §9: the copy confirmation lasts 2 s. */
export const COPY_CONFIRM_MS = 2000;

type Qr = { open: false } | { open: true; data?: InviteQr; error?: string };

/** The invite tab: make a link (168 h), copy it with a 2 s confirmation, or show a QR code (24 h). */
export function InviteTab() {
  const invites = useInvites();
  const [link, setLink] = useState<InviteCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [qr, setQr] = useState<Qr>({ open: false });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      setLink(await invites.createLink());
    } catch (failure) {
      console.warn('Invite link not made', failure);
      setError(friendsError(failure, T.errorOccurred));
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.invite_url);
    } catch {
      setError(T.copyFailed);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
  };
  const showQr = async () => {
    setQr({ open: true });
    try {
      const data = await invites.createQr();
      setQr((current) => (current.open ? { open: true, data } : current));
    } catch (failure) {
      console.warn('Invite QR code not made', failure);
      setQr((current) => (current.open ? { open: true, error: friendsError(failure, T.errorOccurred) } : current));
    }
  };

  return (
    <div className={styles.narrow}>
      <InviteCard
        inviteUrl={link?.invite_url}
        expiresAt={link?.expires_at}
        loading={busy}
        error={error}
        copied={copied}
        onCreate={() => void create()}
        onCopy={() => void copy()}
        onShowQr={() => void showQr()}
      />
      <InviteQrDialog
        open={qr.open}
        onOpenChange={(open) => !open && setQr({ open: false })}
        qrCodeData={qr.open ? qr.data?.qr_code_data : undefined}
        expiresAt={qr.open ? qr.data?.expires_at : undefined}
        error={qr.open ? qr.error : undefined}
        onRetry={() => void showQr()}
      />
    </div>
  );
}
