import { CHEF_MESSAGES, aiRecommendationErrorMessage, type RecipeRecommendations } from '@potluck/api';
import { Alert, Badge, Button, Card, Inline, useToast } from '@potluck/ui';
import { Eraser, Save, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { AI_TEXT as T } from './ai-text';
import * as styles from './ai.css';
import { isEmptyRecommendations } from './read-recommendations';
import { RecommendationSections } from './recommendation-sections';
import { AiAvailabilityNote, StatusLine } from './status-line';

export interface RecommendationsPanelProps {
  /** The recipe's saved recommendations; null when none are saved. */
  saved: RecipeRecommendations | null;
  /** Author or admin: may save and clear. */
  canEdit: boolean;
  /** Whether new ones can be generated (GET /ai/status); undefined while it loads. */
  aiAvailable: boolean | undefined;
  generate: () => Promise<RecipeRecommendations>;
  /** Saves and resolves once the recipe on screen shows them as saved. */
  save: (recommendations: RecipeRecommendations) => Promise<void>;
  /** Clears and resolves once the recipe on screen no longer has them. */
  clear: () => Promise<void>;
  /** False where the page already says once that the AI chef is off (the recipe page); default true. */
  unavailableNote?: boolean;
}

/**
 * The recipe's AI recommendations: the saved ones, and freshly generated ones marked as new until an
 * editor saves them (or anyone discards them). Saving replaces the saved ones and their required tools.
 */
export function RecommendationsPanel({
  saved,
  canEdit,
  aiAvailable,
  generate,
  save,
  clear,
  unavailableNote = true,
}: RecommendationsPanelProps) {
  const { toast } = useToast();
  const [fresh, setFresh] = useState<RecipeRecommendations | null>(null);
  const [busy, setBusy] = useState<'generating' | 'saving' | 'clearing' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (kind: NonNullable<typeof busy>, action: () => Promise<void>, failure: (e: unknown) => string) => {
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(failure(e));
    } finally {
      setBusy(null);
    }
  };

  const onGenerate = () =>
    run(
      'generating',
      async () => {
        const answer = await generate();
        if (isEmptyRecommendations(answer)) {
          setFresh(null);
          setError(CHEF_MESSAGES.noRecommendations);
        } else setFresh(answer);
      },
      aiRecommendationErrorMessage,
    );
  const onSave = (r: RecipeRecommendations) =>
    run(
      'saving',
      async () => {
        await save(r);
        setFresh(null);
        toast({ variant: 'success', title: T.recommendationsSaved });
      },
      () => CHEF_MESSAGES.saveRecommendationsFailed,
    );
  const onClear = () =>
    run(
      'clearing',
      async () => {
        await clear();
        toast({ variant: 'success', title: T.recommendationsCleared });
      },
      () => CHEF_MESSAGES.clearRecommendationsFailed,
    );

  return (
    <Card asChild padding="lg">
      <section aria-labelledby="ai-recommendations-title" aria-busy={busy !== null} className={styles.stack}>
        <div className={styles.panelHeader}>
          <h2 id="ai-recommendations-title" className={styles.panelTitle}>
            {T.recommendations}
          </h2>
          {aiAvailable ? (
            <Button
              variant="secondary"
              iconStart={<Sparkles size={18} />}
              loading={busy === 'generating'}
              disabled={busy !== null}
              onClick={() => void onGenerate()}
            >
              {saved || fresh ? T.regenerate : T.generate}
            </Button>
          ) : null}
        </div>
        {unavailableNote ? <AiAvailabilityNote aiAvailable={aiAvailable} unavailable={T.unavailable} /> : null}
        {busy === 'generating' ? <StatusLine>{T.generating}</StatusLine> : null}
        {error ? <Alert>{error}</Alert> : null}
        {fresh ? (
          <div className={`${styles.group} ${styles.fresh}`} role="group" aria-label={T.newNotSaved}>
            <div className={styles.badges}>
              <Badge tone="accent">{T.newBadge}</Badge>
              <span className={styles.muted}>{T.newNotSaved}</span>
            </div>
            <RecommendationSections recommendations={fresh} idPrefix="ai-new" pending />
            <Inline>
              {canEdit ? (
                <Button
                  iconStart={<Save size={18} />}
                  loading={busy === 'saving'}
                  disabled={busy !== null && busy !== 'saving'}
                  onClick={() => void onSave(fresh)}
                >
                  {T.saveRecommendations}
                </Button>
              ) : null}
              <Button
                variant="ghost"
                iconStart={<X size={18} />}
                disabled={busy !== null}
                onClick={() => setFresh(null)}
              >
                {T.discard}
              </Button>
            </Inline>
          </div>
        ) : null}
        {saved ? (
          <div className={styles.group} role="group" aria-label={T.savedBadge}>
            <div className={styles.badges}>
              <Badge tone="success">{T.savedBadge}</Badge>
            </div>
            <RecommendationSections recommendations={saved} idPrefix="ai-saved" />
            {canEdit ? (
              <Inline>
                <Button
                  variant="ghost"
                  iconStart={<Eraser size={18} />}
                  loading={busy === 'clearing'}
                  disabled={busy !== null && busy !== 'clearing'}
                  onClick={() => void onClear()}
                >
                  {T.clearRecommendations}
                </Button>
              </Inline>
            ) : null}
          </div>
        ) : !fresh && busy !== 'generating' ? (
          <p className={styles.muted}>{T.noSaved}</p>
        ) : null}
      </section>
    </Card>
  );
}
