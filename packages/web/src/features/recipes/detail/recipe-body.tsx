import type { Recipe } from '@potluck/api';
import type { ScaleChoice } from '@potluck/api/domain';
import { Card, IngredientChecklist, NutritionPanel, ServingsScaler, StepChecklist } from '@potluck/ui';
import { ExternalLink } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DETAIL_TEXT as T } from './detail.constants';
import * as styles from './recipe-detail.css';
import { readTools, RequiredToolsPanel } from './required-tools';

export interface RecipeBodyProps {
  recipe: Recipe;
  /** The scaler's first value (stories). @default 1 */
  defaultMultiplier?: ScaleChoice;
  /** Shown under the Nutrition panel (the editors' nutrition action). */
  nutritionAction?: ReactNode;
}

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className={styles.sectionTitle}>
      {children}
    </h2>
  );
}

/**
 * The cooking part of the page: ingredients (with the servings scaler) and tools beside the method,
 * notes and nutrition on desktop; one column on phones. Ticks and the scaler are local to this view.
 */
export function RecipeBody({ recipe, defaultMultiplier = 1, nutritionAction }: RecipeBodyProps) {
  const [multiplier, setMultiplier] = useState<ScaleChoice>(defaultMultiplier);
  const tools = readTools(recipe.required_tools);
  const hasNotes = Boolean(recipe.notes || recipe.source_name || recipe.source_url);
  const ingredients = (
    <Card asChild padding="lg" className={styles.area.ingredients}>
      <section aria-labelledby="recipe-ingredients-title">
        <div className={styles.section}>
          <SectionTitle id="recipe-ingredients-title">{T.ingredients}</SectionTitle>
          <ServingsScaler value={multiplier} onValueChange={setMultiplier} servings={recipe.servings} />
          <IngredientChecklist ingredients={recipe.ingredients} multiplier={multiplier} />
        </div>
      </section>
    </Card>
  );
  const method = (
    <section aria-labelledby="recipe-method-title" className={`${styles.section} ${styles.area.method}`}>
      <div className={styles.sectionHeader}>
        <SectionTitle id="recipe-method-title">{T.instructions}</SectionTitle>
      </div>
      <span className={styles.sectionRule} aria-hidden="true" />
      <StepChecklist steps={recipe.instructions} />
    </section>
  );
  const notes = hasNotes ? (
    <Card asChild padding="lg" className={styles.area.notes}>
      <section aria-labelledby="recipe-notes-title">
        <div className={styles.section}>
          <SectionTitle id="recipe-notes-title">{T.notes}</SectionTitle>
          {recipe.notes ? <p className={styles.notesText}>{recipe.notes}</p> : null}
          {recipe.source_name || recipe.source_url ? (
            <p className={styles.sourceLine}>
              {T.source}:{' '}
              {recipe.source_url ? (
                <a className={styles.sourceLink} href={recipe.source_url} target="_blank" rel="noopener noreferrer">
                  {recipe.source_name || recipe.source_url} <ExternalLink size={14} aria-label="(opens in a new tab)" />
                </a>
              ) : (
                recipe.source_name
              )}
            </p>
          ) : null}
        </div>
      </section>
    </Card>
  ) : null;
  return (
    <div className={styles.body}>
      <div className={styles.column}>
        {ingredients}
        {tools.length > 0 ? (
          <Card padding="lg" className={styles.area.tools}>
            <RequiredToolsPanel tools={tools} />
          </Card>
        ) : null}
      </div>
      <div className={styles.column}>
        {method}
        {notes}
        <div
          className={nutritionAction ? `${styles.area.nutrition} ${styles.nutritionWithAction}` : styles.area.nutrition}
        >
          <NutritionPanel nutrition={recipe.nutrition_json} />
          {nutritionAction}
        </div>
      </div>
    </div>
  );
}
