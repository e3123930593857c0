// Fills a database for the friends benchmark (issue 17):
//   npx tsx scripts/generate-friends.ts [--members 10000] [--friends 200] [--mesh 10] [--data-dir ./data] [--database-url postgres://…]
// Members bench_friend_1… with display names (one in 20 inactive), about --mesh (10) friends each among themselves;
// `bench_hub` has --friends accepted friends (3 published recipes each, half of them shared with the hub), 50 pending
// requests, and 30 recipes of their own liked and bookmarked by friends over the last 30 days. Migrations are applied
// first. All sign in with one password.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { PRODUCTION_ARGON2 } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { rows } from '../src/db/raw';
import { generateRecipes } from '../src/demo/recipe-generator.service';
import { createPasswordHasher } from '../src/features/auth/password.service';

export const BENCH_HUB = { username: 'bench_hub', password: 'bench-hub-password-1' };
const FIRST = ['Ada', 'Ben', 'Cleo', 'Dev', 'Esme', 'Finn', 'Gita', 'Hugo', 'Iris', 'Jon', 'Kofi', 'Lena', 'Milo'];
const LAST = ['Smith', 'Okafor', 'Garcia', 'Nguyen', 'Rossi', 'Kowalski', 'Haddad', 'Tanaka', 'Silva', 'Olsen'];
const DAY_MS = 86_400_000;

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    friends: { type: 'string', default: '200' },
    mesh: { type: 'string', default: '10' },
    'data-dir': { type: 'string', default: process.env.POTLUCK_DATA_DIR ?? './data' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
  },
});
const members = Number(values.members);
const friends = Number(values.friends);
if (!(members >= friends + 50 && friends >= 1)) throw new Error('--members must exceed --friends by 50 or more');

const started = performance.now();
const database = await openDatabase({
  dataDir: values['data-dir']!,
  databaseUrl: values['database-url'],
  logger: console,
});
const { db } = database;
try {
  await migrate(database);
  const hash = await createPasswordHasher(PRODUCTION_ARGON2).hash(BENCH_HUB.password);
  const now = Date.now();
  for (let i = 1; i <= members; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, members - i + 1) }, (_, k) => {
      const n = i + k;
      const first = FIRST[n % FIRST.length]!;
      const last = LAST[Math.floor(n / FIRST.length) % LAST.length]!;
      return {
        username: `bench_friend_${n}`,
        email: `bench_friend_${n}@bench.example`,
        display_name: `${first} ${last} ${n}`,
        is_active: n % 20 !== 7,
      };
    });
    await db.execute(sql`INSERT INTO users (username, email, password_hash, display_name, is_active, created_at, updated_at)
      SELECT x.username, x.email, ${hash}, x.display_name, x.is_active, now(), now()
      FROM json_to_recordset(${JSON.stringify(batch)}::json) AS x(username text, email text, display_name text, is_active boolean)
      ON CONFLICT DO NOTHING`);
  }
  const [hub] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO users (username, email, password_hash, display_name, created_at, updated_at)
      VALUES (${BENCH_HUB.username}, 'bench_hub@bench.example', ${hash}, 'Bench Hub', now(), now()) RETURNING id`,
  );
  const hubId = hub!.id;
  // Active members only: the first `friends` become friends, the next 50 ask the hub.
  const others = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE username LIKE 'bench_friend_%' AND is_active ORDER BY id LIMIT ${friends + 50}`,
  );
  const friendIds = others.slice(0, friends).map((o) => Number(o.id));
  const askerIds = others.slice(friends).map((o) => Number(o.id));
  const at = (i: number) => new Date(now - (i % 30) * DAY_MS - i * 1000).toISOString();
  await db.execute(sql`INSERT INTO friendships (requester_id, addressee_id, status, created_at, updated_at, accepted_at)
    SELECT CASE WHEN x.i % 2 = 0 THEN ${hubId} ELSE x.id END, CASE WHEN x.i % 2 = 0 THEN x.id ELSE ${hubId} END,
      'accepted', x.at::timestamptz, x.at::timestamptz, x.at::timestamptz
    FROM json_to_recordset(${JSON.stringify(friendIds.map((id, i) => ({ id, i, at: at(i) })))}::json)
      AS x(id int, i int, at text)`);
  await db.execute(sql`INSERT INTO friendships (requester_id, addressee_id, status, message, created_at, updated_at)
    SELECT x.id, ${hubId}, 'pending', 'Hello!', x.at::timestamptz, x.at::timestamptz
    FROM json_to_recordset(${JSON.stringify(askerIds.map((id, i) => ({ id, at: at(i) })))}::json) AS x(id int, at text)`);
  await generateRecipes(db, { count: friends * 3, authorIds: friendIds, seed: 17 });
  await generateRecipes(db, { count: 30, authorIds: [hubId], seed: 71 });
  // Half the friends share one of their recipes with the hub.
  await db.execute(sql`INSERT INTO recipe_shares (recipe_id, user_id, shared_with_id, share_type, platform, message, created_at)
    SELECT DISTINCT ON (r.author_id) r.id, r.author_id, ${hubId}, 'friend', 'friend', 'Try this', r.created_at
    FROM recipes r WHERE r.author_id = ANY(${`{${friendIds.filter((_, i) => i % 2 === 0).join(',')}}`}::int[])
      AND r.status = 'published' AND r.visibility = 'public'
    ORDER BY r.author_id, r.id`);
  // Every friend likes and bookmarks some of the hub's recipes on different days.
  const activity = friendIds.flatMap((id, i) =>
    [0, 1, 2].map((k) => ({ user_id: id, n: (i * 7 + k * 11) % 30, at: at(i + k * 3) })),
  );
  for (const table of ['recipe_likes', 'recipe_bookmarks']) {
    await db.execute(sql`INSERT INTO ${sql.raw(table)} (user_id, recipe_id, created_at)
      SELECT x.user_id, h.id, x.at::timestamptz
      FROM json_to_recordset(${JSON.stringify(activity)}::json) AS x(user_id int, n int, at text)
      JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM recipes WHERE author_id = ${hubId}) h ON h.n = x.n
      ON CONFLICT DO NOTHING`);
  }
  // The rest of the community is friends among itself too (about --mesh friendships per member), so statements
  // that read friendships meet a realistic table rather than only the hub's rows.
  const mesh = Number(values.mesh);
  if (mesh > 0)
    await db.execute(sql`INSERT INTO friendships (requester_id, addressee_id, status, created_at, updated_at, accepted_at)
      SELECT a.id, b.id, 'accepted', now(), now(), now()
      FROM users a CROSS JOIN generate_series(1, ${Math.ceil(mesh / 2)}) AS k
      JOIN users b ON b.id = a.id + k * 37
      WHERE a.username LIKE 'bench_friend_%' AND b.username LIKE 'bench_friend_%'
      ON CONFLICT DO NOTHING`);
  await db.execute(sql`ANALYZE`);
  console.log(
    `Generated ${members.toLocaleString('en')} members (≈ ${mesh} friends each), ${BENCH_HUB.username} with ${friends} friends, on ` +
      `${database.engine} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
