import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cx } from 'class-variance-authority';
import { useCallback, type ComponentProps, type Ref } from 'react';
import { watchTabRow } from './tab-row-scroll';
import * as styles from './tabs.css';

/** Tab set root (Radix Tabs): controlled with `value`/`onValueChange` or uncontrolled with `defaultValue`. */
export const Tabs = TabsPrimitive.Root;

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List>;

/**
 * The row of tabs; give it an `aria-label` that names the set. When the tabs are wider than the row (six on a phone),
 * it scrolls sideways: an end with tabs out of sight fades out, and the selected tab is kept in view.
 */
export function TabsList({ className, ref, ...props }: TabsListProps) {
  const watch = useCallback(
    (row: HTMLDivElement | null) => {
      setRef(ref, row);
      const stop = row ? watchTabRow(row) : undefined;
      return () => {
        stop?.();
        setRef(ref, null);
      };
    },
    [ref],
  );
  return <TabsPrimitive.List ref={watch} className={cx(styles.list, className)} {...props} />;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
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
