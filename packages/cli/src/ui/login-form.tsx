import { AUTH_MESSAGES } from '@potluck/api';
import { Box, Text } from 'ink';
import { useState } from 'react';
import { TextPrompt } from './text-prompt';

export interface LoginFormProps {
  /**
   * Already known (from --user); the form then asks only for the password.
   * @default undefined
   */
  identifier?: string;
  /**
   * false when the password is already known ($POTLUCK_PASSWORD); onSubmit then gets an empty one.
   * @default true
   */
  askPassword?: boolean;
  /** Called once the needed values are filled in. */
  onSubmit(answers: { identifier: string; password: string }): void;
  /** Called when the user presses Esc or Ctrl+C. */
  onCancel(): void;
}

/** Asks for email or username, then the password (masked). Empty answers are asked again. */
export function LoginForm({ identifier: given, askPassword = true, onSubmit, onCancel }: LoginFormProps) {
  const [identifier, setIdentifier] = useState(given?.trim() || undefined);
  const [error, setError] = useState<string>();

  const submitIdentifier = (value: string) => {
    if (!value.trim()) return setError(AUTH_MESSAGES.loginIdentifierRequired);
    setError(undefined);
    if (!askPassword) return onSubmit({ identifier: value.trim(), password: '' });
    setIdentifier(value.trim());
  };
  const submitPassword = (value: string) => {
    if (!value) return setError(AUTH_MESSAGES.passwordRequired);
    onSubmit({ identifier: identifier ?? '', password: value });
  };

  return (
    <Box flexDirection="column">
      {identifier === undefined ? (
        <TextPrompt key="identifier" label="Email or username" onSubmit={submitIdentifier} onCancel={onCancel} />
      ) : (
        <>
          <Text>
            <Text bold>Email or username: </Text>
            {identifier}
          </Text>
          <TextPrompt key="password" label="Password" mask="*" onSubmit={submitPassword} onCancel={onCancel} />
        </>
      )}
      {error ? <Text color="red">{error}</Text> : null}
    </Box>
  );
}
