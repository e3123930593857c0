import { CUISINES, DIFFICULTIES, MEAL_TYPES, normalizeTag } from '../../recipes/recipe.rules';
import { parseQuantity } from '../quantity';
import { NUMBER_SOURCE } from './amount-reader';
import { lazy, normalizeText, stripBullet, stripMarkdown } from './ingredient-text';

export type RecipeMeta = {
  prep?: number;
  cook?: number;
  total?: number;
  active?: number;
  servings?: number;
  difficulty?: (typeof DIFFICULTIES)[number];
  cuisine?: (typeof CUISINES)[number];
  meal?: (typeof MEAL_TYPES)[number];
  tags?: string[];
};

const DURATIONS = /* @__PURE__ */ lazy(() => {
  const hours = String.raw`(?:hours?|hrs?|h)`;
  const minutes = String.raw`(?:minutes?|mins?|m)`;
  const number = NUMBER_SOURCE;
  const rangeTail = String.raw`(?:\s*(?:-|to)\s*${number})?`;
  return {
    // "45 minutes", "1 hr 10 mins", "1 hour and 10 minutes", "1 1/2 hours", "15-20 min": ranges count their lower bound.
    alone: new RegExp(
      String.raw`^(?:about|approx(?:imately|\.)?|~)?\s*(?:(${number})${rangeTail}\s*${hours}\.?(?:,?\s*(?:and\s+)?(\d+)${rangeTail}\s*${minutes}\.?)?|(${number})${rangeTail}\s*${minutes}\.?)$`,
      'i',
    ),
    // The same in running text, where "h" and "m" alone are too ambiguous to count.
    inText: new RegExp(
      String.raw`(\d+(?:\.\d+)?|\d+ \d\/\d|\d\/\d)${rangeTail}\s*(hours?|hrs?|minutes?|mins?)\b(?:,?\s*(?:and\s+)?(\d+)\s*(?:minutes?|mins?)\b)?`,
      'gi',
    ),
  };
});

/** Minutes of a duration written alone ("1 hr 10 mins" → 70), or null when the text is not just a duration. */
export function parseDuration(text: string): number | null {
  const match = DURATIONS().alone.exec(normalizeText(text).replace(/[\s.,;]+$/, ''));
  if (match === null) return null;
  if (match[1] !== undefined) {
    const hours = parseQuantity(match[1]);
    return hours === null ? null : Math.round(hours * 60 + Number(match[2] ?? 0));
  }
  const minutes = parseQuantity(match[3]!);
  return minutes === null ? null : Math.round(minutes);
}

/** Every duration mentioned in a sentence, in minutes ("simmer for 1 hour 10 minutes" → [70]). */
export function findDurations(text: string): number[] {
  const found: number[] = [];
  for (const match of normalizeText(text).matchAll(DURATIONS().inText)) {
    const value = parseQuantity(match[1]!);
    if (value === null) continue;
    const isHours = /^h/i.test(match[2]!);
    found.push(Math.round(isHours ? value * 60 + Number(match[3] ?? 0) : value));
  }
  return found;
}

type Label =
  | 'prep'
  | 'active'
  | 'cook'
  | 'total'
  | 'other-time'
  | 'servings'
  | 'cuisine'
  | 'course'
  | 'difficulty'
  | 'tags'
  | 'ignored';

const LABELS = /* @__PURE__ */ lazy(() => {
  const labels: ReadonlyArray<readonly [Label, string]> = [
    ['prep', String.raw`prep(?:aration)?(?:\s*time)?`],
    ['active', String.raw`active(?:\s*time)?|hands[- ]on(?:\s*time)?`],
    ['cook', String.raw`cook(?:ing)?(?:\s*time)?|bak(?:e|ing)(?:\s*time)?`],
    ['total', String.raw`total(?:\s*time)?|ready\s+in`],
    [
      'other-time',
      String.raw`(?:inactive|rest(?:ing)?|chill(?:ing)?|marinat(?:e|ing)|ris(?:e|ing)|proof(?:ing)?|additional|freez(?:e|ing)|soak(?:ing)?)(?:\s*time)?`,
    ],
    ['servings', String.raw`serves|servings?|serving\s+size|yields?|makes|feeds|portions?`],
    ['cuisine', String.raw`cuisine`],
    ['course', String.raw`course|category|meal(?:\s*type)?`],
    ['difficulty', String.raw`difficulty|level|skill(?:\s*level)?`],
    ['tags', String.raw`keywords?|tags`],
    ['ignored', String.raw`author|calories|equipment|diet|source`],
  ];
  // Group 1 is the label as written, then one group per label, then the colon. No \b after the label:
  // copied widgets glue it to the value ("Prep Time15 minutes").
  const pattern = new RegExp(
    String.raw`\b(${labels.map(([, source]) => `(${source})`).join('|')})(?![a-z])\s*(:)?`,
    'gi',
  );
  return { labels, pattern, colonGroup: 2 + labels.length };
});

const COUNT_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const SERVINGS_VALUE =
  /^(?:about|approx(?:imately|\.)?|up to)?\s*(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen)(?:\s*(?:-|to)\s*\d+)?\s*(dozen)?(?:\s*\([^)]*\))?(?:\s+[\p{L}\d'’ -]{1,40})?$/iu;
const COURSES: ReadonlyArray<readonly [RegExp, (typeof MEAL_TYPES)[number]]> = [
  [/breakfast|brunch/i, 'breakfast'],
  [/lunch/i, 'lunch'],
  [/dinner|main|entr[eé]e|supper/i, 'dinner'],
  [/dessert|baking|sweet/i, 'dessert'],
  [/snack/i, 'snack'],
  [/appeti[sz]er|starter|hors/i, 'appetizer'],
  [/side/i, 'side'],
  [/drink|beverage|cocktail/i, 'drink'],
];

function readServings(value: string): number | null {
  const match = SERVINGS_VALUE.exec(value);
  if (match === null) return null;
  const word = match[1]!.toLowerCase();
  const base = word === 'a dozen' ? 12 : /^\d+$/.test(word) ? Number(word) : COUNT_WORDS.indexOf(word) + 1;
  const count = match[2] !== undefined ? base * 12 : base;
  return count >= 1 && count <= 1000 ? count : null;
}

/** Applies one "label value" pair; false when the value does not fit the label (then the line is not metadata). */
function apply(meta: RecipeMeta, label: Label, value: string): boolean {
  const clean = value.replace(/^[\s:|•·,;/-]+|[\s|•·,;/]+$/g, '');
  if (label === 'prep' || label === 'active' || label === 'cook' || label === 'total') {
    const minutes = parseDuration(clean);
    if (minutes === null || minutes > 10_000) return false;
    meta[label] ??= minutes;
    return true;
  }
  if (label === 'servings') {
    const servings = readServings(clean);
    if (servings === null) return false;
    meta.servings ??= servings;
    return true;
  }
  if (label === 'cuisine') {
    const id = clean.toLowerCase().replace(/[\s-]+/g, '_');
    const cuisine = CUISINES.find((entry) => entry === id);
    if (cuisine !== undefined) meta.cuisine ??= cuisine;
    return clean.length <= 60;
  }
  if (label === 'course') {
    const meal = COURSES.find(([pattern]) => pattern.test(clean))?.[1];
    if (meal !== undefined) meta.meal ??= meal;
    return clean.length <= 60;
  }
  if (label === 'difficulty') {
    const difficulty = DIFFICULTIES.find((entry) => entry === clean.toLowerCase());
    if (difficulty !== undefined) meta.difficulty ??= difficulty;
    return difficulty !== undefined;
  }
  if (label === 'tags') {
    const tags = clean
      .split(/\s*[,;]\s*/)
      .map(normalizeTag)
      .filter((tag) => tag !== '' && tag.length <= 50);
    meta.tags ??= [...new Set(tags)].slice(0, 30);
    return true;
  }
  return clean.length <= 120;
}

/**
 * Reads a metadata line: "Prep time: 15 minutes", "Cook: 1 hr 10 mins", "Serves 4", "Makes 12 cookies",
 * "Yield: 6 servings", or several on one line ("Prep 15 mins | Cook 30 mins | Serves 4"). Returns null
 * unless the whole line is metadata, so a step such as "Cook for 10 minutes until golden" is never eaten.
 */
export function readMetaLine(line: string): RecipeMeta | null {
  if (line.length > 300) return null;
  const text = stripMarkdown(stripBullet(normalizeText(line))).replace(/^[^\p{L}\d]+/u, '');
  const alone = /^(\d+)\s+(?:servings|portions|people)$/i.exec(text);
  if (alone !== null) return { servings: Number(alone[1]) };
  const { labels, pattern, colonGroup } = LABELS();
  const labelOf = (match: RegExpExecArray) =>
    labels[match.slice(2, 2 + labels.length).findIndex((group) => group !== undefined)]![0];
  // In "Yield: 6 servings" the second "servings" is the value's noun, not a new label.
  const matches = [...text.matchAll(pattern)].filter(
    (match, index, all) =>
      index === 0 ||
      labelOf(match) !== 'servings' ||
      !/^\s*:?\s*\d+(?:\s*(?:-|to)\s*\d+)?\s*$/.test(
        text.slice(all[index - 1]!.index + all[index - 1]![0].length, match.index),
      ),
  );
  if (matches.length === 0 || matches[0]!.index !== 0) return null;
  const meta: RecipeMeta = {};
  for (const [position, match] of matches.entries()) {
    const label = labelOf(match);
    const end = matches[position + 1]?.index ?? text.length;
    const value = text.slice(match.index + match[0].length, end);
    // "Cook 10 minutes." alone is a step; as metadata it needs a colon, "time" or company on the line.
    const bareVerb = /^(?:cook|bake)$/i.test(match[1]!) && match[colonGroup] === undefined && matches.length === 1;
    if (bareVerb || !apply(meta, label === 'other-time' || label === 'ignored' ? 'ignored' : label, value)) return null;
  }
  return meta;
}
