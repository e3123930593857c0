import { CHEF_MESSAGES, type ChefVariation } from '@potluck/api';
import { formatMinutes } from '@potluck/api/domain';
import { Alert, Button, DIFFICULTY_LABELS, RecipeFacts } from '@potluck/ui';
import { Check, Save } from 'lucide-react';
import { useId } from 'react';
import { StatusLine } from '../../ai/components/status-line';
import { HOME_TEXT as T } from './ai-home-text';
import * as styles from './ai-home.css';
import { AI_VARIATION_DEFAULTS as D } from './chef-variation-recipe';
import type { SaveState } from './use-variation-saves';

export interface ChefVariationCardProps {
  variation: ChefVariation;
  /** This variation's save, if one was started. */
  saveState?: SaveState;
  onSave: () => void;
  /** Heading level of the recipe title. @default 'h3' */
  headingLevel?: 'h3' | 'h4';
}

const FACTS = [
  { label: T.prep, value: formatMinutes(D.prep_time_minutes) },
  { label: T.cook, value: formatMinutes(D.cook_time_minutes) },
  { label: T.servings, value: String(D.servings) },
  { label: T.difficulty, value: DIFFICULTY_LABELS[D.difficulty] },
];

/**
 * One famous chef's take on a dish: the chef, the recipe title, the default values it is saved with
 * (spec 000 §9) and the chef's text as preformatted plain text, never HTML.
 */
export function ChefVariationCard({ variation, saveState, onSave, headingLevel = 'h3' }: ChefVariationCardProps) {
  const Heading = headingLevel;
  const titleId = useId();
  const status = saveState?.status;
  return (
    <article aria-labelledby={titleId} className={styles.group}>
      <div className={styles.panelHeader}>
        <div>
          <Heading id={titleId} className={styles.subTitle}>
            {variation.recipe_title}
          </Heading>
          <p className={styles.muted}>{T.byChef(variation.chef_name)}</p>
        </div>
        <Button
          size="sm"
          variant={status === 'saved' ? 'secondary' : 'primary'}
          iconStart={status === 'saved' ? <Check size={16} /> : <Save size={16} />}
          loading={status === 'saving'}
          disabled={status === 'saved'}
          aria-label={status === 'saved' ? undefined : T.saveLabel(variation.recipe_title)}
          onClick={onSave}
        >
          {status === 'saved' ? T.saved : T.save}
        </Button>
      </div>
      <RecipeFacts facts={FACTS} look="compact" />
      <p className={styles.muted}>{T.defaultsNote}</p>
      {/* Plain text in <pre>: whatever the model wrote is shown, never interpreted as markup. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard */}
      <pre className={styles.content} tabIndex={0} aria-label={T.recipeText(variation.recipe_title)}>
        {variation.recipe_content}
      </pre>
      {status === 'saving' ? <StatusLine>{CHEF_MESSAGES.saving}</StatusLine> : null}
      {status === 'login' ? <Alert tone="warning">{CHEF_MESSAGES.loginToSave}</Alert> : null}
      {saveState?.status === 'failed' ? <Alert>{saveState.message}</Alert> : null}
    </article>
  );
}
