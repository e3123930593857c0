import { normalizeUnit } from '@potluck/api/domain';
import type { Draft } from '../mapping/draft';
import type { IngredientRow } from '../mapping/ingredient-text';
import { cuisineOf, mealTypeOf } from '../mapping/recipe-fields';
import { clip } from '../schema-org/values';

/** Steps of a free text ("directions"): one per paragraph or line, leading "1." / "Step 1:" numbering dropped. */
export function stepsFromText(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:step\s*)?\d+\s*[.):]\s*/i, '').trim())
    .filter(Boolean);
}

/** An ingredient the app stored in parts (Mealie, Tandoor): its unit on our list when it is one, else as written. */
export function ingredientFromParts(parts: {
  name: string;
  amount: unknown;
  unit: string | null;
  note: string | null;
}): IngredientRow | null {
  const name = parts.name.trim();
  if (!name) return null;
  const amount =
    typeof parts.amount === 'number' && Number.isFinite(parts.amount) && parts.amount > 0 && parts.amount <= 100_000
      ? parts.amount
      : null;
  const unitText = parts.unit?.trim() ?? '';
  return {
    ingredient_name: clip(name, 200),
    amount,
    unit: unitText ? (normalizeUnit(unitText) ?? clip(unitText, 40)) : null,
    preparation: null,
    notes: parts.note?.trim() ? clip(parts.note.trim(), 500) : null,
    is_optional: false,
  };
}

/** Categories of an app: a known meal type or cuisine fills that field, the rest become tags. */
export function placeCategories(draft: Draft, names: string[]): string[] {
  const tags: string[] = [];
  for (const name of names) {
    const meal = mealTypeOf(name);
    const cuisine = cuisineOf(name);
    if (meal && !draft.parsed.meal_type) draft.parsed.meal_type = meal;
    else if (cuisine && !draft.parsed.cuisine_type) draft.parsed.cuisine_type = cuisine;
    else tags.push(name);
  }
  return tags;
}

export const DIFFICULTY_WORDS: Record<string, Draft['parsed']['difficulty']> = {
  easy: 'easy',
  simple: 'easy',
  medium: 'medium',
  moderate: 'medium',
  intermediate: 'medium',
  hard: 'hard',
  difficult: 'hard',
};

/** Source name from a URL's host ("www.example.com" → "example.com"). */
export function hostOf(url: string | null): string | null {
  const parsed = url ? URL.parse(url) : null;
  return parsed && /^https?:$/.test(parsed.protocol) ? parsed.hostname.replace(/^www\./, '') : null;
}

export const httpUrl = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:\/\/\S+$/i.test(value.trim()) && URL.parse(value.trim())
    ? value.trim().slice(0, 2000)
    : null;
