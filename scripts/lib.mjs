// Small helpers shared by the root scripts (start, dev, test): run a step, time it, stop on failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function run(label, cmd, args, opts = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...opts.env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) {
    console.error(`✖ ${label} failed after ${secs}s`);
    process.exit(res.status ?? 1);
  }
  console.log(`✔ ${label} (${secs}s)`);
}

export function start(cmd, args, opts = {}) {
  return spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...opts.env } });
}

/** Newest modification time of any file under dir (skipping node_modules and dist). */
export function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** True when `output` is missing or older than any source under `inputs`. */
export function isStale(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((dir) => newestMtime(dir) > built);
}

/** Build what is missing or out of date: server bundle, CLI bundle and the web app. */
export function buildIfNeeded({ force = false } = {}) {
  const pkg = (name) => join(root, 'packages', name);
  const shared = [pkg('api'), pkg('ui')];
  if (force || isStale(join(pkg('web'), 'dist/index.html'), [pkg('web'), ...shared])) {
    run('build web app', 'node', [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: pkg('web'),
    });
  }
  if (force || isStale(join(pkg('server'), 'dist/server.js'), [pkg('server'), pkg('api')])) {
    run('build server', 'node', ['build.mjs'], { cwd: pkg('server') });
  }
  if (force || isStale(join(pkg('cli'), 'dist/potluck.js'), [pkg('cli'), pkg('api')])) {
    run('build cli', 'node', ['build.mjs'], { cwd: pkg('cli') });
  }
}
