import { formatAmountWithUnit } from '@potluck/api/domain';
import { cva } from 'class-variance-authority';
import { useState } from 'react';
import { Badge } from '../badge/badge';
import { Checkbox } from '../checkbox/checkbox';
import * as styles from './ingredient-checklist.css';

const text = cva(styles.text, { variants: { done: { true: styles.done } } });

/** An ingredient line (spec Ingredient entity). */
export interface ChecklistIngredient {
  id: number | string;
  ingredient_name: string;
  amount?: number | null;
  unit?: string | null;
  preparation?: string | null;
  notes?: string | null;
  is_optional?: boolean | null;
}

export interface IngredientChecklistProps {
  ingredients: readonly ChecklistIngredient[];
  /**
   * Servings multiplier from the ServingsScaler; amounts are shown scaled and as cook-friendly
   * fractions. The data is never changed.
   * @default 1
   */
  multiplier?: number;
  /** Ids ticked at first (for stories and restoring a session). @default none */
  defaultChecked?: ReadonlyArray<number | string>;
  /** Names the list for screen readers. @default 'Ingredients' */
  'aria-label'?: string;
}

/** Ingredients a cook ticks off while gathering them; ticks are local to this page view. */
export function IngredientChecklist({
  ingredients,
  multiplier = 1,
  defaultChecked = [],
  ...rest
}: IngredientChecklistProps) {
  const [checked, setChecked] = useState<ReadonlySet<number | string>>(() => new Set(defaultChecked));

  const toggle = (id: number | string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <ul className={styles.list} aria-label={rest['aria-label'] ?? 'Ingredients'}>
      {ingredients.map((ingredient) => {
        const id = `ingredient-${ingredient.id}`;
        const isDone = checked.has(ingredient.id);
        const amount = formatAmountWithUnit(ingredient.amount, ingredient.unit, multiplier);
        const extra = [ingredient.preparation, ingredient.notes].filter(Boolean).join(' · ');
        return (
          <li key={ingredient.id} className={styles.item}>
            <Checkbox
              id={id}
              className={styles.box}
              checked={isDone}
              onCheckedChange={(state) => toggle(ingredient.id, state === true)}
            />
            <label htmlFor={id} className={text({ done: isDone })} data-done={isDone || undefined}>
              {amount ? <span className={styles.amount}>{amount}</span> : null}
              {ingredient.ingredient_name}
              {extra ? <span className={styles.detail}>, {extra}</span> : null}
              {ingredient.is_optional ? (
                <Badge className={styles.optional} tone="neutral">
                  optional
                </Badge>
              ) : null}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
