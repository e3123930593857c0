import { CHEF_MESSAGES } from '@potluck/api';
import { Button, Field, Inline, Textarea } from '@potluck/ui';
import { Send } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import * as styles from './ai.css';

/** The box's own words; both AI text catalogues name them alike. */
export interface QuestionTexts {
  /** The form's accessible name (the panel's title). */
  askTitle: string;
  /** The box's label. */
  question: string;
  questionHint: string;
  questionPlaceholder: string;
  /** The submit button. */
  ask: string;
}

export interface QuestionFormProps {
  texts: QuestionTexts;
  /** The typed question; the parent owns it (a suggestion chip may fill it). */
  value: string;
  onValueChange: (value: string) => void;
  /** Shows the submit button busy. @default false */
  busy?: boolean;
  /** Called with the trimmed question, never with a blank one. */
  onSubmit: (question: string) => void;
}

/**
 * A question to the AI chef (spec 000 §5): Enter sends, Shift+Enter adds a line, and a blank question
 * is not sent but answered with the spec's message under the box.
 */
export function QuestionForm({ texts: T, value, onValueChange, busy = false, onSubmit }: QuestionFormProps) {
  // The blank value that was refused: the message stays only while the box still holds it, so a
  // suggestion filling the box (no change event here) clears it too.
  const [refused, setRefused] = useState<string | null>(null);

  const error = refused !== null && refused === value ? CHEF_MESSAGES.questionRequired : null;

  const submit = () => {
    const question = value.trim();
    if (question === '') {
      setRefused(value);
      return;
    }
    setRefused(null);
    onSubmit(question);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while an IME is composing) keeps the newline.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      aria-label={T.askTitle}
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field label={T.question} hint={T.questionHint} error={error}>
        <Textarea
          rows={3}
          value={value}
          placeholder={T.questionPlaceholder}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setRefused(null);
            onValueChange(event.target.value);
          }}
        />
      </Field>
      <Inline>
        <Button type="submit" iconStart={<Send size={18} />} loading={busy}>
          {T.ask}
        </Button>
      </Inline>
    </form>
  );
}
