import { homedir } from 'node:os';
import { wantsColor } from './render/style';
import type { LoginAnswers, LoginQuestion } from './ui/prompt-login';

/**
 * Everything a command touches outside its arguments. Commands get it injected so tests can run
 * the real program in-process with captured output, a fake server and scripted prompts.
 */
export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Record<string, string | undefined>;
  homeDir: string;
  /** stdin is a terminal, so asking the user is possible. */
  interactive: boolean;
  fetch?: typeof globalThis.fetch;
  /** Width of the terminal stdout writes to; undefined when it is a pipe or file (text wraps at 80). */
  columns?: number;
  /** stdout may carry bold and dim (a terminal, no NO_COLOR). */
  color?: boolean;
  /** Ask for missing login values. The default renders an ink form on stderr. */
  promptLogin(question: LoginQuestion): Promise<LoginAnswers>;
  /** Ask a yes/no question whose answer on Enter is yes ("… [Y/n]"), on stderr. Rejects with CancelledError on Esc. */
  confirm(question: string): Promise<boolean>;
  /** All of standard input as text (`potluck import -`). */
  readStdin(): Promise<string>;
}

export function nodeIo(): Io {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    homeDir: homedir(),
    interactive: process.stdin.isTTY === true,
    columns: process.stdout.isTTY ? process.stdout.columns : undefined,
    color: wantsColor(process.env, process.stdout.isTTY === true),
    // Loaded on demand: ink and react are only parsed into life when a prompt is really shown.
    promptLogin: async (question) => (await import('./ui/prompt-login')).promptLogin(question),
    confirm: async (question) => (await import('./ui/prompt-confirm')).promptConfirm(question),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks).toString('utf8');
    },
  };
}
