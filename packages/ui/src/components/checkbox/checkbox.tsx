import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { cx } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useFieldControl } from '../field/field-context';
import * as styles from './checkbox.css';

export interface CheckboxProps extends Omit<ComponentProps<typeof CheckboxPrimitive.Root>, 'children'> {
  /** Visible label next to the box. Without it, pass `aria-label` or use it inside a `Field`. */
  label?: ReactNode;
}

/** A herb-green checkbox (Radix). Supports `checked="indeterminate"`. */
export function Checkbox({ label, className, id, ...props }: CheckboxProps) {
  const generated = useId();
  const wired = useFieldControl({ ...props, id: id ?? (label ? `checkbox-${generated}` : undefined) });
  const box = (
    <CheckboxPrimitive.Root className={cx(styles.root, !label && className)} {...wired}>
      <CheckboxPrimitive.Indicator className={styles.indicator}>
        {props.checked === 'indeterminate' ? (
          <Minus size={16} strokeWidth={3} aria-hidden="true" />
        ) : (
          <Check size={16} strokeWidth={3} aria-hidden="true" />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    <span className={cx(styles.wrapper, className)}>
      {box}
      <label htmlFor={wired.id} className={styles.label}>
        {label}
      </label>
    </span>
  );
}
