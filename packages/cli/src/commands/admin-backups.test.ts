import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD } from '../testing/fake-api';
import { BACKUP_BYTES, fakeBackupsApi } from '../testing/fake-backups-api';
import { fakeCli, type FakeIoOptions } from '../testing/fake-io';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => Promise.all(cleanups.splice(0).map((c) => c())));

async function loggedIn(options: Omit<FakeIoOptions, 'fetch'> = {}) {
  const backups = fakeBackupsApi();
  const cli = await fakeCli({
    ...options,
    fetch: backups.fetch,
    env: { POTLUCK_SERVER: backups.origin, POTLUCK_POLL_MS: '1', ...options.env },
  });
  cleanups.push(cli.cleanup);
  expect((await cli.potluck('login', '--user', 'alice', '--password', PASSWORD)).code).toBe(0);
  return { ...backups, ...cli };
}

describe('potluck admin backup --out FILE', () => {
  it('starts a backup, shows its progress, downloads it and saves it owner-only', async () => {
    const { potluck, state, configDir } = await loggedIn({ interactive: true });
    const out = join(configDir, 'family.jsonl.gz');
    const res = await potluck('admin', 'backup', '--out', out);
    expect(res.code).toBe(0);
    expect(res.stdout).toBe(
      `Backed up to ${out} (1 KB; potluck-20261125-100000Z-manual.jsonl.gz stays on the server too).\n`,
    );
    expect(res.stderr).toContain('Backing up');
    expect(res.stderr).toContain('50%');
    expect(new Uint8Array(await readFile(out))).toEqual(BACKUP_BYTES);
    expect((await stat(out)).mode & 0o777).toBe(0o600);
    expect(state.requests).toEqual([
      'POST /admin/backups',
      'GET /admin/backups',
      'GET /admin/backups',
      'GET /admin/backups/potluck-20261125-100000Z-manual.jsonl.gz/download',
    ]);
  });

  it('--json prints the backup with the file; a failed backup is an error with its reason', async () => {
    const { potluck, state, configDir } = await loggedIn();
    const json = await potluck('admin', 'backup', '--out', join(configDir, 'b.gz'), '--json');
    expect(json.stderr).toBe('');
    expect(JSON.parse(json.stdout)).toMatchObject({ status: 'done', bytes: BACKUP_BYTES.length, trigger: 'manual' });
    state.failWith = 'disk full';
    state.backups.length = 0;
    const failed = await potluck('admin', 'backup', '--out', join(configDir, 'c.gz'));
    expect(failed).toMatchObject({ code: 1, stderr: 'The backup failed: disk full.\n' });
  });

  it('needs --out; a member is told it is for admins', async () => {
    const { potluck, state } = await loggedIn();
    expect((await potluck('admin', 'backup')).code).toBe(2);
    state.viewerIsAdmin = false;
    const res = await potluck('admin', 'backup', '--out', 'x.gz');
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('Administrator privileges are required');
  });
});

describe('potluck admin backups', () => {
  it('lists the backups as a table, or as JSON', async () => {
    const { potluck } = await loggedIn();
    const res = await potluck('admin', 'backups');
    expect(res.code).toBe(0);
    expect(res.stdout).toBe(
      [
        'NAME                                         CREATED (UTC)     SIZE    TRIGGER    STATUS',
        'potluck-20261124-020000Z-scheduled.jsonl.gz  2026-11-24 02:00  3.2 MB  scheduled  done',
        '',
      ].join('\n'),
    );
    const json = await potluck('admin', 'backups', '--json');
    expect(JSON.parse(json.stdout).items).toHaveLength(1);
  });
});
