import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { at, rows, toIso } from '../../db/raw';
import { tooManyRequests } from '../../http/http-error';

const KIND = 'friend_search';

interface Count {
  /** Searches in the window: the database's count when checked, plus what this process let through since. */
  n: number;
  /** The oldest of them (ms), for Retry-After. */
  oldest: number;
  checkedAt: number;
}

/**
 * The per-member friend search limit (decision 015). Searches are counted in `auth_attempts` (kind friend_search),
 * so the limit holds across processes and restarts, but without a statement per search: a member's count is read
 * from the database at most once every `refreshMs` (concurrent searches share that read), searches let through
 * meanwhile are counted in the process, and their rows are written in one batch every `flushMs` (and before any
 * count is read again). Between two reads another process's searches are not seen: with P processes a member can
 * exceed the limit by at most what the other P − 1 let through in one `refreshMs`. Losing the last batch in a
 * crash is harmless.
 */
export function createSearchLimiter(
  ctx: AppContext,
  { windowMs, refreshMs = 1_000, flushMs = 250 }: { windowMs: number; refreshMs?: number; flushMs?: number },
) {
  const { db, config, log } = ctx;
  const counts = new Map<string, Count>();
  const checking = new Map<string, Promise<void>>();
  let pending: { key: string; at: Date }[] = [];
  let written: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  /** Writes the searches not written yet (one statement) and prunes their members' rows outside the window. */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return written;
    const since = at(new Date(config.now().getTime() - windowMs));
    const json = JSON.stringify(batch.map((p) => ({ k: p.key, t: p.at.toISOString() })));
    written = written.then(async () => {
      try {
        await db.execute(sql`WITH batch AS (
            SELECT x.k, x.t::timestamptz AS t FROM json_to_recordset(${json}::json) AS x(k text, t text)
          ), counted AS (
            INSERT INTO auth_attempts (kind, account_key, created_at) SELECT ${KIND}, k, t FROM batch RETURNING id
          )
          DELETE FROM auth_attempts WHERE kind = ${KIND} AND account_key IN (SELECT k FROM batch)
            AND created_at < ${since}`);
      } catch (err) {
        log.warn({ err }, 'Friend search counts could not be written');
      }
    });
    const now = config.now().getTime();
    for (const [key, count] of counts) if (now - count.checkedAt >= refreshMs) counts.delete(key);
    return written;
  }

  /** The member's count from the database (after writing ours), shared by concurrent searches of the member. */
  function refresh(key: string): Promise<void> {
    let loading = checking.get(key);
    if (!loading) {
      loading = (async () => {
        await flush();
        const now = config.now().getTime();
        const [row] = await rows<{ n: number; oldest: string | Date | null }>(
          db,
          sql`SELECT count(*)::int AS n, min(created_at) AS oldest FROM auth_attempts
            WHERE kind = ${KIND} AND account_key = ${key} AND created_at > ${at(new Date(now - windowMs))}`,
        );
        const unwritten = pending.filter((p) => p.key === key);
        counts.set(key, {
          n: (row?.n ?? 0) + unwritten.length,
          oldest: row?.oldest ? new Date(toIso(row.oldest)).getTime() : (unwritten[0]?.at.getTime() ?? now),
          checkedAt: now,
        });
      })().finally(() => checking.delete(key));
      checking.set(key, loading);
    }
    return loading;
  }

  return {
    /** Counts one search of the member, or 429 with Retry-After (until the oldest counted search leaves the window). */
    async take(key: string, limit: number, detail: string): Promise<void> {
      let count = counts.get(key);
      const now = config.now().getTime();
      if (!count || now - count.checkedAt >= refreshMs || now < count.checkedAt) {
        await refresh(key);
        count = counts.get(key)!;
      }
      if (count.n >= limit) throw tooManyRequests(detail, (count.oldest + windowMs - now) / 1000);
      if (count.n === 0) count.oldest = now;
      count.n += 1;
      pending.push({ key, at: new Date(now) });
      if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref();
      }
    },
    /** Writes what is still counted only here (at shutdown, and in tests). */
    flush,
  };
}
export type SearchLimiter = ReturnType<typeof createSearchLimiter>;
