import type { Ref } from 'react';
import * as styles from './recipe-facts.css';

/** ruled: the recipe page's row of cells; compact: a draft's summary; print: the paper sheet. */
export const RECIPE_FACTS_LOOKS = ['ruled', 'compact', 'print'] as const;
export type RecipeFactsLook = (typeof RECIPE_FACTS_LOOKS)[number];

export interface RecipeFact {
  label: string;
  /** Shown as given; an empty value hides the fact unless `keepEmpty` is set. */
  value: string;
}

export interface RecipeFactsProps {
  facts: readonly RecipeFact[];
  /** @default 'compact' */
  look?: RecipeFactsLook;
  /** Show a fact whose value is empty as a dash (the recipe page keeps its four cells). @default false */
  keepEmpty?: boolean;
  className?: string;
  ref?: Ref<HTMLDListElement>;
}

/** A recipe's facts (prep, cook, servings, difficulty, …) as a description list: label over or beside value. */
export function RecipeFacts({ facts, look = 'compact', keepEmpty = false, className, ref }: RecipeFactsProps) {
  const shown = keepEmpty ? facts.map((f) => ({ ...f, value: f.value || '—' })) : facts.filter((f) => f.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl ref={ref} className={[styles.base, styles.list[look], className].filter(Boolean).join(' ')}>
      {shown.map((f) => (
        <div key={f.label} className={styles.fact[look]}>
          <dt className={styles.label[look]}>{f.label}</dt>
          <dd className={styles.value[look]}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
