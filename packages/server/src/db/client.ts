import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one query interface services use; both engines implement it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

/** Raw access for migrations and test tooling: exec runs several statements, query one with params. */
export interface RawClient {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database {
  engine: Engine;
  db: Db;
  /** Runs fn on one connection (PostgreSQL: a pooled client held for the duration). */
  withRawClient<T>(fn: (client: RawClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface ErrorLogger {
  error(obj: unknown, msg?: string): void;
}

/** PGlite needs its extensions named when it opens (and when it loads a dump). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export function fromPglite(client: PGlite): Database {
  const raw: RawClient = {
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
  };
  return {
    engine: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Db,
    withRawClient: (fn) => fn(raw),
    close: () => client.close(),
  };
}

export function fromPool(pool: pg.Pool): Database {
  return {
    engine: 'postgres',
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    async withRawClient(fn) {
      const conn = await pool.connect();
      try {
        return await fn({
          exec: async (sql) => {
            await conn.query(sql);
          },
          query: async <T>(sql: string, params?: unknown[]) => (await conn.query(sql, params)).rows as T[],
        });
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

export function createPool(url: string, logger: ErrorLogger): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection emits 'error' on the pool; unhandled, that would kill the process.
  pool.on('error', (err) => logger.error({ err }, 'PostgreSQL pool error (connection dropped)'));
  return pool;
}

/** PGlite in <data dir>/db unless DATABASE_URL points at PostgreSQL. */
export async function openDatabase(options: { dataDir: string; databaseUrl?: string | undefined; logger: ErrorLogger }): Promise<Database> {
  if (options.databaseUrl) return fromPool(createPool(options.databaseUrl, options.logger));
  const dir = join(options.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
  return fromPglite(client);
}
