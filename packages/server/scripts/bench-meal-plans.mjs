// Meal plan API benchmark on PGlite and PostgreSQL (issue 16 budgets; a script, not a timed test).
//   node scripts/bench-meal-plans.mjs [--engines pglite,postgres] [--duration 10] [--connections 50]
//                                     [--postgres-url postgres://root@127.0.0.1:5432/test] [--skip-build] [--out x.json]
// For each engine: a scratch database, the built server (dist/server.js) with a bench admin, 12 recipes, then:
//   - a plan of 365 days × 4 meals (1,460 meals, added through the bulk endpoint): GET one week of its calendar
//     at 1 and at 50 connections (target p99 ≤ 30 ms);
//   - 200 plans of 7 meals each: GET /meal-plans (first page of 20, and of 100) at 50 connections
//     (target p99 ≤ 50 ms).
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

const { values } = parseArgs({ options: ENGINE_OPTIONS });
const duration = Number(values.duration);
const connections = Number(values.connections);
const ADMIN = { username: 'bench_planner', email: 'bench_planner@example.com', password: 'bench-planner-password-1' };
const SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'];
const DAY_MS = 86_400_000;

const report = (row) => printRow(row, { nameWidth: 40, msWidth: 6 });
const dayFrom = (start, offset) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

async function load(name, base, token, requests, conns, seconds = duration) {
  // No content type: these requests carry no body (a JSON content type without one is a 400).
  const headers = { authorization: `Bearer ${token}` };
  const { row } = await loadRow(base, { name, connections: conns, duration: seconds, headers, requests });
  return report(row);
}

/** Meals for `days` days from `start`, four a day, recipes taken in turn (every fifth a custom meal). */
function mealsFor(start, days, recipeIds) {
  return Array.from({ length: days * SLOTS.length }, (_, i) => {
    const meal = { meal_date: dayFrom(start, Math.floor(i / SLOTS.length)), meal_type: SLOTS[i % SLOTS.length] };
    return i % 5 === 4
      ? { ...meal, custom_meal_name: `Leftovers ${i}` }
      : { ...meal, recipe_id: recipeIds[i % recipeIds.length], servings: 1 + (i % 6) };
  });
}

async function addAll(base, token, planId, meals) {
  for (let i = 0; i < meals.length; i += 200) {
    await call(base, token, 'POST', `/meal-plans/${planId}/meals/bulk`, { meals: meals.slice(i, i + 200) });
  }
}

async function benchEngine(engine) {
  const dataDir = mkdtempSync(join(tmpdir(), `potluck-bench-meal-plans-${engine}-`));
  const database = await scratchDatabase(engine, values['postgres-url'], 'potluck_bench_meal_plans');
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
    for (let r = 0; r < 12; r++) {
      const recipe = await call(base, token, 'POST', '/recipes', {
        title: `Bench meal ${r + 1}`,
        servings: 2 + (r % 4),
        status: 'published',
        ingredients: [{ ingredient_name: 'rice', amount: 200, unit: 'g' }],
        instructions: [{ instruction: 'Cook it.' }],
      });
      recipeIds.push(recipe.id);
    }
    // Today in UTC: the server refuses meals on past days.
    const today = new Date().toISOString().slice(0, 10);
    const year = await call(base, token, 'POST', '/meal-plans', {
      name: 'A year of meals',
      start_date: today,
      end_date: dayFrom(today, 364),
    });
    await addAll(base, token, year.id, mealsFor(today, 365, recipeIds));
    const weeks = Array.from({ length: 52 }, (_, w) => ({
      method: 'GET',
      path: `/api/v1/meal-plans/${year.id}/calendar?start=${dayFrom(today, w * 7)}&end=${dayFrom(today, w * 7 + 6)}`,
    }));
    const health = [{ method: 'GET', path: '/api/v1/health' }];
    const rows = [
      // What any request costs on this machine right now (no auth, no database), to read the others against.
      await load('trivial (health)', base, token, health, connections),
      await load('calendar week of a 365×4 plan', base, token, weeks, 1, Math.max(3, duration / 2)),
      await load('calendar week of a 365×4 plan', base, token, weeks, connections),
    ];

    for (let p = 0; p < 199; p++) {
      const start = dayFrom(today, p % 30);
      const plan = await call(base, token, 'POST', '/meal-plans', {
        name: `Plan ${p + 1}`,
        start_date: start,
        end_date: dayFrom(start, 6),
        is_active: p % 4 !== 0,
      });
      await addAll(base, token, plan.id, mealsFor(start, 7, recipeIds).slice(0, 7));
    }
    console.log(`  ${engine}: 1 plan of ${365 * SLOTS.length} meals, 199 plans of 7 meals`);
    rows.push(
      await load(
        'plan list (200 plans, page 20)',
        base,
        token,
        [{ method: 'GET', path: '/api/v1/meal-plans' }],
        connections,
      ),
    );
    rows.push(
      await load(
        'plan list (200 plans, page 100)',
        base,
        token,
        [{ method: 'GET', path: '/api/v1/meal-plans?limit=100' }],
        connections,
      ),
    );
    return rows.map((row) => ({ engine, ...row }));
  } finally {
    await stopServer(child, base);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchEveryEngine(values, benchEngine);
