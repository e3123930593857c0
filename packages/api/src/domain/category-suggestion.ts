/** Thresholds of the smart category suggestion (spec 001 §9), shared by the web form and the CLI. */
export const CATEGORY_SUGGESTION = {
  /** Wait this long after the last keystroke before asking. */
  debounceMs: 800,
  /** Names shorter than this are not sent (spec 001 §5). */
  minNameLength: 2,
  /** A suggestion is shown only above this confidence. */
  showAbove: 0.1,
  /** …and put in the category field by itself only above this one. */
  applyAbove: 0.3,
  /** Confidence from which the suggestion is green; from `medium` yellow; below red. */
  high: 0.8,
  medium: 0.5,
  /** Consecutive failures after which suggestions pause until the member asks to retry. */
  maxConsecutiveErrors: 3,
} as const;

/** The category a list uses when nothing better is known (spec 001 §9). */
export const DEFAULT_SHOPPING_CATEGORY = 'Other';

export const SUGGESTION_LEVELS = ['high', 'medium', 'low'] as const;
export type SuggestionLevel = (typeof SUGGESTION_LEVELS)[number];

/** Colour band of a confidence: 0.8 and above green (high), 0.5 and above yellow (medium), below red (low). */
export function suggestionLevel(confidence: number): SuggestionLevel {
  if (confidence >= CATEGORY_SUGGESTION.high) return 'high';
  if (confidence >= CATEGORY_SUGGESTION.medium) return 'medium';
  return 'low';
}

/** Whether a suggestion is worth showing at all (above 0.1). */
export const isSuggestionShown = (confidence: number): boolean =>
  Number.isFinite(confidence) && confidence > CATEGORY_SUGGESTION.showAbove;

/** Whether a suggestion fills the category by itself (above 0.3). */
export const isSuggestionApplied = (confidence: number): boolean =>
  Number.isFinite(confidence) && confidence > CATEGORY_SUGGESTION.applyAbove;

/** Whether an item name is long enough to ask for a suggestion (2 characters after trimming). */
export const canSuggestCategory = (name: string): boolean => name.trim().length >= CATEGORY_SUGGESTION.minNameLength;
