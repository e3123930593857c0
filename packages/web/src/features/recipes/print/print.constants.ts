import { PRINT_TIMING as PRINT_DELAYS } from '../../../lib/use-auto-print';

/** Paper: US Letter with 0.5 inch margins, the same for every print page. */
export { PRINT_PAGE_RULE as PAGE_RULE } from '../../../lib/use-auto-print';

/** Timings of the recipe print page (spec 000 §2 Print, §9): the shared print delays and its load limit. */
export const PRINT_TIMING = {
  ...PRINT_DELAYS,
  /** Give up loading the recipe after this long. */
  loadTimeoutMs: 30_000,
} as const;

/** Every text of the print page; the spec's exact strings where it names them. */
export const PRINT_TEXT = {
  invalid: 'Invalid recipe ID',
  invalidMessage: 'This address does not name a recipe.',
  failed: 'Failed to load recipe',
  failedMessage: 'Please try again or go back to the recipe page.',
  loading: 'Preparing the recipe for printing…',
  print: 'Print',
  tryAgain: 'Try Again',
  backToRecipe: 'Back to Recipe',
  browseRecipes: 'Browse Recipes',
  ingredients: 'Ingredients',
  instructions: 'Instructions',
  notes: 'Notes',
  source: 'Source',
  prep: 'Prep',
  cook: 'Cook',
  total: 'Total',
  serves: 'Serves',
  difficulty: 'Difficulty',
  optional: '(optional)',
  printedFrom: 'Printed from Potluck',
} as const;
