import type { CategorySuggestion } from '@potluck/api';
import { CATEGORY_SUGGESTION, canSuggestCategory } from '@potluck/api/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api-client';

export interface CategorySuggestionState {
  suggestion: CategorySuggestion | null;
  loading: boolean;
  /** Three errors in a row: suggestions pause until `retry`. */
  disabled: boolean;
  retry: () => void;
}

/**
 * The smart category for an item name being typed (POST /shopping/items/auto-categorize): asked 800 ms
 * after the last keystroke, for names of 2+ characters; an answer for a name no longer in the field is
 * dropped. After 3 consecutive failures it stops asking and says so; Retry starts over (spec 001 §4, §9).
 */
export function useCategorySuggestion(name: string): CategorySuggestionState {
  const [suggestion, setSuggestion] = useState<CategorySuggestion | null>(null);
  const [loading, setLoading] = useState(false);
  const [errors, setErrors] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const disabled = errors >= CATEGORY_SUGGESTION.maxConsecutiveErrors;
  const trimmed = name.trim();

  useEffect(() => {
    const request = ++latest.current;
    if (disabled || !canSuggestCategory(trimmed)) {
      setSuggestion(null);
      setLoading(false);
      return;
    }
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const answer = await api.shopping.autoCategorize({ query: { item_name: trimmed } });
        if (request !== latest.current) return;
        setSuggestion(answer);
        setErrors(0);
      } catch (error) {
        if (request !== latest.current) return;
        console.warn('Category suggestion failed', error);
        setSuggestion(null);
        setErrors((count) => count + 1);
      } finally {
        if (request === latest.current) setLoading(false);
      }
    }, CATEGORY_SUGGESTION.debounceMs);
    return () => clearTimeout(timer);
  }, [trimmed, disabled, attempt]);

  const retry = useCallback(() => {
    setErrors(0);
    setAttempt((n) => n + 1);
  }, []);

  return { suggestion, loading, disabled, retry };
}
