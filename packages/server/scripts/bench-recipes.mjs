// Recipe API benchmark on PGlite and PostgreSQL at 1,000 and 100,000 recipes (ARCHITECTURE §4, issue 4 budgets).
//   node scripts/bench-recipes.mjs [--engines pglite,postgres] [--sizes 1000,100000] [--duration 10] [--connections 50]
//                                  [--postgres-url postgres://root@127.0.0.1:5432/test] [--out results.json]
// For each engine it fills one scratch database step by step (1,000 recipes, then up to 100,000 with
// scripts/generate-recipes.ts), starts the built server (dist/server.js) on it and measures with autocannon:
// the trivial route (health) and recipe search at 50 connections in the same run, then list and detail at 50
// connections and one connection. Searches are measured twice: as served (repeated pages come from the page
// cache, which any write clears) and with the cache off (POTLUCK_LIST_CACHE_SECONDS=0), the cost of a first
// search. A mix of 300 different searches from 21 members shows the cache under a realistic spread rather
// than one repeated page: cold (none of them asked before) and running (the same popularity, other draws, right
// after). The PostgreSQL scratch database is dropped at the end.
// --existing postgres://… (or the data dir of an embedded database) measures a database filled earlier by the
// generator instead (nothing dropped). The "(no cache)" rows are first searches: no page cached, each answer
// waiting for a change check begun after it arrived (shared by the answers waiting), matched by the process's
// search index with cards from its card store, both kept exact by that check (decisions 016 and 019: a repeated
// text finds its parse, matches and cards remembered; the cold mix asks texts never seen); the bench waits for
// the index to load before measuring and prints how long that took. BENCH_PORT picks the server's port.
// --only-mix measures only the search mix rows (cold and running, with the caches on and off), after the same
// warm-up; the other rows are left out. BENCH_ENTRY starts another bundle than dist/server.js (a copy of an
// earlier build under packages/server, for before and after runs back to back).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildUnlessSkipped, ENGINE_OPTIONS, run, scratchDatabase } from './bench-common.mjs';
import { createMeasures, MEMBERS, READER, signIn } from './bench-requests.mjs';
import { startServer as startBenchServer, stopServer } from './bench-server.mjs';

const { values } = parseArgs({
  options: {
    ...ENGINE_OPTIONS,
    sizes: { type: 'string', default: '1000,100000' },
    existing: { type: 'string' },
    'only-mix': { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const sizes = values.sizes
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const { measure, measureMix } = createMeasures({ connections, duration });
const SEARCHES = [
  ['search common word', 'chicken'],
  ['search dish name', 'smoky chicken curry'],
  ['search misspelt (fuzzy)', 'lasange'],
];

async function benchOne(engine, size, env, { searchesOnly = false, label = '' } = {}) {
  const { base, child } = await startBenchServer(
    { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', ...env },
    { entry: process.env.BENCH_ENTRY },
  );
  try {
    const token = await signIn(base, READER.username);
    const auth = { authorization: `Bearer ${token}` };
    const page = await (await fetch(`${base}/api/v1/recipes?limit=50`, { headers: auth })).json();
    console.log(
      `  ${engine}, ${size.toLocaleString('en')} recipes (list total ${page.total}${page.total_capped ? '+' : ''})`,
    );
    const detailPaths = page.items.map((r) => `/api/v1/recipes/${r.id}`);
    // The first search waits for the process's search index to load (decision 016); measure after it.
    const started = performance.now();
    await fetch(`${base}/api/v1/recipes?search=${encodeURIComponent(SEARCHES[0][1])}`, { headers: auth });
    console.log(`    first search, loading the search index: ${Math.round(performance.now() - started)} ms`);
    // Warm caches and JIT before measuring.
    await measure(
      'warm-up',
      base,
      token,
      [
        '/api/v1/recipes',
        ...SEARCHES.map(([, q]) => `/api/v1/recipes?search=${encodeURIComponent(q)}`),
        ...detailPaths.slice(0, 5),
      ],
      10,
      3,
    );
    if (values['only-mix']) return (await measureMixes(base, label)).map((r) => ({ engine, size, ...r }));
    const rows = [await measure(`trivial (health)${label}`, base, null, ['/api/v1/health'])];
    for (const [name, q] of SEARCHES)
      rows.push(await measure(name + label, base, token, [`/api/v1/recipes?search=${encodeURIComponent(q)}`]));
    rows.push(...(await measureMixes(base, label)));
    if (searchesOnly) return rows.map((r) => ({ engine, size, ...r }));
    rows.push(await measure('list (50 newest)', base, token, ['/api/v1/recipes']));
    rows.push(await measure('detail', base, token, detailPaths));
    rows.push(await measure('list (50 newest)', base, token, ['/api/v1/recipes'], 1, Math.max(3, duration / 2)));
    rows.push(await measure('detail', base, token, detailPaths, 1, Math.max(3, duration / 2)));
    return rows.map((r) => ({ engine, size, ...r }));
  } finally {
    await stopServer(child, base);
  }
}

/**
 * The search mix from every member: first with nothing of it cached (a fresh server's first searches), then
 * again with other draws from the same popularity (a server that has been answering such searches a while).
 */
async function measureMixes(base, label) {
  const members = await Promise.all(MEMBERS.map((m) => signIn(base, m)));
  return [
    await measureMix(`search mix, 21 members, cold${label}`, base, members, 1),
    await measureMix(`search mix, 21 members, running${label}`, base, members, 2),
  ];
}

async function benchEngine(engine) {
  const dataDir = mkdtempSync(join(tmpdir(), `potluck-bench-${engine}-`));
  const database = await scratchDatabase(engine, values['postgres-url'], 'potluck_bench');
  const env = { POTLUCK_DATA_DIR: dataDir, ...database.env };
  const results = [];
  try {
    let have = 0;
    for (const size of sizes) {
      const started = Date.now();
      run('npx', ['tsx', 'scripts/generate-recipes.ts', '--count', String(size - have), '--seed', String(size)], env);
      console.log(
        `  generated ${(size - have).toLocaleString('en')} recipes on ${engine} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      have = size;
      results.push(...(await benchOne(engine, size, env)));
      // The same searches with the page cache off: what every first (or after-a-write) search costs.
      results.push(
        ...(await benchOne(
          engine,
          size,
          { ...env, POTLUCK_LIST_CACHE_SECONDS: '0' },
          { searchesOnly: true, label: ' (no cache)' },
        )),
      );
    }
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

buildUnlessSkipped(values);
const all = [];
if (values.existing) {
  // A PostgreSQL URL, or the data dir of an embedded database (generate-recipes.ts --data-dir).
  const postgres = /^postgres(ql)?:/.test(values.existing);
  const dataDir = postgres ? mkdtempSync(join(tmpdir(), 'potluck-bench-existing-')) : values.existing;
  const env = postgres ? { POTLUCK_DATA_DIR: dataDir, DATABASE_URL: values.existing } : { POTLUCK_DATA_DIR: dataDir };
  const engine = postgres ? 'postgres' : 'pglite';
  console.log(`\n${engine} (existing ${values.existing})`);
  all.push(...(await benchOne(engine, 0, env)));
  all.push(
    ...(await benchOne(
      engine,
      0,
      { ...env, POTLUCK_LIST_CACHE_SECONDS: '0' },
      { searchesOnly: true, label: ' (no cache)' },
    )),
  );
  if (postgres) rmSync(dataDir, { recursive: true, force: true });
}
for (const engine of values.existing ? [] : values.engines.split(',')) {
  console.log(`\n${engine}`);
  all.push(...(await benchEngine(engine)));
}
if (values.out) writeFileSync(values.out, JSON.stringify(all, null, 2));
console.log('\nengine    recipes  request                      conns   p50   p99   req/s');
for (const r of all) {
  console.log(
    `${r.engine.padEnd(9)} ${String(r.size).padStart(7)}  ${r.name.padEnd(44)} ${String(r.connections).padStart(5)} ${String(r.p50).padStart(5)} ${String(r.p99).padStart(5)} ${String(r.rps).padStart(7)}`,
  );
}
