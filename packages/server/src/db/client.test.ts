import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseBytes, sharedBuffersFor } from './client';

describe("PGlite's shared buffers follow the size of its database", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts the bytes of the tables and indexes under base/', () => {
    dir = mkdtempSync(join(tmpdir(), 'potluck-db-size-'));
    expect(databaseBytes(dir)).toBe(0); // a new data dir
    mkdirSync(join(dir, 'base', '5'), { recursive: true });
    writeFileSync(join(dir, 'base', '5', '16384'), Buffer.alloc(8192));
    writeFileSync(join(dir, 'base', '5', '16385'), Buffer.alloc(100));
    writeFileSync(join(dir, 'pg_wal_elsewhere'), Buffer.alloc(5000)); // not under base/
    expect(databaseBytes(dir)).toBe(8292);
  });

  it('keeps 32 MB for a family-sized database and takes 128 MB from 256 MB of data up', () => {
    dir = mkdtempSync(join(tmpdir(), 'potluck-db-size-'));
    mkdirSync(join(dir, 'base', '5'), { recursive: true });
    const table = join(dir, 'base', '5', '16384');
    writeFileSync(table, '');
    truncateSync(table, 255 * 1024 * 1024); // sparse: no disk used
    expect(sharedBuffersFor(databaseBytes(dir))).toBe('32MB');
    truncateSync(table, 256 * 1024 * 1024);
    expect(sharedBuffersFor(databaseBytes(dir))).toBe('128MB');
  });
});
