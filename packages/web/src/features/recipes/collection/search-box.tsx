import { Input } from '@potluck/ui';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as styles from './collection.css';

/** Typing pauses this long before the search runs; Enter runs it at once. */
export const SEARCH_DEBOUNCE_MS = 400;

export interface SearchBoxProps {
  /** The search in effect (from the address bar). */
  value: string;
  /** Runs a search (trimmed; '' clears it). */
  onSearch: (search: string) => void;
}

/** The collection's search box: debounced while typing, submitted by Enter. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // A search changed elsewhere (Clear filters, back button) replaces what is typed.
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }

  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = window.setTimeout(() => onSearchRef.current(next), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    if (next !== value) onSearch(next);
  };

  return (
    <form role="search" className={styles.searchForm} onSubmit={submit}>
      <span className={styles.searchIcon} aria-hidden="true">
        <Search size={18} />
      </span>
      <Input
        type="search"
        className={styles.searchInput}
        aria-label="Search recipes"
        placeholder="Search recipes, ingredients or tags"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
