import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { liveCli } from './live-cli';
import { ADMIN } from './live-server';

// `potluck admin backup --out FILE` and `potluck admin backups`: the built CLI against the real server.
const cli = liveCli();
const { potluck, login } = cli;

describe('potluck admin backup against a live server', { timeout: 120_000 }, () => {
  it('takes a backup of the whole instance, saves it owner-only and lists it with the server’s backups', async () => {
    expect((await login()).code).toBe(0);
    const out = join(cli.configDir, 'family.jsonl.gz');
    const taken = await potluck('admin', 'backup', '--out', out);
    expect(taken.code).toBe(0);
    const saved =
      /^Backed up to (.+) \(\d+ KB; (potluck-\d{8}-\d{6}Z-manual\.jsonl\.gz) stays on the server too\)\.\n$/.exec(
        taken.stdout,
      );
    expect(saved?.[1]).toBe(out);
    const name = saved![2]!;
    expect((await stat(out)).mode & 0o777).toBe(0o600);

    // The saved file is the server's backup: gzip'd lines that hold the instance's members.
    const text = gunzipSync(await readFile(out)).toString('utf8');
    expect(text.split('\n').length).toBeGreaterThan(2);
    expect(text).toContain(ADMIN.email);

    const listed = await potluck('admin', 'backups');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      new RegExp(`^${name.replaceAll('.', '\\.')} +\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} .+ manual `, 'm'),
    );
    expect(await potluck('admin', 'backup')).toMatchObject({ code: 2, stderr: expect.stringContaining('--out') });
  });
});
