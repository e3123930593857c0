// Recipe API benchmark on PGlite and PostgreSQL at 1,000 and 100,000 recipes (ARCHITECTURE §4, issue 4 budgets).
//   node scripts/bench-recipes.mjs [--engines pglite,postgres] [--sizes 1000,100000] [--duration 10] [--connections 50]
//                                  [--postgres-url postgres://root@127.0.0.1:5432/test] [--out results.json]
// For each engine it fills one scratch database step by step (1,000 recipes, then up to 100,000 with
// scripts/generate-recipes.ts), starts the built server (dist/server.js) on it and measures with autocannon:
// the trivial route (health) and recipe search at 50 connections in the same run, then list and detail at 50
// connections and one connection. Searches are measured twice: as served (repeated pages come from the page
// cache, which any write clears) and with the cache off (POTLUCK_LIST_CACHE_SECONDS=0), the cost of a first
// search. The PostgreSQL scratch database is dropped at the end.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServer as startBenchServer, stopServer } from './bench-server.mjs';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: 'pglite,postgres' },
    sizes: { type: 'string', default: '1000,100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'postgres-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test' },
    out: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const sizes = values.sizes.split(',').map(Number).sort((a, b) => a - b);
const READER = { username: 'bench_reader', password: 'bench-reader-password-1' };
const SEARCHES = [
  ['search common word', 'chicken'],
  ['search dish name', 'smoky chicken curry'],
  ['search misspelt (fuzzy)', 'lasange'],
];

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/** After a run the server may still be answering queued requests (PGlite is one connection): wait them out. */
async function drain(base) {
  for (let i = 0; i < 120; i++) {
    const started = performance.now();
    await fetch(`${base}/api/v1/health`).catch(() => {});
    if (performance.now() - started < 50) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function measure(name, base, token, paths, conns = connections, seconds = duration) {
  await drain(base);
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const result = await autocannon({ url: base, connections: conns, duration: seconds, timeout: 30, headers, requests: paths.map((path) => ({ method: 'GET', path })) });
  const row = { name, connections: conns, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), errors: result.errors + result.timeouts, non2xx: result.non2xx };
  console.log(`    ${name.padEnd(40)} c=${String(conns).padEnd(3)} p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  ${String(row.rps).padStart(6)} req/s${row.non2xx || row.errors ? `  (${row.non2xx} non-2xx, ${row.errors} errors)` : ''}`);
  return row;
}

async function benchOne(engine, size, env, { searchesOnly = false, label = '' } = {}) {
  const { base, child } = await startBenchServer({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', ...env });
  try {
    const login = await fetch(`${base}/api/v1/auth/login-json`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_or_username: READER.username, password: READER.password, remember_me: false }),
    });
    const { access_token: token } = await login.json();
    const auth = { authorization: `Bearer ${token}` };
    const page = await (await fetch(`${base}/api/v1/recipes?limit=50`, { headers: auth })).json();
    console.log(`  ${engine}, ${size.toLocaleString('en')} recipes (list total ${page.total}${page.total_capped ? '+' : ''})`);
    const detailPaths = page.items.map((r) => `/api/v1/recipes/${r.id}`);
    // Warm caches and JIT before measuring.
    await measure('warm-up', base, token, ['/api/v1/recipes', ...SEARCHES.map(([, q]) => `/api/v1/recipes?search=${encodeURIComponent(q)}`), ...detailPaths.slice(0, 5)], 10, 3);
    const rows = [await measure(`trivial (health)${label}`, base, null, ['/api/v1/health'])];
    for (const [name, q] of SEARCHES) rows.push(await measure(name + label, base, token, [`/api/v1/recipes?search=${encodeURIComponent(q)}`]));
    if (searchesOnly) return rows.map((r) => ({ engine, size, ...r }));
    rows.push(await measure('list (50 newest)', base, token, ['/api/v1/recipes']));
    rows.push(await measure('detail', base, token, detailPaths));
    rows.push(await measure('list (50 newest)', base, token, ['/api/v1/recipes'], 1, Math.max(3, duration / 2)));
    rows.push(await measure('detail', base, token, detailPaths, 1, Math.max(3, duration / 2)));
    return rows.map((r) => ({ engine, size, ...r }));
  } finally {
    await stopServer(child);
  }
}

async function benchEngine(engine) {
  const dataDir = mkdtempSync(join(tmpdir(), `potluck-bench-${engine}-`));
  let env = { POTLUCK_DATA_DIR: dataDir };
  let admin;
  if (engine === 'postgres') {
    admin = new pg.Client({ connectionString: values['postgres-url'] });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS potluck_bench WITH (FORCE)');
    await admin.query('CREATE DATABASE potluck_bench');
    const url = new URL(values['postgres-url']);
    url.pathname = '/potluck_bench';
    env = { ...env, DATABASE_URL: url.toString() };
  }
  const results = [];
  try {
    let have = 0;
    for (const size of sizes) {
      const started = Date.now();
      run('npx', ['tsx', 'scripts/generate-recipes.ts', '--count', String(size - have), '--seed', String(size)], env);
      console.log(`  generated ${(size - have).toLocaleString('en')} recipes on ${engine} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      have = size;
      results.push(...(await benchOne(engine, size, env)));
      // The same searches with the page cache off: what every first (or after-a-write) search costs.
      results.push(...(await benchOne(engine, size, { ...env, POTLUCK_LIST_CACHE_SECONDS: '0' }, { searchesOnly: true, label: ' (no cache)' })));
    }
  } finally {
    if (admin) {
      await admin.query('DROP DATABASE IF EXISTS potluck_bench WITH (FORCE)');
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

if (!values['skip-build']) run(process.execPath, ['build.mjs']);
const all = [];
for (const engine of values.engines.split(',')) {
  console.log(`\n${engine}`);
  all.push(...(await benchEngine(engine)));
}
if (values.out) writeFileSync(values.out, JSON.stringify(all, null, 2));
console.log('\nengine    recipes  request                      conns   p50   p99   req/s');
for (const r of all) {
  console.log(`${r.engine.padEnd(9)} ${String(r.size).padStart(7)}  ${r.name.padEnd(40)} ${String(r.connections).padStart(5)} ${String(r.p50).padStart(5)} ${String(r.p99).padStart(5)} ${String(r.rps).padStart(7)}`);
}
