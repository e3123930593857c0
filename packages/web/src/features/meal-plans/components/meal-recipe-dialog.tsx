import type { Meal, Recipe } from '@potluck/api';
import { formatMinutes } from '@potluck/api/domain';
import { Alert, Dialog, IngredientChecklist, RecipeFacts, Skeleton, Stack } from '@potluck/ui';
import { useAuthorizedImage } from '../../../lib/use-authorized-image';
import { useMealRecipe } from '../api/use-meal-recipe';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';
import * as styles from './meal-plans.css';

interface MealRecipeDialogProps {
  meal: Meal;
  onOpenChange: (open: boolean) => void;
}

/**
 * The recipe detail modal of a meal (spec 001 §2): title, cover, facts, ingredients scaled from the recipe's
 * servings to the meal's, and the steps; 'Failed to load recipe' when it cannot be read.
 */
export function MealRecipeDialog({ meal, onOpenChange }: MealRecipeDialogProps) {
  const { data: recipe, error } = useMealRecipe(meal.recipe_id);
  const cover = useAuthorizedImage(recipe?.featured_image_url);
  return (
    <MealRecipeDialogView
      meal={meal}
      recipe={recipe}
      failed={Boolean(error)}
      cover={cover}
      onOpenChange={onOpenChange}
    />
  );
}

export interface MealRecipeDialogViewProps extends MealRecipeDialogProps {
  /** undefined while loading. */
  recipe: Recipe | undefined;
  failed: boolean;
  /** The cover as a URL an <img> can load (null: none, or not loaded). */
  cover: string | null;
}

/** The modal without the network, for stories. */
export function MealRecipeDialogView({ meal, recipe, failed, cover, onOpenChange }: MealRecipeDialogViewProps) {
  const servings = meal.servings ?? recipe?.servings ?? null;
  const multiplier = recipe && servings && recipe.servings > 0 ? servings / recipe.servings : 1;
  return (
    <Dialog open onOpenChange={onOpenChange} size="lg" title={recipe?.title ?? meal.recipe_name ?? T.recipeTitle}>
      {failed ? (
        <Alert tone="danger">{T.recipeFailed}</Alert>
      ) : !recipe ? (
        <Skeleton shape="rect" height={200} />
      ) : (
        <Stack>
          {cover ? <img className={styles.recipeCover} src={cover} alt={recipe.title} /> : null}
          <RecipeFacts
            facts={[
              { label: T.recipeServings, value: servings ? String(servings) : '' },
              { label: T.recipePrep, value: formatMinutes(recipe.prep_time_minutes) },
              { label: T.recipeCook, value: formatMinutes(recipe.cook_time_minutes) },
            ]}
          />
          <section aria-label={T.recipeIngredients}>
            <h3 className={styles.sectionTitle}>{T.recipeIngredients}</h3>
            <IngredientChecklist ingredients={recipe.ingredients} multiplier={multiplier} />
          </section>
          <section aria-label={T.recipeSteps}>
            <h3 className={styles.sectionTitle}>{T.recipeSteps}</h3>
            <ol className={styles.recipeSteps}>
              {[...recipe.instructions]
                .sort((a, b) => a.step_number - b.step_number)
                .map((step) => (
                  <li key={step.id}>{step.instruction}</li>
                ))}
            </ol>
          </section>
        </Stack>
      )}
    </Dialog>
  );
}
