import { friendRequestSentMessage } from '@potluck/api';
import { Field, FriendSearchResults, Input, memberName, type FriendSearchHit } from '@potluck/ui';
import { useEffect, useState } from 'react';
import { useFriendMutations } from '../api/use-friend-mutations';
import { useFriendSearch } from '../api/use-friend-search';
import { FRIENDS_TEXT as T } from '../friends.texts';
import * as styles from './friends.css';
import { useFriendAction } from './use-friend-action';
import { friendsError } from './friends-error';

/** Typing settles for this long before a search goes out (the server also rate-limits searches). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchTabProps {
  /** The search in the address (?q=), so a person's link from Activity opens their row. */
  initialQuery: string;
  onQueryChange: (query: string) => void;
}

/** Find Friends: search by name or username (2 characters), send a request or accept theirs. */
export function SearchTab({ initialQuery, onQueryChange }: SearchTabProps) {
  const [typed, setTyped] = useState(initialQuery);
  const [query, setQuery] = useState(initialQuery);
  const [requested, setRequested] = useState<ReadonlySet<number>>(new Set());
  const search = useFriendSearch(query);
  const { request, respond } = useFriendMutations();
  const { busyId, run } = useFriendAction();

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(typed);
      onQueryChange(typed.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // onQueryChange is a new function each render of the page; only the typed text starts a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  if (search.error) console.warn('Friend search failed', search.error);

  const add = async (hit: FriendSearchHit) => {
    const done = await run(hit.id, () => request(hit.id), friendRequestSentMessage(memberName(hit)), T.requestFailed);
    if (done) setRequested((ids) => new Set(ids).add(hit.id));
  };
  const accept = (hit: FriendSearchHit) => {
    const id = search.data?.find((result) => result.id === hit.id)?.friendship_id;
    if (id) void run(hit.id, () => respond(id, 'accepted'), T.accepted(memberName(hit)));
  };

  return (
    <div className={styles.section}>
      <Field label={T.searchLabel} className={styles.narrow}>
        <Input
          type="search"
          value={typed}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setTyped(event.target.value)}
        />
      </Field>
      <FriendSearchResults
        query={query}
        results={search.data}
        error={search.error ? friendsError(search.error, T.searchFailed) : null}
        requestedIds={requested}
        busyId={busyId}
        onAdd={(hit) => void add(hit)}
        onAccept={accept}
      />
    </div>
  );
}
