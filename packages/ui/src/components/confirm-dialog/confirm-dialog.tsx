import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { cva, cx } from 'class-variance-authority';
import { CircleHelp, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import * as dialogStyles from '../dialog/dialog.css';
import * as styles from './confirm-dialog.css';

export const CONFIRM_TONES = ['danger', 'primary'] as const;
export type ConfirmTone = (typeof CONFIRM_TONES)[number];

const iconClass = cva(styles.iconWrap, { variants: { tone: styles.tone }, defaultVariants: { tone: 'danger' } });

export interface ConfirmDialogProps {
  /** The question, e.g. 'Delete recipe?'. */
  title: ReactNode;
  /** What happens if the user confirms. */
  description: ReactNode;
  /** @default 'Confirm' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /**
   * `danger` for destructive, permanent actions; `primary` for ordinary confirmations.
   * @default 'danger'
   */
  tone?: ConfirmTone;
  /**
   * Called when the user confirms. When it returns a promise the dialog stays open with a busy
   * confirm button until it settles, then closes (it stays open if the promise rejects).
   */
  onConfirm: () => void | Promise<unknown>;
  /**
   * Shows the confirm button busy regardless of `onConfirm` (for actions tracked elsewhere).
   * @default false
   */
  loading?: boolean;
  /** Element that opens the dialog. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Asks before an action that cannot be undone (Radix AlertDialog: focus starts on Cancel). */
export function ConfirmDialog({
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  loading = false,
  trigger,
  open,
  onOpenChange,
}: ConfirmDialogProps) {
  const [internalOpen, setInternalOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const isOpen = open ?? internalOpen;
  const busy = loading || pending;

  const setOpen = (next: boolean) => {
    if (open === undefined) setInternalOpen(next);
    onOpenChange?.(next);
  };

  const confirm = () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    result.then(
      () => {
        setPending(false);
        setOpen(false);
      },
      () => setPending(false),
    );
  };

  return (
    <AlertDialog.Root open={isOpen} onOpenChange={(next) => !busy && setOpen(next)}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={cx(dialogStyles.content, dialogStyles.size.sm)}>
          <div className={styles.body}>
            <span className={iconClass({ tone })} aria-hidden="true">
              {tone === 'danger' ? <TriangleAlert size={22} /> : <CircleHelp size={22} />}
            </span>
            <div className={styles.texts}>
              <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
              <AlertDialog.Description className={dialogStyles.description}>{description}</AlertDialog.Description>
            </div>
          </div>
          <div className={dialogStyles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close at once, before an async action is done. */}
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={confirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
