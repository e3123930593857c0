import { SearchX } from 'lucide-react';
import { Alert } from '../alert/alert';
import { EmptyState } from '../empty-state/empty-state';
import { FriendRow, type FoundRelation } from '../friend-row/friend-row';
import type { FriendMember } from '../friend-row/member-name';
import { Skeleton } from '../skeleton/skeleton';
import * as styles from './friend-search-results.css';

/** A member found by the friend search, with where the viewer stands (spec 000 §7). */
export interface FriendSearchHit extends FriendMember {
  friendship_status: 'none' | 'accepted' | 'pending_received';
}

/** Spec 000 §5: a friend search needs at least this many characters after trimming. */
export const FRIEND_SEARCH_MIN_CHARS = 2;

export interface FriendSearchResultsProps {
  /** What the member typed (trimmed here for the 2-character rule). */
  query: string;
  /** The hits for the query; undefined while the first answer is on its way. */
  results?: readonly FriendSearchHit[];
  /** The search failed: this text shows instead of results. */
  error?: string | null;
  /** Members a request was just sent to (they leave the server's answers next time). */
  requestedIds?: ReadonlySet<number>;
  /** The member whose row is busy (a request being sent). */
  busyId?: number | null;
  onAdd: (hit: FriendSearchHit) => void;
  /** Accept the request this member sent you. */
  onAccept: (hit: FriendSearchHit) => void;
}

const relationOf = (hit: FriendSearchHit, requested: ReadonlySet<number>): FoundRelation =>
  requested.has(hit.id) ? 'requested' : hit.friendship_status;

/** Find Friends results: the 2-character hint, loading rows, the hits, 'No users found', or the error. */
export function FriendSearchResults({
  query,
  results,
  error,
  requestedIds = new Set(),
  busyId = null,
  onAdd,
  onAccept,
}: FriendSearchResultsProps) {
  if (query.trim().length < FRIEND_SEARCH_MIN_CHARS) {
    return <p className={styles.hint}>Type at least {FRIEND_SEARCH_MIN_CHARS} characters of a name or username.</p>;
  }
  if (error) return <Alert tone="danger">{error}</Alert>;
  if (!results) {
    return (
      <div className={styles.list} role="status" aria-busy="true" aria-label="Searching">
        <Skeleton shape="rect" height={66} />
        <Skeleton shape="rect" height={66} />
      </div>
    );
  }
  if (results.length === 0) {
    return (
      <EmptyState
        icon={<SearchX size={28} />}
        title="No users found"
        description="Check the spelling, or invite them with your invite link."
      />
    );
  }
  return (
    <ul className={styles.list} aria-label="Search results">
      {results.map((hit) => (
        <FriendRow
          key={hit.id}
          member={hit}
          state="found"
          relation={relationOf(hit, requestedIds)}
          busy={busyId === hit.id}
          onAdd={() => onAdd(hit)}
          onAccept={() => onAccept(hit)}
        />
      ))}
    </ul>
  );
}
