import { Text, useInput } from 'ink';
import { useEffect, useState } from 'react';

export interface ConfirmPromptProps {
  /** The question, shown with " [Y/n]" after it: Enter answers yes. */
  question: string;
  /** Called once with the answer: y, Y or Enter is yes; n or N is no. */
  onAnswer(yes: boolean): void;
  /** Called on Esc or Ctrl+C. */
  onCancel(): void;
}

/** A yes/no question whose default is yes; once answered it shows the answer and takes no more keys. */
export function ConfirmPrompt({ question, onAnswer, onCancel }: ConfirmPromptProps) {
  const [answer, setAnswer] = useState<boolean | null>(null);

  useInput(
    (input, key) => {
      if (key.escape || (key.ctrl && input === 'c')) return onCancel();
      const yes = key.return || /^y/i.test(input) ? true : /^n/i.test(input) ? false : null;
      // Any other key is ignored: a stray letter must not import or drop a recipe.
      if (yes === null) return;
      setAnswer(yes);
    },
    { isActive: answer === null },
  );
  // Told after the answer is on screen, so it stays visible when the caller unmounts the prompt.
  useEffect(() => {
    if (answer !== null) onAnswer(answer);
  }, [answer, onAnswer]);

  return (
    <Text>
      <Text bold>{question}</Text> [Y/n] {answer === null ? '' : answer ? 'yes' : 'no'}
    </Text>
  );
}
