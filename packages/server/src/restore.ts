import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BackupFileError } from './backup/backup-format';
import { RestoreRefused, restoreBackup } from './backup/restore-backup';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createImageStorage } from './storage/create-storage';

const USAGE =
  'Usage: pnpm restore FILE [--force]   (the server must be stopped; reads the same environment as the server)';

/**
 * `pnpm restore FILE [--force]`: loads a backup into the instance the environment names (DATABASE_URL or the
 * embedded database in POTLUCK_DATA_DIR, images in S3_* or POTLUCK_DATA_DIR/images). Exit code 0 when
 * restored, 1 when refused or failed (with the reason on stderr), 2 for a wrong command line.
 */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const force = argv.includes('--force');
  const files = argv.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const file = resolve(files[0]!);
  if (!existsSync(file)) {
    console.error(`No such file: ${file}`);
    return 1;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    logger: { error: (obj, msg) => console.error(msg ?? '', obj) },
  });
  try {
    const result = await restoreBackup({ database, storage: createImageStorage(config), secret: config.secret }, file, {
      force,
      log: (line) => console.log(line),
    });
    const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
    const tables = Object.keys(result.tables).length;
    console.log(`Restored ${rows} rows in ${tables} tables and ${result.images} images from ${file}.`);
    if (result.upgraded.length) console.log(`Upgraded to this version: ${result.upgraded.join(', ')}.`);
    if (!result.secretMatches) {
      console.warn(
        'Warning: this server runs with another secret than the one the backup was made with. Sealed settings ' +
          '(the AI provider key) will not open and every member must sign in again. Set POTLUCK_SECRET to the old ' +
          "value, or copy the old data folder's `secret` file into POTLUCK_DATA_DIR, before starting the server.",
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof RestoreRefused || err instanceof BackupFileError) {
      console.error(err.message);
      return 1;
    }
    console.error(`Restore failed: ${(err as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
