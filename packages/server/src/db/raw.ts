import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import type { Executor } from './errors';

const dialect = new PgDialect();

/**
 * Rows of a hand-written statement. Both drivers answer { rows }; column types differ slightly (PostgreSQL
 * sends bigint as text, timestamps come back as text from drizzle's raw path), so statements cast counts to
 * int and mappers read timestamps with toIso.
 */
export async function rows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamp from either driver (Date, '2026-01-02 03:04:05.678+00' or JSON's ISO form) as ISO-8601 UTC. */
export function toIso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).toISOString();
}

/** A timestamp parameter: ISO text cast in SQL, so both drivers send the same instant. */
export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Rows of a read that runs often with the same shape, through a named prepared statement on PostgreSQL:
 * after a few runs PostgreSQL reuses a generic plan, and planning a page statement costs as much as running
 * it. Only for statements whose best plan does not depend on the values (not for word searches, whose plan
 * must follow how common the word is). PGlite has no named statements; it plans each time.
 */
export async function rowsWithCachedPlan<T>(database: Database, query: SQL): Promise<T[]> {
  if (database.engine !== 'postgres') return rows<T>(database.db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `plan_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const pool = (database.db as unknown as { $client: { query(config: object): Promise<{ rows: T[] }> } }).$client;
  return (await pool.query({ name, text, values: params })).rows;
}
