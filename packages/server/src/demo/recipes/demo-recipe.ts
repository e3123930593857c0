import type { RecipeInput, ingredientInputSchema, instructionInputSchema } from '@potluck/api';
import type { z } from 'zod';
import type { DemoCategoryName } from '../demo-categories';
import type { DemoUsername } from '../demo-family';

/** One ingredient row as POST /recipes/ accepts it (RecipeInput types the rows as unknown: they are pre-processed). */
export type DemoIngredient = z.input<typeof ingredientInputSchema>;
/** One instruction row as POST /recipes/ accepts it. */
export type DemoInstruction = z.input<typeof instructionInputSchema>;

/**
 * A demo recipe: exactly what POST /recipes/ accepts, plus who wrote it and its categories by name
 * (the seed resolves names to category_ids and strips these two fields). The rows are typed here so
 * the compiler checks every ingredient and step.
 */
export type DemoRecipe = RecipeInput & {
  author: DemoUsername;
  category_names: DemoCategoryName[];
  ingredients: DemoIngredient[];
  instructions: DemoInstruction[];
};

type PerServing = NonNullable<RecipeInput['nutrition_json']>['per_serving'];

export const NUTRITION_DISCLAIMER = 'Estimated values';

/** Hand-estimated nutrition per serving; `servings` must equal the recipe’s own servings. */
export const estimate = (servings: number, per_serving: PerServing) => ({
  per_serving,
  servings,
  disclaimer: NUTRITION_DISCLAIMER,
});
