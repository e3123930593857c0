import type { ImportedRecipe } from '@potluck/api';
import { type Draft, emptyParsed, numberSteps, settleTimes } from '../mapping/draft';
import { durationMinutes } from '../mapping/durations';
import { ingredientFromText } from '../mapping/ingredient-text';
import { nutritionFrom } from '../mapping/nutrition';
import { cuisineOf, mealTypeOf, servingsFrom, tagsFrom, textList } from '../mapping/recipe-fields';
import { namesGroup } from '../page-text/line-kinds';
import { isStepsHeading } from '../page-text/recipe-headings';
import { splitCountedText, withoutCountedNumbers, withoutStepNumber } from '../page-text/step-markers';
import { type JsonObject, clip, isJsonObject, listOf, textOf, typesOf } from './values';
import { withoutRepeatedRun, withoutSectionName } from './structured-steps';

export interface PageContext {
  /** The page's address: relative image URLs resolve against it and it becomes source_url. */
  sourceUrl: string | null;
  /** og:site_name, else the host. */
  siteName: string | null;
  pageTitle?: string | null;
  /** og:image: the photo when the Recipe names none. */
  fallbackImage?: string | null;
}

type Step = Omit<ImportedRecipe['instructions'][number], 'step_number'>;

/** Recipe properties that are understood but not kept, with how the report names them. */
const NOT_KEPT: Record<string, string> = {
  aggregateRating: 'Ratings',
  review: 'Reviews',
  video: 'Video',
  suitableForDiet: 'Diet labels',
  tool: 'Tools',
  supply: 'Supplies',
  author: 'Author',
  cookingMethod: 'Cooking method',
  estimatedCost: 'Estimated cost',
  recipeEquipment: 'Equipment',
};

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** A section heading written as an ingredient ("For the sauce:", "For the sauce", "Frosting"): a group label, never an ingredient. */
export const isSectionHeading = (line: string) =>
  (/:\s*$/.test(line) && line.trim().split(/\s+/).length <= 8) || namesGroup(line);

/** A row led by a name ("Saus: 2 el mayonaise", "Erbij: gefrituurde uitjes"). */
const GROUP_LEAD = /^(\p{L}[\p{L}'’ -]{0,30}):\s+(?=\S)/u;

/**
 * The rows without the group's name some sites' data puts before each of a group's rows ("Kip: 600 g kippendijfilet",
 * "Kip: 3 el ketjap manis", "Saus: …"), where the page shows it as a heading over them: names that each lead two
 * rows or more, an amount after it in one of them at least, and together most rows.
 */
function withoutGroupLeads(lines: string[]): string[] {
  const leads = lines.map((line) => GROUP_LEAD.exec(line.trim())?.[1] ?? null);
  const rows = new Map<string, { count: number; amount: boolean }>();
  leads.forEach((lead, k) => {
    if (!lead) return;
    const row = rows.get(lead) ?? { count: 0, amount: false };
    row.count++;
    row.amount ||= /^[\d½¼¾⅓⅔⅛]/u.test(lines[k]!.trim().replace(GROUP_LEAD, ''));
    rows.set(lead, row);
  });
  const groups = new Set([...rows].filter(([, row]) => row.count >= 2 && row.amount).map(([lead]) => lead));
  const grouped = leads.filter((lead) => lead !== null && groups.has(lead)).length;
  // (Groups that lead most rows, two at the least: not "Optional:" before two rows, nor "Mlieko: 1 dl" rows.)
  if (groups.size < 2 || grouped * 2 < lines.length) return lines;
  return lines.map((line, k) => (groups.has(leads[k] ?? '') ? line.trim().replace(GROUP_LEAD, '') : line));
}

/**
 * The steps of one text: a line per step, a heading line left out, a line cut mid-sentence joined to the next, and
 * a line of numbered steps ("1. Preheat the oven. 2. Mix…") cut at its numbers.
 */
function stepLinesOf(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.split('\n').flatMap((line) => splitCountedText(line.trim()) ?? [line])) {
    const line = raw.trim();
    // A line without words ("[{", a number, a bullet) is what is left of markup the page broke, not a step.
    if (!/\p{L}.*\p{L}/su.test(line) || isStepsHeading(line)) continue;
    const last = lines.length - 1;
    if (last >= 0 && !/[.!?:)…。]$/u.test(lines[last]!) && /^\p{Ll}/u.test(line))
      lines[last] = `${lines[last]} ${line}`;
    else lines.push(line);
  }
  return lines;
}

function stepOf(text: string, time: unknown): Step {
  return { instruction: clip(text, 5000), time_minutes: durationMinutes(time), temperature: null, notes: null };
}

/** Steps from strings, HowToStep, HowToDirection, HowToSection (flattened) and HowToTip (a note on the step before). */
function readSteps(value: unknown, steps: Step[], skipped: string[], depth = 0): void {
  for (const item of listOf(value)) {
    if (typeof item === 'string') {
      // (An address alone is where the steps are, a recipe card's PDF: no step.)
      if (/^\s*https?:\/\/\S+\s*$/u.test(item)) continue;
      // One text may hold every step, one per line: without its heading ("Method"), hard-wrapped lines joined.
      for (const line of stepLinesOf(textOf(item, true) ?? '')) steps.push(stepOf(line, null));
      continue;
    }
    if (!isJsonObject(item)) continue;
    const types = typesOf(item);
    if (types.includes('howtosection') || (item.itemListElement !== undefined && !item.text)) {
      const before = steps.length;
      if (depth < 4) readSteps(item.itemListElement, steps, skipped, depth + 1);
      const title = textOf(item.name);
      if (title) withoutSectionName(steps.slice(before), title);
      const first = steps[before];
      if (title && first) first.notes = clip([title, first.notes].filter(Boolean).join(' · '), 500);
      continue;
    }
    // (A step that says what to do in its description rather than its text, as some sites' data writes it.)
    const named = textOf(item.name, true);
    const text = textOf(item.text, true) ?? textOf(item.description, true) ?? named;
    if (!text || !/\p{L}.*\p{L}/su.test(text)) continue;
    if (types.includes('howtotip') && steps.length > 0) {
      const last = steps[steps.length - 1]!;
      last.notes = clip([last.notes, text].filter(Boolean).join(' · '), 500);
      continue;
    }
    // One HowToStep holding every step, numbered ("1. Preheat… 2. Mix…"): a step for each number.
    const counted = item.name ? null : splitCountedText(text.replace(/\n/g, ' '));
    if (counted) {
      for (const line of counted) steps.push(stepOf(line, null));
      continue;
    }
    const step = stepOf(text.replace(/\n/g, ' '), item.timeRequired ?? item.performTime ?? item.totalTime);
    // A step's own name shown above its text ("Mix the batter") is its label, unless it only repeats the text (as
    // read: after a number the text starts with, "Step 1: Preheat…" under the name "Preheat…").
    const name = textOf(item.name);
    if (name && text !== named && !fold(withoutStepNumber(text)).startsWith(fold(name).replace(/\W+$/, '')))
      step.notes = clip(name, 500);
    steps.push(step);
  }
}

/** Photo URLs of an image value (a URL, an ImageObject, or a list of either), absolute http(s) only. */
export function imageUrlsOf(value: unknown, base: string | null): string[] {
  const urls: string[] = [];
  for (const item of listOf(value)) {
    const raw =
      typeof item === 'string' ? item : isJsonObject(item) ? (textOf(item.url) ?? textOf(item.contentUrl) ?? '') : '';
    const url = raw ? URL.parse(raw.trim(), base ?? undefined) : null;
    if (url && (url.protocol === 'http:' || url.protocol === 'https:') && !urls.includes(url.href)) urls.push(url.href);
  }
  return urls;
}

const httpUrl = (text: string | null | undefined) =>
  text && /^https?:\/\/\S+$/i.test(text) && URL.parse(text) ? text.slice(0, 2000) : null;

/**
 * Where the recipe comes from: the page it was read from, named by the site (og:site_name, the publisher,
 * else the host). A file has no page: there isBasedOn (which our own export writes) names the source.
 */
function sourceOf(node: JsonObject, context: PageContext): { url: string | null; name: string | null } {
  const basedOn = listOf(node.isBasedOn).find(isJsonObject);
  const url = httpUrl(context.sourceUrl) ?? httpUrl(textOf(basedOn?.url));
  const publisher = listOf(node.publisher)
    .map((p) => (isJsonObject(p) ? textOf(p.name) : textOf(p)))
    .find(Boolean);
  const host = url ? URL.parse(url)?.hostname.replace(/^www\./, '') : null;
  const name = context.siteName ?? (basedOn ? textOf(basedOn.name) : null) ?? publisher ?? host ?? null;
  return { url, name: name ? clip(name, 200) : null };
}

/**
 * One structured ingredient as a line: a text, or a PropertyValue with its amount, unit and name apart
 * ({"value": 2, "unitText": "cup", "name": "flour"} → "2 cup flour").
 */
function ingredientTextOf(item: unknown): string {
  if (isJsonObject(item) && typesOf(item).includes('propertyvalue')) {
    const parts = [textOf(item.value), textOf(item.unitText) ?? textOf(item.unitCode), textOf(item.name)];
    return parts.filter(Boolean).join(' ');
  }
  return textOf(item, true) ?? '';
}

/** A schema.org Recipe (from JSON-LD, microdata or a JSON file) as a draft of our recipe, with what was left out. */
export function mapSchemaRecipe(node: JsonObject, context: PageContext): Draft {
  const skipped: string[] = [];
  const parsed = emptyParsed();
  parsed.title = clip(textOf(node.name) ?? textOf(node.headline) ?? context.pageTitle ?? '', 200);
  const description = textOf(node.description, true);
  parsed.description = description ? clip(description, 5000) : null;

  const servings = servingsFrom(node.recipeYield);
  if (servings !== null) parsed.servings = servings;
  else if (node.recipeYield !== undefined)
    skipped.push(`Yield "${clip(textOf(node.recipeYield) ?? '', 60)}" is not a number of servings; 4 servings assumed`);
  parsed.prep_time_minutes = durationMinutes(textOf(node.prepTime) ?? node.prepTime);
  parsed.cook_time_minutes = durationMinutes(textOf(node.cookTime) ?? node.cookTime);
  settleTimes(parsed, durationMinutes(textOf(node.totalTime) ?? node.totalTime), skipped);

  const tagTexts = textList(node.keywords);
  for (const cuisine of textList(node.recipeCuisine)) {
    const known = cuisineOf(cuisine);
    if (known && !parsed.cuisine_type) parsed.cuisine_type = known;
    else tagTexts.push(cuisine);
  }
  for (const category of textList(node.recipeCategory)) {
    const known = mealTypeOf(category);
    if (known && !parsed.meal_type) parsed.meal_type = known;
    else tagTexts.push(category);
  }
  parsed.tags = tagsFrom(tagTexts, skipped);

  const lines = withoutGroupLeads(
    listOf(node.recipeIngredient ?? node.ingredients).flatMap((i) => ingredientTextOf(i).split('\n')),
  );
  parsed.ingredients = lines
    .filter((line) => !isSectionHeading(line))
    .map(ingredientFromText)
    .filter((row) => row !== null);
  if (parsed.ingredients.length > 200)
    skipped.push(`${parsed.ingredients.length - 200} ingredients beyond the 200 a recipe can have`);
  const read: Step[] = [];
  readSteps(node.recipeInstructions, read, skipped);
  const steps = withoutRepeatedRun(read);
  if (steps.length < read.length) skipped.push('The structured steps listed twice were read once');
  // Numbers a site writes before each step ("Step 1: Preheat…", "1. Preheat…") are the list's, not the step's.
  const texts = withoutCountedNumbers(steps.map((s) => withoutStepNumber(s.instruction)));
  parsed.instructions = steps.map((s, n) => ({ ...s, instruction: texts[n]!, step_number: 0 }));
  if (steps.length > 200) skipped.push(`${steps.length - 200} steps beyond the 200 a recipe can have`);
  numberSteps(parsed);

  if (isJsonObject(node.nutrition)) {
    const { nutrition, note } = nutritionFrom(node.nutrition, parsed.servings, skipped);
    parsed.nutrition_json = nutrition;
    if (note) parsed.notes = note;
  }
  const source = sourceOf(node, context);
  parsed.source_url = source.url;
  parsed.source_name = source.name;

  for (const [property, label] of Object.entries(NOT_KEPT)) {
    if (node[property] === undefined) continue;
    const author = property === 'author' ? textOf(node.author) : null;
    skipped.push(author ? `Author (${clip(author, 80)}): not imported` : `${label}: not imported`);
  }
  const imageUrls = imageUrlsOf(node.image ?? node.thumbnailUrl, context.sourceUrl);
  if (imageUrls.length === 0 && context.fallbackImage)
    imageUrls.push(...imageUrlsOf(context.fallbackImage, context.sourceUrl));
  return { name: parsed.title || 'Untitled recipe', parser: 'schema.org', parsed, skipped, imageUrls, imageData: [] };
}
