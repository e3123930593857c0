import { homedir } from 'node:os';
import type { Io } from './io';
import { wantsColor } from './render/style';

/** The real terminal, network and prompts (apart from io.ts, whose types the prompts themselves import). */
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
