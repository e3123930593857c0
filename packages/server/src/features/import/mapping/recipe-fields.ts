import { CUISINES, MEAL_TYPES, normalizeTag } from '@potluck/api';
import { clip, listOf, textOf } from '../schema-org/values';

export const DEFAULT_SERVINGS = 4;

/**
 * Servings from a yield: 4, "4", "4 servings", ["4", "4 servings"]; of a range, as many as it goes up to ("Serves
 * 4-6" → 6, "3 to 4 servings" → 4), as the page's visible servings are read.
 */
export function servingsFrom(value: unknown): number | null {
  for (const item of listOf(value)) {
    const text = typeof item === 'number' ? String(item) : textOf(item);
    const match = text ? /(\d+)(?:\s*(?:-|–|to|bis|à|a)\s*(\d+))?/u.exec(text) : null;
    if (match) {
      const n = Number(match[2] ?? match[1]);
      if (n >= 1 && n <= 1000) return n;
    }
  }
  return null;
}

const key = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/[^a-z_]/g, '');

const CUISINE_ALIASES: Record<string, (typeof CUISINES)[number]> = {
  usa: 'american',
  us: 'american',
  english: 'british',
  scottish: 'british',
  irish: 'british',
  latin: 'latin_american',
  tex_mex: 'mexican',
  asian_fusion: 'fusion',
  lebanese: 'middle_eastern',
  turkish: 'middle_eastern',
  persian: 'middle_eastern',
};

const MEAL_ALIASES: Record<string, (typeof MEAL_TYPES)[number]> = {
  breakfasts: 'breakfast',
  brunch: 'breakfast',
  lunches: 'lunch',
  dinners: 'dinner',
  main: 'dinner',
  main_course: 'dinner',
  main_dish: 'dinner',
  mains: 'dinner',
  entree: 'dinner',
  supper: 'dinner',
  snacks: 'snack',
  desserts: 'dessert',
  dessert_recipes: 'dessert',
  appetizers: 'appetizer',
  starter: 'appetizer',
  starters: 'appetizer',
  side_dish: 'side',
  side_dishes: 'side',
  sides: 'side',
  drinks: 'drink',
  beverage: 'drink',
  beverages: 'drink',
  cocktail: 'drink',
  cocktails: 'drink',
};

/** A known cuisine for text like "Middle Eastern" or "Italian"; null otherwise. */
export function cuisineOf(text: string): (typeof CUISINES)[number] | null {
  const k = key(text);
  return (CUISINES as readonly string[]).includes(k) ? (k as (typeof CUISINES)[number]) : (CUISINE_ALIASES[k] ?? null);
}

/** A known meal type for a category like "Dinner", "Main Course" or "Desserts"; null otherwise. */
export function mealTypeOf(text: string): (typeof MEAL_TYPES)[number] | null {
  const k = key(text);
  return (MEAL_TYPES as readonly string[]).includes(k) ? (k as (typeof MEAL_TYPES)[number]) : (MEAL_ALIASES[k] ?? null);
}

/** Texts of a list or of one comma-separated string ("a, b, c" is how schema.org keywords usually come). */
export function textList(value: unknown): string[] {
  return listOf(value)
    .flatMap((item) => (textOf(item) ?? '').split(','))
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Tags as the recipe stores them (normalized, unique, at most 50 characters, at most 30), with a note when some did not fit. */
export function tagsFrom(texts: string[], skipped: string[]): string[] {
  const tags = [...new Set(texts.map((t) => clip(normalizeTag(t), 50)).filter(Boolean))];
  if (tags.length > 30) skipped.push(`${tags.length - 30} tags beyond the 30 a recipe can have`);
  return tags.slice(0, 30);
}
