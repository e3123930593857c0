// Friends and activity benchmark on PGlite and PostgreSQL (issue 17 budgets; a script, not a timed test).
//   node scripts/bench-friends.mjs [--engines pglite,postgres] [--members 10000] [--friends 200] [--duration 10]
//                                  [--connections 50] [--postgres-url postgres://root@127.0.0.1:5432/test]
//                                  [--skip-build] [--out x.json] [--uncached-only]
// For each engine: a scratch database filled by scripts/generate-friends.ts (10,000 members with ≈ 10 friends each;
// bench_hub with 200 friends, their recipes, shares, likes and bookmarks, 50 pending requests), the built server on
// it, then at 50 connections:
//   - friend search over the 10,000 members (several queries, 2 characters to a full username; target p99 ≤ 30 ms);
//   - the activity feed of bench_hub (first page and a later one) and its unseen count (target p99 ≤ 50 ms);
//   - search and the feed's first page also at 1 connection (the cost of one request, without queueing).
// Search answers and feed pages are kept per member (decision 015), so after the first request of each these rows
// measure the served answer. The first (uncached) read is measured too: a second server on the same data with
// POTLUCK_LIST_CACHE_SECONDS=0 (every request reads the database), rows marked "(no cache)".
// Each server process loads its member search index on its first search (decision 018): the uncached server is
// asked one search first and the time it took is printed; --uncached-only measures only the "(no cache)" rows.
// The per-member search limit is raised for the run (each search still counts in the database, as in production).
// The PostgreSQL scratch database is dropped at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchEveryEngine, ENGINE_OPTIONS, load, printRow, run, scratchDatabase, signIn } from './bench-common.mjs';
import { startServer, stopServer } from './bench-server.mjs';

const { values } = parseArgs({
  options: {
    ...ENGINE_OPTIONS,
    members: { type: 'string', default: '10000' },
    friends: { type: 'string', default: '200' },
    'uncached-only': { type: 'boolean', default: false },
  },
});
const HUB = { username: 'bench_hub', password: 'bench-hub-password-1' };
const SEARCHES = ['ad', 'smith', 'Rossi 12', 'bench_friend_77', 'cleo ok', 'zz', 'iris tanaka 4', 'friend_99'];

async function measure(name, base, token, requests, connections = Number(values.connections)) {
  const { row } = await load(base, {
    name,
    connections,
    duration: Number(values.duration),
    headers: { authorization: `Bearer ${token}` },
    requests,
  });
  return printRow(row, { nameWidth: 40, msWidth: 6 });
}

/** The same search and feed on a server without the list caches: what a first read costs. */
async function uncached(env, searches, get) {
  const { base, child } = await startServer({
    ...env,
    RATE_LIMIT_FRIEND_SEARCH_PER_MINUTE: '100000000',
    POTLUCK_LIST_CACHE_SECONDS: '0',
  });
  try {
    const token = await signIn(base, HUB.username, HUB.password);
    const feed = [get('/activity/feed')];
    const started = performance.now();
    const first = await fetch(`${base}/api/v1/friends/search?q=ad`, { headers: { authorization: `Bearer ${token}` } });
    console.log(
      `    first search (loads the member index): ${first.status} in ${Math.round(performance.now() - started)} ms`,
    );
    return [
      await measure('trivial (health) (no cache)', base, token, [get('/health')]),
      await measure(`friend search over ${values.members} (no cache)`, base, token, searches),
      await measure(`activity feed, ${values.friends} friends (no cache)`, base, token, feed),
      await measure(`friend search over ${values.members} (no cache)`, base, token, searches, 1),
      await measure(`activity feed, ${values.friends} friends (no cache)`, base, token, feed, 1),
    ];
  } finally {
    await stopServer(child, base);
  }
}

async function benchEngine(engine) {
  const dataDir = mkdtempSync(join(tmpdir(), `potluck-bench-friends-${engine}-`));
  const database = await scratchDatabase(engine, values['postgres-url'], 'potluck_bench_friends');
  const env = { POTLUCK_DATA_DIR: dataDir, ...database.env };
  try {
    run('npx', ['tsx', 'scripts/generate-friends.ts', '--members', values.members, '--friends', values.friends], env);
    const { base, child } = await startServer({ ...env, RATE_LIMIT_FRIEND_SEARCH_PER_MINUTE: '100000000' });
    // A server that stops mid-run shows as errors in every later row: say how it ended.
    child.once('exit', (code, signal) => console.log(`    (server exited: code ${code}, signal ${signal})`));
    try {
      const token = await signIn(base, HUB.username, HUB.password);
      const get = (path) => ({ method: 'GET', path: `/api/v1${path}` });
      const searches = SEARCHES.map((q) => get(`/friends/search?q=${encodeURIComponent(q)}&limit=20&offset=0`));
      const rows = values['uncached-only']
        ? []
        : [
            await measure('trivial (health)', base, token, [get('/health')]),
            // A signed-in call answered from the cache (decision 015): what authentication and routing cost.
            await measure('signed-in baseline (friend stats)', base, token, [get('/friends/stats')]),
            await measure(`friend search over ${values.members} members`, base, token, searches),
            await measure(`activity feed, ${values.friends} friends (page 1)`, base, token, [get('/activity/feed')]),
            // One connection: what a request costs without waiting behind others (PGlite answers one at a time).
            await measure(`friend search over ${values.members} members`, base, token, searches, 1),
            await measure(`activity feed, ${values.friends} friends (page 1)`, base, token, [get('/activity/feed')], 1),
            await measure(`activity feed, ${values.friends} friends (page 5)`, base, token, [
              get('/activity/feed?limit=20&offset=80'),
            ]),
            await measure('activity unseen count', base, token, [get('/activity/unseen')]),
            await measure(`friends list (${values.friends})`, base, token, [get('/friends?include_pending=true')]),
          ];
      rows.push(...(await uncached(env, searches, get)));
      return rows.map((row) => ({ engine, ...row }));
    } finally {
      await stopServer(child, base);
    }
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchEveryEngine(values, benchEngine);
