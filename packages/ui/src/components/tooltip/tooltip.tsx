import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import * as styles from './tooltip.css';

export interface TooltipProps {
  /** Short help text. Never the only place important information lives. */
  content: ReactNode;
  /** The focusable element the tooltip describes. */
  children: ReactNode;
  /** @default 'top' */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Milliseconds of hover before it shows. @default 300 */
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A hover and focus hint (Radix Tooltip). Carries its own provider so it works anywhere. */
export function Tooltip({
  content,
  children,
  side = 'top',
  delayDuration = 300,
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content className={styles.content} side={side} sideOffset={6}>
            {content}
            <TooltipPrimitive.Arrow className={styles.arrow} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
