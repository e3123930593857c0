import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, fromPglite, fromPool } from '../db/client';
import { migrate } from '../db/migrate';
import { type DbTemplate, databaseUrl } from './test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

/** Migrates once per run; test files clone the result instead of re-running migrations. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const name = `potluck_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const database = await fromPool(new pg.Pool({ connectionString: databaseUrl(baseUrl, name), max: 1 }));
    await migrate(database);
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', baseUrl, template: name });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'potluck-db-template-'));
  const client = await createPglite();
  await migrate(await fromPglite(client));
  // Uncompressed loads about twice as fast per clone as gzip.
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbTemplate', { kind: 'pglite', file });
  return async () => rmSync(dir, { recursive: true, force: true });
}
