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

/** What one viewer's search leaves out or marks: read in one statement over the viewer's own rows, kept until a write. */
interface ViewerRows {
  /** The highest member id in the database (any member, active or not): a new member shows at once. */
  maxId: number;
  /** The other member of each of the viewer's friendships → the friendship. */
  friendships: Map<number, { id: number; status: string; sent: boolean }>;
  /** Members the viewer blocked or who blocked the viewer. */
  blocked: Set<number>;
}

/** The pairs-of-characters index of members (see createMemberSearchIndex). */
function pairsOf(members: IndexedMember[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  members.forEach((m, at) => {
    const name = m.searchName;
    for (let i = 0; i + 1 < name.length; i++) {
      const pair = name.slice(i, i + 2);
      const list = lists.get(pair);
      if (list === undefined) lists.set(pair, [at]);
      else if (list[list.length - 1] !== at) list.push(at);
    }
  });
  const out = new Map<string, Int32Array>();
  for (const [pair, list] of lists) out.set(pair, Int32Array.from(list));
  return out;
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
  /** Each pair of adjacent characters → the members (positions in `members`, ascending) whose search_name has it. */
  let pairs = new Map<string, Int32Array>();
  let maxId = -1;
  /** Bumped by markStale (every write). */
  let generation = 0;
  /** The generation when the index in hand began to load: it holds every write announced before that. */
  let loadedGeneration = -1;
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
    pairs = pairsOf(next);
    maxId = top?.max_id ?? 0;
    loadedGeneration = began;
  }

  /**
   * Loads (one load at a time; searches arriving meanwhile share it) until the index began loading no earlier
   * than `need` (the generation when the search began: writes after that are concurrent with it, so a steady
   * stream of writes cannot keep a search waiting) and holds `seenMaxId`.
   */
  async function current(need: number, seenMaxId: number): Promise<void> {
    while (loadedGeneration < need || maxId < seenMaxId) {
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
   * Calls `hit` with each member whose search_name contains `text`, in index order: the members holding the
   * text's rarest pair of characters, checked with includes (a two-character text is its own pair).
   */
  function eachMatching(text: string, hit: (m: IndexedMember) => void): void {
    if (text.length < 2) {
      for (const m of members) if (m.searchName.includes(text)) hit(m);
      return;
    }
    let rarest: Int32Array | undefined;
    for (let i = 0; i + 1 < text.length; i++) {
      const list = pairs.get(text.slice(i, i + 2));
      if (list === undefined) return;
      if (rarest === undefined || list.length < rarest.length) rarest = list;
    }
    for (const at of rarest!) {
      const m = members[at]!;
      if (text.length === 2 || m.searchName.includes(text)) hit(m);
    }
  }

  return {
    /** Marks the index stale: the next search reloads it (after every write, made here or heard of). */
    markStale() {
      generation++;
      viewers.clear();
    },

    /** The page of matches for `text` (already lower-cased by the caller, as the SQL compares it). */
    async search(
      viewerId: number,
      text: string,
      page: { limit: number; offset: number },
    ): Promise<Page<FriendSearchResult>> {
      const need = generation;
      const viewer = await viewerRows(viewerId);
      await current(need, viewer.maxId);
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
