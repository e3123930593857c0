import { type ChildNode, isTag } from 'domhandler';
import { cardTitle, withoutRecipeLead } from './card-title';
import { AMOUNT_ONLY, joinItemParts, shapedLikeIngredients, withoutUsedIngredients } from './ingredient-shapes';
import { isGroupName, numberedSteps, stepTitle, withoutCountedNumbers, withoutStepNumber } from './step-markers';
import {
  isAfterStepsHeading,
  isIngredientsHeading,
  isServingsHeading,
  isStepsHeading,
  isTagsLine,
} from './recipe-headings';
import { type VisibleLine, visibleLines } from './visible-lines';

/** A recipe as its page shows it: the lines under its ingredients heading and the steps under its method heading. */
export interface VisibleRecipe {
  /** The page's own heading (its <h1>), else null. */
  title: string | null;
  /** Ingredient lines as a reader sees them; section headings ("For the sauce") are not lines. */
  ingredients: string[];
  /** Steps, each with the section heading it comes under first ("For the glaze"), if any. */
  steps: { text: string; label: string | null }[];
}

const MAX_INGREDIENTS = 100;
const MAX_STEP_LINES = 80;
/** A step number on a line of its own ("2", "Step 2", "Étape 2"): part of the layout, not a step. */
export const STEP_NUMBER =
  /^(?:(?:step|[ée]tape|schritt|paso|passo|stap|krok|trin|steg|vaihe|βήμα|adım|krok)\s*)?\d{1,2}\s*(?:[.:)]|\/\s*\d{1,2})?$|^\d{1,2}\s*(?:\/\s*\d{1,2})?$/iu;

const SENTENCE_END = /[.!?)…。！]$/u;

/** A step that points to what follows it ("in the order shown below", "ci-dessous"). */
const POINTS_ON = /\b(?:below|ci-dessous|unten|qui sotto|di seguito|abajo|hieronder|nedenfor|nedan|poni[żz]ej)\b/iu;

/**
 * A whole sentence in bold ("Feed the starter several hours before mixing.") is a step a page stresses, and a
 * bold line in lower case ("pinch of salt") an ingredient it stresses: neither is a heading.
 */
const boldSentence = (line: VisibleLine) =>
  line.heading === 7 && ((/[.!]$/u.test(line.text) && line.text.split(' ').length >= 5) || /^\p{Ll}/u.test(line.text));

/** A section heading inside a list: markup says so (a heading or an all-bold line) or it ends with a colon. */
const isLabel = (line: VisibleLine) =>
  ((line.heading > 0 && !boldSentence(line)) || (line.text.endsWith(':') && line.text.split(' ').length <= 8)) &&
  line.text.length <= 80;

/**
 * The item lines worth reading in an ingredients section: a list that repeats an earlier one in other units
 * (metric, imperial, cups) and a list of facts ("Serves: 20", "Cooking time: 13 mins") are not.
 */
/** A line of facts about the recipe ("Cooking Time: 13 mins", "Serves: 20"), not an ingredient. */
const FACT =
  /^(?:prep(?:aration)?|cook(?:ing)?|total|active|rest(?:ing)?|bake|baking)?\s*(?:time|serves|servings|yield|makes|recipe type|difficulty|cuisine|course|category)\s*:|^\p{L}+(?:\s\p{L}+)?\s*:\s*\d+\s*(?:min|minutes?|minut[io]|minuten|h|hours?|heures?|ore|std|stunden?)\.?$/iu;

/** The label of the control that scales a recipe ("Nombre de personnes", "Servings"), above the ingredients. */
const SERVINGS_CONTROL =
  /^(?:number of (?:servings|people|persons|portions)|servings|portions|nombre de (?:personnes|parts|portions)|anzahl(?: der)? (?:personen|portionen)|portionen|numero di (?:persone|porzioni)|porzioni|n[úu]mero de (?:personas|porciones|raciones)|raciones|porciones)\s*:?$/iu;

const lastWord = (line: VisibleLine) =>
  line.text
    .toLowerCase()
    .split(/[\s,(]+/)
    .filter(Boolean)
    .pop() ?? '';

/** Two lists of the same ingredients (most lines end with the same word), in other units. */
const sameNames = (a: VisibleLine[], b: VisibleLine[]) =>
  a.length === b.length && a.filter((line, i) => lastWord(line) === lastWord(b[i]!)).length >= 0.6 * a.length;

function ingredientItems(region: VisibleLine[]): VisibleLine[] {
  const lists = new Map<VisibleLine['list'], VisibleLine[]>();
  for (const line of region) if (line.item) lists.set(line.list, [...(lists.get(line.list) ?? []), line]);
  const kept: VisibleLine[][] = [];
  for (const lines of lists.values()) {
    const variant = lines.length >= 3 && kept.some((k) => sameNames(k, lines));
    const facts = lines.every((l) => FACT.test(l.text));
    if (!variant && !facts) kept.push(lines);
  }
  // In page order: a list inside an item (a sub-list) stays where it is.
  const keep = new Set(kept.flat());
  return region.filter((line) => keep.has(line));
}

function ingredientLines(lines: VisibleLine[]): string[] {
  const region = joinItemParts(lines);
  const items = ingredientItems(region);
  const picked = items.length >= 2 ? items : region;
  // A line in capitals among lines that are not ("PER LA BESCIAMELLA"), with no amount: a section heading.
  const capitals = (l: VisibleLine) => l.text === l.text.toUpperCase() && /\p{Lu}{3}/u.test(l.text);
  const shouting = picked.filter(capitals).length > picked.length / 2;
  const capsLabel = (l: VisibleLine) => !shouting && capitals(l) && !/\d/.test(l.text) && l.text.split(' ').length <= 6;
  const rows = picked.filter(
    (l) => !isLabel(l) && !capsLabel(l) && !SERVINGS_CONTROL.test(l.text) && l.text.length <= 300,
  );
  // Name and amount laid out in blocks of their own ("ziemniaki" | "1 kilogram", or "2" | "avocados") are one
  // line, when the rows go name, amount, name, amount (or amount first), perhaps ending with names alone ("Salt").
  const alone = (row: VisibleLine) => !row.item && AMOUNT_ONLY.test(row.text);
  const name = (row: VisibleLine | undefined) => row !== undefined && !/\d/.test(row.text);
  // Amount first, names alone may stand among the pairs ("Salz", "Pfeffer"), and a servings control ("Für" | "4")
  // may come before them.
  for (let start = 0; start <= 2; start++) {
    const pairsRead: string[] = [];
    let pairs = 0;
    let i = start;
    while (i < rows.length) {
      if (alone(rows[i]!) && name(rows[i + 1])) {
        pairsRead.push(`${rows[i]!.text} ${rows[i + 1]!.text}`);
        [pairs, i] = [pairs + 1, i + 2];
      } else if (pairs > 0 && name(rows[i])) pairsRead.push(rows[i++]!.text);
      else break;
    }
    if (i === rows.length && pairs >= 2 && pairs >= pairsRead.length / 2) return pairsRead;
  }
  // Name first: the pairs, perhaps ending with names alone.
  const joined: string[] = [];
  let k = 0;
  while (k + 1 < rows.length && name(rows[k]) && alone(rows[k + 1]!)) {
    joined.push(`${rows[k]!.text} ${rows[k + 1]!.text}`);
    k += 2;
  }
  if (joined.length >= 2 && rows.slice(k).every((row) => name(row)))
    return [...joined, ...rows.slice(k).map((r) => r.text)];
  return rows.map((row) => row.text);
}

/** A paragraph that reads as a sentence ("Versate l'impasto negli stampini.", ends with a stop). */
const isSentence = (line: VisibleLine | undefined) =>
  !!line && !line.item && line.heading === 0 && SENTENCE_END.test(line.text) && line.text.split(' ').length >= 4;

/**
 * The method written as paragraphs before any list (the lists further down are comments or other recipes):
 * the paragraphs alone, up to the first list. The region as it is otherwise.
 */
function paragraphsFirst(region: VisibleLine[]): VisibleLine[] {
  const first = region.findIndex((l) => l.item);
  if (first < 0) return region;
  const before = region.slice(0, first).filter((l) => l.heading === 0);
  return before.length >= 2 && before.filter(isSentence).length >= before.length / 2 ? region.slice(0, first) : region;
}

function stepLines(lines: VisibleLine[]): VisibleRecipe['steps'] {
  const numbered = numberedSteps(lines, (text) => STEP_NUMBER.test(text));
  if (numbered) return numbered.filter(Boolean).map((text) => ({ text, label: null }));
  const region = paragraphsFirst(lines);
  const items = region.filter((l) => l.item && !isLabel(l));
  const steps: VisibleRecipe['steps'] = [];
  let label: string | null = null;
  let list: VisibleLine['list'] = null;
  let lastEntry: VisibleLine['entry'] = null;
  for (const [k, line] of region.entries()) {
    if (STEP_NUMBER.test(line.text)) continue;
    // "Step 1 Coat the tomatoes" over the step's text: the step's title, a label.
    const title = stepTitle(line.text);
    if (title) {
      label = title;
      continue;
    }
    // Paragraphs of one list item are one step ("Whisk the eggs:" in bold, then its text).
    if (line.item && line.entry === lastEntry && items.length >= 2) {
      steps.at(-1)!.text += ` ${line.text}`;
      continue;
    }
    const lead = line.item && region[k + 1]?.entry === line.entry;
    if (!lead && (isLabel(line) || (items.length >= 2 && isGroupName(region, k, list)))) {
      label = line.text.replace(/:$/, '');
      list = null;
      continue;
    }
    // Another list straight after the method's, with no section heading between, is the page going on (tags),
    // unless a step points to it ("Assemble the lasagna in the order shown below.").
    if (
      items.length >= 2 &&
      line.item &&
      list !== null &&
      line.list !== list &&
      !steps.some((s) => POINTS_ON.test(s.text))
    )
      break;
    if (line.item) list = line.list;
    if (items.length >= 2 && !line.item) {
      // Past the method's list, a paragraph is the page going on (tags, notes), not another step.
      if (steps.length > 0) break;
      continue;
    }
    // A paragraph going on in lower case ("e una spolverata di parmigiano…") is the step before it, cut by a photo.
    if (items.length < 2 && steps.length > 0 && !SENTENCE_END.test(steps.at(-1)!.text) && /^\p{Ll}/u.test(line.text)) {
      steps.at(-1)!.text += ` ${line.text}`;
      continue;
    }
    // Steps written as paragraphs end where a short line that is no sentence starts (a byline, share links).
    // (Not one between two sentences: "Poi aggiungete lo zucchero" is a step without its full stop.)
    const short = !SENTENCE_END.test(line.text) && line.text.split(' ').length < 8;
    if (items.length < 2 && steps.length > 0 && short && !(isSentence(region[k - 1]) && isSentence(region[k + 1])))
      break;
    steps.push({ text: withoutStepNumber(line.text), label });
    [label, lastEntry] = [null, line.entry];
  }
  const texts = withoutCountedNumbers(steps.map((s) => s.text));
  return steps.map((s, n) => ({ ...s, text: texts[n]! }));
}

/** Where the ingredients under line `start` end: at `end`, or before a heading of what follows a recipe ("Related"). */
function ingredientsEnd(lines: VisibleLine[], start: number, end: number): number {
  for (let k = start + 1; k < end; k++) {
    const line = lines[k]!;
    if (!line.item && line.heading >= 1 && line.heading <= 6 && isAfterStepsHeading(line.text)) return k;
  }
  return end;
}

/** Where the steps end: notes, nutrition or comments, the next recipe, or a heading above the method's own. */
function stepsEnd(lines: VisibleLine[], start: number): number {
  const level = lines[start]!.heading;
  // Headings straight under the method's ("Preparazione" over "Come fare le lasagne") name it again: the
  // method's text starts after them.
  let text = false;
  for (let k = start + 1; k < lines.length && k <= start + MAX_STEP_LINES; k++) {
    const line = lines[k]!;
    if (isTagsLine(line.text)) return k;
    if (line.item) continue;
    const heading = line.heading >= 1 && line.heading <= 6;
    // A method heading ranked under the method's own ("Preparation" under "Instructions") names a part of it.
    const part = heading && level >= 1 && level <= 6 && line.heading > level && isStepsHeading(line.text);
    if (!part && (isAfterStepsHeading(line.text) || isIngredientsHeading(line.text) || isStepsHeading(line.text)))
      return k;
    if (heading && text && level >= 1 && level <= 6 && line.heading <= level) return k;
    if (!heading) text = true;
  }
  return Math.min(lines.length, start + MAX_STEP_LINES + 1);
}

const MAX_REPEAT = 60;

/**
 * The page without a run of lines that repeats the run just before it (two or more lines, the same text in the
 * same kind of block): a layout for small screens and one for large ones, of which the page's style shows one.
 */
export function withoutRepeats(lines: VisibleLine[]): VisibleLine[] {
  const kept: VisibleLine[] = [];
  const same = (a: VisibleLine, b: VisibleLine) => a.text === b.text && a.item === b.item && a.heading === b.heading;
  let i = 0;
  while (i < lines.length) {
    let skip = 0;
    for (let size = 2; size <= MAX_REPEAT && size <= kept.length && i + size <= lines.length; size++) {
      const before = kept.length - size;
      if (!same(kept[before]!, lines[i]!)) continue;
      let n = 1;
      while (n < size && same(kept[before + n]!, lines[i + n]!)) n++;
      if (n === size) {
        skip = size;
        break;
      }
    }
    if (skip > 0) i += skip;
    else kept.push(lines[i++]!);
  }
  return kept;
}

const named = (heading: string | null) => (heading ? withoutRecipeLead(heading) : null);

function findBody(nodes: ChildNode[]): { children: ChildNode[] } | null {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    if (node.name === 'body') return node;
    const inner = findBody(node.children);
    if (inner) return inner;
  }
  return null;
}

/**
 * Reads the recipe a person sees on a page: each ingredients heading (in the page's language) with the
 * steps heading after it is a candidate, and the one with the most ingredient lines in list items wins.
 * Null when the page shows no ingredients heading followed by lines.
 */
export function readVisibleRecipe(document: { children: ChildNode[] }): VisibleRecipe | null {
  const lines = withoutRepeats(visibleLines(findBody(document.children) ?? document));
  const h1 = lines.find((l) => l.heading === 1)?.text;
  const title = h1 ? withoutRecipeLead(h1) : null;
  const candidates: VisibleRecipe[] = [];
  const stops = (l: VisibleLine) => !l.item && (isStepsHeading(l.text) || isIngredientsHeading(l.text));
  // On a page with no ingredients heading, a heading saying only whom the recipe is for ("Pour 2 personnes:")
  // stands for it when a list follows straight away, and so does any heading over a list that reads like
  // ingredients (amounts, short lines) when steps follow it.
  // A list may name itself in its first item ("<li>Ingredienti per 6 tortini</li><li>2 uova</li>…").
  const firstItem = (k: number) => lines[k]!.item && lines[k - 1]?.list !== lines[k]!.list && lines[k + 1]?.item;
  const heads = (k: number) => !(lines[k]!.item && lines[k]!.heading === 0) || firstItem(k);
  const hasHeading = lines.some((l, k) => heads(k) && isIngredientsHeading(l.text));
  const opens = (k: number) =>
    hasHeading
      ? isIngredientsHeading(lines[k]!.text)
      : !!lines[k + 1]?.item && (isServingsHeading(lines[k]!.text) || shapedLikeIngredients(lines, k));
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!heads(i) || !opens(i)) continue;
    let j = i + 1;
    while (j < lines.length && j <= i + MAX_INGREDIENTS && !stops(lines[j]!)) j++;
    if (j < lines.length && j <= i + MAX_INGREDIENTS && isStepsHeading(lines[j]!.text)) {
      const steps = stepLines(lines.slice(j + 1, stepsEnd(lines, j)));
      candidates.push({
        title: named(cardTitle(lines, i)) ?? title,
        ingredients: ingredientLines(lines.slice(i + 1, ingredientsEnd(lines, i, j))),
        steps,
      });
    } else
      candidates.push(withStepsBefore(lines, i, withoutStepsHeading(lines, i, named(cardTitle(lines, i)) ?? title)));
    if (!hasHeading && !isServingsHeading(line.text) && candidates.at(-1)!.steps.length < 2) candidates.pop();
  }
  // The candidate with steps and the most lines: a recipe card rather than a paragraph about its ingredients.
  // Lines that read like ingredients count (not "Milk: this lightens the base a little, so it…" about them).
  // Lines with an amount count twice and sentences not at all: a card lists "1 cup chocolate chips", a post's
  // paragraph about its ingredients "Semisweet chocolate – Use chips or chopped chocolate.".
  const shaped = (r: VisibleRecipe) =>
    r.ingredients.filter((l) => l.split(' ').length <= 15 && !/\.$/u.test(l)).length +
    r.ingredients.filter((l) => /^[\d½¼¾⅓⅔⅛]/u.test(l)).length;
  const score = (r: VisibleRecipe) => shaped(r) + r.steps.length + (r.steps.length > 0 ? 100 : 0);
  let best: VisibleRecipe | null = null;
  for (const candidate of candidates)
    if (candidate.ingredients.length > 0 && (!best || score(candidate) > score(best))) best = candidate;
  const { ingredients } = best ?? { ingredients: [] };
  return (
    best && { ...best, steps: best.steps.map((s) => ({ ...s, text: withoutUsedIngredients(s.text, ingredients) })) }
  );
}

/** A page that shows its method before its ingredients: the steps under the last method heading above them. */
function withStepsBefore(lines: VisibleLine[], start: number, recipe: VisibleRecipe): VisibleRecipe {
  if (recipe.steps.length > 0) return recipe;
  for (let k = start - 1; k >= 0 && k >= start - MAX_STEP_LINES; k--) {
    const line = lines[k]!;
    if (line.item || !isStepsHeading(line.text)) continue;
    return { ...recipe, steps: stepLines(lines.slice(k + 1, Math.min(stepsEnd(lines, k), start))) };
  }
  return recipe;
}

/**
 * Ingredients in a list under their heading with no method heading after them (the steps come under "Let's get
 * started!"): the ingredients end at the next heading, and the steps are the list that follows it.
 */
function withoutStepsHeading(lines: VisibleLine[], start: number, title: string | null): VisibleRecipe {
  let end = start + 1;
  const isHeading = (l: VisibleLine) => !l.item && l.heading >= 1 && l.heading <= 6;
  while (end < lines.length && end <= start + 30 && !isHeading(lines[end]!)) end++;
  const ingredients = ingredientLines(lines.slice(start + 1, end));
  const region = lines.slice(start + 1, end);
  let first = end + 1;
  while (first < lines.length && first <= end + 3 && !lines[first]!.item) first++;
  const list = lines[first]?.item ? lines[first]!.list : null;
  const steps: VisibleRecipe['steps'] = [];
  if (region.some((l) => l.item) && isHeading(lines[end] ?? region[0]!) && list)
    for (let k = first; k < lines.length && lines[k]!.item && lines[k]!.list === list; k++)
      if (!isLabel(lines[k]!)) steps.push({ text: lines[k]!.text, label: null });
  if (steps.length >= 2) return { title, ingredients, steps };
  const after = paragraphsAfterList(lines, start + 1, end);
  if (!after) return { title, ingredients, steps: [] };
  return { title, ingredients: ingredientLines(lines.slice(start + 1, after.from)), steps: after.steps };
}

/**
 * Steps written as paragraphs straight after the ingredients' list, under no heading (or an empty one): two or
 * more sentences in a row, ending where the page goes on (a heading, another list, a short line that is no sentence).
 */
function paragraphsAfterList(lines: VisibleLine[], from: number, to: number) {
  let k = from;
  while (k < to && !lines[k]!.item) k++;
  while (k < to && (lines[k]!.item || isLabel(lines[k]!))) k++;
  const next = lines[k];
  if (k === from || k >= to || !next || next.heading > 0) return null;
  let stop = k;
  const end = stepsEnd(lines, k - 1);
  while (stop < end && !lines[stop]!.item && !(lines[stop]!.heading >= 1 && lines[stop]!.heading <= 6)) stop++;
  const steps = stepLines(lines.slice(k, stop));
  return steps.length >= 2 && steps.every((s) => SENTENCE_END.test(s.text)) ? { from: k, steps } : null;
}
