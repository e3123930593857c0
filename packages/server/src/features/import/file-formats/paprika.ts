import { type Draft, emptyParsed, numberSteps, settleTimes } from '../mapping/draft';
import { durationMinutes } from '../mapping/durations';
import { ingredientFromText } from '../mapping/ingredient-text';
import { servingsFrom, tagsFrom } from '../mapping/recipe-fields';
import { type JsonObject, clip, isJsonObject, listOf } from '../schema-org/values';
import { DIFFICULTY_WORDS, hostOf, httpUrl, placeCategories, stepsFromText } from './format-helpers';

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Paprika's recipe JSON has these; a JSON object with them is read as Paprika. */
export const isPaprika = (value: JsonObject) =>
  typeof value.name === 'string' && typeof value.ingredients === 'string' && typeof value.directions === 'string';

function decodePhoto(data: unknown): Buffer | null {
  if (typeof data !== 'string' || data.length < 16) return null;
  const bytes = Buffer.from(data, 'base64');
  return bytes.length > 0 ? bytes : null;
}

/**
 * One Paprika recipe (the gzipped JSON inside .paprikarecipe / .paprikarecipes): ingredients and directions
 * are texts with one item per line; times are words ("1 hr 15 mins"); photo_data and photos[].data hold
 * the photos as base64.
 */
export function mapPaprika(recipe: JsonObject): Draft {
  const skipped: string[] = [];
  const parsed = emptyParsed();
  const draft: Draft = {
    name: str(recipe.name) || 'Untitled recipe',
    parser: 'paprika',
    parsed,
    skipped,
    imageUrls: [],
    imageData: [],
  };
  parsed.title = clip(str(recipe.name), 200);
  parsed.description = str(recipe.description) ? clip(str(recipe.description), 5000) : null;
  parsed.ingredients = str(recipe.ingredients)
    .split(/\r?\n/)
    .map(ingredientFromText)
    .filter((row) => row !== null);
  parsed.instructions = stepsFromText(str(recipe.directions)).map((text) => ({
    step_number: 0,
    instruction: clip(text, 5000),
    time_minutes: null,
    temperature: null,
    notes: null,
  }));
  numberSteps(parsed);
  const servings = servingsFrom(str(recipe.servings));
  if (servings !== null) parsed.servings = servings;
  else if (str(recipe.servings))
    skipped.push(`Servings "${clip(str(recipe.servings), 60)}" is not a number; 4 assumed`);
  parsed.prep_time_minutes = durationMinutes(str(recipe.prep_time));
  parsed.cook_time_minutes = durationMinutes(str(recipe.cook_time));
  settleTimes(parsed, durationMinutes(str(recipe.total_time)), skipped);
  const difficulty = DIFFICULTY_WORDS[str(recipe.difficulty).toLowerCase()];
  if (difficulty) parsed.difficulty = difficulty;

  const categories = listOf(recipe.categories)
    .map((c) => (typeof c === 'string' ? c : isJsonObject(c) ? str(c.name) : ''))
    .filter(Boolean);
  parsed.tags = tagsFrom(placeCategories(draft, categories), skipped);

  const notes = [
    str(recipe.notes),
    str(recipe.nutritional_info) ? `Nutrition: ${str(recipe.nutritional_info)}` : '',
  ].filter(Boolean);
  parsed.notes = notes.length > 0 ? clip(notes.join('\n\n'), 5000) : null;
  if (str(recipe.nutritional_info)) skipped.push('Nutrition: Paprika keeps it as text, so it was added to the notes');
  parsed.source_url = httpUrl(recipe.source_url);
  parsed.source_name = str(recipe.source) ? clip(str(recipe.source), 200) : hostOf(parsed.source_url);
  if (typeof recipe.rating === 'number' && recipe.rating > 0)
    skipped.push(`Rating (${recipe.rating} of 5): not imported`);

  const photos = [
    decodePhoto(recipe.photo_data),
    ...listOf(recipe.photos).map((p) => (isJsonObject(p) ? decodePhoto(p.data) : null)),
  ];
  draft.imageData = photos.filter((p): p is Buffer => p !== null);
  const imageUrl = httpUrl(recipe.image_url);
  if (draft.imageData.length === 0 && imageUrl) draft.imageUrls.push(imageUrl);
  return draft;
}
