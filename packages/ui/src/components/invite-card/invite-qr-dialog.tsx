import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { Spinner } from '../spinner/spinner';
import * as styles from './invite-card.css';
import { formatInviteExpiry } from './invite-card';

export interface InviteQrDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The QR code of a fresh invite link as a PNG data URL; undefined while it is made. */
  qrCodeData?: string | null;
  /** When that link stops working (ISO). */
  expiresAt?: string | null;
  /** Making the code failed: this text, with Try Again. */
  error?: string | null;
  onRetry?: () => void;
}

/** The QR code modal: a fresh invite link (24 hours) drawn for a phone camera. */
export function InviteQrDialog({ open, onOpenChange, qrCodeData, expiresAt, error, onRetry }: InviteQrDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Invite QR code"
      description="Let a friend scan this with their phone camera to open your invite link."
      footer={
        error && onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            Try Again
          </Button>
        ) : undefined
      }
    >
      {error ? (
        <Alert tone="danger">{error}</Alert>
      ) : (
        <div className={styles.qrFrame}>
          {qrCodeData ? (
            <img className={styles.qrImage} src={qrCodeData} alt="QR code of your invite link" />
          ) : (
            <Spinner label="Making your QR code" />
          )}
        </div>
      )}
      {qrCodeData && expiresAt ? (
        <p className={styles.text}>Works once, until {formatInviteExpiry(expiresAt)}.</p>
      ) : null}
    </Dialog>
  );
}
