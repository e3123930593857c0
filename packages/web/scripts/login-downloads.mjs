// What a real browser downloads for /login: the production server serves a built web app, headless Chromium
// opens /login with an empty cache and waits until the network is idle, and every JavaScript response is
// counted (gzipped at level 9, as the server would send it). This counts what the static import graph cannot
// see: chunks the page loads right after it starts (lazy imports, modulepreload links of other pages).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const repo = new URL('../../..', import.meta.url).pathname;
const serverJs = join(repo, 'packages/server/dist/server.js');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function startServer(webDir) {
  if (!existsSync(serverJs))
    execFileSync('node', ['build.mjs'], { cwd: join(repo, 'packages/server'), stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'potluck-bundle-'));
  // A port below the ephemeral range, picked at random so two runs on one machine rarely meet.
  const port = 4100 + Math.floor(Math.random() * 800);
  const server = spawn('node', [serverJs], {
    env: { ...process.env, PORT: String(port), POTLUCK_DATA_DIR: dataDir, POTLUCK_WEB_DIR: webDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return { url, stop };
    } catch {
      /* still starting */
    }
    if (i > 600 || server.exitCode !== null) {
      stop();
      throw new Error('The server did not start (packages/server/dist/server.js; rebuild it with `node build.mjs`).');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Loads /login once, cold; answers every JavaScript file the browser fetched with its gzipped size. */
export async function measureLoginDownloads(webDir) {
  const { url, stop } = await startServer(webDir);
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (/javascript/.test(type) || new URL(response.url()).pathname.endsWith('.js')) {
        bodies.push(response.body().then((body) => ({ file: new URL(response.url()).pathname.slice(1), body })));
      }
    });
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    const files = (await Promise.all(bodies)).map(({ file, body }) => ({
      file,
      size: gzipSync(body, { level: 9 }).length,
    }));
    await context.close();
    return files;
  } finally {
    await browser?.close();
    stop();
  }
}
