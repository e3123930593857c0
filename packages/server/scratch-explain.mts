import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pageStatement } from './src/features/recipes/recipe-list-query.ts';
import { fullTextMatch } from './src/features/recipes/recipe-search.ts';
const dialect = new PgDialect();
const client = new pg.Client({ connectionString: process.env.URL ?? 'postgres://root@127.0.0.1:5432/potluck_gen_check' });
await client.connect();
const [{ id }] = (await client.query("SELECT id FROM users WHERE username = 'bench_reader'")).rows;
const viewer = { id, role: 'user' as const };
const plans = {
  list: { viewer, scope: { kind: 'browse' }, filters: {}, match: null, sortBy: 'created_at', direction: 'desc', limit: 50, offset: 0 },
  chicken: { viewer, scope: { kind: 'browse' }, filters: {}, match: fullTextMatch('chicken'), sortBy: 'relevance', direction: 'desc', limit: 20, offset: 0 },
  dish: { viewer, scope: { kind: 'browse' }, filters: {}, match: fullTextMatch('smoky chicken curry'), sortBy: 'relevance', direction: 'desc', limit: 20, offset: 0 },
  fuzzy: { viewer, scope: { kind: 'browse' }, filters: {}, match: fullTextMatch('lasagne'), sortBy: 'relevance', direction: 'desc', limit: 20, offset: 0 },
} as const;
for (const [name, plan] of Object.entries(plans)) {
  if (process.argv[2] && process.argv[2] !== name) continue;
  const q = dialect.sqlToQuery(pageStatement(plan as any));
  const times = [];
  for (let i = 0; i < 7; i++) { const t0 = performance.now(); await client.query(q.sql, q.params); times.push(performance.now() - t0); }
  times.sort((a, b) => a - b);
  const t0 = 0, t1 = times[3];
  const res = await client.query('EXPLAIN (ANALYZE, BUFFERS) ' + q.sql, q.params);
  console.log(`\n=== ${name}: ${(t1 - t0).toFixed(1)} ms`);
  if (process.argv[3] === 'plan') console.log(res.rows.map((r) => r['QUERY PLAN']).join('\n'));
  else console.log(res.rows.at(-2)['QUERY PLAN'], res.rows.at(-1)['QUERY PLAN']);
}
await client.end();
