// Recipe page benchmark (issue 20, "Recipe pages under load"; a script, not a timed test).
//   node scripts/bench-recipe-detail.mjs [--engines pglite,postgres] [--size 1000] [--duration 5] [--connections 50]
//                                        [--postgres-url postgres://root@127.0.0.1:5432/test] [--skip-build]
//                                        [--cpu-prof DIR] [--only TEXT] [--baseline GIT-REF] [--out x.json]
// For each engine: a scratch database with --size recipes (scripts/generate-recipes.ts), the server built into its
// own folder (scratch-bench-detail/, so other benchmarks rebuilding dist/ at the same time do not disturb it),
// then at 50 connections in one run:
//   - the trivial route (health), the list of the 50 newest (cached, decision 005) for comparison;
//   - the detail of those of the 50 that every member may see (published and public), by one member and by all
//     21 bench members (each member's view of a recipe counts once an hour);
//   - the same by slug; the detail with one like in a hundred requests (every write clears the caches);
//   - the detail at one connection (the cost of one request without queueing).
// --baseline REF also builds packages/server/src as it was at REF and measures it first on the same database, so a
// before and an after share one run (on a shared machine, runs minutes apart are not comparable).
// --cpu-prof DIR writes each server's CPU profile (node --cpu-prof) there and prints where its time went: the
// database (PGlite's WebAssembly and JavaScript), the PostgreSQL driver, Node (the app, Fastify, node itself),
// garbage collection, idle. --only TEXT measures only the rows whose name contains TEXT (to profile one of them).
// The PostgreSQL scratch database is dropped at the end.
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bundleServer } from '../bundle.mjs';
import { benchEveryEngine, ENGINE_OPTIONS, load, printRow, run, scratchDatabase } from './bench-common.mjs';
import { MEMBERS, READER, signIn } from './bench-requests.mjs';
import { startServer, stopServer } from './bench-server.mjs';

const { values } = parseArgs({
  options: {
    ...ENGINE_OPTIONS,
    duration: { type: 'string', default: '5' },
    size: { type: 'string', default: '1000' },
    'cpu-prof': { type: 'string' },
    baseline: { type: 'string' },
    only: { type: 'string' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const root = fileURLToPath(new URL('..', import.meta.url));
const OUT = 'scratch-bench-detail';

/** Bundles `src`/server.ts as build.mjs does, into `out` (both under packages/server, git-ignored). */
/** The servers to measure: the working tree's, after the baseline's when --baseline is given. */
async function buildAll() {
  const builds = [{ label: '', entry: `${OUT}/server.js` }];
  if (values.baseline) builds.unshift({ label: 'before: ', entry: `${OUT}-base/out/server.js` });
  if (values['skip-build']) return builds;
  await bundleServer({ src: join(root, 'src'), out: join(root, OUT) });
  if (values.baseline) {
    const base = join(root, `${OUT}-base`);
    rmSync(base, { recursive: true, force: true });
    mkdirSync(base, { recursive: true });
    execSync(`git archive ${values.baseline}:packages/server src package.json | tar -x -C ${base}`, {
      cwd: join(root, '../..'),
    });
    await bundleServer({ src: join(base, 'src'), out: join(base, 'out') });
  }
  return builds;
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

async function measureServer(env, entry, label) {
  const nodeArgs = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${resolve(values['cpu-prof'])}`] : [];
  const { base, child } = await startServer({ ...env, RATE_LIMIT_LOGIN_PER_MINUTE: '1000' }, { entry, nodeArgs });
  try {
    const reader = await signIn(base, READER.username);
    const members = await Promise.all(MEMBERS.map((m) => signIn(base, m)));
    const page = await (
      await fetch(`${base}/api/v1/recipes?limit=50`, { headers: { authorization: `Bearer ${reader}` } })
    ).json();
    // Only recipes every member may see (the reader's newest may include their own drafts and private ones).
    const listed = page.items.filter((r) => r.status === 'published' && r.visibility === 'public');
    const ids = listed.map((r) => `/api/v1/recipes/${r.id}`);
    const slugs = listed.map((r) => `/api/v1/recipes/slug/${r.slug}`);
    const anon = [{ method: 'GET', path: '/api/v1/health' }];
    // Warm the JIT and the first view of each recipe by the reader (counted views come once an hour).
    await load(base, { name: 'warm-up', connections: 10, duration: 3, requests: turns(ids, [reader]) });
    const like = (n) =>
      n % 100 === 99 ? { method: 'POST', path: `${ids[((n / 100) % ids.length) | 0]}/like`, headers: {} } : null;
    const m = (name, requests, conns) =>
      !values.only || name.includes(values.only) ? measure(label + name, base, requests, conns) : null;
    const rows = [
      await m('trivial (health)', anon),
      await m('list (50 newest)', turns(['/api/v1/recipes'], [reader])),
      await m('detail, 1 member, 50 recipes', turns(ids, [reader])),
      await m('detail, 21 members, 50 recipes', turns(ids, members)),
      await m('detail by slug, 21 members', turns(slugs, members)),
      await m('detail + 1 like in 100 requests', turns(ids, members, like)),
      await m('detail, 1 member, 50 recipes', turns(ids, [reader]), 1),
    ];
    return rows.filter(Boolean);
  } finally {
    await stopServer(child, base);
    if (values['cpu-prof']) summarizeProfile(label);
  }
}

/** Where the newest CPU profile in --cpu-prof spent its time, by self time. */
function summarizeProfile(label) {
  const dir = resolve(values['cpu-prof']);
  const [newest] = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!newest) return;
  const profile = JSON.parse(readFileSync(newest, 'utf8'));
  const kind = new Map(
    profile.nodes.map(({ id, callFrame: { url, functionName } }) => [
      id,
      url.startsWith('wasm://') || url.includes('@electric-sql/pglite')
        ? 'database (PGlite)'
        : /node_modules\/(pg|pg-protocol|pg-pool)\//.test(url)
          ? 'PostgreSQL driver'
          : functionName === '(garbage collector)'
            ? 'garbage collection'
            : functionName === '(idle)'
              ? 'idle'
              : 'Node (app, Fastify, node)',
    ]),
  );
  const spent = new Map();
  profile.samples.forEach((id, i) => {
    const k = kind.get(id);
    spent.set(k, (spent.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...spent.values()].reduce((a, b) => a + b, 0);
  const shares = [...spent].sort((a, b) => b[1] - a[1]).map(([k, t]) => `${k} ${((100 * t) / total).toFixed(0)} %`);
  console.log(`    ${label}CPU profile (${(total / 1e6).toFixed(0)} s): ${shares.join(', ')}`);
}

async function benchEngine(engine) {
  const dataDir = mkdtempSync(join(tmpdir(), `potluck-bench-detail-${engine}-`));
  const database = await scratchDatabase(engine, values['postgres-url'], 'potluck_bench_detail');
  const env = { POTLUCK_DATA_DIR: dataDir, ...database.env };
  try {
    run('npx', ['tsx', 'scripts/generate-recipes.ts', '--count', values.size, '--seed', values.size], env);
    const rows = [];
    for (const { label, entry } of builds) rows.push(...(await measureServer(env, entry, label)));
    return rows.map((row) => ({ engine, ...row }));
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const builds = await buildAll();
await benchEveryEngine({ ...values, 'skip-build': true }, benchEngine);
