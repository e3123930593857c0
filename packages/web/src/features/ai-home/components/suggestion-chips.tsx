import { useState } from 'react';
import { HOME_TEXT as T } from './ai-home-text';
import * as styles from './ai-home.css';
import { SUGGESTION_ROTATE_MS, SUGGESTIONS, suggestionsAt } from './suggestions';
import { useRotation } from './use-rotation';

export interface SuggestionChipsProps {
  /** Called with the chip's question. */
  onPick: (question: string) => void;
  /** While a question is being answered. @default false */
  disabled?: boolean;
  /** All suggestions; 4 are shown at a time. @default SUGGESTIONS */
  suggestions?: readonly string[];
}

/**
 * Question ideas: 4 of 8 shown, the next 4 every 5 s (spec 000 §2). Rotation pauses while the pointer or
 * focus is on the chips; the fade-in follows the motion tokens, so reduced motion shows no animation.
 */
export function SuggestionChips({ onPick, disabled = false, suggestions = SUGGESTIONS }: SuggestionChipsProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const step = useRotation(SUGGESTION_ROTATE_MS, hovered || focused);
  const shown = suggestionsAt(suggestions, step);
  return (
    <div className={styles.stack}>
      <h3 id="ai-home-suggestions" className={styles.muted}>
        {T.suggestions}
      </h3>
      <ul
        // A new key per step replays the fade-in on each rotation.
        key={step}
        aria-labelledby="ai-home-suggestions"
        className={step === 0 ? styles.chips : `${styles.chips} ${styles.chipsRotated}`}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {shown.map((suggestion) => (
          <li key={suggestion}>
            <button type="button" className={styles.chip} disabled={disabled} onClick={() => onPick(suggestion)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
