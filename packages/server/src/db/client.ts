import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
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
  /**
   * Runs fn inside one READ ONLY, REPEATABLE READ transaction: every query sees the same moment (a backup).
   * PGlite has one session, so its transaction also holds off the app's other queries until fn ends.
   */
  withSnapshot<T>(fn: (client: RawClient) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: a new connection of its own, outside the pool, for LISTEN (see change-feed.ts). PGlite
   * has no other process to hear from.
   */
  connectListener?(): Promise<pg.Client>;
  close(): Promise<void>;
}

interface ErrorLogger {
  error(obj: unknown, msg?: string): void;
}

// Each engine's modules load only when that engine is used: start-up time matters (< 3 s cold).

/**
 * PGlite's default 128 MB of shared buffers is most of an idle server's memory (≈330 MB RSS); 32 MB keeps a
 * family's data hot at ≈200 MB. The defaults are extended, not replaced; if a PGlite version stops exposing
 * them we leave its settings alone.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

/** PGlite with the extensions the migrations need; also used to load a dumped data dir in tests. */
export async function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  // Not btree_gin: loaded beside pg_trgm it breaks trigram matching and hangs later queries (see 0007).
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams;
  return PGlite.create({
    ...options,
    extensions: { pg_trgm },
    ...(defaults ? { startParams: [...defaults, ...PGLITE_SETTINGS] } : {}),
  });
}

export async function fromPglite(client: PGlite): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const raw: RawClient = {
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
  };
  return {
    engine: 'pglite',
    db: drizzle({ client, schema }) as unknown as Db,
    withRawClient: (fn) => fn(raw),
    withSnapshot: (fn) =>
      client.transaction(async (tx) => {
        await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
        return fn({
          exec: async (sql) => {
            await tx.exec(sql);
          },
          query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
        });
      }),
    close: () => client.close(),
  };
}

export async function fromPool(pool: pg.Pool): Promise<Database> {
  const [{ drizzle }, { default: pgModule }] = await Promise.all([import('drizzle-orm/node-postgres'), import('pg')]);
  const database: Database = {
    engine: 'postgres',
    db: drizzle({ client: pool, schema }) as unknown as Db,
    async connectListener() {
      const client = new pgModule.Client(pool.options);
      await client.connect();
      return client;
    },
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
    async withSnapshot(fn) {
      return database.withRawClient(async (client) => {
        await client.exec('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        try {
          const result = await fn(client);
          await client.exec('COMMIT');
          return result;
        } catch (err) {
          await client.exec('ROLLBACK').catch(() => {});
          throw err;
        }
      });
    },
    close: () => pool.end(),
  };
  return database;
}

export async function createPool(url: string, logger: ErrorLogger): Promise<pg.Pool> {
  const { default: pgModule } = await import('pg');
  // No parallel plans: requests are small index walks, and a search by relevance relies on a UNION ALL's
  // parts running one after the other (see recipe-list-query.ts), which a Parallel Append would interleave.
  const pool = new pgModule.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    options: '-c max_parallel_workers_per_gather=0',
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled, that would kill the process.
  pool.on('error', (err) => logger.error({ err }, 'PostgreSQL pool error (connection dropped)'));
  return pool;
}

/** PGlite in <data dir>/db unless DATABASE_URL points at PostgreSQL. */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  logger: ErrorLogger;
}): Promise<Database> {
  if (options.databaseUrl) return fromPool(await createPool(options.databaseUrl, options.logger));
  const dir = join(options.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return fromPglite(await createPglite({ dataDir: dir }));
}
