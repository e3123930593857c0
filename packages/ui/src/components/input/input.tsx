import { cx } from 'class-variance-authority';
import type { InputHTMLAttributes, Ref } from 'react';
import { useFieldControl } from '../field/field-context';
import { control } from './control.css';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text control. Inside a `Field` it picks up id, aria-describedby and aria-invalid. */
export function Input({ className, ref, ...props }: InputProps) {
  const wired = useFieldControl(props);
  return <input ref={ref} className={cx(control, className)} {...wired} />;
}
