import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/browser';
import { journeyApp } from './support/journey';

// The demo family (POTLUCK_DEMO=1): Dan is its admin.
const ADMIN = 'dan_moretti';

const app = journeyApp({ POTLUCK_DEMO: '1' });

describe('backups journey', () => {
  it('admin backs up now → watches it finish → downloads the file → deletes it', async () => {
    const admin = await app.signedIn(ADMIN);
    await admin.goto(`${app.url}/admin`);
    const card = admin.getByRole('region', { name: 'Backups' });
    await card.getByRole('button', { name: 'Back up now' }).click();

    // The new backup runs, then offers its download.
    const row = card.getByRole('listitem', { name: /-manual\.jsonl\.gz$/ });
    await row
      .getByText(/Backing up|\d+ KB/)
      .first()
      .waitFor();
    await row.getByRole('button', { name: 'Download' }).waitFor({ timeout: 15_000 });
    expect(await seriousA11yViolations(admin)).toEqual([]);

    const folder = await mkdtemp(join(tmpdir(), 'potluck-backup-e2e-'));
    try {
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        row.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^potluck-\d{8}-\d{6}Z-manual\.jsonl\.gz$/);
      const file = join(folder, download.suggestedFilename());
      await download.saveAs(file);
      // The whole instance: the demo family's members and recipes are in it.
      const text = gunzipSync(await readFile(file)).toString('utf8');
      expect(text).toContain(ADMIN);
      expect(text).toContain('recipes');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }

    await row.getByRole('button', { name: /^Delete backup / }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('Backup deleted', { exact: true }).waitFor();
    await row.waitFor({ state: 'detached' });
  });
});
