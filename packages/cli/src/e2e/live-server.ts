import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-once';

const packages = fileURLToPath(new URL('../../../', import.meta.url));
const serverDir = `${packages}server`;
const SERVER_JS = `${serverDir}/dist/server.js`;

/** Builds the server bundle when stale (global-setup.ts); a no-op until the server has a build.mjs. */
export async function buildServer(): Promise<void> {
  if (existsSync(`${serverDir}/build.mjs`)) await buildIfStale(serverDir, SERVER_JS, [serverDir, `${packages}api`]);
}

/**
 * The server bundle is what users run. Until the server package has its build.mjs, run its entry
 * from source through tsx (same code, slower start).
 */
const serverArgs = () => (existsSync(SERVER_JS) ? [SERVER_JS] : ['--import', 'tsx', `${serverDir}/src/server.ts`]);

export const ADMIN = { email: 'admin@potluck.test', username: 'admin', password: 'Family-Recipes-42!' };

/** A port nobody listens on right now (the OS picks it); also serves as "a server that is down". */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface LiveServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server on a free port with a fresh data dir and an
 * admin account, and resolves once /api/v1/health answers. `env` adds settings (POTLUCK_FETCH_ALLOW_HOSTS).
 */
export async function startLiveServer(env: Record<string, string> = {}): Promise<LiveServer> {
  const args = serverArgs();
  const dataDir = await mkdtemp(join(tmpdir(), 'potluck-cli-live-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      POTLUCK_DATA_DIR: dataDir,
      POTLUCK_PUBLIC_URL: url,
      POTLUCK_ADMIN_EMAIL: ADMIN.email,
      POTLUCK_ADMIN_USERNAME: ADMIN.username,
      POTLUCK_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/api/v1/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The server did not become healthy at ${url}.\n${log}`);
}
