import { Text, useInput } from 'ink';
import { useRef, useState } from 'react';

export interface TextPromptProps {
  /** Shown before the input, followed by a colon. */
  label: string;
  /**
   * Character drawn for each typed character instead of the character itself (passwords).
   * @default undefined — the typed text is shown
   */
  mask?: string;
  /** Called with what was typed when Enter is pressed. */
  onSubmit(value: string): void;
  /** Called on Esc or Ctrl+C. */
  onCancel(): void;
}

/** One line of text input, typed after a label. */
export function TextPrompt({ label, mask, onSubmit, onCancel }: TextPromptProps) {
  const [value, setValue] = useState('');
  // A ref, not only state: keys can arrive faster than React re-renders (pastes, scripted input),
  // and Enter must submit everything typed before it.
  const current = useRef('');
  const update = (next: string) => {
    current.current = next;
    setValue(next);
  };

  useInput((input, key) => {
    if (key.escape || (key.ctrl && input === 'c')) return onCancel();
    if (key.return) return onSubmit(current.current);
    if (key.backspace || key.delete) return update(current.current.slice(0, -1));
    if (key.ctrl || key.meta || key.tab || key.upArrow || key.downArrow || key.leftArrow || key.rightArrow) return;
    // A pasted chunk may end with a line break: take the text before it and submit.
    const [text = '', ...rest] = input.split(/\r\n|\r|\n/);
    update(current.current + text.replace(/\p{Cc}/gu, ''));
    if (rest.length > 0) onSubmit(current.current);
  });

  const shown = mask === undefined ? value : mask.repeat(value.length);
  return (
    <Text>
      <Text bold>{label}: </Text>
      {shown}
    </Text>
  );
}
