import { PAGE_LIMIT_MAX } from '@potluck/api';
import { SCALE_CHOICES } from '@potluck/api/domain';
import { UsageError } from './errors';

/** The <id|slug> argument of the recipe commands. */
export type RecipeRef = { id: number; slug: string } | { id: null; slug: string };

const MAX_ID = 2 ** 31 - 1;

/**
 * A whole number is an id (and, since a title like "1984" has the slug "1984", also a slug to try when
 * no recipe has that id); anything else is a slug. Slugs are lower case, so "Apple-Pie" finds "apple-pie".
 */
export function parseRecipeRef(text: string): RecipeRef {
  const value = text.trim();
  if (value === '') throw new UsageError('Give a recipe id or slug, e.g. `potluck recipes show 12`.');
  if (value.length > 250) throw new UsageError('That recipe slug is too long (at most 250 characters).');
  if (/^\d+$/.test(value)) {
    const id = Number(value);
    if (id >= 1 && id <= MAX_ID) return { id, slug: value };
  }
  return { id: null, slug: value.toLowerCase() };
}

/** --limit: how many recipes one page shows, 1 to the API's maximum. */
export function parseLimit(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < 1 || value > PAGE_LIMIT_MAX) {
    throw new UsageError(`--limit must be a whole number from 1 to ${PAGE_LIMIT_MAX} (got "${text}").`);
  }
  return value;
}

/** --offset: how many recipes to skip (paging on from a --limit). */
export function parseOffset(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text.trim())) throw new UsageError(`--offset must be a whole number of 0 or more (got "${text}").`);
  return Number(text);
}

export interface ScaleOptions {
  scale?: string;
  servings?: string;
}

/** How a recipe is scaled: a multiplier of the servings scaler, or a number of servings to cook for. */
export type Scaling = { scale: number } | { servings: number } | null;

/** --scale (one of the web scaler's choices) or --servings (a whole number ≥ 1), never both. */
export function parseScaling({ scale, servings }: ScaleOptions): Scaling {
  if (scale !== undefined && servings !== undefined) {
    throw new UsageError('Use either --scale or --servings, not both.');
  }
  if (scale !== undefined) {
    const value = Number(scale.trim());
    const choices: readonly number[] = SCALE_CHOICES;
    if (scale.trim() === '' || !choices.includes(value)) {
      throw new UsageError(
        `--scale must be one of ${SCALE_CHOICES.join(', ')} (got "${scale}"). For other amounts use --servings.`,
      );
    }
    return { scale: value };
  }
  if (servings !== undefined) {
    const value = Number(servings.trim());
    if (!/^\d+$/.test(servings.trim()) || value < 1 || value > 10_000) {
      throw new UsageError(`--servings must be a whole number of at least 1 (got "${servings}").`);
    }
    return { servings: value };
  }
  return null;
}

/** The multiplier for the ingredient amounts: servings wanted / servings the recipe makes. */
export function multiplierFor(scaling: Scaling, recipeServings: number): number {
  if (scaling === null) return 1;
  if ('scale' in scaling) return scaling.scale;
  return recipeServings > 0 ? scaling.servings / recipeServings : 1;
}

export const EXPORT_FORMATS = ['md', 'json', 'jsonld'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** --format, else what the --out file's extension says (.json, .jsonld), else JSON under --json, else Markdown. */
export function exportFormat(format: string | undefined, out: string | undefined, json = false): ExportFormat {
  if (format !== undefined) {
    const value = format.trim().toLowerCase();
    if (value === 'markdown') return 'md';
    if (value === 'json-ld') return 'jsonld';
    if ((EXPORT_FORMATS as readonly string[]).includes(value)) return value as ExportFormat;
    throw new UsageError(`--format must be md, json or jsonld (got "${format}").`);
  }
  if (out !== undefined) {
    const name = out.toLowerCase();
    return name.endsWith('.jsonld') ? 'jsonld' : name.endsWith('.json') ? 'json' : 'md';
  }
  return json ? 'json' : 'md';
}
