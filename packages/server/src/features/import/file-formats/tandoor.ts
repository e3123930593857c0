import { type Draft, emptyParsed, numberSteps } from '../mapping/draft';
import { nutritionFrom } from '../mapping/nutrition';
import { tagsFrom } from '../mapping/recipe-fields';
import { type JsonObject, clip, isJsonObject, listOf } from '../schema-org/values';
import { hostOf, httpUrl, ingredientFromParts, placeCategories } from './format-helpers';

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const nameOf = (value: unknown) => (isJsonObject(value) ? str(value.name) : '');
const minutes = (value: unknown) =>
  typeof value === 'number' && value > 0 && value <= 10_000 ? Math.round(value) : null;
const byOrder = (a: unknown, b: unknown) => Number((a as JsonObject).order ?? 0) - Number((b as JsonObject).order ?? 0);

/** Tandoor's recipe.json: steps that each carry their own ingredients, working and waiting times. */
export const isTandoor = (value: JsonObject) =>
  typeof value.name === 'string' &&
  Array.isArray(value.steps) &&
  value.steps.some((s) => isJsonObject(s) && ('instruction' in s || 'ingredients' in s));

/** One recipe of a Tandoor export (recipe.json of each recipe's zip, photo beside it). */
export function mapTandoor(recipe: JsonObject): Draft {
  const skipped: string[] = [];
  const parsed = emptyParsed();
  const draft: Draft = {
    name: str(recipe.name) || 'Untitled recipe',
    parser: 'tandoor',
    parsed,
    skipped,
    imageUrls: [],
    imageData: [],
  };
  parsed.title = clip(str(recipe.name), 200);
  parsed.description = str(recipe.description) ? clip(str(recipe.description), 5000) : null;
  if (typeof recipe.servings === 'number' && recipe.servings >= 1)
    parsed.servings = Math.min(1000, Math.round(recipe.servings));
  parsed.prep_time_minutes = minutes(recipe.working_time);
  parsed.cook_time_minutes = minutes(recipe.waiting_time);

  for (const step of [...listOf(recipe.steps)].filter(isJsonObject).sort(byOrder)) {
    for (const item of [...listOf(step.ingredients)].filter(isJsonObject).sort(byOrder)) {
      if (item.is_header === true) continue;
      const row = ingredientFromParts({
        name: nameOf(item.food) || str(item.original_text),
        amount: item.no_amount === true ? null : item.amount,
        unit: nameOf(item.unit) || null,
        note: str(item.note) || null,
      });
      if (row) parsed.ingredients.push(row);
    }
    const text = str(step.instruction);
    if (text) {
      const title = str(step.name);
      parsed.instructions.push({
        step_number: 0,
        instruction: clip(text, 5000),
        time_minutes: minutes(step.time),
        temperature: null,
        notes: title ? clip(title, 500) : null,
      });
    }
  }
  numberSteps(parsed);
  const keywords = listOf(recipe.keywords).map(nameOf).filter(Boolean);
  parsed.tags = tagsFrom(placeCategories(draft, keywords), skipped);
  if (isJsonObject(recipe.nutrition)) {
    const n = recipe.nutrition;
    const { nutrition, note } = nutritionFrom(
      { calories: n.calories, carbohydrateContent: n.carbohydrates, fatContent: n.fats, proteinContent: n.proteins },
      parsed.servings,
      skipped,
    );
    parsed.nutrition_json = nutrition;
    if (note) parsed.notes = note;
  }
  parsed.source_url = httpUrl(recipe.source_url);
  parsed.source_name = hostOf(parsed.source_url);
  if (str(recipe.servings_text)) skipped.push(`Servings text "${clip(str(recipe.servings_text), 60)}": not imported`);
  return draft;
}
