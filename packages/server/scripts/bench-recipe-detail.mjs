// Recipe page benchmark (issue 20, "Recipe pages under load"; a script, not a timed test).
//   node scripts/bench-recipe-detail.mjs [--engines pglite,postgres] [--size 1000] [--duration 5] [--connections 50]
//                                        [--postgres-url postgres://root@127.0.0.1:5432/test] [--skip-build]
//                                        [--cpu-prof DIR] [--out x.json]
// For each engine: a scratch database with --size recipes (scripts/generate-recipes.ts), the server built into its
// own folder (scratch-bench-detail/, so other benchmarks rebuilding dist/ at the same time do not disturb it),
// then at 50 connections in one run:
//   - the trivial route (health), the list of the 50 newest (cached, decision 005) for comparison;
//   - the detail of those 50 recipes by one member, and by all 21 bench members (each counts a view once an hour);
//   - the same by slug; the detail with one like in a hundred requests (every write clears the caches);
//   - the detail at one connection (the cost of one request without queueing).
// --cpu-prof DIR writes the server's CPU profile (node --cpu-prof) there, to see Node's share of a request.
// The PostgreSQL scratch database is dropped at the end.
import { mkdtempSync, rmSync, cpSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { benchEveryEngine, ENGINE_OPTIONS, load, printRow, run, scratchDatabase } from './bench-common.mjs';
import { MEMBERS, READER, signIn } from './bench-requests.mjs';
import { startServer, stopServer } from './bench-server.mjs';

const { values } = parseArgs({
  options: {
    ...ENGINE_OPTIONS,
    duration: { type: 'string', default: '5' },
    size: { type: 'string', default: '1000' },
    'cpu-prof': { type: 'string' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const root = fileURLToPath(new URL('..', import.meta.url));
const OUT = 'scratch-bench-detail';

/** Bundles src/server.ts as build.mjs does, into OUT (git-ignored), unless --skip-build. */
async function buildOwn() {
  const dir = join(root, OUT);
  if (values['skip-build']) return;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: { server: join(root, 'src/server.ts') },
    outdir: dir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-dependencies',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@potluck/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  cpSync(join(root, 'src/db/migrations'), join(dir, 'migrations'), { recursive: true });
}

async function measure(name, base, requests, conns = connections) {
  const { row } = await load(base, { name, connections: conns, duration, requests });
  return printRow(row, { nameWidth: 40, msWidth: 5 });
}

/** Requests that take turns over `paths` and `tokens` (one path after another, each member in turn). */
function turns(paths, tokens, every = () => null) {
  let i = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        const n = i++;
        const token = tokens[n % tokens.length];
        const extra = every(n);
        const headers = { authorization: `Bearer ${token}`, ...(extra?.headers ?? {}) };
        if (extra) return { ...request, ...extra, headers };
        return { ...request, method: 'GET', path: paths[n % paths.length], headers };
      },
    },
  ];
}

async function benchEngine(engine) {
  const dataDir = mkdtempSync(join(tmpdir(), `potluck-bench-detail-${engine}-`));
  const database = await scratchDatabase(engine, values['postgres-url'], 'potluck_bench_detail');
  const env = { POTLUCK_DATA_DIR: dataDir, ...database.env };
  try {
    run('npx', ['tsx', 'scripts/generate-recipes.ts', '--count', values.size, '--seed', values.size], env);
    const prof = values['cpu-prof'] ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${resolve(values['cpu-prof'])}` } : {};
    const { base, child } = await startServer(
      { ...env, ...prof, RATE_LIMIT_LOGIN_PER_MINUTE: '1000' },
      { entry: `${OUT}/server.js` },
    );
    try {
      const reader = await signIn(base, READER.username);
      const members = await Promise.all(MEMBERS.map((m) => signIn(base, m)));
      const page = await (
        await fetch(`${base}/api/v1/recipes?limit=50`, { headers: { authorization: `Bearer ${reader}` } })
      ).json();
      const ids = page.items.map((r) => `/api/v1/recipes/${r.id}`);
      const slugs = page.items.map((r) => `/api/v1/recipes/slug/${r.slug}`);
      const anon = [{ method: 'GET', path: '/api/v1/health' }];
      // Warm the JIT and the first view of each recipe by the reader (counted views come once an hour).
      await load(base, { name: 'warm-up', connections: 10, duration: 3, requests: turns(ids, [reader]) });
      const like = (n) =>
        n % 100 === 99 ? { method: 'POST', path: `${ids[((n / 100) % ids.length) | 0]}/like`, headers: {} } : null;
      const rows = [
        await measure('trivial (health)', base, anon),
        await measure('list (50 newest)', base, turns(['/api/v1/recipes'], [reader])),
        await measure('detail, 1 member, 50 recipes', base, turns(ids, [reader])),
        await measure('detail, 21 members, 50 recipes', base, turns(ids, members)),
        await measure('detail by slug, 21 members', base, turns(slugs, members)),
        await measure('detail + 1 like in 100 requests', base, turns(ids, members, like)),
        await measure('detail, 1 member, 50 recipes', base, turns(ids, [reader]), 1),
      ];
      return rows.map((row) => ({ engine, ...row }));
    } finally {
      await stopServer(child, base);
    }
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await buildOwn();
await benchEveryEngine({ ...values, 'skip-build': true }, benchEngine);
