// Inserts N synthetic recipes (default 100,000) for benchmarks, into the database the server would use:
//   npx tsx scripts/generate-recipes.ts [--count 100000] [--data-dir ./data] [--database-url postgres://…] [--seed 42]
// Authors are 20 synthetic cooks (`bench_cook_1`…) plus `bench_reader`, created if missing; all share the
// password printed below, so a benchmark can sign in as several ordinary members. Migrations are applied first, as at server start.
import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import { PRODUCTION_ARGON2 } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { users } from '../src/db/schema/index';
import { generateRecipes } from '../src/demo/recipe-generator.service';
import { createPasswordHasher } from '../src/features/auth/password.service';

export const BENCH_READER = { username: 'bench_reader', password: 'bench-reader-password-1' };

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    'data-dir': { type: 'string', default: process.env.POTLUCK_DATA_DIR ?? './data' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    seed: { type: 'string', default: '42' },
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
  const names = [BENCH_READER.username, ...Array.from({ length: 20 }, (_, i) => `bench_cook_${i + 1}`)];
  const now = new Date();
  const readerHash = await createPasswordHasher(PRODUCTION_ARGON2).hash(BENCH_READER.password);
  await database.db
    .insert(users)
    .values(
      names.map((username) => ({
        username,
        email: `${username}@bench.example`,
        passwordHash: readerHash,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
  const authorIds = (await database.db.select({ id: users.id }).from(users).where(inArray(users.username, names))).map(
    (u) => u.id,
  );
  let last = 0;
  const { created } = await generateRecipes(database.db, {
    count,
    authorIds,
    seed: Number(values.seed),
    onProgress: (done) => {
      if (done - last >= 10_000 || done === count) {
        last = done;
        console.log(`  ${done.toLocaleString('en')} recipes, ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
    },
  });
  console.log(
    `Generated ${created.toLocaleString('en')} recipes on ${database.engine} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`Sign in as ${BENCH_READER.username} (or bench_cook_1…20) / ${BENCH_READER.password}`);
} finally {
  await database.close();
}
