import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import type { Database, Engine } from '../db/client';
import { migrate } from '../db/migrate';
import { createBackupsService } from '../features/backups/backups.service';
import { createLocalBackupStorage } from '../storage/local-backup-storage';
import { createLocalStorage } from '../storage/local-storage';
import { testClock, testConfig } from '../test/test-app';
import { emptyDatabase, postgresAvailable } from './backup-test-kit';
import { runScheduledBackup } from './backup-schedule';

const engines: Engine[] = (await postgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];
const open: Database[] = [];
afterAll(() => Promise.all(open.map((d) => d.close())));
const silent = { info() {}, error() {}, warn() {} };

/** A server process's backups on a shared database, with its own data folder. */
function processOn(database: Database, now: () => Date) {
  const config = testConfig({ now });
  const ctx = { config, database, db: database.db, log: silent } as unknown as AppContext;
  const backups = createBackupsService(ctx, {
    images: createLocalStorage(join(config.dataDir, 'images')),
    files: createLocalBackupStorage(join(config.dataDir, 'backups')),
  });
  const files = () => readdirSync(join(config.dataDir, 'backups')).sort();
  return { backups, files };
}

describe('scheduled backups', () => {
  for (const engine of engines) {
    it(`${engine}: one per period, the newest kept, backups an admin started left alone`, async () => {
      const database = await emptyDatabase(engine);
      open.push(database);
      await migrate(database);
      const clock = testClock();
      const p = processOn(database, clock.now);
      const schedule = { everyHours: 24, keep: 2 };
      const run = () => runScheduledBackup(database, p.backups, schedule, clock.now);
      await p.backups.start('manual');
      await p.backups.running();
      expect(await run()).toBe(true);
      expect(await run()).toBe(false);
      clock.advance(23 * 3600_000);
      expect(await run()).toBe(false);
      for (let day = 0; day < 3; day++) {
        clock.advance(25 * 3600_000);
        expect(await run()).toBe(true);
      }
      const files = p.files();
      expect(files.filter((f) => f.includes('-scheduled')).length).toBe(2);
      expect(files.filter((f) => f.includes('-manual')).length).toBe(1);
      expect(await runScheduledBackup(database, p.backups, { everyHours: 0, keep: 2 }, clock.now)).toBe(false);
    }, 60_000);
  }

  it.runIf(engines.includes('postgres'))(
    'two processes on one PostgreSQL: only one takes the backup',
    async () => {
      const database = await emptyDatabase('postgres');
      open.push(database);
      await migrate(database);
      const clock = testClock();
      const [a, b] = [processOn(database, clock.now), processOn(database, clock.now)];
      const schedule = { everyHours: 24, keep: 7 };
      const taken = await Promise.all([
        runScheduledBackup(database, a.backups, schedule, clock.now),
        runScheduledBackup(database, b.backups, schedule, clock.now),
      ]);
      expect(taken.filter(Boolean)).toHaveLength(1);
      // Later, whichever asks: still one per period.
      expect(await runScheduledBackup(database, b.backups, schedule, clock.now)).toBe(false);
      const count = (p: typeof a) =>
        (() => {
          try {
            return p.files().length;
          } catch {
            return 0;
          }
        })();
      expect(count(a) + count(b)).toBe(1);
    },
    60_000,
  );
});
