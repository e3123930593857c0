import type { ParsedIngredient } from './ingredient-reader';
import type { ParsedInstruction } from './instruction-reader';

/** The spec's confidence levels (000 §3, §9); the same values as CONFIDENCE_LEVELS of the wire schema. */
export type Confidence = 'high' | 'medium' | 'low';

/** What the preview tells the user it could not read; exact strings shared by server, web and cli. */
export const PARSE_SUGGESTIONS = {
  noTitle: 'No title found: "Untitled recipe" used, change it before saving',
  noIngredients: 'No ingredients found: add them in the form',
  noInstructions: 'No instructions found: add the steps in the form',
  noTimes: 'No cooking times found',
  noPrepTime: 'No prep time found',
  noCookTime: 'No cook time found',
  noServings: 'No servings found: 4 assumed',
  descriptionShortened: 'Description shortened to 200 characters',
  tooManyIngredients: 'Only the first 200 ingredients were kept',
  tooManySteps: 'Only the first 200 steps were kept',
  missingAmounts: (names: string[]) =>
    `No amount found for ${names.length === 1 ? '1 ingredient' : `${names.length} ingredients`}: ${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''}`,
} as const;

export type ParseFindings = {
  titleFound: boolean;
  ingredients: readonly ParsedIngredient[];
  instructions: readonly ParsedInstruction[];
  prepFound: boolean;
  cookFound: boolean;
  servingsFound: boolean;
  descriptionShortened: boolean;
  ingredientsDropped: boolean;
  stepsDropped: boolean;
};

/** "Salt, to taste" and "Parsley, for garnish" have no amount on purpose: not worth a warning. */
function amountExpected(ingredient: ParsedIngredient): boolean {
  return (
    !/to taste|as needed|as required/i.test(ingredient.notes ?? '') &&
    !/^(?:for|to)\s/i.test(ingredient.preparation ?? '')
  );
}

/**
 * How much of a recipe was read. High: a title, at least two steps and at least two ingredients with amounts,
 * with amounts on most ingredients that should have one. Low: no ingredients or no steps (the form cannot be
 * saved without both). Medium: anything between.
 */
export function rateConfidence(findings: ParseFindings): Confidence {
  const { ingredients, instructions } = findings;
  if (ingredients.length === 0 || instructions.length === 0) return 'low';
  const expected = ingredients.filter(amountExpected);
  const withAmount = expected.filter((ingredient) => ingredient.amount !== null).length;
  const mostHaveAmounts = expected.length === 0 || withAmount / expected.length >= 0.75;
  return findings.titleFound && withAmount >= 2 && instructions.length >= 2 && mostHaveAmounts ? 'high' : 'medium';
}

/** The honest list of what could not be read, most important first. */
export function listSuggestions(findings: ParseFindings): string[] {
  const suggestions: string[] = [];
  if (!findings.titleFound) suggestions.push(PARSE_SUGGESTIONS.noTitle);
  if (findings.ingredients.length === 0) suggestions.push(PARSE_SUGGESTIONS.noIngredients);
  if (findings.instructions.length === 0) suggestions.push(PARSE_SUGGESTIONS.noInstructions);
  const missing = findings.ingredients.filter((ingredient) => ingredient.amount === null && amountExpected(ingredient));
  if (missing.length > 0)
    suggestions.push(PARSE_SUGGESTIONS.missingAmounts(missing.map((ingredient) => ingredient.ingredient_name)));
  if (!findings.prepFound && !findings.cookFound) suggestions.push(PARSE_SUGGESTIONS.noTimes);
  else if (!findings.prepFound) suggestions.push(PARSE_SUGGESTIONS.noPrepTime);
  else if (!findings.cookFound) suggestions.push(PARSE_SUGGESTIONS.noCookTime);
  if (!findings.servingsFound) suggestions.push(PARSE_SUGGESTIONS.noServings);
  if (findings.descriptionShortened) suggestions.push(PARSE_SUGGESTIONS.descriptionShortened);
  if (findings.ingredientsDropped) suggestions.push(PARSE_SUGGESTIONS.tooManyIngredients);
  if (findings.stepsDropped) suggestions.push(PARSE_SUGGESTIONS.tooManySteps);
  return suggestions;
}
