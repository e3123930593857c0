import type { FriendSearchResult, MemberSummary, Page } from '@potluck/api';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rows, rowsWithCachedPlan } from '../../db/raw';
import { memberColumns, memberFrom } from './friends-sql';

/** An active member as search reads them: the public columns, lower(username) and search_name as PostgreSQL made them. */
interface IndexedMember {
  summary: MemberSummary;
  /** lower(username), computed by the database (so JavaScript's lower-casing never differs from it). */
  key: string;
  /** users.search_name (lower(username || '\n' || display_name)), as stored. */
  searchName: string;
}

/** What one viewer's search leaves out or marks: read per search, in one statement over the viewer's own rows. */
interface ViewerRows {
  /** The highest member id in the database (any member, active or not): a new member shows at once. */
  maxId: number;
  /** The other member of each of the viewer's friendships → the friendship. */
  friendships: Map<number, { id: number; status: string; sent: boolean }>;
  /** Members the viewer blocked or who blocked the viewer. */
  blocked: Set<number>;
}

/** C-collation order of two lower-cased usernames (code units: usernames are ASCII), then by id. */
const byKey = (a: IndexedMember, b: IndexedMember) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : a.summary.id - b.summary.id;

/**
 * Decision 018: every active member held in the process (id, public columns, lower(username), search_name), in
 * the order friend search answers (lower(username) in the C collation, then id). A search reads the highest member
 * id (and, the first time after a write, the viewer's friendships and blocks) in one indexed statement, and matches
 * the names in JavaScript exactly as the SQL does (LIKE over search_name: contains, prefix of the username or
 * display name first).
 *
 * Kept current: a member id above the highest the index holds (a new member, from any process) reloads it before
 * the answer; every write this process makes or hears of through the change feed (decision 008) marks it stale
 * and forgets the viewers' rows (`markStale`, called with the answer caches' `forget`), and the next search
 * reloads it.
 */
export function createMemberSearchIndex(database: Database) {
  const { db } = database;
  let members: IndexedMember[] = [];
  /** Every search_name in index order, joined by NUL (which text in PostgreSQL never holds), and where each starts. */
  let joined = '';
  let starts = new Int32Array(0);
  let maxId = -1;
  let stale = true;
  /** Bumped by markStale: a load that began before a write does not clear the stale mark. */
  let generation = 0;
  let loading: Promise<void> | null = null;

  async function load(): Promise<void> {
    const began = generation;
    // The highest id first: rows read after it hold at least those members (a member added in between only
    // costs one more load).
    const [top] = await rows<{ max_id: number | null }>(db, sql`SELECT max(id)::int AS max_id FROM users`);
    const list = await rows<Record<string, unknown> & { key: string; search_name: string }>(
      db,
      sql`SELECT ${memberColumns('u', 'm_')}, lower(u.username) AS key, u.search_name
        FROM users u WHERE u.is_active`,
    );
    const next = list.map((r) => ({ summary: memberFrom(r, 'm_'), key: r.key, searchName: r.search_name }));
    next.sort(byKey);
    members = next;
    joined = next.map((m) => m.searchName).join('\0');
    starts = new Int32Array(next.length + 1);
    for (let i = 0, at = 0; i < next.length; i++) {
      starts[i] = at;
      at += next[i]!.searchName.length + 1;
    }
    starts[next.length] = joined.length + 1;
    maxId = top?.max_id ?? 0;
    if (generation === began) stale = false;
  }

  /** Loads (one load at a time; searches arriving meanwhile share it) until fresh and holding `seenMaxId`. */
  async function current(seenMaxId: number): Promise<void> {
    while (stale || maxId < seenMaxId) {
      loading ??= load().finally(() => (loading = null));
      await loading;
    }
  }

  /** Each viewer's friendships and blocks, kept until the next write (markStale clears them). */
  const viewers = new Map<number, Omit<ViewerRows, 'maxId'>>();
  const VIEWERS_MAX = 10_000;

  const HIGHEST_ID = 'SELECT coalesce(max(id), 0)::int AS max_id FROM users';
  /** PGlite's own client: a statement without parameters by its simple protocol costs half the extended one. */
  const pglite =
    database.engine === 'postgres'
      ? null
      : (database.db as unknown as { $client: { exec(q: string): Promise<Array<{ rows: unknown[] }>> } }).$client;

  /** The highest member id (any member, active or not), by the primary key. */
  async function highestId(): Promise<number> {
    const [top] = pglite
      ? ((await pglite.exec(HIGHEST_ID))[0]?.rows as Array<{ max_id: number }>)
      : await rowsWithCachedPlan<{ max_id: number }>(database, sql.raw(HIGHEST_ID));
    return Number(top?.max_id ?? 0);
  }

  /** The highest member id, and the viewer's rows when not kept: one statement either way. */
  async function viewerRows(viewerId: number): Promise<ViewerRows> {
    const kept = viewers.get(viewerId);
    if (kept) return { maxId: await highestId(), ...kept };
    const began = generation;
    const list = await rowsWithCachedPlan<{
      k: number;
      other: number;
      f_id: number | null;
      status: string | null;
      sent: boolean | null;
    }>(
      database,
      sql`SELECT 0 AS k, coalesce((SELECT max(id) FROM users), 0)::int AS other,
          NULL::int AS f_id, NULL::text AS status, NULL::boolean AS sent
        UNION ALL
        SELECT 1, CASE WHEN f.requester_id = ${viewerId} THEN f.addressee_id ELSE f.requester_id END,
          f.id, f.status, f.requester_id = ${viewerId}
        FROM friendships f WHERE f.requester_id = ${viewerId} OR f.addressee_id = ${viewerId}
        UNION ALL SELECT 2, blocked_id, NULL, NULL, NULL FROM member_blocks WHERE blocker_id = ${viewerId}
        UNION ALL SELECT 2, blocker_id, NULL, NULL, NULL FROM member_blocks WHERE blocked_id = ${viewerId}`,
    );
    const out: ViewerRows = { maxId: 0, friendships: new Map(), blocked: new Set() };
    for (const r of list) {
      const k = Number(r.k);
      if (k === 0) out.maxId = Number(r.other);
      else if (k === 1)
        out.friendships.set(Number(r.other), { id: Number(r.f_id), status: String(r.status), sent: Boolean(r.sent) });
      else out.blocked.add(Number(r.other));
    }
    // Kept only if no write began meanwhile (a read that raced a write must not outlive it).
    if (generation === began) {
      if (viewers.size >= VIEWERS_MAX) viewers.delete(viewers.keys().next().value!);
      viewers.set(viewerId, { friendships: out.friendships, blocked: out.blocked });
    }
    return out;
  }

  /**
   * Calls `hit` with each member whose search_name contains `text`, in index order: indexOf over the joined names,
   * then the member holding the offset (offsets only grow, so one walk over the starts serves the whole search).
   */
  function eachMatching(text: string, hit: (m: IndexedMember) => void): void {
    if (text.includes('\0')) {
      for (const m of members) if (m.searchName.includes(text)) hit(m);
      return;
    }
    const count = members.length;
    let member = 0;
    for (let at = joined.indexOf(text); at !== -1;) {
      while (starts[member + 1]! <= at) member++;
      hit(members[member]!);
      if (++member >= count) return;
      at = joined.indexOf(text, starts[member]!);
    }
  }

  return {
    /** Marks the index stale: the next search reloads it (after every write, made here or heard of). */
    markStale() {
      stale = true;
      generation++;
      viewers.clear();
    },

    /** The page of matches for `text` (already lower-cased by the caller, as the SQL compares it). */
    async search(
      viewerId: number,
      text: string,
      page: { limit: number; offset: number },
    ): Promise<Page<FriendSearchResult>> {
      const viewer = await viewerRows(viewerId);
      await current(viewer.maxId);
      const nameStart = `\n${text}`;
      const first: IndexedMember[] = [];
      const rest: IndexedMember[] = [];
      eachMatching(text, (m) => {
        const id = m.summary.id;
        if (id === viewerId || viewer.blocked.has(id)) return;
        const f = viewer.friendships.get(id);
        if (f !== undefined && f.sent && f.status === 'pending') return;
        const name = m.searchName;
        (name.startsWith(text) || name.includes(nameStart) ? first : rest).push(m);
      });
      const total = first.length + rest.length;
      const items: FriendSearchResult[] = [];
      for (let i = page.offset; i < Math.min(total, page.offset + page.limit); i++) {
        const m = i < first.length ? first[i]! : rest[i - first.length]!;
        const f = viewer.friendships.get(m.summary.id);
        const status = f?.status === 'accepted' ? 'accepted' : f?.status === 'pending' ? 'pending_received' : 'none';
        items.push({ ...m.summary, friendship_status: status, friendship_id: status === 'none' ? null : f!.id });
      }
      return { items, total, limit: page.limit, offset: page.offset };
    },
  };
}
export type MemberSearchIndex = ReturnType<typeof createMemberSearchIndex>;
