// Shopping API benchmark on PGlite and PostgreSQL (issue 15 budgets; a script, not a timed test).
//   node scripts/bench-shopping.mjs [--engines pglite,postgres] [--duration 10] [--connections 50]
//                                   [--postgres-url postgres://root@127.0.0.1:5432/test] [--skip-build] [--out x.json]
// For each engine: a scratch database, the built server (dist/server.js) with a bench admin, 20 recipes of 15
// ingredients written through the API (shared ingredients across recipes, so merging has work to do), then:
//   - POST /shopping/lists/from-recipes over all 20 recipes, one request at a time (target ≤ 150 ms);
//   - GET of a 300-item list at 1 and at 50 connections (target p99 ≤ 50 ms);
//   - POST /shopping/items/auto-categorize at 50 connections over 200 different names (target ≥ 1,000 req/s,
//     p99 ≤ 20 ms).
// The PostgreSQL scratch database is dropped at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  benchEveryEngine,
  call,
  ENGINE_OPTIONS,
  load as loadRow,
  printRow,
  scratchDatabase,
  signIn,
} from './bench-common.mjs';
import { startServer, stopServer } from './bench-server.mjs';
import { NAMES, PANTRY, SUGGEST_NAMES } from './bench-shopping-data.mjs';

const { values } = parseArgs({ options: ENGINE_OPTIONS });
const duration = Number(values.duration);
const connections = Number(values.connections);
const ADMIN = { username: 'bench_shopper', email: 'bench_shopper@example.com', password: 'bench-shopper-password-1' };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const report = (row) => printRow(row, { nameWidth: 40, msWidth: 6 });

async function load(name, base, token, requests, conns, seconds = duration) {
  // No content type: these requests carry no body (a JSON content type without one is a 400).
  const headers = { authorization: `Bearer ${token}` };
  const { row } = await loadRow(base, { name, connections: conns, duration: seconds, headers, requests });
  return report(row);
}

/** One request at a time, timed from the client: the latency a member waits for a generated list. */
async function sequential(name, times, fn) {
  const took = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await fn(i);
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  const fixed = (v) => Math.round(v * 10) / 10;
  return report({ name, connections: 1, p50: fixed(percentile(took, 50)), p99: fixed(percentile(took, 99)), rps: 0 });
}

async function benchEngine(engine) {
  const dataDir = mkdtempSync(join(tmpdir(), `potluck-bench-shopping-${engine}-`));
  const database = await scratchDatabase(engine, values['postgres-url'], 'potluck_bench_shopping');
  const env = {
    POTLUCK_DATA_DIR: dataDir,
    POTLUCK_ADMIN_EMAIL: ADMIN.email,
    POTLUCK_ADMIN_USERNAME: ADMIN.username,
    POTLUCK_ADMIN_PASSWORD: ADMIN.password,
    ...database.env,
  };
  const { base, child } = await startServer(env);
  try {
    const token = await signIn(base, ADMIN.username, ADMIN.password);
    const recipeIds = [];
    for (let r = 0; r < 20; r++) {
      const ingredients = Array.from({ length: 15 }, (_, i) => {
        const [name, unit, amount] = PANTRY[(r * 7 + i) % PANTRY.length];
        return { ingredient_name: name, unit, amount };
      });
      const recipe = await call(base, token, 'POST', '/recipes', {
        title: `Bench dish ${r + 1}`,
        servings: 2 + (r % 4),
        status: 'published',
        ingredients,
        instructions: [{ instruction: 'Cook it.' }],
      });
      recipeIds.push(recipe.id);
    }
    const body = { recipe_ids: recipeIds, merge_similar_items: true, servings_override: { [recipeIds[0]]: 6 } };
    const sample = await call(base, token, 'POST', '/shopping/lists/from-recipes', body);
    console.log(`  ${engine}: 20 recipes × 15 ingredients → ${sample.total_items} rows merged`);
    // What any request costs on this machine right now (no auth, no database), to read the others against.
    const health = [{ method: 'GET', path: '/api/v1/health' }];
    const rows = [
      await load('trivial (health)', base, token, health, 1, Math.max(3, duration / 2)),
      await load('trivial (health)', base, token, health, connections),
    ];
    await sequential('warm-up', 5, () => call(base, token, 'POST', '/shopping/lists/from-recipes', body));
    rows.push(
      await sequential('from-recipes (20 recipes, merged)', 30, () =>
        call(base, token, 'POST', '/shopping/lists/from-recipes', body),
      ),
    );

    const items = Array.from({ length: 300 }, (_, i) => ({
      name: `${NAMES[i % NAMES.length]} ${Math.floor(i / NAMES.length) || ''}`.trim(),
      amount: (i % 9) + 1,
      is_completed: i % 3 === 0,
    }));
    const big = await call(base, token, 'POST', '/shopping/lists', { name: 'Big list', items });
    const getBig = [{ method: 'GET', path: `/api/v1/shopping/lists/${big.id}` }];
    rows.push(await load('GET 300-item list', base, token, getBig, 1, Math.max(3, duration / 2)));
    rows.push(await load('GET 300-item list', base, token, getBig, connections));

    const suggest = SUGGEST_NAMES.map((name) => ({
      method: 'POST',
      path: `/api/v1/shopping/items/auto-categorize?item_name=${encodeURIComponent(name)}`,
    }));
    rows.push(await load('auto-categorize (200 names)', base, token, suggest, connections));
    return rows.map((row) => ({ engine, ...row }));
  } finally {
    await stopServer(child, base);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchEveryEngine(values, benchEngine);
