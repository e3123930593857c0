import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../icon-button/icon-button';
import * as styles from './dialog.css';

export const DIALOG_SIZES = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];

const dialogContent = cva(styles.content, { variants: { size: styles.size }, defaultVariants: { size: 'md' } });

export interface DialogProps extends VariantProps<typeof dialogContent> {
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** One sentence under the title; becomes the accessible description. */
  description?: ReactNode;
  /** Element that opens the dialog (rendered as-is through `asChild`). */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Buttons row at the bottom (put the primary action last). */
  footer?: ReactNode;
  children?: ReactNode;
}

/** A modal dialog (Radix Dialog) for forms such as New Plan or Share. Default size `md`. */
export function Dialog({
  title,
  description,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  footer,
  size,
  children,
}: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={dialogContent({ size })}
          // Without a description Radix warns unless aria-describedby is explicitly undefined.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <div className={styles.titles}>
              <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close asChild>
              <IconButton aria-label="Close" icon={<X size={20} />} size="sm" />
            </DialogPrimitive.Close>
          </div>
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Wraps a footer button so it closes the dialog when pressed. */
export const DialogClose = DialogPrimitive.Close;
