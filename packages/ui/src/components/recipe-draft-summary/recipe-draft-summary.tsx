import { ingredientLine, type ReadRecipe } from '@potluck/api';
import { formatMinutes } from '@potluck/api/domain';
import { Grid } from '../grid/grid';
import { DIFFICULTY_LABELS } from '../recipe-card/recipe-card.types';
import { RecipeFacts } from '../recipe-facts/recipe-facts';
import { Stack } from '../stack/stack';
import * as styles from './recipe-draft-summary.css';

export const RECIPE_DRAFT_SUMMARY_TEXT = {
  prep: 'Prep',
  cook: 'Cook',
  servings: 'Servings',
  difficulty: 'Difficulty',
  source: 'Source',
  ingredients: (n: number) => `Ingredients (${n})`,
  steps: (n: number) => `Steps (${n})`,
  noIngredients: 'No ingredients were found.',
  noSteps: 'No steps were found.',
} as const;
const T = RECIPE_DRAFT_SUMMARY_TEXT;

export interface RecipeDraftSummaryProps {
  draft: ReadRecipe;
  /** Level of the recipe's title within the page; the list headings are one level below. @default 'h3' */
  headingLevel?: 'h3' | 'h4';
  /** Prefix of the ids the lists are labelled by (two summaries may share a page). */
  idPrefix: string;
}

/** A link only for web addresses: an export's source field may hold anything. */
const isWebAddress = (value: string | null): value is string => value !== null && /^https?:\/\//i.test(value);

/** A read recipe, read-only: title, source, description, facts, ingredients and steps (user text, never HTML). */
export function RecipeDraftSummary({ draft, headingLevel = 'h3', idPrefix }: RecipeDraftSummaryProps) {
  const Heading = headingLevel;
  const SubHeading = headingLevel === 'h3' ? 'h4' : 'h5';
  const steps = [...draft.instructions].sort((a, b) => a.step_number - b.step_number);
  const source = 'source_url' in draft ? { name: draft.source_name, url: draft.source_url } : null;
  const sourceLabel = source?.name ?? source?.url ?? null;
  const facts = [
    { label: T.prep, value: formatMinutes(draft.prep_time_minutes) },
    { label: T.cook, value: formatMinutes(draft.cook_time_minutes) },
    { label: T.servings, value: draft.servings === null ? '' : String(draft.servings) },
    { label: T.difficulty, value: draft.difficulty ? DIFFICULTY_LABELS[draft.difficulty] : '' },
  ];
  const title = <Heading className={styles.subTitle}>{draft.title}</Heading>;
  return (
    <Stack>
      {sourceLabel ? (
        <Stack gap="sm">
          {title}
          <p className={styles.muted}>
            {T.source}:{' '}
            {isWebAddress(source?.url ?? null) ? (
              <a className={styles.link} href={source!.url!} target="_blank" rel="noreferrer noopener">
                {sourceLabel}
              </a>
            ) : (
              sourceLabel
            )}
          </p>
        </Stack>
      ) : (
        title
      )}
      {draft.description ? <p className={styles.description}>{draft.description}</p> : null}
      <RecipeFacts facts={facts} look="compact" />
      <Grid minColumnWidth="260px" gap="xl">
        <Stack>
          <SubHeading id={`${idPrefix}-ingredients`} className={styles.subTitle}>
            {T.ingredients(draft.ingredients.length)}
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
        </Stack>
        <Stack>
          <SubHeading id={`${idPrefix}-steps`} className={styles.subTitle}>
            {T.steps(steps.length)}
          </SubHeading>
          {steps.length ? (
            <ol className={styles.list} aria-labelledby={`${idPrefix}-steps`}>
              {steps.map((s) => (
                <li key={s.step_number}>{s.instruction}</li>
              ))}
            </ol>
          ) : (
            <p className={styles.muted}>{T.noSteps}</p>
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}
