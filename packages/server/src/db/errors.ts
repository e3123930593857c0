import type { Db } from './client';

/** A transaction handle; services accept it wherever they accept the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** Drizzle wraps driver errors; look through the cause chain for the PostgreSQL error. */
function findPgError(err: unknown, code: (c: string) => boolean): PgErrorLike | null {
  for (
    let e = err as PgErrorLike | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as PgErrorLike | undefined, depth++
  ) {
    if (typeof e.code === 'string' && code(e.code)) return e;
  }
  return null;
}

/** The constraint name when err is a unique violation (23505), else null. */
export function uniqueViolation(err: unknown): string | null {
  const e = findPgError(err, (c) => c === '23505');
  return e ? String(e.constraint ?? '') : null;
}

/** A foreign key violation (23503): the referenced row is gone, e.g. deleted by a concurrent request. */
export const foreignKeyViolation = (err: unknown): boolean => findPgError(err, (c) => c === '23503') !== null;

/** Connection-level failures (class 08, shutdown 57P0x, refused sockets): the database, not the request, is at fault. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return (
    findPgError(
      err,
      (c) =>
        c.startsWith('08') || c.startsWith('57P') || c === 'ECONNREFUSED' || c === 'ECONNRESET' || c === 'ETIMEDOUT',
    ) !== null
  );
}
