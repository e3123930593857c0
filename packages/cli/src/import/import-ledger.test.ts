import { readFile, stat, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { folderWith } from '../testing/import-fixtures';
import { Cleanups } from '../testing/logged-in';
import { ledgerPath, MAX_LEDGER_ENTRIES, openLedger } from './import-ledger';

const cleanups = new Cleanups();
afterEach(() => cleanups.run());

describe('the import ledger', () => {
  it('remembers sources per server in an owner-only file, and forgets them', async () => {
    const dir = await folderWith(cleanups, {});
    const ledger = await openLedger(dir);
    expect(ledger.find('http://a', 'sha256:1')).toBeUndefined();
    await ledger.record(
      { server: 'http://a', source: 'sha256:1', label: 'pie.json', recipe_ids: [3, 4] },
      new Date('2026-11-21T10:00:00Z'),
    );
    expect((await stat(ledgerPath(dir))).mode & 0o777).toBe(0o600);

    const again = await openLedger(dir);
    expect(again.find('http://a', 'sha256:1')).toEqual({
      server: 'http://a',
      source: 'sha256:1',
      label: 'pie.json',
      recipe_ids: [3, 4],
      imported_at: '2026-11-21T10:00:00.000Z',
    });
    expect(again.find('http://b', 'sha256:1')).toBeUndefined();
    await again.record({ server: 'http://a', source: 'sha256:1', label: 'pie.json', recipe_ids: [9] });
    expect((await openLedger(dir)).find('http://a', 'sha256:1')?.recipe_ids).toEqual([9]);
    await again.forget('http://a', 'sha256:1');
    expect((await openLedger(dir)).find('http://a', 'sha256:1')).toBeUndefined();
  });

  it('keeps only the newest entries', async () => {
    const dir = await folderWith(cleanups, {});
    const entries = Array.from({ length: MAX_LEDGER_ENTRIES }, (_, i) => ({
      server: 's',
      source: `k${i}`,
      label: 'x',
      recipe_ids: [i],
      imported_at: '2026-01-01T00:00:00Z',
    }));
    await writeFile(ledgerPath(dir), JSON.stringify({ entries }));
    await (await openLedger(dir)).record({ server: 's', source: 'new', label: 'x', recipe_ids: [1] });
    const saved = JSON.parse(await readFile(ledgerPath(dir), 'utf8')) as { entries: Array<{ source: string }> };
    expect(saved.entries).toHaveLength(MAX_LEDGER_ENTRIES);
    expect(saved.entries[0]?.source).toBe('k1');
    expect(saved.entries.at(-1)?.source).toBe('new');
  });

  it('says how to recover from a damaged file', async () => {
    const dir = await folderWith(cleanups, {});
    await writeFile(ledgerPath(dir), '{"entries": [{"server": 1}]}');
    await expect(openLedger(dir)).rejects.toThrow(/imports\.json is damaged\. Delete it to start over/);
    await writeFile(ledgerPath(dir), '{not json');
    await expect(openLedger(dir)).rejects.toThrow(/imports\.json is not valid JSON/);
  });
});
