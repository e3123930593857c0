import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { StoredTokens, TokenStore } from './token-store';

/** Tokens in a JSON file readable only by its owner (mode 0600), for the CLI. Node only. */
export function fileTokenStore(path: string): TokenStore {
  return {
    get: async () => {
      try {
        const data = JSON.parse(await readFile(path, 'utf8')) as Partial<StoredTokens>;
        return data.access_token && data.refresh_token
          ? { access_token: data.access_token, refresh_token: data.refresh_token }
          : null;
      } catch {
        return null;
      }
    },
    set: async (tokens) => {
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await writeFile(path, JSON.stringify(tokens), { mode: 0o600 });
      await chmod(path, 0o600);
    },
    clear: async () => {
      await rm(path, { force: true });
    },
  };
}
