// Shared by the benchmark scripts: start the built server (dist/server.js) on a random port and stop it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts dist/server.js (or `entry`, a bundle built elsewhere under packages/server) with `env` on top of the bench
 * defaults and `nodeArgs` before it (e.g. --cpu-prof; BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" gives them
 * to every server a bench starts); resolves once /health answers.
 */
export async function startServer(
  env,
  { entry = 'dist/server.js', nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ') ?? [] } = {},
) {
  // Below Linux's ephemeral range (32768+), where the load generator's own connections could take the port;
  // BENCH_PORT picks it (sessions sharing a machine each keep to their own ports).
  const port = Number(process.env.BENCH_PORT) || 20000 + Math.floor(Math.random() * 12000);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      POTLUCK_SECRET: 'bench-secret-'.repeat(4),
      // No scheduled backup a minute after start: a whole-instance backup of 100,000 recipes would run in the
      // middle of the measurements (a bench measures serving; bench-specific env can still turn it on).
      POTLUCK_BACKUP_EVERY_HOURS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return { base, child };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/** Stops the server once it is idle, so requests still running do not meet a closed database. */
export async function stopServer(child, base) {
  if (base) await drain(base);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** After a run the server may still be answering queued requests (PGlite is one connection,
 * PostgreSQL a bounded pool, and requests a load generator abandoned at its end still run): wait them out. */
export async function drain(base) {
  for (let i = 0; i < 120; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const started = performance.now();
    await fetch(`${base}/api/v1/health`).catch(() => {});
    if (performance.now() - started < 50) return;
  }
}
