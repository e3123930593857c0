import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyDatabase } from './backup/backup-test-kit';
import { takeBackup } from './backup/take-backup';
import { createPglite, fromPglite } from './db/client';
import { migrate } from './db/migrate';
import { main } from './restore';
import { createLocalStorage } from './storage/local-storage';

const SECRET = 'restore-command-secret-restore-command-secret';
afterEach(() => vi.restoreAllMocks());

function captured() {
  const out: string[] = [];
  for (const method of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void out.push(args.join(' ')));
  }
  return out;
}

describe('pnpm restore FILE [--force]', () => {
  it('restores into the data dir the environment names, refuses it once it has members, and is forced', async () => {
    const source = await emptyDatabase('pglite');
    await migrate(source);
    await source.withRawClient((c) =>
      c.query(
        `INSERT INTO users (email, username, password_hash, created_at, updated_at) VALUES ('a@b.c', 'ann', 'x', now(), now())`,
      ),
    );
    const images = createLocalStorage(mkdtempSync(join(tmpdir(), 'potluck-src-')));
    await images.put('recipes/pie.jpg', Buffer.from('pie bytes'), 'image/jpeg');
    const file = join(mkdtempSync(join(tmpdir(), 'potluck-cmd-')), 'b.jsonl.gz');
    await takeBackup({ database: source, storage: images, secret: SECRET }, file);
    await source.close();

    const dataDir = mkdtempSync(join(tmpdir(), 'potluck-target-'));
    const env = { POTLUCK_DATA_DIR: dataDir, POTLUCK_SECRET: SECRET };
    let out = captured();
    expect(await main([file], env)).toBe(0);
    expect(out.join('\n')).toMatch(/Restored \d+ rows in \d+ tables and 1 images from/);
    expect(out.join('\n')).not.toMatch(/another secret/);
    expect((await createLocalStorage(join(dataDir, 'images')).get('recipes/pie.jpg'))?.toString()).toBe('pie bytes');

    out = captured();
    expect(await main([file], env)).toBe(1);
    expect(out.join('\n')).toMatch(/already has members/);
    out = captured();
    expect(await main([file, '--force'], { POTLUCK_DATA_DIR: dataDir, POTLUCK_SECRET: 'x'.repeat(40) })).toBe(0);
    expect(out.join('\n')).toMatch(/another secret than the one the backup was made with/);

    const restored = await fromPglite(await createPglite({ dataDir: join(dataDir, 'db') }));
    const users = await restored.withRawClient((c) => c.query<{ username: string }>('SELECT username FROM users'));
    await restored.close();
    expect(users).toEqual([{ username: 'ann' }]);
  }, 60_000);

  it('a wrong command line prints the usage (exit 2); a missing file is a clear error (exit 1)', async () => {
    const out = captured();
    expect(await main([])).toBe(2);
    expect(await main(['a', 'b'])).toBe(2);
    expect(out.join('\n')).toMatch(/Usage: pnpm restore FILE \[--force\]/);
    const dataDir = mkdtempSync(join(tmpdir(), 'potluck-target-'));
    expect(await main(['/nonexistent/backup.jsonl.gz'], { POTLUCK_DATA_DIR: dataDir })).toBe(1);
    expect(out.join('\n')).toMatch(/No such file: \/nonexistent\/backup.jsonl.gz/);
  }, 30_000);
});
