import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app';

/** Makes two members friends (or leaves a request pending) directly in the friendships table. */
export async function befriend(
  t: Pick<TestApp, 'database'>,
  a: { id: number },
  b: { id: number },
  status: 'accepted' | 'pending' = 'accepted',
): Promise<void> {
  const now = new Date().toISOString();
  await t.database.db.execute(sql`INSERT INTO friendships (requester_id, addressee_id, status, created_at, updated_at,
    accepted_at) VALUES (${a.id}, ${b.id}, ${status}, ${now}::timestamptz, ${now}::timestamptz,
    ${status === 'accepted' ? now : null}::timestamptz)`);
}
