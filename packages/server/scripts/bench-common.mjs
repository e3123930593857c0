// Shared by the benchmark scripts: their common options, the build step, scratch PostgreSQL databases, API calls
// and signing in, and one autocannon run as a printed result row.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { drain } from './bench-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The parseArgs options of a benchmark that runs on both engines (each script adds its own). */
export const ENGINE_OPTIONS = {
  engines: { type: 'string', default: 'pglite,postgres' },
  duration: { type: 'string', default: '10' },
  connections: { type: 'string', default: '50' },
  'postgres-url': {
    type: 'string',
    default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
  },
  out: { type: 'string' },
  'skip-build': { type: 'boolean', default: false },
};

/** Runs a command in packages/server with `env` on top of this process's; throws if it fails. */
export function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/** Builds dist/ (what the benchmarks start) unless --skip-build. */
export function buildUnlessSkipped(values) {
  if (!values['skip-build']) run(process.execPath, ['build.mjs']);
}

/**
 * For `postgres`: an empty database `name` beside the one `postgresUrl` names (dropped first if left over), its
 * DATABASE_URL as `env`, and `drop` to remove it at the end. For the embedded engine: no env, nothing to drop.
 */
export async function scratchDatabase(engine, postgresUrl, name) {
  if (engine !== 'postgres') return { env: {}, drop: async () => {} };
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  return { env: { DATABASE_URL: url.toString() }, drop };
}

/** One API call (JSON, or a FormData upload), with a token or none; throws on a non-2xx answer. */
export async function call(base, token, method, path, body) {
  const headers = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
  };
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers,
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Signs a bench member in and returns the access token. */
export async function signIn(base, username, password) {
  const { access_token: token } = await call(base, null, 'POST', '/auth/login-json', {
    email_or_username: username,
    password,
    remember_me: false,
  });
  return token;
}

/**
 * One autocannon run against `base` once the server is idle: `requests` (autocannon's list) at `connections` for
 * `duration` seconds. Returns the result row (latency p50 and p99 in ms, requests per second, failures) and
 * autocannon's whole result.
 */
export async function load(base, { name, connections, duration, headers, requests }) {
  await drain(base);
  const result = await autocannon({ url: base, connections, duration, timeout: 30, headers, requests });
  const row = {
    name,
    connections,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  return { row, result };
}

/** Prints a result row as one line (`note` after the figures, failures last) and returns it. */
export function printRow(row, { nameWidth, msWidth, note = '' }) {
  const failures = row.non2xx || row.errors ? `  (${row.non2xx} non-2xx, ${row.errors} errors)` : '';
  const ms = (value) => String(value).padStart(msWidth);
  console.log(
    `    ${row.name.padEnd(nameWidth)} c=${String(row.connections).padEnd(3)} p50 ${ms(row.p50)} ms  p99 ${ms(row.p99)} ms  ${String(row.rps).padStart(6)} req/s${note}${failures}`,
  );
  return row;
}

/**
 * Builds unless --skip-build, runs `benchEngine(engine)` (which answers its result rows) for every engine of
 * --engines, writes the rows to --out when asked, and prints them as one table.
 */
export async function benchEveryEngine(values, benchEngine) {
  buildUnlessSkipped(values);
  const all = [];
  for (const engine of values.engines.split(',')) {
    console.log(`\n${engine}`);
    all.push(...(await benchEngine(engine)));
  }
  if (values.out) writeFileSync(values.out, JSON.stringify(all, null, 2));
  console.log('\nengine    request                                  conns     p50     p99   req/s');
  for (const r of all) {
    console.log(
      `${r.engine.padEnd(9)} ${r.name.padEnd(40)} ${String(r.connections).padStart(5)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.rps).padStart(7)}`,
    );
  }
}
