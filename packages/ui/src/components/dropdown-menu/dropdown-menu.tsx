import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { cx } from 'class-variance-authority';
import type { ReactNode } from 'react';
import * as styles from './dropdown-menu.css';

export interface DropdownMenuAction {
  type?: 'item';
  id: string;
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  /** `danger` colours destructive entries such as Sign Out or Delete. */
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

export interface DropdownMenuLabel {
  type: 'label';
  id: string;
  label: ReactNode;
}

export interface DropdownMenuSeparator {
  type: 'separator';
  id: string;
}

export type DropdownMenuEntry = DropdownMenuAction | DropdownMenuLabel | DropdownMenuSeparator;

export interface DropdownMenuProps {
  /** The element that opens the menu; it must be focusable (a Button or IconButton). */
  trigger: ReactNode;
  items: readonly DropdownMenuEntry[];
  /** @default 'end' */
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A menu of actions (Radix DropdownMenu): keyboard navigation, typeahead, focus return. */
export function DropdownMenu({ trigger, items, align = 'end', open, defaultOpen, onOpenChange }: DropdownMenuProps) {
  return (
    <MenuPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <MenuPrimitive.Trigger asChild>{trigger}</MenuPrimitive.Trigger>
      <MenuPrimitive.Portal>
        <MenuPrimitive.Content className={styles.content} align={align} sideOffset={8} collisionPadding={12}>
          {items.map((entry) => {
            if (entry.type === 'separator')
              return <MenuPrimitive.Separator key={entry.id} className={styles.separator} />;
            if (entry.type === 'label') {
              return (
                <MenuPrimitive.Label key={entry.id} className={styles.label}>
                  {entry.label}
                </MenuPrimitive.Label>
              );
            }
            return (
              <MenuPrimitive.Item
                key={entry.id}
                className={cx(styles.item, entry.tone === 'danger' && styles.danger)}
                disabled={entry.disabled}
                onSelect={entry.onSelect}
              >
                {entry.icon ? (
                  <span className={styles.icon} aria-hidden="true">
                    {entry.icon}
                  </span>
                ) : null}
                {entry.label}
              </MenuPrimitive.Item>
            );
          })}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}
