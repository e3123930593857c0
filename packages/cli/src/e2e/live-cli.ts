import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type PotluckClient } from '@potluck/api/client';
import { fileTokenStore } from '@potluck/api/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { runCli } from './built-cli';
import { ADMIN, startLiveServer, type LiveServer } from './live-server';

/**
 * The built `potluck` against the real server, both as child processes (bundles built in global-setup.ts):
 * one server per test file, a fresh config folder per test. Call at the top of a test file.
 */
export function liveCli() {
  let server: LiveServer;
  let configDir: string;

  beforeAll(async () => {
    server = await startLiveServer();
  }, 180_000);
  afterAll(async () => server?.stop());
  beforeEach(async () => {
    configDir = await mkdtemp(join(tmpdir(), 'potluck-cli-config-'));
  });
  afterEach(async () => rm(configDir, { recursive: true, force: true }));

  const potluck = (...args: string[]) => runCli(['--config-dir', configDir, ...args]);
  return {
    get server() {
      return server;
    },
    get configDir() {
      return configDir;
    },
    potluck,
    /** `potluck` with extra environment variables. */
    potluckWithEnv: (env: Record<string, string>, ...args: string[]) =>
      runCli(['--config-dir', configDir, ...args], env),
    login: () => potluck('login', '--server', server.url, '--user', ADMIN.username, '--password', ADMIN.password),
    /** The API as the test sees it; `signedIn` shares the tokens `potluck login` stored. */
    api: (signedIn = false): PotluckClient =>
      createClient({
        baseUrl: server.url,
        ...(signedIn ? { tokenStore: fileTokenStore(join(configDir, 'tokens.json')) } : {}),
      }),
  };
}
