// The reader only; the wire schemas of POST /ai/parse-recipe are in src/ai/ai-recipe.schemas.ts.
export { parseRecipeText, UNTITLED_RECIPE, type ParsedRecipe, type ParsedRecipeResult } from './recipe-text';
export { parseIngredientLine, type ParsedIngredient } from './ingredient-reader';
export { type ParsedInstruction } from './instruction-reader';
export { PARSE_SUGGESTIONS } from './confidence';
export { parseDuration } from './recipe-meta';
export { HEADING_FOR, HEADING_LEAD, INGREDIENTS, MAKING, STEPS } from './heading-words';
export { WORD_BREAK_MARKS } from './ingredient-text';
