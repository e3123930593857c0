import { ingredientLine, type RecipeDraft } from '@potluck/api';
import { formatMinutes } from '@potluck/api/domain';
import { DIFFICULTY_LABELS } from '@potluck/ui';
import { AI_TEXT as T } from './ai-text';
import * as styles from './ai.css';

export interface RecipeDraftSummaryProps {
  draft: RecipeDraft;
  /** Level of the recipe's title within the page. @default 'h3' */
  headingLevel?: 'h3' | 'h4';
  /** Prefix of the ids the lists are labelled by (two summaries may share a page). */
  idPrefix: string;
}

/** A recipe as a parser or the AI chef read it: title, facts, ingredients and steps, read-only. */
export function RecipeDraftSummary({ draft, headingLevel = 'h3', idPrefix }: RecipeDraftSummaryProps) {
  const Heading = headingLevel;
  const SubHeading = headingLevel === 'h3' ? 'h4' : 'h5';
  const facts = [
    { label: T.prep, value: formatMinutes(draft.prep_time_minutes) },
    { label: T.cook, value: formatMinutes(draft.cook_time_minutes) },
    { label: T.servings, value: draft.servings === null ? '' : String(draft.servings) },
    { label: T.difficulty, value: draft.difficulty ? DIFFICULTY_LABELS[draft.difficulty] : '' },
  ].filter((f) => f.value !== '');
  return (
    <div className={styles.stack}>
      <Heading className={styles.subTitle}>{draft.title}</Heading>
      {draft.description ? <p className={styles.description}>{draft.description}</p> : null}
      {facts.length > 0 ? (
        <dl className={styles.facts}>
          {facts.map((f) => (
            <div key={f.label} className={styles.fact}>
              <dt className={styles.factLabel}>{f.label}</dt>
              <dd className={styles.factValue}>{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className={styles.columns}>
        <div className={styles.stack}>
          <SubHeading id={`${idPrefix}-ingredients`} className={styles.subTitle}>
            Ingredients ({draft.ingredients.length})
          </SubHeading>
          {draft.ingredients.length ? (
            <ul className={styles.list} aria-labelledby={`${idPrefix}-ingredients`}>
              {draft.ingredients.map((i, n) => (
                <li key={n}>{ingredientLine(i)}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{T.noIngredients}</p>
          )}
        </div>
        <div className={styles.stack}>
          <SubHeading id={`${idPrefix}-steps`} className={styles.subTitle}>
            Steps ({draft.instructions.length})
          </SubHeading>
          {draft.instructions.length ? (
            <ol className={styles.list} aria-labelledby={`${idPrefix}-steps`}>
              {draft.instructions.map((s) => (
                <li key={s.step_number}>{s.instruction}</li>
              ))}
            </ol>
          ) : (
            <p className={styles.muted}>{T.noSteps}</p>
          )}
        </div>
      </div>
    </div>
  );
}
