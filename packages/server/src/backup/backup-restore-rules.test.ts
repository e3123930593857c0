import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { migrate, readMigrations } from '../db/migrate';
import { createLocalStorage } from '../storage/local-storage';
import { BackupFileError } from './backup-format';
import { emptyDatabase, imageContents } from './backup-test-kit';
import { NOT_EMPTY, RestoreRefused, restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';

const SECRET = 'rules-test-secret-rules-test-secret-0123456789';
const dir = mkdtempSync(join(tmpdir(), 'potluck-restore-rules-'));
const open: Database[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((d) => d.close()));
});
const storageIn = () => createLocalStorage(mkdtempSync(join(dir, 'images-')));

async function database(migrations = readMigrations()): Promise<Database> {
  const d = await emptyDatabase('pglite');
  open.push(d);
  if (migrations.length) await migrate(d, migrations);
  return d;
}

async function addMember(d: Database, name: string) {
  await d.withRawClient((c) =>
    c.query(
      `INSERT INTO users (email, username, password_hash, created_at, updated_at) VALUES ($1, $2, 'x', now(), now())`,
      [`${name}@example.com`, name],
    ),
  );
}
const members = (d: Database) =>
  d.withRawClient(async (c) =>
    (await c.query<{ username: string }>('SELECT username FROM users ORDER BY 1')).map((r) => r.username),
  );

/** A small backup: one member and three images (one of them over a chunk). */
async function smallBackup(name: string, migrations = readMigrations()) {
  const source = await database(migrations);
  await addMember(source, 'alice');
  const storage = storageIn();
  await storage.put('recipes/a.jpg', Buffer.alloc(100_000, 7), 'image/jpeg');
  await storage.put('thumbnails/thumb_150_a.webp', Buffer.from('small'), 'image/webp');
  await storage.put('avatars/x.png', Buffer.from('avatar'), 'image/png');
  const file = join(dir, name);
  await takeBackup({ database: source, storage, secret: SECRET }, file);
  return file;
}

/** The file's lines, changed by fn, written back gzip'd. */
function rewrite(file: string, to: string, fn: (lines: string[]) => string[]) {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
  writeFileSync(to, gzipSync(fn(lines).join('\n') + '\n'));
  return to;
}

describe('restore refuses what it must, and leaves nothing half-done', () => {
  it('refuses a database with members unless forced; forced, it replaces everything', async () => {
    const file = await smallBackup('one.jsonl.gz');
    const target = await database();
    await addMember(target, 'bob');
    const storage = storageIn();
    const refused = restoreBackup({ database: target, storage, secret: SECRET }, file);
    await expect(refused).rejects.toThrow(RestoreRefused);
    await expect(refused).rejects.toThrow(NOT_EMPTY);
    expect(await members(target)).toEqual(['bob']);
    const result = await restoreBackup({ database: target, storage, secret: SECRET }, file, { force: true });
    expect(await members(target)).toEqual(['alice']);
    expect(result.images).toBe(3);
    expect(Object.keys(await imageContents(storage)).sort()).toEqual([
      'avatars/x.png',
      'recipes/a.jpg',
      'thumbnails/thumb_150_a.webp',
    ]);
  });

  // Three restores, each into a fresh database it migrates: 8.6 s alone, 19–20 s in the whole suite on a
  // loaded machine (load average 9 on 2 cores), which went over the 20 s default once.
  it('a truncated file restores nothing: no rows, no images', async () => {
    const file = await smallBackup('cut.jsonl.gz');
    const bytes = readFileSync(file);
    const cut = join(dir, 'cut-half.jsonl.gz');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const noTrailer = rewrite(file, join(dir, 'no-trailer.jsonl.gz'), (lines) => lines.slice(0, -1));
    const lostImage = rewrite(file, join(dir, 'lost-image.jsonl.gz'), (lines) =>
      lines.filter(
        (l) => !l.startsWith('{"image":"avatars/') && l !== `{"chunk":"${Buffer.from('avatar').toString('base64')}"}`,
      ),
    );
    for (const [broken, message] of [
      [cut, /truncated or damaged/],
      [noTrailer, /truncated \(it ends before its trailer\)/],
      [lostImage, /incomplete \(its counts do not match/],
    ] as const) {
      const target = await database([]);
      const storage = storageIn();
      const restoring = restoreBackup({ database: target, storage, secret: SECRET }, broken);
      await expect(restoring).rejects.toThrow(BackupFileError);
      await expect(restoring).rejects.toThrow(message);
      expect(await members(target)).toEqual([]);
      expect(await imageContents(storage)).toEqual({});
    }
  }, 60_000);

  it('refuses a backup from a newer version, naming what it does not know, before changing anything', async () => {
    const file = await smallBackup('new.jsonl.gz');
    const newer = rewrite(file, join(dir, 'newer.jsonl.gz'), ([head, ...rest]) => {
      const line = JSON.parse(head!);
      line.header.migrations.push('9999_from_the_future');
      return [JSON.stringify(line), ...rest];
    });
    const target = await database();
    await addMember(target, 'bob');
    const restoring = restoreBackup({ database: target, storage: storageIn(), secret: SECRET }, newer, { force: true });
    await expect(restoring).rejects.toThrow(
      /made by a newer version of Potluck .*9999_from_the_future\)\. Upgrade Potluck, then restore\./,
    );
    expect(await members(target)).toEqual(['bob']);
  });

  it('a backup from an older version is loaded into its own schema, then upgraded', async () => {
    const all = readMigrations();
    const file = await smallBackup('old.jsonl.gz', all.slice(0, -1));
    const target = await database([]);
    const result = await restoreBackup({ database: target, storage: storageIn(), secret: SECRET }, file);
    expect(result.upgraded).toEqual([all.at(-1)!.name]);
    expect(await members(target)).toEqual(['alice']);
  });

  it('says when the secret differs (sealed settings will not open) and refuses a file that is not a backup', async () => {
    const file = await smallBackup('secret.jsonl.gz');
    const other = await restoreBackup(
      { database: await database([]), storage: storageIn(), secret: 'another-secret-another-secret-another' },
      file,
    );
    expect(other.secretMatches).toBe(false);
    const notBackup = join(dir, 'notes.gz');
    writeFileSync(notBackup, gzipSync('{"hello":"world"}\n'));
    await expect(
      restoreBackup({ database: await database([]), storage: storageIn(), secret: SECRET }, notBackup),
    ).rejects.toThrow(/is not a Potluck backup/);
  });
});
