import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cx } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import * as styles from './tabs.css';

/** Tab set root (Radix Tabs): controlled with `value`/`onValueChange` or uncontrolled with `defaultValue`. */
export const Tabs = TabsPrimitive.Root;

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List>;

/** The row of tabs; give it an `aria-label` that names the set. */
export function TabsList({ className, ...props }: TabsListProps) {
  return <TabsPrimitive.List className={cx(styles.list, className)} {...props} />;
}

export interface TabsTriggerProps extends ComponentProps<typeof TabsPrimitive.Trigger> {
  /** Count badge after the label (meal plans and templates show how many they hold). */
  count?: number;
}

export function TabsTrigger({ className, count, children, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger className={cx(styles.trigger, className)} {...props}>
      {children}
      {count !== undefined ? <span className={styles.count}>{count}</span> : null}
    </TabsPrimitive.Trigger>
  );
}

export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

export function TabsContent({ className, ...props }: TabsContentProps) {
  return <TabsPrimitive.Content className={cx(styles.content, className)} {...props} />;
}
