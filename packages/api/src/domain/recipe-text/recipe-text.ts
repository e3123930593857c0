import { RECIPE_DEFAULTS, type CUISINES, type DIFFICULTIES, type MEAL_TYPES } from '../../recipes/recipe.rules';
import { listSuggestions, rateConfidence, type Confidence } from './confidence';
import type { ParsedIngredient } from './ingredient-reader';
import { capText } from './ingredient-text';
import { toInstruction, type ParsedInstruction } from './instruction-reader';
import { readSections } from './recipe-sections';
import { splitRecipeLines } from './recipe-split';

/** Spec 000 §9: "Parsed description capped at 200 characters" (PARSED_DESCRIPTION_MAX of the wire schema). */
const DESCRIPTION_MAX = 200;
const MAX_ROWS = 200;
/** The title when the text has none: the draft schema needs one, and a suggestion says it was made up. */
export const UNTITLED_RECIPE = 'Untitled recipe';

/**
 * A recipe read from pasted text, shaped like the create payload (POST /recipes/) and the AI recipe draft
 * (recipeDraftSchema), so the web form can be filled from it and saved as is: title, servings and difficulty
 * always have a value (a placeholder or the form's defaults when the text has none), anything else unknown
 * is null or empty.
 */
export type ParsedRecipe = {
  title: string;
  description: string | null;
  prep_time_minutes: number | null;
  cook_time_minutes: number | null;
  servings: number;
  difficulty: (typeof DIFFICULTIES)[number];
  cuisine_type: (typeof CUISINES)[number] | null;
  meal_type: (typeof MEAL_TYPES)[number] | null;
  notes: string | null;
  tags: string[];
  /** Nutrition panels of pasted pages are not read; the nutrition call fills this later. */
  nutrition_json: null;
  ingredients: ParsedIngredient[];
  instructions: ParsedInstruction[];
};

/** Spec 000 §3 "Parsed recipe response". No recipe when nothing usable was found (success false). */
export type ParsedRecipeResult = {
  success: boolean;
  recipe: ParsedRecipe | null;
  suggestions: string[];
  ai_confidence: Confidence;
};

/**
 * The built-in (offline) recipe text reader behind POST /ai/parse-recipe: finds the title, description,
 * times, servings, ingredients and steps of pasted text, with or without "Ingredients" / "Method" headers,
 * and says honestly how much it could read (ai_confidence and suggestions). Deterministic and pure.
 */
export function parseRecipeText(text: string): ParsedRecipeResult {
  const state = readSections(splitRecipeLines(text));

  const { meta } = state;
  const prep = meta.prep ?? meta.active ?? null;
  const total = meta.total;
  const cook = meta.cook ?? (total !== undefined && prep !== null && total > prep ? total - prep : null);
  const fullDescription = state.description.join(' ').trim();
  const description = capText(fullDescription, DESCRIPTION_MAX);
  const notes = state.notes.join('\n').trim();
  const recipe: ParsedRecipe = {
    title: state.title === '' ? UNTITLED_RECIPE : capText(state.title, 200),
    description: description === '' ? null : description,
    prep_time_minutes: prep,
    cook_time_minutes: cook,
    servings: meta.servings ?? RECIPE_DEFAULTS.servings,
    difficulty: meta.difficulty ?? RECIPE_DEFAULTS.difficulty,
    cuisine_type: meta.cuisine ?? null,
    meal_type: meta.meal ?? null,
    notes: notes === '' ? null : notes.slice(0, 5000),
    tags: meta.tags ?? [],
    nutrition_json: null,
    ingredients: state.ingredients.slice(0, MAX_ROWS),
    instructions: state.steps.slice(0, MAX_ROWS).map(toInstruction),
  };
  const findings = {
    titleFound: state.title !== '',
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    prepFound: prep !== null,
    cookFound: cook !== null,
    servingsFound: meta.servings !== undefined,
    descriptionShortened: description !== fullDescription,
    ingredientsDropped: state.ingredients.length > MAX_ROWS,
    stepsDropped: state.steps.length > MAX_ROWS,
  };
  const success = recipe.ingredients.length > 0 || recipe.instructions.length > 0;
  return {
    success,
    recipe: success ? recipe : null,
    suggestions: listSuggestions(findings),
    ai_confidence: rateConfidence(findings),
  };
}
