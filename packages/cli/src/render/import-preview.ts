import { formatMinutes, formatQuantity } from '@potluck/api/domain';
import type { ReadRecipe } from '../import/import-types';
import { plainStyle, type Style } from './style';
import { padStart, table, wrap } from './text-layout';

const PARSER_NAMES: Record<string, string> = {
  ai: 'AI',
  builtin: 'built-in',
  'schema.org': 'schema.org',
  paprika: 'Paprika',
  mealie: 'Mealie',
  tandoor: 'Tandoor',
};
export const parserName = (parser: string): string => PARSER_NAMES[parser] ?? parser;

const INDENT = '  ';

/** "onion, finely chopped · or a shallot (optional)": the name with what follows it in the recipe. */
function ingredientText(ingredient: ReadRecipe['ingredients'][number]): string {
  const extra = [ingredient.preparation, ingredient.notes].filter((part) => part?.trim()).join(' · ');
  return `${ingredient.ingredient_name}${extra ? `, ${extra}` : ''}${ingredient.is_optional ? ' (optional)' : ''}`;
}

export interface PreviewOptions {
  /** Terminal width; the ingredient names are cut and the steps wrapped to it. @default 80 */
  width?: number;
  /** @default plainStyle */
  style?: Style;
}

/**
 * What a parser read from a source, before it is created: title, which parser and how sure it is, the
 * ingredients as an amount / unit / name table, numbered steps, and what could not be taken over.
 */
export function renderImportPreview(recipe: ReadRecipe, options: PreviewOptions = {}): string {
  const { style = plainStyle } = options;
  const width = Math.max(40, Math.min(100, options.width ?? 80));
  const out: string[] = [...wrap(recipe.title, width).map(style.bold)];
  const read = [`Parser: ${parserName(recipe.parser)}`, recipe.confidence ? `Confidence: ${recipe.confidence}` : ''];
  out.push(style.dim(read.filter(Boolean).join(' · ')));
  const facts = [
    recipe.servings ? `Serves ${recipe.servings}` : '',
    recipe.prep_time_minutes ? `Prep ${formatMinutes(recipe.prep_time_minutes)}` : '',
    recipe.cook_time_minutes ? `Cook ${formatMinutes(recipe.cook_time_minutes)}` : '',
  ].filter(Boolean);
  if (facts.length > 0) out.push(facts.join(' · '));

  out.push('', style.bold(`Ingredients (${recipe.ingredients.length})`));
  if (recipe.ingredients.length === 0) out.push(`${INDENT}none found`);
  else {
    const rows = recipe.ingredients.map((i) => [formatQuantity(i.amount), i.unit ?? '', ingredientText(i)]);
    const columns = [
      { header: 'Amount', align: 'right' as const },
      { header: 'Unit' },
      { header: 'Ingredient', shrink: true, minWidth: 20 },
    ];
    out.push(
      ...table(columns, rows, width - INDENT.length).map((line, i) => INDENT + (i === 0 ? style.dim(line) : line)),
    );
  }

  out.push('', style.bold(`Steps (${recipe.instructions.length})`));
  if (recipe.instructions.length === 0) out.push(`${INDENT}none found`);
  const digits = String(recipe.instructions.length).length;
  for (const [i, step] of recipe.instructions.entries()) {
    out.push(
      ...wrap(
        step.instruction,
        width,
        ' '.repeat(INDENT.length + digits + 2),
        `${INDENT}${padStart(String(i + 1), digits)}. `,
      ),
    );
  }

  const list = (title: string, items: string[]) => {
    if (items.length > 0)
      out.push('', style.bold(title), ...items.flatMap((item) => wrap(item, width, `${INDENT}  `, `${INDENT}- `)));
  };
  list('Not imported', recipe.skipped);
  list('Suggestions', recipe.suggestions);
  return out.join('\n');
}
