import * as SelectPrimitive from '@radix-ui/react-select';
import { cx } from 'class-variance-authority';
import { Check, ChevronDown } from 'lucide-react';
import { useFieldControl } from '../field/field-context';
import { control } from '../input/control.css';
import * as styles from './select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Text shown before a choice is made. */
  placeholder?: string;
  /** @default false */
  disabled?: boolean;
  /** Form field name; Radix renders a hidden native select for form submission. */
  name?: string;
  /** Needed when the select is not inside a `Field` with a visible label. */
  'aria-label'?: string;
  id?: string;
  className?: string;
}

/** The page's Content-Security-Policy nonce for style elements, as the app published it (get-nonce's global). */
const cspNonce = () => (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__;

/** A styled single-choice list (Radix Select): categories, difficulty, sort order. */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  disabled = false,
  name,
  className,
  ...triggerProps
}: SelectProps) {
  const wired = useFieldControl(triggerProps);
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      disabled={disabled}
      name={name}
    >
      <SelectPrimitive.Trigger className={cx(control, styles.trigger, className)} {...wired}>
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon className={styles.icon}>
          <ChevronDown size={18} aria-hidden="true" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content className={styles.content} position="popper" sideOffset={6}>
          {/* Radix hides the scrollbar with a <style> here: it carries the page's CSP nonce (web lib/csp-setup.ts). */}
          <SelectPrimitive.Viewport nonce={cspNonce()}>
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={styles.item}
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className={styles.indicator}>
                  <Check size={16} aria-hidden="true" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
