import type { RecipeInput } from '@potluck/api';
import type { DemoCategoryName } from '../demo-categories';
import type { DemoUsername } from '../demo-family';

/**
 * A demo recipe: exactly what POST /recipes/ accepts, plus who wrote it and its categories by name
 * (the seed resolves names to category_ids and strips these two fields).
 */
export type DemoRecipe = RecipeInput & { author: DemoUsername; category_names: DemoCategoryName[] };

type PerServing = NonNullable<RecipeInput['nutrition_json']>['per_serving'];

export const NUTRITION_DISCLAIMER = 'Estimated values';

/** Hand-estimated nutrition per serving; `servings` must equal the recipe’s own servings. */
export const estimate = (servings: number, per_serving: PerServing) => ({
  per_serving,
  servings,
  disclaimer: NUTRITION_DISCLAIMER,
});
