import type { Recipe } from '@potluck/api';
import { formatAmountWithUnit, formatMinutes, totalTime } from '@potluck/api/domain';
import { DIFFICULTY_LABELS, RecipeFacts } from '@potluck/ui';
import { PRINT_TEXT as T } from './print.constants';
import * as styles from './print-recipe.css';

export interface PrintRecipeViewProps {
  recipe: Recipe;
}

/**
 * The recipe as it goes on paper: title, facts, ingredients beside the steps, notes. Props only. Letter paper
 * and margins come from the print pages' linked stylesheet (lib/print-page.css): the CSP refuses a <style>.
 */
export function PrintRecipeView({ recipe }: PrintRecipeViewProps) {
  const author = recipe.author_name || recipe.author_username;
  const steps = [...recipe.instructions].sort((a, b) => a.step_number - b.step_number);
  const facts = [
    { label: T.prep, value: formatMinutes(recipe.prep_time_minutes) },
    { label: T.cook, value: formatMinutes(recipe.cook_time_minutes) },
    { label: T.total, value: formatMinutes(totalTime(recipe.prep_time_minutes, recipe.cook_time_minutes)) },
    { label: T.serves, value: String(recipe.servings) },
    { label: T.difficulty, value: DIFFICULTY_LABELS[recipe.difficulty] },
  ];
  return (
    <article className={styles.sheet}>
      <header className={styles.header}>
        <h1 className={styles.title}>{recipe.title}</h1>
        <p className={styles.byline}>by {author}</p>
        {recipe.description ? <p className={styles.description}>{recipe.description}</p> : null}
        <RecipeFacts facts={facts} look="print" />
      </header>
      <div className={styles.columns}>
        <section aria-labelledby="print-ingredients">
          <h2 id="print-ingredients" className={styles.sectionTitle}>
            {T.ingredients}
          </h2>
          <ul className={styles.ingredients}>
            {recipe.ingredients.map((i) => {
              const amount = formatAmountWithUnit(i.amount, i.unit);
              const extra = [i.preparation, i.notes].filter(Boolean).join(', ');
              return (
                <li key={i.id} className={styles.ingredient}>
                  {amount ? <span className={styles.amount}>{amount}</span> : null}
                  {i.ingredient_name}
                  {extra ? <span className={styles.soft}>, {extra}</span> : null}
                  {i.is_optional ? <span className={styles.soft}> {T.optional}</span> : null}
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="print-steps">
          <h2 id="print-steps" className={styles.sectionTitle}>
            {T.instructions}
          </h2>
          <ol className={styles.steps}>
            {steps.map((s) => {
              const meta = [formatMinutes(s.time_minutes), s.temperature].filter(Boolean).join(' · ');
              return (
                <li key={s.id} className={styles.step}>
                  {s.instruction}
                  {meta || s.notes ? (
                    <span className={styles.stepMeta}>{[meta, s.notes].filter(Boolean).join(' — ')}</span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </section>
      </div>
      {recipe.notes ? (
        <section className={styles.notes} aria-labelledby="print-notes">
          <h2 id="print-notes" className={styles.sectionTitle}>
            {T.notes}
          </h2>
          <p className={styles.notesText}>{recipe.notes}</p>
        </section>
      ) : null}
      <footer className={styles.footer}>
        <span>
          {recipe.source_name || recipe.source_url
            ? `${T.source}: ${[recipe.source_name, recipe.source_url].filter(Boolean).join(' — ')}`
            : null}
        </span>
        <span>{T.printedFrom}</span>
      </footer>
    </article>
  );
}
