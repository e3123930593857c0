import { render } from 'ink';
import { createElement } from 'react';
import { CancelledError } from '../errors';
import { ConfirmPrompt } from './confirm-prompt';

/**
 * Asks a yes/no question on stderr (stdout stays the command's output) and resolves with the answer.
 * Import this module lazily: it loads ink and react.
 */
export async function promptConfirm(question: string): Promise<boolean> {
  let answer: boolean | undefined;
  const app = render(
    createElement(ConfirmPrompt, {
      question,
      onAnswer: (yes) => {
        answer = yes;
        app.unmount();
      },
      onCancel: () => app.unmount(),
    }),
    { stdout: process.stderr, exitOnCtrlC: false, patchConsole: false },
  );
  await app.waitUntilExit();
  if (answer === undefined) throw new CancelledError();
  return answer;
}
