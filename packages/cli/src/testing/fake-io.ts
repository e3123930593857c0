import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../index';
import type { Io, LoginAnswers, LoginQuestion } from '../io';

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface FakeIoOptions {
  fetch?: typeof globalThis.fetch;
  env?: Record<string, string | undefined>;
  interactive?: boolean;
  columns?: number;
  color?: boolean;
  answers?: LoginAnswers | ((question: LoginQuestion) => Promise<LoginAnswers>);
  /** Answers to yes/no questions, in order; a function decides each (throw CancelledError to press Esc). */
  confirms?: boolean[] | ((question: string) => Promise<boolean>);
  /** What `potluck import -` reads. */
  stdin?: string;
}

/**
 * Runs the real program in-process against a fake Io; each call gets fresh output buffers. The
 * config folder is a temp dir passed as --config-dir, so tests never touch the user's config.
 */
export async function fakeCli(options: FakeIoOptions = {}) {
  const configDir = await mkdtemp(join(tmpdir(), 'potluck-cli-test-'));
  const prompts: LoginQuestion[] = [];
  const questions: string[] = [];
  const confirms = Array.isArray(options.confirms) ? [...options.confirms] : [];

  async function potluck(...argv: string[]): Promise<RunResult> {
    let stdout = '';
    let stderr = '';
    const io: Io = {
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text),
      env: options.env ?? {},
      homeDir: configDir,
      interactive: options.interactive ?? false,
      fetch: options.fetch,
      columns: options.columns,
      color: options.color ?? false,
      promptLogin: async (question) => {
        prompts.push(question);
        const { answers } = options;
        if (!answers) throw new Error('no scripted answers');
        return typeof answers === 'function' ? answers(question) : answers;
      },
      confirm: async (question) => {
        questions.push(question);
        if (typeof options.confirms === 'function') return options.confirms(question);
        const answer = confirms.shift();
        if (answer === undefined) throw new Error(`no scripted answer to "${question}"`);
        return answer;
      },
      readStdin: async () => options.stdin ?? '',
    };
    const code = await run(['--config-dir', configDir, ...argv], io);
    return { code, stdout, stderr };
  }

  return { potluck, configDir, prompts, questions, cleanup: () => rm(configDir, { recursive: true, force: true }) };
}
