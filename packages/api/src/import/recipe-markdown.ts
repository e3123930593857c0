import { NUTRITION_UNAVAILABLE_MESSAGE } from '../domain/index';
import { optionLabel } from '../recipes/recipe.rules';
import type { Recipe } from '../recipes/recipe.schemas';
import {
  authorName,
  ingredientAmount,
  ingredientDescription,
  nutritionRows,
  orderedSteps,
  recipeTimes,
  servingsText,
  stepExtras,
} from './recipe-parts';

/*
 * A recipe as Markdown, shared by the server's export (GET /recipes/{id}/export?format=md) and any client.
 * The CLI's terminal view draws from the same recipe-parts, so both say the same.
 */

export interface MarkdownOptions {
  /** Ingredient amounts (and the servings line) are multiplied by this. @default 1 */
  multiplier?: number;
}

/** Characters that format inline text: emphasis, code, links, autolinks and HTML, strike-through. */
const INLINE_SPECIAL = /[\\`*_[\]<~]/g;

/**
 * Escapes text a person typed so Markdown shows it as typed: inline markers anywhere, and what would
 * start a heading, quote, list or rule at the beginning of a line. Line breaks are kept.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(INLINE_SPECIAL, (char) => `\\${char}`)
    .split('\n')
    .map((line) => line.replace(/^(\s*)([#>+=|-])/, '$1\\$2').replace(/^(\s*\d+)([.)])(?=\s|$)/, '$1\\$2'))
    .join('\n');
}

/** One line (list items, table cells): line breaks become spaces. */
const escapeLine = (text: string): string => escapeMarkdown(text.replace(/\s*[\r\n]+\s*/g, ' ').trim());

/** Paragraphs as typed, with runs of blank lines folded into one and no trailing spaces. */
function paragraphs(text: string): string {
  return escapeMarkdown(
    text
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
  );
}

/** A link target that stays one token: spaces and parentheses percent-encoded. */
const linkTarget = (url: string): string =>
  url.trim().replace(/ /g, '%20').replace(/</g, '%3C').replace(/>/g, '%3E').replace(/\(/g, '%28').replace(/\)/g, '%29');

/**
 * A recipe as Markdown a person pastes into a document (or a note app): title, description, a line of
 * facts, the ingredients as a bulleted list with cook-friendly amounts, numbered steps, notes,
 * nutrition per serving and the source. Pure, so the export command and any later one share it.
 */
export function recipeToMarkdown(recipe: Recipe, options: MarkdownOptions = {}): string {
  const multiplier = options.multiplier ?? 1;
  const blocks: string[] = [`# ${escapeLine(recipe.title)}`];
  if (recipe.description?.trim()) blocks.push(paragraphs(recipe.description));

  const facts = [
    `**Serves** ${servingsText(recipe, multiplier)}`,
    ...recipeTimes(recipe).map((time) => `**${time.label}** ${time.value}`),
    `**Difficulty** ${optionLabel(recipe.difficulty)}`,
    recipe.cuisine_type ? `**Cuisine** ${escapeLine(optionLabel(recipe.cuisine_type))}` : '',
    recipe.meal_type ? `**Meal** ${escapeLine(optionLabel(recipe.meal_type))}` : '',
  ];
  blocks.push(facts.filter(Boolean).join(' · '));

  const about = [
    `By ${escapeLine(authorName(recipe))}`,
    recipe.categories.length > 0 ? `Categories: ${recipe.categories.map((c) => escapeLine(c.name)).join(', ')}` : '',
    recipe.tags.length > 0 ? `Tags: ${recipe.tags.map((t) => escapeLine(t.name)).join(', ')}` : '',
  ];
  blocks.push(`*${about.filter(Boolean).join(' · ')}*`);

  if (recipe.ingredients.length > 0) {
    const items = recipe.ingredients.map((ingredient) => {
      const amount = ingredientAmount(ingredient, multiplier);
      return `- ${escapeLine([amount, ingredientDescription(ingredient)].filter(Boolean).join(' '))}`;
    });
    blocks.push('## Ingredients', items.join('\n'));
  }

  const steps = orderedSteps(recipe.instructions);
  if (steps.length > 0) {
    const items = steps.map((step, i) => {
      const marker = `${i + 1}. `;
      const indent = ' '.repeat(marker.length);
      const extras = stepExtras(step);
      // Continuation lines are indented under the text so they stay inside the list item.
      const text = paragraphs(step.instruction)
        .split('\n')
        .map((line, n) => (n === 0 || line === '' ? line : indent + line))
        .join('\n');
      const lines = [`${marker}${text}${extras ? ` *(${escapeLine(extras)})*` : ''}`];
      // A paragraph of its own inside the item: on the next line it would run on into the step's text.
      if (step.notes?.trim()) lines.push('', `${indent}*Note: ${escapeLine(step.notes)}*`);
      return lines.join('\n');
    });
    blocks.push('## Instructions', items.join('\n'));
  }

  if (recipe.notes?.trim()) blocks.push('## Notes', paragraphs(recipe.notes));

  const nutrition = nutritionRows(recipe.nutrition_json);
  if (nutrition === 'unavailable') blocks.push('## Nutrition per serving', NUTRITION_UNAVAILABLE_MESSAGE);
  else if (nutrition) {
    const rows = nutrition.map((row) => `| ${row.label} | ${row.value} |`);
    blocks.push('## Nutrition per serving', ['| Nutrient | Amount |', '| --- | ---: |', ...rows].join('\n'));
    const disclaimer = recipe.nutrition_json?.disclaimer?.trim();
    if (disclaimer) blocks.push(`*${escapeLine(disclaimer)}*`);
  }

  const name = recipe.source_name?.trim();
  const url = recipe.source_url?.trim();
  if (name && url) blocks.push(`Source: [${escapeLine(name)}](${linkTarget(url)})`);
  else if (url) blocks.push(`Source: <${linkTarget(url)}>`);
  else if (name) blocks.push(`Source: ${escapeLine(name)}`);

  return `${blocks.join('\n\n')}\n`;
}
