import { RECIPE_DEFAULTS, type CUISINES, type DIFFICULTIES, type MEAL_TYPES } from '../../recipes/recipe.rules';
import { listSuggestions, rateConfidence, type Confidence } from './confidence';
import { parseIngredientLine, type ParsedIngredient } from './ingredient-reader';
import { capText, stripBullet, stripMarkdown } from './ingredient-text';
import { toInstruction, type ParsedInstruction } from './instruction-reader';
import { readMetaLine, type RecipeMeta } from './recipe-meta';
import {
  isJunkLine,
  looksLikeIngredient,
  looksLikeStep,
  readSectionHeader,
  readStepMarker,
  readSubHeader,
  readTitle,
  type SectionKind,
} from './recipe-lines';
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

type State = {
  section: 'start' | SectionKind;
  hasInstructionsHeader: boolean;
  titleDone: boolean;
  title: string;
  description: string[];
  ingredients: ParsedIngredient[];
  steps: string[];
  notes: string[];
  group: string | null;
  blankBefore: boolean;
  /** The method numbers its steps: an unnumbered line right after a step continues it. */
  numbered: boolean;
  /** A lone "Step 2" line was read: the next line is that step. */
  stepPending: boolean;
  meta: RecipeMeta;
};

function addIngredient(state: State, line: string): void {
  const ingredient = parseIngredientLine(line);
  if (ingredient.ingredient_name === '') return;
  // Sub-sections ("For the sauce") have no field of their own: the note keeps a second "sugar" apart.
  if (state.group !== null)
    ingredient.notes = [state.group, ingredient.notes].filter((note) => note !== null).join('; ');
  state.ingredients.push(ingredient);
}

function addStep(state: State, line: string): void {
  const numbered = readStepMarker(line);
  if (numbered !== null) {
    state.numbered = true;
    state.stepPending = numbered === '';
    if (numbered !== '') state.steps.push(numbered);
    return;
  }
  const text = stripBullet(stripMarkdown(line));
  if (text === '') return;
  const last = state.steps.length - 1;
  const continues =
    last >= 0 &&
    !state.blankBefore &&
    !state.stepPending &&
    (state.numbered || /^[a-z]/.test(text) || /[,;]$/.test(state.steps[last]!));
  if (continues) state.steps[last] = `${state.steps[last]} ${text}`;
  else state.steps.push(text);
  state.stepPending = false;
}

function readStartLine(state: State, line: string): void {
  if (!state.titleDone) {
    state.titleDone = true;
    const title = readTitle(line);
    // "3-Ingredient Cookies" is a title, "2-inch piece ginger" an ingredient.
    if (title !== null && (!looksLikeIngredient(line) || /^\d+-\p{Lu}/u.test(line))) {
      state.title = title;
      return;
    }
  }
  if (looksLikeIngredient(line)) {
    state.section = 'ingredients';
    addIngredient(state, line);
  } else if (readStepMarker(line) !== null) {
    state.section = 'instructions';
    addStep(state, line);
  } else {
    state.description.push(stripMarkdown(line));
  }
}

// "Ingredients: 2 cups rice, 4 cups water." — a header with its content on the same line.
const INLINE_HEADER = /^([^:]{3,40}):\s*(\S.*)$/;
// Inline ingredients are split where a new amount starts, so "1 onion, chopped, 2 carrots" stays two rows.
const INLINE_INGREDIENT_BREAK = /[,;]\s*(?=\d|[½¼¾⅓⅔⅛]|an?\s)/;

function readLine(state: State, line: string): void {
  const inline = INLINE_HEADER.exec(line);
  const header = readSectionHeader(line) ?? (inline === null ? null : readSectionHeader(inline[1]!));
  // "Tip: don't overmix" inside the method is one note; the method goes on after it.
  if (
    header !== null &&
    inline !== null &&
    (header.kind === 'notes' || header.kind === 'other') &&
    readSectionHeader(line) === null
  ) {
    if (header.kind === 'notes') state.notes.push(inline[2]!);
    return;
  }
  if (header !== null) {
    state.section = header.kind;
    state.titleDone = true;
    state.group = header.group;
    state.stepPending = false;
    if (inline !== null && readSectionHeader(line) === null) {
      const content = inline[2]!;
      const parts = header.kind === 'ingredients' ? content.split(INLINE_INGREDIENT_BREAK) : [content];
      for (const part of parts) readLine(state, header.kind === 'ingredients' ? part.replace(/\.$/, '') : part);
    }
    return;
  }
  const meta = readMetaLine(line);
  if (meta !== null) {
    state.meta = { ...meta, ...state.meta };
    return;
  }
  if (isJunkLine(line)) return;
  switch (state.section) {
    case 'start':
      return readStartLine(state, line);
    case 'ingredients': {
      const subHeader = readSubHeader(line);
      if (subHeader !== null && !looksLikeIngredient(line)) {
        state.group = subHeader;
        return;
      }
      const isStep = readStepMarker(line) !== null || (looksLikeStep(line) && !looksLikeIngredient(line));
      if (isStep && state.hasInstructionsHeader) state.notes.push(stripBullet(line));
      else if (isStep && state.ingredients.length > 0) {
        state.section = 'instructions';
        addStep(state, line);
      } else addIngredient(state, line);
      return;
    }
    case 'instructions':
      if (readSubHeader(line) !== null && !looksLikeStep(line)) return;
      return addStep(state, line);
    case 'notes':
      state.notes.push(stripBullet(line));
      return;
    case 'other':
      return;
  }
}

/**
 * The built-in (offline) recipe text reader behind POST /ai/parse-recipe: finds the title, description,
 * times, servings, ingredients and steps of pasted text, with or without "Ingredients" / "Method" headers,
 * and says honestly how much it could read (ai_confidence and suggestions). Deterministic and pure.
 */
export function parseRecipeText(text: string): ParsedRecipeResult {
  const lines = splitRecipeLines(text);
  const state: State = {
    section: 'start',
    hasInstructionsHeader: lines.some((line) => readSectionHeader(line)?.kind === 'instructions'),
    titleDone: false,
    title: '',
    description: [],
    ingredients: [],
    steps: [],
    notes: [],
    group: null,
    blankBefore: false,
    numbered: false,
    stepPending: false,
    meta: {},
  };
  for (const line of lines) {
    if (line === '') {
      state.blankBefore = true;
      continue;
    }
    readLine(state, line);
    state.blankBefore = false;
  }

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
