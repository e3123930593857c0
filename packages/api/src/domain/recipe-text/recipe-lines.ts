import { HEADING_FOR_OTHER, HEADING_LEAD, INGREDIENTS, STEPS } from './heading-words';
import { parseIngredientLine } from './ingredient-reader';
import { lazy, stripBullet, stripMarkdown } from './ingredient-text';

export type SectionKind = 'ingredients' | 'instructions' | 'notes' | 'other';
export type SectionHeader = { kind: SectionKind; group: string | null };

/** A header of one of the names, perhaps with an article before it and what it is for after it ("für den Teig"). */
const otherLanguages = (names: readonly string[]) =>
  new RegExp(
    String.raw`^${HEADING_LEAD}(?:${names.join('|')})(?:\s*[(（][^)）]*[)）]|\s+(${HEADING_FOR_OTHER}\s+.+))?$`,
    'iu',
  );

const HEADERS = /* @__PURE__ */ lazy((): ReadonlyArray<readonly [SectionKind, RegExp]> => {
  const apostrophe = "['’]?";
  return [
    [
      'ingredients',
      new RegExp(
        String.raw`^(?:ingredients?(?:\s+list)?|what you${apostrophe}(?:ll| will)? need|you${apostrophe}(?:ll| will) need|shopping list)(?:\s+(for\s+.+))?$`,
        'i',
      ),
    ],
    [
      'instructions',
      /^(?:instructions?|directions?|method|steps?|preparation|how to make(?: it)?|procedure|cooking instructions|recipe instructions)(?:\s+(for\s+.+))?$/i,
    ],
    [
      'notes',
      new RegExp(
        String.raw`^(?:(?:recipe\s+|cook${apostrophe}s?\s+|chef${apostrophe}s?\s+)?notes?|tips?|tips (?:and|&) notes|notes (?:and|&) tips|variations?|storage|storing|make ahead|to store|serving suggestions?)$`,
        'i',
      ),
    ],
    ['other', /^(?:equipment|nutrition(?:al)?(?:\s+(?:facts|information|info))?|tools|video|related recipes?)$/i],
    // The same parts in the other languages recipes come in ("Zutaten für den Teig", "Préparation", "Ингредиенты").
    ['ingredients', otherLanguages(INGREDIENTS)],
    ['instructions', otherLanguages(STEPS)],
  ];
});

/** "Ingredients", "## Method", "**Directions:**", "INSTRUCTIONS", "Ingredients for the cake" → the section. */
export function readSectionHeader(line: string): SectionHeader | null {
  const text = stripMarkdown(line)
    .replace(/\s*:\s*$/, '')
    .trim();
  if (text.length > 60) return null;
  for (const [kind, pattern] of HEADERS()) {
    const match = pattern.exec(text);
    if (match !== null) return { kind, group: match[1] ?? null };
  }
  return null;
}

/**
 * A sub-header inside a section: "For the sauce:", "Sauce:", "### Frosting", "FOR THE DOUGH". Short, no digits,
 * and marked as a heading by a colon, markdown, capitals or a leading "For the".
 */
export function readSubHeader(line: string): string | null {
  if (/\d/.test(line)) return null;
  const markdown = /^#{1,6}\s|^\*\*.+\*\*:?$|^__.+__:?$/.test(line.trim());
  const text = stripMarkdown(line).trim();
  const words = text
    .replace(/:$/, '')
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0 || words.length > 6) return null;
  const colon = text.endsWith(':');
  const capitals = /^[A-Z][A-Z &'-]+$/.test(text) && words.length <= 4;
  const forThe = /^for\s+(?:the\s+)?\S/i.test(text) && !/,/.test(text);
  return markdown || colon || capitals || forThe ? text.replace(/:$/, '').trim() : null;
}

// "1.", "1)", "(1)", "Step 1:", "Step 1 -", "STEP 1": the step numbers are renumbered from 1 anyway.
const STEP_MARKER = /^(?:step\s*\d{1,3}\s*[:.)-]?\s*|\d{1,3}\s*[.)]\s+|\(\d{1,3}\)\s*)/i;

/** The step text without its number, or null when the line has no step number. "" for a lone "Step 2". */
export function readStepMarker(line: string): string | null {
  const text = stripBullet(line);
  const match = STEP_MARKER.exec(text);
  return match === null ? null : text.slice(match[0].length).trim();
}

const wordCount = (text: string) => text.split(/\s+/).filter((word) => word !== '').length;

/** A line that reads as an ingredient when a recipe has no "Ingredients" header. */
export function looksLikeIngredient(line: string): boolean {
  const text = stripBullet(line);
  if (text === '' || text.length > 300 || readStepMarker(line) !== null) return false;
  const words = wordCount(text);
  if (words > 16 || (/[.!?]$/.test(text) && words > 4)) return false;
  const parsed = parseIngredientLine(text);
  if (parsed.ingredient_name === '') return false;
  if (parsed.amount !== null && /^[\d.]/.test(text)) return true;
  if (parsed.unit !== null || (parsed.amount !== null && words <= 5)) return true;
  return /to taste|as needed/i.test(parsed.notes ?? '') || /^(?:for|to)\s/i.test(parsed.preparation ?? '');
}

const COOKING_VERB =
  /^(?:preheat|heat|bring|place|put|add|mix|stir|whisk|combine|pour|bake|cook|boil|simmer|fry|saut[eé]|roast|grill|serve|season|remove|transfer|cut|slice|chop|melt|beat|cream|fold|knead|let|cover|drain|spread|sprinkle|arrange|line|grease|meanwhile|once|when|while|using|divide|roll|shape|garnish|blend|process|pulse|toss|marinate|set|return|reduce|repeat|allow|leave|refrigerate|chill|enjoy|in a|in the|on a|to make|to serve)\b/i;

/** A line that reads as a method step: numbered, an imperative cooking verb, or a sentence. */
export function looksLikeStep(line: string): boolean {
  const text = stripBullet(line);
  if (readStepMarker(line) !== null) return true;
  const words = wordCount(text);
  return (COOKING_VERB.test(text) && words >= 2) || (words >= 6 && /[.!)]$/.test(text));
}

/** A first line that can be the title: short, not a sentence, not an ingredient or a numbered step. */
export function readTitle(line: string): string | null {
  const text = stripMarkdown(line)
    .replace(/^(?:recipe|title)\s*:\s*/i, '')
    .trim();
  const words = wordCount(text);
  if (text === '' || text.length > 120 || words > 15) return null;
  if (/[.?]$/.test(text) && words > 6) return null;
  if (readStepMarker(text) !== null || /^[\d½¼¾⅓⅔⅛]/.test(text)) return null;
  return text;
}

// Buttons and widgets that come along when a recipe page is copied.
const JUNK =
  /^(?:jump to (?:recipe|video)|print(?: recipe)?|pin(?: recipe)?|save(?: recipe)?|share|rate (?:this )?recipe|email|▢|servings?|us customary|metric|us customary metric|scale|(?:\d+x ?)+)$/i;

export function isJunkLine(line: string): boolean {
  return JUNK.test(
    stripMarkdown(line)
      .replace(/[\s|:]+/g, ' ')
      .trim(),
  );
}
