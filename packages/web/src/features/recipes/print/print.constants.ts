/** Timings of the print page (spec 000 §2 Print, §9), in one place. */
export const PRINT_TIMING = {
  /** Wait after the recipe is on screen before opening the print dialog. */
  autoPrintDelayMs: 1200,
  /** Wait after the window gets focus back (the dialog closed) before returning to the recipe. */
  focusReturnDelayMs: 500,
  /** Give up loading the recipe after this long. */
  loadTimeoutMs: 30_000,
} as const;

/**
 * Paper: US Letter with 0.5 inch margins (spec 000 §9), on white whatever the screen theme. Applied
 * only while the print page is mounted.
 */
export const PAGE_RULE =
  '@page { size: letter; margin: 0.5in; } @media print { html, body { background: #fff !important; } }';

/** Every text of the print page; the spec's exact strings where it names them. */
export const PRINT_TEXT = {
  invalid: 'Invalid recipe ID',
  invalidMessage: 'This address does not name a recipe.',
  failed: 'Failed to load recipe',
  failedMessage: 'Please try again or go back to the recipe page.',
  loading: 'Preparing the recipe for printing…',
  printFallbackTitle: 'The print dialog did not open',
  printFallback: 'Use your browser’s Print command (Ctrl+P, or ⌘P on a Mac) to print this page.',
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
