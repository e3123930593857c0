import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import { type Database, createPglite, createPool, fromPglite, fromPool } from '../db/client';

export type DbTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; baseUrl: string; template: string };

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let templateBytes: Uint8Array<ArrayBuffer> | undefined;

/**
 * A fresh, migrated database cloned from the run's template: PGlite loads the dumped data dir; PostgreSQL
 * copies the template database (and drops the copy on close). close() may be called more than once.
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  let database: Database;
  let dispose = async () => {};
  if (template.kind === 'pglite') {
    templateBytes ??= new Uint8Array(readFileSync(template.file));
    database = await fromPglite(await createPglite({ loadDataDir: new Blob([templateBytes]) }));
  } else {
    const name = `potluck_t_${randomBytes(6).toString('hex')}`;
    await withAdmin(template.baseUrl, (admin) => createFromTemplate(admin, name, template.template));
    // The pool may still hear from its last connections while DROP DATABASE ... FORCE ends them.
    database = await fromPool(await createPool(databaseUrl(template.baseUrl, name), { error: () => {} }));
    dispose = () =>
      withAdmin(template.baseUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => {}),
      );
  }
  let closed: Promise<void> | undefined;
  return {
    ...database,
    close: () => (closed ??= database.close().then(dispose)),
  };
}

async function withAdmin<T>(baseUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** Parallel test files copy the same template; PostgreSQL refuses while another copy is starting, so retry. */
async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (err) {
      if (attempt >= 20 || !/being accessed by other users/.test((err as Error).message)) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}
