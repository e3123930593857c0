import {
  type ImportParser,
  type ImportedRecipe,
  RECIPE_DEFAULTS,
  type RecipeInputParsed,
  recipeInputSchema,
} from '@potluck/api';
import { DEFAULT_SERVINGS } from './recipe-fields';

/** One recipe read from a page or a file, before it is validated and created. */
export interface Draft {
  /** How the recipe is named in reports (its title, else the file entry). */
  name: string;
  parser: ImportParser;
  parsed: ImportedRecipe;
  /** What could not be taken over, one sentence each. */
  skipped: string[];
  /** Photo addresses, best first: the first that downloads becomes the featured image. */
  imageUrls: string[];
  /** Photos that came inside the file (Paprika, Tandoor), best first. */
  imageData: Buffer[];
}

export function emptyParsed(): ImportedRecipe {
  return {
    title: '',
    description: null,
    prep_time_minutes: null,
    cook_time_minutes: null,
    servings: DEFAULT_SERVINGS,
    difficulty: RECIPE_DEFAULTS.difficulty,
    cuisine_type: null,
    meal_type: null,
    visibility: RECIPE_DEFAULTS.visibility,
    status: RECIPE_DEFAULTS.status,
    notes: null,
    source_name: null,
    source_url: null,
    tags: [],
    nutrition_json: null,
    ingredients: [],
    instructions: [],
  };
}

/**
 * Prep and cook time from what the source gives. The recipe keeps no total of its own (it is prep + cook),
 * so a total is used only to fill the one that is missing; a total alone becomes the cook time.
 */
export function settleTimes(parsed: ImportedRecipe, total: number | null, skipped: string[]): void {
  const cap = (n: number | null) => (n !== null && n > 10_000 ? null : n);
  parsed.prep_time_minutes = cap(parsed.prep_time_minutes);
  parsed.cook_time_minutes = cap(parsed.cook_time_minutes);
  if (total === null || total > 10_000) return;
  const { prep_time_minutes: prep, cook_time_minutes: cook } = parsed;
  if (prep === null && cook === null) {
    parsed.cook_time_minutes = total;
    skipped.push('Only a total time was given; it was kept as the cook time');
  } else if (cook === null && prep !== null && total > prep) parsed.cook_time_minutes = total - prep;
  else if (prep === null && cook !== null && total > cook) parsed.prep_time_minutes = total - cook;
}

export function numberSteps(parsed: ImportedRecipe): void {
  parsed.instructions = parsed.instructions.slice(0, 200).map((step, i) => ({ ...step, step_number: i + 1 }));
}

/**
 * The POST /recipes body for a draft, checked by the same schema (and messages) as a recipe typed in the form.
 * A failure names the first problem ("Please add at least one instruction").
 */
export function validateDraft(draft: Draft, publish: boolean): { input: RecipeInputParsed } | { reason: string } {
  const { parsed } = draft;
  const result = recipeInputSchema.safeParse({
    ...parsed,
    status: publish ? 'published' : 'draft',
    ingredients: parsed.ingredients.slice(0, 200),
    instructions: parsed.instructions.map(({ step_number: _n, ...step }) => step),
  });
  if (result.success) return { input: result.data };
  const issue = result.error.issues[0]!;
  return { reason: issue.message };
}
