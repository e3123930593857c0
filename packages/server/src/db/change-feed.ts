import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from './client';

const CHANNEL = 'potluck_changes';
/** How long to wait before listening again after the listening connection was lost. */
const RETRY_MS = 1000;

export interface ChangeFeed {
  /** Tells the other server processes on this database that this one has just changed data. */
  announce(): void;
  close(): Promise<void>;
}

interface Log {
  warn(obj: unknown, msg?: string): void;
}

/**
 * Keeps the caches of several server processes on one PostgreSQL exact (decision 008): after each write a
 * process announces it (NOTIFY), and every other process, listening on a connection of its own, calls
 * `heard` to forget what it had cached. While that connection is lost, nothing can be heard: the caches'
 * lifetimes bound staleness, and `heard` runs once more when listening resumes. PGlite serves one process:
 * nothing to announce or hear.
 */
export async function startChangeFeed(database: Database, heard: () => void, log: Log): Promise<ChangeFeed> {
  if (!database.connectListener) return { announce: () => {}, close: async () => {} };
  const connect = database.connectListener.bind(database);
  const self = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function listen(): Promise<void> {
    const next = await connect();
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload !== self) heard();
    });
    next.on('error', (err) => {
      log.warn({ err }, 'Change feed connection lost: listening again shortly');
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      schedule();
    });
    try {
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      await next.end().catch(() => {});
      throw err;
    }
    if (closed) return void (await next.end());
    client = next;
  }

  function schedule(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().then(heard, (err: unknown) => {
        log.warn({ err }, 'Change feed could not listen: trying again shortly');
        schedule();
      });
    }, RETRY_MS);
    retry.unref();
  }

  await listen();
  return {
    announce() {
      database.db
        .execute(sql`SELECT pg_notify(${CHANNEL}, ${self})`)
        .catch((err: unknown) => log.warn({ err }, 'Change feed could not announce a change'));
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
