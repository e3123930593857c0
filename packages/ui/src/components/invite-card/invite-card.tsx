import { Check, Copy, QrCode, RefreshCw } from 'lucide-react';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { Skeleton } from '../skeleton/skeleton';
import { visuallyHidden } from '../../tokens/utilities.css';
import * as styles from './invite-card.css';

/** The date and time an invite stops working, in the member's words. */
export const formatInviteExpiry = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export interface InviteCardProps {
  /** The invite link, once made (its code is shown only then). */
  inviteUrl?: string | null;
  /** When the link stops working (ISO). */
  expiresAt?: string | null;
  /** A link is being made. @default false */
  loading?: boolean;
  /** Making the link failed: this text, with Try Again. */
  error?: string | null;
  /** The link was just copied: the button says so (for 2 s, timed by the caller). @default false */
  copied?: boolean;
  /** Makes a link (the first, or a new one). */
  onCreate: () => void;
  onCopy: () => void;
  /** Opens the QR code modal. */
  onShowQr: () => void;
}

/** Invite tab: make a single-use invite link, copy it ('Copied!' for 2 s), or show it as a QR code. */
export function InviteCard({
  inviteUrl,
  expiresAt,
  loading = false,
  error,
  copied = false,
  onCreate,
  onCopy,
  onShowQr,
}: InviteCardProps) {
  return (
    <Card asChild padding="lg" className={styles.root}>
      <section aria-labelledby="invite-card-heading">
        <h2 id="invite-card-heading" className={styles.heading}>
          Invite a friend
        </h2>
        <p className={styles.text}>
          Anyone who opens your invite link and signs in becomes your friend. Each link works once and lasts 7 days; a
          QR code lasts 24 hours.
        </p>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {loading && !inviteUrl ? <Skeleton shape="rect" height={64} /> : null}
        {inviteUrl ? (
          <div className={styles.linkRow}>
            <Field
              className={styles.linkField}
              label="Your invite link"
              hint={expiresAt ? `Works once, until ${formatInviteExpiry(expiresAt)}.` : undefined}
            >
              <Input readOnly value={inviteUrl} onFocus={(event) => event.target.select()} />
            </Field>
          </div>
        ) : null}
        <div className={styles.actions}>
          {inviteUrl ? (
            <Button iconStart={copied ? <Check size={18} /> : <Copy size={18} />} onClick={onCopy}>
              {copied ? 'Copied!' : 'Copy link'}
            </Button>
          ) : (
            <Button loading={loading} onClick={onCreate}>
              {error ? 'Try Again' : 'Create invite link'}
            </Button>
          )}
          <Button variant="secondary" iconStart={<QrCode size={18} />} onClick={onShowQr}>
            Show QR code
          </Button>
          {inviteUrl ? (
            <Button variant="ghost" iconStart={<RefreshCw size={18} />} loading={loading} onClick={onCreate}>
              New link
            </Button>
          ) : null}
        </div>
        {/* Announces the copy to screen readers; the button text changes for everyone else. */}
        <span role="status" className={visuallyHidden}>
          {copied ? 'Invite link copied to the clipboard' : ''}
        </span>
      </section>
    </Card>
  );
}
