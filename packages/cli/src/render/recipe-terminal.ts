import type { Ingredient, Instruction, Recipe } from '@potluck/api';
import { NUTRITION_UNAVAILABLE_MESSAGE } from '@potluck/api/domain';
import {
  authorName,
  ingredientAmount,
  ingredientDescription,
  nutritionRows,
  orderedSteps,
  recipeKinds,
  recipeState,
  recipeTimes,
  servingsText,
  stepExtras,
} from '@potluck/api';
import { plainStyle, type Style } from './style';
import { padEnd, padStart, textWidth, wrap } from './text-layout';

export interface TerminalOptions {
  /** Ingredient amounts are multiplied by this (the --scale or --servings choice). @default 1 */
  multiplier?: number;
  /** Terminal width in columns; text wraps to it (at most 100, at least 40). @default 80 */
  width?: number;
  /** @default plainStyle */
  style?: Style;
}

const INDENT = '  ';
/** Amounts longer than this ("1 1/2 fluid ounces") do not widen the column for every other line. */
const MAX_AMOUNT_COLUMN = 12;

/**
 * Ingredient lines with the scaled amounts in a column: "  1/2 cup  milk". The name wraps under itself;
 * an ingredient without an amount keeps the column empty so the names still line up.
 */
export function layoutIngredients(ingredients: readonly Ingredient[], multiplier: number, width: number): string[] {
  const amounts = ingredients.map((ingredient) => ingredientAmount(ingredient, multiplier));
  const column = Math.min(MAX_AMOUNT_COLUMN, Math.max(0, ...amounts.map(textWidth)));
  return ingredients.flatMap((ingredient, i) => {
    const amount = amounts[i] ?? '';
    const lead = column === 0 ? INDENT : `${INDENT}${padEnd(amount, column)}  `;
    const hanging = ' '.repeat(column === 0 ? INDENT.length : INDENT.length + column + 2);
    return wrap(ingredientDescription(ingredient), width, hanging, lead);
  });
}

/** Numbered steps, numbers right-aligned, text wrapped under itself; time and temperature after the text. */
export function layoutSteps(instructions: readonly Instruction[], width: number, style: Style = plainStyle): string[] {
  const steps = orderedSteps(instructions);
  const digits = String(steps.length).length;
  const hanging = ' '.repeat(INDENT.length + digits + 2);
  return steps.flatMap((step, i) => {
    const extras = stepExtras(step);
    const text = extras ? `${step.instruction.trim()} (${extras})` : step.instruction.trim();
    const lines = wrap(text, width, hanging, `${INDENT}${padStart(String(i + 1), digits)}. `);
    if (step.notes?.trim()) lines.push(...wrap(`Note: ${step.notes.trim()}`, width, hanging).map(style.dim));
    return i < steps.length - 1 ? [...lines, ''] : lines;
  });
}

/** A recipe as a person reads it in a terminal: `potluck recipes show`. */
export function renderRecipeText(recipe: Recipe, options: TerminalOptions = {}): string {
  const { multiplier = 1, style = plainStyle } = options;
  const width = Math.max(40, Math.min(100, options.width ?? 80));
  const out: string[] = [];
  const section = (title: string, lines: string[]) => {
    if (lines.length > 0) out.push('', style.bold(title), ...lines);
  };

  out.push(...wrap(recipe.title, width).map(style.bold));
  const byline = [
    `by ${authorName(recipe)} (@${recipe.author_username})`,
    `#${recipe.id} ${recipe.slug}`,
    recipeState(recipe),
  ];
  out.push(...wrap(byline.filter(Boolean).join(' · '), width).map(style.dim));
  if (recipe.description?.trim()) out.push('', ...wrap(recipe.description, width));

  const facts = [
    recipeTimes(recipe)
      .map((time) => `${time.label} ${time.value}`)
      .join(' · '),
    [`Serves ${servingsText(recipe, multiplier)}`, ...recipeKinds(recipe)].join(' · '),
    recipe.categories.length > 0 ? `Categories: ${recipe.categories.map((c) => c.name).join(', ')}` : '',
    recipe.tags.length > 0 ? `Tags: ${recipe.tags.map((t) => t.name).join(', ')}` : '',
  ].filter(Boolean);
  out.push('', ...facts.flatMap((fact) => wrap(fact, width, INDENT, '')));

  section('Ingredients', layoutIngredients(recipe.ingredients, multiplier, width));
  section('Instructions', layoutSteps(recipe.instructions, width, style));
  section('Notes', recipe.notes?.trim() ? wrap(recipe.notes, width, INDENT) : []);

  const nutrition = nutritionRows(recipe.nutrition_json);
  if (nutrition === 'unavailable') section('Nutrition per serving', [`${INDENT}${NUTRITION_UNAVAILABLE_MESSAGE}`]);
  else if (nutrition) {
    const labelWidth = Math.max(...nutrition.map((row) => textWidth(row.label)));
    const rows = nutrition.map((row) => `${INDENT}${padEnd(row.label, labelWidth)}  ${row.value}`);
    const disclaimer = recipe.nutrition_json?.disclaimer?.trim();
    section('Nutrition per serving', disclaimer ? [...rows, ...wrap(disclaimer, width, INDENT).map(style.dim)] : rows);
  }

  const source = [recipe.source_name?.trim(), recipe.source_url?.trim()].filter(Boolean).join(' — ');
  if (source) out.push('', ...wrap(`Source: ${source}`, width, INDENT, ''));
  return out.join('\n');
}
