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
 * (the seed resolves names to category_ids and strips these two fields). The recipes themselves are JSON
 * (recipes/*.json); demo-data.test.ts checks each one against this shape and the API's schema.
 */
export type DemoRecipe = RecipeInput & {
  author: DemoUsername;
  category_names: DemoCategoryName[];
  ingredients: DemoIngredient[];
  instructions: DemoInstruction[];
};

/** Every demo recipe's nutrition is a hand estimate per serving, marked as such. */
export const NUTRITION_DISCLAIMER = 'Estimated values';
