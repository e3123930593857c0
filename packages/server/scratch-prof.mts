import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { buildApp } from './src/app.ts';
import { loadConfig } from './src/config.ts';
import { openDatabase } from './src/db/client.ts';
import { migrate } from './src/db/migrate.ts';
import { users } from './src/db/schema/index.ts';
import { generateRecipes } from './src/demo/recipe-generator.service.ts';
import { pageStatement } from './src/features/recipes/recipe-list-query.ts';
import { rows } from './src/db/raw.ts';
import { mkdtempSync } from 'node:fs';

const url = process.env.URL;
const dir = mkdtempSync('/tmp/potluck-prof-');
const config = { ...loadConfig({ POTLUCK_DATA_DIR: dir, DATABASE_URL: url, LOG_LEVEL: 'warn', POTLUCK_ADMIN_EMAIL: 'a@b.example', POTLUCK_ADMIN_USERNAME: 'admin', POTLUCK_ADMIN_PASSWORD: 'password-123' } as any) };
const database = await openDatabase({ dataDir: dir, databaseUrl: url, logger: console });
await migrate(database);
const app = await buildApp(config, { database });
const [admin] = await database.db.select().from(users);
await generateRecipes(database.db, { count: Number(process.env.N ?? 1000), authorIds: [admin!.id] });
const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login-json', payload: { email_or_username: 'admin', password: 'password-123', remember_me: false } });
const auth = { authorization: `Bearer ${login.json().access_token}` };
const time = async (name: string, fn: () => Promise<unknown>, n = 100) => {
  for (let i = 0; i < 10; i++) await fn();
  const t: number[] = [];
  for (let i = 0; i < n; i++) { const s = performance.now(); await fn(); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(name.padEnd(30), 'p50', t[n / 2]!.toFixed(2), 'min', t[0]!.toFixed(2));
};
const viewer = { id: admin!.id, role: 'user' as const };
await time('health', () => app.inject({ method: 'GET', url: '/api/v1/health' }));
await time('select 1', () => database.db.execute(sql`SELECT 1`));
await time('list inject', () => app.inject({ method: 'GET', url: '/api/v1/recipes', headers: auth }));
await time('list sql', () => rows(database.db, pageStatement({ viewer, scope: { kind: 'browse' }, filters: {}, match: null, sortBy: 'created_at', direction: 'desc', limit: 50, offset: 0 }, { countCap: 1000 })));
await time('search dish inject', () => app.inject({ method: 'GET', url: '/api/v1/recipes?search=smoky+chicken+curry', headers: auth }));
await time('search fuzzy inject', () => app.inject({ method: 'GET', url: '/api/v1/recipes?search=lasange', headers: auth }));
await time('search inject', () => app.inject({ method: 'GET', url: '/api/v1/recipes?search=chicken', headers: auth }));
await time('detail inject', () => app.inject({ method: 'GET', url: '/api/v1/recipes/5', headers: auth }));
await time('categories inject', () => app.inject({ method: 'GET', url: '/api/v1/categories/categories', headers: auth }));

const dialect = new PgDialect();
const stmt = dialect.sqlToQuery(pageStatement({ viewer, scope: { kind: 'browse' }, filters: {}, match: null, sortBy: 'created_at', direction: 'desc', limit: 50, offset: 0 }, { countCap: 1000 }));
const lit = stmt.sql.replace(/\$(\d+)/g, (_, n) => { const v = stmt.params[Number(n) - 1]; return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`; });
await database.withRawClient((c) => c.exec(`PREPARE listp AS ${lit}`));
await time('list sql literal', () => database.withRawClient((c) => c.query(lit)));
await time('list sql prepared', () => database.withRawClient((c) => c.query('EXECUTE listp')));
await time('auth-like query', () => database.withRawClient((c) => c.query('SELECT u.* FROM auth_sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1 AND s.revoked_at IS NULL', ['x'])));
await app.close();
