import type { ParsedRecipeResponse, RecipeDraft } from '@potluck/api';
import { Button, Card, ConfidenceBadge, Inline, RecipeDraftSummary } from '@potluck/ui';
import { Check, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { AI_TEXT as T } from './ai-text';
import * as styles from './ai.css';

export interface ParsedRecipePreviewProps {
  result: ParsedRecipeResponse & { recipe: RecipeDraft };
  onUse: () => void;
  onTryAgain: () => void;
}

/** What the parser read, with how sure it is and which parser it was, before it fills the form. */
export function ParsedRecipePreview({ result, onUse, onTryAgain }: ParsedRecipePreviewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The input is gone: move focus to the preview so keyboard and screen-reader users land on the result.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card asChild padding="lg">
      <section aria-labelledby="parsed-preview-title" className={styles.stack}>
        <div className={styles.panelHeader}>
          <h2 id="parsed-preview-title" ref={heading} tabIndex={-1} className={styles.panelTitle}>
            {T.previewTitle}
          </h2>
          <div className={styles.badges}>
            <ConfidenceBadge level={result.ai_confidence} />
            <span className={styles.muted}>{result.parser === 'ai' ? T.readByAi : T.readByBuiltin}</span>
          </div>
        </div>
        <RecipeDraftSummary draft={result.recipe} idPrefix="parsed" />
        {result.suggestions.length > 0 ? (
          <section aria-labelledby="parsed-suggestions" className={styles.group}>
            <h3 id="parsed-suggestions" className={styles.subTitle}>
              {T.suggestions}
            </h3>
            <ul className={styles.list} aria-labelledby="parsed-suggestions">
              {result.suggestions.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <Inline>
          <Button iconStart={<Check size={18} />} onClick={onUse}>
            {T.useRecipe}
          </Button>
          <Button variant="secondary" iconStart={<RotateCcw size={18} />} onClick={onTryAgain}>
            {T.tryAgain}
          </Button>
        </Inline>
      </section>
    </Card>
  );
}
