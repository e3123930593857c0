import { CHEF_MESSAGES, errorText } from '@potluck/api';
import type { Nutrition } from '@potluck/api/domain';
import { Badge, Button, Inline, NutritionPanel, useToast } from '@potluck/ui';
import { Calculator, Save } from 'lucide-react';
import { useState } from 'react';
import { AI_TEXT as T } from './ai-text';
import * as styles from './ai.css';
import { StatusLine } from './status-line';

export interface NutritionEstimateProps {
  /** The recipe's ingredient lines, sent as the text to estimate from. */
  ingredientLines: readonly string[];
  servings: number;
  /** Null when the AI chef found nothing to estimate. */
  estimate: (text: string, servings: number) => Promise<Nutrition | null>;
  /** Stores the estimate; resolves once the recipe on screen shows it. */
  save: (nutrition: Nutrition) => Promise<void>;
  /** The estimate was stored (the dialog closes). */
  onStored: () => void;
}

/** "Estimate from ingredients": the AI chef's estimate is shown as the panel shows it, and stored only on Save. */
export function NutritionEstimate({ ingredientLines, servings, estimate, save, onStored }: NutritionEstimateProps) {
  const { toast } = useToast();
  const [busy, setBusy] = useState<'estimating' | 'saving' | null>(null);
  const [found, setFound] = useState<Nutrition | null>(null);

  const onEstimate = async () => {
    setBusy('estimating');
    try {
      const answer = await estimate(ingredientLines.join('\n'), servings);
      setFound(answer);
      if (!answer) toast({ title: CHEF_MESSAGES.noNutrition });
    } catch {
      toast({ variant: 'error', title: CHEF_MESSAGES.nutritionFailed });
    } finally {
      setBusy(null);
    }
  };

  const onSave = async (nutrition: Nutrition) => {
    setBusy('saving');
    let stored = false;
    try {
      await save(nutrition);
      stored = true;
      toast({ variant: 'success', title: CHEF_MESSAGES.nutritionParsed });
    } catch (e) {
      // The update is a whole-recipe save: its own detail (a rule of the recipe) says what to fix.
      toast({ variant: 'error', title: CHEF_MESSAGES.nutritionFailed, description: errorText(e, 'Please try again.') });
    } finally {
      setBusy(null);
    }
    if (stored) onStored();
  };

  if (ingredientLines.length === 0) return <p className={styles.muted}>{T.noIngredientsToEstimate}</p>;
  return (
    <div className={styles.stack} aria-busy={busy !== null}>
      <p className={styles.muted}>{T.estimateIntro(servings)}</p>
      <ul className={styles.list} aria-label={T.estimateTab}>
        {ingredientLines.map((line, index) => (
          // Two lines may read the same; their place tells them apart.
          <li key={`${index}-${line}`}>{line}</li>
        ))}
      </ul>
      {busy === 'estimating' ? <StatusLine>{T.estimating}</StatusLine> : null}
      {found ? (
        <div className={`${styles.group} ${styles.fresh}`} role="group" aria-label={T.estimateNotSaved}>
          <div className={styles.badges}>
            <Badge tone="accent">{T.newBadge}</Badge>
            <span className={styles.muted}>{T.estimateNotSaved}</span>
          </div>
          <NutritionPanel nutrition={found} headingLevel="h3" />
        </div>
      ) : null}
      <Inline>
        {found ? (
          <Button
            iconStart={<Save size={18} />}
            loading={busy === 'saving'}
            disabled={busy === 'estimating'}
            onClick={() => void onSave(found)}
          >
            {T.saveNutrition}
          </Button>
        ) : null}
        <Button
          variant={found ? 'ghost' : 'primary'}
          iconStart={<Calculator size={18} />}
          loading={busy === 'estimating'}
          disabled={busy === 'saving'}
          onClick={() => void onEstimate()}
        >
          {found ? T.estimateAgain : T.estimate}
        </Button>
      </Inline>
    </div>
  );
}
