// Inserts N synthetic members (default 10,000) and some recipes for them, for the admin user-list benchmark:
//   npx tsx scripts/generate-members.ts [--count 10000] [--recipes 5000] [--data-dir ./data] [--database-url postgres://…]
// Members are bench_member_1… with varied first and last names (one in 50 an admin, one in 10 inactive), all with
// one password hash; `bench_admin` (printed below) signs in to manage them. Migrations are applied first.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { PRODUCTION_ARGON2 } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { users } from '../src/db/schema/index';
import { generateRecipes } from '../src/demo/recipe-generator.service';
import { createPasswordHasher } from '../src/features/auth/password.service';

export const BENCH_ADMIN = { username: 'bench_admin', password: 'bench-admin-password-1' };

const FIRST = [
  'Ada',
  'Ben',
  'Cleo',
  'Dev',
  'Esme',
  'Finn',
  'Gita',
  'Hugo',
  'Iris',
  'Jon',
  'Kofi',
  'Lena',
  'Milo',
  'Nia',
  'Omar',
  'Pia',
  'Quinn',
  'Rosa',
  'Sami',
  'Tess',
  'Uma',
  'Vik',
  'Wren',
  'Xena',
  'Yuki',
  'Zoe',
];
const LAST = [
  'Smith',
  'Okafor',
  'Garcia',
  'Nguyen',
  'Müller',
  'Rossi',
  'Kowalski',
  'Haddad',
  'Tanaka',
  'Silva',
  'Olsen',
  'Brown',
  'Dubois',
  'Novak',
  'Patel',
  'Kim',
  'Moreau',
  'Larsen',
  'Costa',
  'Walsh',
  'Fischer',
  'Ivanova',
];

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    recipes: { type: 'string', default: '5000' },
    'data-dir': { type: 'string', default: process.env.POTLUCK_DATA_DIR ?? './data' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
  },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive integer');

const started = performance.now();
const database = await openDatabase({
  dataDir: values['data-dir']!,
  databaseUrl: values['database-url'],
  logger: console,
});
try {
  await migrate(database);
  const hash = await createPasswordHasher(PRODUCTION_ARGON2).hash(BENCH_ADMIN.password);
  const start = Date.now() - count * 60_000;
  const member = (i: number) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    const at = new Date(start + i * 60_000);
    return {
      username: `bench_member_${i}`,
      email: `${first}.${last}.${i}@bench.example`.toLowerCase(),
      passwordHash: hash,
      firstName: first,
      lastName: last,
      displayName: i % 3 === 0 ? `${first} ${last}` : null,
      role: i % 50 === 0 ? ('admin' as const) : ('user' as const),
      isActive: i % 10 !== 7,
      createdAt: at,
      updatedAt: at,
    };
  };
  for (let i = 1; i <= count; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - i + 1) }, (_, k) => member(i + k));
    await database.db.insert(users).values(batch).onConflictDoNothing();
  }
  const now = new Date();
  await database.db
    .insert(users)
    .values({
      username: BENCH_ADMIN.username,
      email: 'bench_admin@bench.example',
      passwordHash: hash,
      role: 'admin',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const recipes = Number(values.recipes);
  if (recipes > 0) {
    // The first 1,000 members write them, so recipe counts on the list's pages vary.
    const authors = await database.db.select({ id: users.id }).from(users).where(eq(users.role, 'user')).limit(1000);
    await generateRecipes(database.db, { count: recipes, authorIds: authors.map((a) => a.id), seed: 18 });
  }
  console.log(
    `Generated ${count.toLocaleString('en')} members and ${recipes.toLocaleString('en')} recipes on ${database.engine} ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s; sign in as ${BENCH_ADMIN.username} / ${BENCH_ADMIN.password}`,
  );
} finally {
  await database.close();
}
