import { type Draft, emptyParsed, numberSteps, settleTimes } from '../mapping/draft';
import { durationMinutes } from '../mapping/durations';
import { ingredientFromText } from '../mapping/ingredient-text';
import { nutritionFrom } from '../mapping/nutrition';
import { servingsFrom, tagsFrom } from '../mapping/recipe-fields';
import { type JsonObject, clip, isJsonObject, listOf } from '../schema-org/values';
import { hostOf, httpUrl, ingredientFromParts, placeCategories } from './format-helpers';

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const nameOf = (value: unknown) => (isJsonObject(value) ? str(value.name) : str(value));

/** Mealie's recipe JSON: schema.org-like names without @type, ingredients and steps as objects, a slug. */
export const isMealie = (value: JsonObject) =>
  value['@type'] === undefined &&
  typeof value.name === 'string' &&
  Array.isArray(value.recipeIngredient) &&
  (typeof value.slug === 'string' ||
    listOf(value.recipeIngredient).some((i) => isJsonObject(i)) ||
    listOf(value.recipeInstructions).some((s) => isJsonObject(s) && 'text' in s && !('@type' in s)));

function ingredientOf(item: unknown, skipped: string[]) {
  if (typeof item === 'string') return ingredientFromText(item);
  if (!isJsonObject(item)) return null;
  const food = nameOf(item.food);
  // A Mealie ingredient without a food (or with amounts turned off) is only text.
  if (!food || item.disableAmount === true)
    return ingredientFromText(str(item.originalText) || str(item.display) || str(item.note));
  const row = ingredientFromParts({
    name: food,
    amount: item.quantity,
    unit: nameOf(item.unit) || null,
    note: str(item.note) || null,
  });
  if (str(item.title) && row) skipped.push(`Ingredient section "${clip(str(item.title), 60)}": kept as a plain list`);
  return row;
}

/** One recipe of Mealie's JSON export (GET /api/recipes/{slug} or the recipe files of its backup zip). */
export function mapMealie(recipe: JsonObject): Draft {
  const skipped: string[] = [];
  const parsed = emptyParsed();
  const draft: Draft = {
    name: str(recipe.name) || 'Untitled recipe',
    parser: 'mealie',
    parsed,
    skipped,
    imageUrls: [],
    imageData: [],
  };
  parsed.title = clip(str(recipe.name), 200);
  parsed.description = str(recipe.description) ? clip(str(recipe.description), 5000) : null;
  const servings =
    typeof recipe.recipeServings === 'number' && recipe.recipeServings >= 1
      ? Math.min(1000, Math.round(recipe.recipeServings))
      : servingsFrom(recipe.recipeYield);
  if (servings !== null) parsed.servings = servings;
  parsed.prep_time_minutes = durationMinutes(recipe.prepTime);
  parsed.cook_time_minutes = durationMinutes(recipe.performTime ?? recipe.cookTime);
  settleTimes(parsed, durationMinutes(recipe.totalTime), skipped);

  parsed.ingredients = listOf(recipe.recipeIngredient)
    .map((i) => ingredientOf(i, skipped))
    .filter((row) => row !== null);
  parsed.instructions = listOf(recipe.recipeInstructions)
    .map((step) =>
      isJsonObject(step) ? { text: str(step.text), title: str(step.title) } : { text: str(step), title: '' },
    )
    .filter((step) => step.text)
    .map((step) => ({
      step_number: 0,
      instruction: clip(step.text, 5000),
      time_minutes: null,
      temperature: null,
      notes: step.title ? clip(step.title, 500) : null,
    }));
  numberSteps(parsed);

  const categories = listOf(recipe.recipeCategory).map(nameOf).filter(Boolean);
  const tags = listOf(recipe.tags).map(nameOf).filter(Boolean);
  parsed.tags = tagsFrom([...placeCategories(draft, categories), ...tags], skipped);
  if (isJsonObject(recipe.nutrition)) {
    const { nutrition, note } = nutritionFrom(recipe.nutrition, parsed.servings, skipped);
    parsed.nutrition_json = nutrition;
    if (note) parsed.notes = note;
  }
  const notes = listOf(recipe.notes)
    .map((n) => (isJsonObject(n) ? [str(n.title), str(n.text)].filter(Boolean).join(': ') : str(n)))
    .filter(Boolean);
  if (notes.length > 0) parsed.notes = clip([...notes, parsed.notes].filter(Boolean).join('\n\n'), 5000);
  parsed.source_url = httpUrl(recipe.orgURL);
  parsed.source_name = hostOf(parsed.source_url);
  if (typeof recipe.rating === 'number' && recipe.rating > 0)
    skipped.push(`Rating (${recipe.rating} of 5): not imported`);
  if (listOf(recipe.comments).length > 0) skipped.push('Comments: not imported');
  return draft;
}
