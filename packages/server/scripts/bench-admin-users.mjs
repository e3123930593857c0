// Admin user-list benchmark on PGlite and PostgreSQL (issue 18 budget; a script, not a timed test).
//   node scripts/bench-admin-users.mjs [--engines pglite,postgres] [--members 10000] [--duration 10]
//                                      [--connections 50] [--postgres-url postgres://root@127.0.0.1:5432/test]
//                                      [--skip-build] [--out x.json]
// For each engine: a scratch database filled by scripts/generate-members.ts (10,000 members with names, roles and
// statuses, 5,000 recipes by 1,000 of them), the built server (dist/server.js), the bench admin signed in, then at
// 50 connections: the first page of GET /admin/users (limit 100, as the admin page asks), a rotation of searches
// (part of a name, of an address, a username; with role and status filters), and the stats. Target: p99 ≤ 50 ms.
// Served as the admin page reads them (lists kept until a write, decision 008), then again with the list cache off
// (POTLUCK_LIST_CACHE_SECONDS=0): the cost of a first read.
// The PostgreSQL scratch database is dropped at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchEveryEngine, ENGINE_OPTIONS, load, printRow, run, scratchDatabase, signIn } from './bench-common.mjs';
import { startServer, stopServer } from './bench-server.mjs';

const { values } = parseArgs({ options: { ...ENGINE_OPTIONS, members: { type: 'string', default: '10000' } } });
const duration = Number(values.duration);
const connections = Number(values.connections);
const ADMIN = { username: 'bench_admin', password: 'bench-admin-password-1' };

const list = (query) => ({ method: 'GET', path: `/api/v1/admin/users${query}` });
const SEARCHES = [
  '?search=smith',
  '?search=okafor&status_filter=active',
  '?search=ada%20ros',
  '?search=bench_member_42',
  '?search=tess.walsh',
  '?search=nia&role_filter=admin',
  '?search=m%C3%BCller&status_filter=inactive',
  '?search=9@bench',
].map(list);

/** Starts the server with `env`, signs the bench admin in and measures each request at 50 connections. */
async function measureServer(engine, env, label) {
  const { base, child } = await startServer(env);
  try {
    const token = await signIn(base, ADMIN.username, ADMIN.password);
    const headers = { authorization: `Bearer ${token}` };
    const measure = async (name, requests) => {
      const { row } = await load(base, { name: `${name}${label}`, connections, duration, headers, requests });
      return { engine, ...printRow(row, { nameWidth: 40, msWidth: 6 }) };
    };
    return [
      ...(label ? [] : [await measure('trivial (health)', [{ method: 'GET', path: '/api/v1/health' }])]),
      await measure(`user list, first 100 of ${values.members}`, [list('')]),
      await measure('user list, 8 searches in turn', SEARCHES),
      await measure('user list, inactive filter', [list('?status_filter=inactive')]),
      await measure('user stats', [{ method: 'GET', path: '/api/v1/admin/users/stats' }]),
    ];
  } finally {
    await stopServer(child, base);
  }
}

async function benchEngine(engine) {
  const dataDir = mkdtempSync(join(tmpdir(), `potluck-bench-admin-users-${engine}-`));
  const database = await scratchDatabase(engine, values['postgres-url'], 'potluck_bench_admin_users');
  const env = { POTLUCK_DATA_DIR: dataDir, ...database.env };
  try {
    run('npx', ['tsx', 'scripts/generate-members.ts', '--count', values.members], env);
    const rows = await measureServer(engine, env, '');
    // With the list cache off: what a first read (or the first after any write) costs.
    rows.push(...(await measureServer(engine, { ...env, POTLUCK_LIST_CACHE_SECONDS: '0' }, ' (no cache)')));
    return rows;
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchEveryEngine(values, benchEngine);
