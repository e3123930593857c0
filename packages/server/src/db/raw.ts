import type { SQL } from 'drizzle-orm';
import type { Executor } from './errors';

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
