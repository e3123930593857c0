import type { CookingPreferences } from '@potluck/api';

const TIME: Record<CookingPreferences['cooking_time_preference'], string | null> = {
  quick: 'quick dishes, under 30 minutes',
  moderate: '30 to 60 minutes',
  long: '1 to 2 hours',
  extended: 'more than 2 hours is fine',
  any: null,
};

const words = (list: string[]) => list.map((w) => w.replace(/_/g, ' ')).join(', ');

/**
 * The system-prompt paragraph that makes AI answers fit the member: dislikes and diet as hard limits, the rest
 * as guidance. The member's own words only ever reach their own answers.
 */
export function preferencesPrompt(input: { prefs: CookingPreferences; diet: string[] }): string {
  const { prefs, diet } = input;
  const lines = [
    `Skill level: ${prefs.skill_level}.`,
    TIME[prefs.cooking_time_preference] ? `Preferred cooking time: ${TIME[prefs.cooking_time_preference]}.` : null,
    `Kitchen equipment: ${prefs.kitchen_equipment}.`,
    `Spice tolerance: ${prefs.spice_tolerance} of 5.`,
    prefs.preferred_cuisines.length ? `Favourite cuisines: ${words(prefs.preferred_cuisines)}.` : null,
    prefs.favorite_ingredients.length ? `Favourite ingredients: ${words(prefs.favorite_ingredients)}.` : null,
    prefs.cooking_goals.length ? `Cooking goals: ${words(prefs.cooking_goals)}.` : null,
    diet.length ? `Diet (always respect it): ${words(diet)}.` : null,
    prefs.disliked_ingredients.length
      ? `Disliked ingredients (never suggest or add them; offer a substitute when a recipe has one): ${words(prefs.disliked_ingredients)}.`
      : null,
  ].filter((l): l is string => l !== null);
  return `The member you are helping has these cooking preferences; fit every answer to them.\n${lines.join('\n')}`;
}
