import { render } from 'ink';
import { createElement } from 'react';
import { CancelledError } from '../errors';
import type { LoginAnswers, LoginQuestion } from '../io';
import { LoginForm } from './login-form';

/**
 * Shows the login form on stderr (stdout stays clean for --json) and resolves with the answers.
 * Import this module lazily: it is the only path that loads ink and react.
 */
export async function promptLogin(question: LoginQuestion): Promise<LoginAnswers> {
  if (question.identifier && question.password) return { identifier: question.identifier, password: question.password };
  let answers: LoginAnswers | undefined;
  const app = render(
    createElement(LoginForm, {
      identifier: question.identifier,
      askPassword: !question.password,
      onSubmit: (value) => {
        answers = question.password ? { ...value, password: question.password } : value;
        app.unmount();
      },
      onCancel: () => app.unmount(),
    }),
    { stdout: process.stderr, exitOnCtrlC: false, patchConsole: false },
  );
  await app.waitUntilExit();
  if (!answers) throw new CancelledError();
  return answers;
}
