import { SEARCH_USERS_MIN, type SearchUserResult } from '@potluck/api';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { invitationKeys } from './keys';

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * GET /invitations/search-users?query= once the trimmed query has at least 2 characters (spec 001 §5), after a
 * short pause in typing; answers stay fresh 30 seconds (spec 001 §9).
 */
export function useSearchUsers(query: string) {
  const trimmed = query.trim();
  const [settled, setSettled] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);
  const ready = settled.length >= SEARCH_USERS_MIN && settled === trimmed;
  const swr = useSWR<SearchUserResult[]>(
    settled.length >= SEARCH_USERS_MIN ? invitationKeys.search(settled) : null,
    async () => (await api.invitations.searchUsers({ query: { query: settled } })).items,
    freshFor('invitationSearch'),
  );
  const status =
    trimmed.length < SEARCH_USERS_MIN
      ? 'idle'
      : !ready || (swr.isLoading && !swr.data)
        ? 'searching'
        : swr.error && !swr.data
          ? 'error'
          : 'done';
  return { status, results: status === 'done' ? (swr.data ?? []) : [], refresh: () => swr.mutate() } as const;
}
