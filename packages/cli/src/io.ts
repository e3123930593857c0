/** What `potluck login` already knows; the prompt asks for the rest. */
export interface LoginQuestion {
  identifier?: string;
  password?: string;
}

export interface LoginAnswers {
  identifier: string;
  password: string;
}

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
