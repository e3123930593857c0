import { isSuggestionShown, suggestionLevel, type SuggestionLevel } from '@potluck/api/domain';
import { cva } from 'class-variance-authority';
import { Sparkles, TriangleAlert } from 'lucide-react';
import { visuallyHidden } from '../../tokens/utilities.css';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Spinner } from '../spinner/spinner';
import * as styles from './category-suggestion.css';

/** The answer of POST /shopping/items/auto-categorize (spec 001 §3 Category suggestion). */
export interface CategorySuggestionData {
  suggested_category: string;
  confidence: number;
  source: string;
}

/** Text of the paused state (spec 001 §4), exact. */
export const SUGGESTIONS_DISABLED_TEXT = 'Smart suggestions temporarily disabled';

const TONE = { high: 'success', medium: 'accent', low: 'danger' } as const satisfies Record<SuggestionLevel, string>;
const LEVEL_TEXT: Record<SuggestionLevel, string> = { high: 'high', medium: 'medium', low: 'low' };
const badge = cva('', { variants: { level: styles.level } });

export interface CategorySuggestionProps {
  /** The latest suggestion; shown only above confidence 0.1. @default null */
  suggestion?: CategorySuggestionData | null;
  /** A request is under way. @default false */
  loading?: boolean;
  /** Three errors in a row paused suggestions: show the warning and the Retry link. @default false */
  disabled?: boolean;
  onRetry?: () => void;
  /** The suggestion is already in the category field (it was above 0.3). @default false */
  applied?: boolean;
  /** Offered when the suggestion was not applied by itself: puts it in the category field. */
  onApply?: () => void;
}

/**
 * The smart category suggestion under an item's name: the category with its confidence coloured green
 * (0.8 and above), yellow (0.5 and above) or red, or the paused warning with a Retry link.
 */
export function CategorySuggestion({
  suggestion = null,
  loading = false,
  disabled = false,
  onRetry,
  applied = false,
  onApply,
}: CategorySuggestionProps) {
  if (disabled) {
    return (
      <div className={styles.root} role="status">
        <span className={styles.warning}>
          <TriangleAlert size={16} aria-hidden="true" />
          {SUGGESTIONS_DISABLED_TEXT}
        </span>
        {onRetry ? (
          <button type="button" className={styles.retry} onClick={onRetry}>
            Retry
          </button>
        ) : null}
      </div>
    );
  }
  if (loading) {
    return (
      <div className={styles.root}>
        <Spinner size="sm" label="Finding a category…" />
      </div>
    );
  }
  if (!suggestion || !isSuggestionShown(suggestion.confidence)) return <div className={styles.root} />;
  const level = suggestionLevel(suggestion.confidence);
  const percent = Math.round(suggestion.confidence * 100);
  return (
    <div className={styles.root} role="status" data-level={level}>
      <Sparkles size={16} aria-hidden="true" />
      <span>
        {applied ? 'Category set to ' : 'Suggested: '}
        <span className={styles.category}>{suggestion.suggested_category}</span>
      </span>
      <Badge tone={TONE[level]} className={badge({ level })}>
        {percent}%<span className={visuallyHidden}> sure, {LEVEL_TEXT[level]} confidence</span>
      </Badge>
      {!applied && onApply ? (
        <Button size="sm" variant="ghost" onClick={onApply}>
          Use {suggestion.suggested_category}
        </Button>
      ) : null}
    </div>
  );
}
