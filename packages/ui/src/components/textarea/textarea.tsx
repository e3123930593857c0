import { cx } from 'class-variance-authority';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { useFieldControl } from '../field/field-context';
import { control } from '../input/control.css';
import * as styles from './textarea.css';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text control (recipe text to parse, notes, questions for the chef). */
export function Textarea({ className, ref, ...props }: TextareaProps) {
  const wired = useFieldControl(props);
  return <textarea ref={ref} className={cx(control, styles.textarea, className)} {...wired} />;
}
