import { ingredientLine, type ImportedRecipe } from '@potluck/api';
import { formatMinutes } from '@potluck/api/domain';
import { DIFFICULTY_LABELS } from '@potluck/ui';
import { IMPORT_TEXT as T } from './import-text';
import * as styles from './import.css';

/** A link only for web addresses: an export's source field may hold anything. */
const isWebAddress = (value: string | null): value is string => value !== null && /^https?:\/\//i.test(value);

/** What an import read: title, source, facts, ingredients and steps, read-only (user text, never HTML). */
export function ImportedRecipeSummary({ recipe, idPrefix }: { recipe: ImportedRecipe; idPrefix: string }) {
  const steps = [...recipe.instructions].sort((a, b) => a.step_number - b.step_number);
  const prep = formatMinutes(recipe.prep_time_minutes);
  const cook = formatMinutes(recipe.cook_time_minutes);
  const facts = [
    prep ? `Prep ${prep}` : '',
    cook ? `Cook ${cook}` : '',
    `Serves ${recipe.servings}`,
    DIFFICULTY_LABELS[recipe.difficulty],
  ].filter(Boolean);
  const sourceLabel = recipe.source_name ?? recipe.source_url;
  return (
    <div className={styles.stack}>
      <div className={styles.tight}>
        <h3 className={styles.subTitle}>{recipe.title}</h3>
        {sourceLabel ? (
          <p className={styles.muted}>
            {T.source}:{' '}
            {isWebAddress(recipe.source_url) ? (
              <a className={styles.link} href={recipe.source_url} target="_blank" rel="noreferrer noopener">
                {sourceLabel}
              </a>
            ) : (
              sourceLabel
            )}
          </p>
        ) : null}
      </div>
      {recipe.description ? <p className={styles.description}>{recipe.description}</p> : null}
      <ul className={styles.facts} aria-label="Recipe facts">
        {facts.map((fact) => (
          <li key={fact} className={styles.fact}>
            {fact}
          </li>
        ))}
      </ul>
      <div className={styles.columns}>
        <div className={styles.tight}>
          <h4 id={`${idPrefix}-ingredients`} className={styles.subTitle}>
            {T.ingredients(recipe.ingredients.length)}
          </h4>
          {recipe.ingredients.length ? (
            <ul className={styles.list} aria-labelledby={`${idPrefix}-ingredients`}>
              {recipe.ingredients.map((i, n) => (
                <li key={n}>{ingredientLine(i)}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{T.noIngredients}</p>
          )}
        </div>
        <div className={styles.tight}>
          <h4 id={`${idPrefix}-steps`} className={styles.subTitle}>
            {T.steps(steps.length)}
          </h4>
          {steps.length ? (
            <ol className={styles.list} aria-labelledby={`${idPrefix}-steps`}>
              {steps.map((s) => (
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
