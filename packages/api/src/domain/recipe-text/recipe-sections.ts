import { parseIngredientLine, type ParsedIngredient } from './ingredient-reader';
import { stripBullet, stripMarkdown } from './ingredient-text';
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

// Reads pasted recipe text line by line into its parts: which section a line belongs to (with or without
// "Ingredients" / "Method" headers), ingredient rows, steps joined across wrapped lines, notes and meta lines.
// recipe-text.ts turns the parts into the parsed recipe.

/** What the lines said, section by section. */
export type RecipeSections = {
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

function addIngredient(state: RecipeSections, line: string): void {
  const ingredient = parseIngredientLine(line);
  if (ingredient.ingredient_name === '') return;
  // Sub-sections ("For the sauce") have no field of their own: the note keeps a second "sugar" apart.
  if (state.group !== null)
    ingredient.notes = [state.group, ingredient.notes].filter((note) => note !== null).join('; ');
  state.ingredients.push(ingredient);
}

function addStep(state: RecipeSections, line: string): void {
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

function readStartLine(state: RecipeSections, line: string): void {
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

function readLine(state: RecipeSections, line: string): void {
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

/** Every line of the text, in order; a blank line only marks where a wrapped step cannot continue. */
export function readSections(lines: readonly string[]): RecipeSections {
  const state: RecipeSections = {
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
  return state;
}
