import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { API_PREFIX, type Endpoint, contract } from '@potluck/api';
import { type Database, type Engine, createPglite, createPool, fromPglite, fromPool } from '../db/client';
import { multipart, jpeg } from '../features/images/image.fixtures';
import { as } from '../features/recipes/recipe.fixtures';
import type { ImageStorage } from '../storage/image-storage';
import { validSample } from '../test/contract-sweep/sample-input';
import { buildWorld } from '../test/contract-sweep/sweep-world';
import { type TestApp, signedIn } from '../test/test-app';
import { databaseUrl } from '../test/test-db';
import { readCatalog } from './catalog';

/**
 * Both engines in one run, whatever the suite's template: PostgreSQL wherever the suite uses it (when
 * TEST_DATABASE_URL is set, as `.ci/run` does), so PGlite → PostgreSQL and back are tested there.
 */
const PG_URL = process.env.TEST_DATABASE_URL ?? '';

export async function postgresAvailable(): Promise<boolean> {
  if (!PG_URL) return false;
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** An empty database (no migrations), as a fresh instance has; closing a PostgreSQL one drops it. */
export async function emptyDatabase(engine: Engine): Promise<Database> {
  if (engine === 'pglite') return fromPglite(await createPglite());
  const name = `potluck_bk_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const database = await fromPool(await createPool(databaseUrl(PG_URL, name), { error: () => {} }));
  let closed: Promise<void> | undefined;
  return {
    ...database,
    close: () => (closed ??= database.close().then(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

/** Every table's rows as JSON text, sorted (in JavaScript: the engines' collations may differ). */
export async function tableContents(database: Database): Promise<Record<string, string[]>> {
  return database.withRawClient(async (client) => {
    await client.exec("SET TimeZone = 'UTC'");
    const out: Record<string, string[]> = {};
    for (const table of await readCatalog(client)) {
      const rows = await client.query<{ j: string }>(`SELECT to_jsonb(t)::text AS j FROM "${table.name}" t`);
      out[table.name] = rows.map((r) => r.j).sort();
    }
    await client.exec('RESET TimeZone');
    return out;
  });
}

export async function imageContents(storage: ImageStorage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const key of storage.list()) out[key] = (await storage.get(key))!.toString('base64');
  return out;
}

/**
 * Data of every kind through the API: two members each with the contract sweep's world (a recipe with two
 * versions, a photo and its thumbnails, a bookmark, a like, shopping lists and templates, a meal plan and
 * its template), an avatar, a friendship where served, system settings and a sealed AI key.
 */
export async function fillInstance(t: TestApp) {
  const admin = await signedIn(t, { role: 'admin' });
  const [a, b] = await Promise.all([signedIn(t), signedIn(t)]);
  const worlds = [await buildWorld(t, a, 'alpha'), await buildWorld(t, b, 'beta')];
  const ok = async (what: string, res: Promise<{ statusCode: number; body: string }>) => {
    const r = await res;
    if (r.statusCode >= 300) throw new Error(`fill: ${what} failed: ${r.statusCode} ${r.body}`);
  };
  await ok('settings', as(t, admin).put('/admin/settings', { open_registration: true }));
  await ok('AI key', as(t, admin).put('/admin/openai-key', { openai_api_key: 'sk-backup-test-key-0123456789' }));
  const avatar = await multipart({ file: { data: await jpeg(40, 40), filename: 'me.jpg', type: 'image/jpeg' } });
  await ok(
    'avatar',
    t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/users/profile/avatar`,
      headers: { ...a.auth, 'content-type': avatar.contentType },
      payload: avatar.payload,
    }),
  );
  if (t.app.hasRoute({ method: 'POST', url: `${API_PREFIX}/friends/request` })) {
    await ok('friend request', as(t, a).post('/friends/request', { username: b.username }));
  }
  // The second half's own tables, through the contract's bodies: a profile, preferences, an invite code, a
  // block, the calendar feed and the activity read mark.
  const call = (member: typeof a, e: Endpoint, params: Record<string, unknown> = {}) => {
    const url = API_PREFIX + e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => String(params[name]));
    const body = e.body ? validSample(e.body, () => undefined, e.path) : undefined;
    const headers = member.auth;
    return ok(`${e.method} ${e.path}`, t.app.inject({ method: e.method, url, headers, payload: body as object }));
  };
  await call(a, contract.profile.update);
  await call(a, contract.profile.updatePreferences);
  await call(a, contract.friendInvites.create);
  await call(b, contract.friends.block, { userId: admin.id });
  await call(a, contract.mealPlanSharing.enableFeed);
  await call(a, contract.activity.markSeen);
  return { admin, members: [a, b], worlds };
}
