import type { ImportedRecipe } from '@potluck/api';
import { ingredientFromText } from '../mapping/ingredient-text';
import { DEFAULT_SERVINGS, servingsFrom } from '../mapping/recipe-fields';
import { isIngredientsHeading, isStepsHeading } from '../page-text/recipe-headings';
import { cleanText } from '../schema-org/values';

/** What a careful reader takes out of a page (import-pages-dev/<page>.json, from recipe-scrapers' tests). */
export interface ExpectedPage {
  title: string;
  ingredients: string[];
  instructions_list?: string[];
  instructions?: string;
  yields?: string | null;
  /** The page's address, where it names one. */
  canonical_url?: string;
}

/** How one import reading compares with the expected reading of its page. */
export interface PageScore {
  title: boolean;
  /**
   * How a wrong title differs: none read, longer than the expected one (holding it: "Apple Pie - Anna's Kitchen"),
   * shorter (held by it), or another text. Null when the title is right.
   */
  titleMiss: 'none' | 'longer' | 'shorter' | 'other' | null;
  /** Expected ingredient lines read the same (same position), of all expected lines. */
  ingredients: { same: number; expected: number; got: number };
  /** Expected steps read the same (same position), of all expected steps. */
  steps: { same: number; expected: number; got: number };
  servings: boolean;
  /** Right title, every ingredient line and every step (and no extra rows): the page reads well. */
  readsWell: boolean;
  /** 0..1 for ranking the worst pages: title, share of ingredient lines, share of steps. */
  partial: number;
}

/** Text compared as a reader sees it: entities and tags gone, one kind of quote and dash, case and spaces folded. */
export function normalText(text: string): string {
  return cleanText(text)
    .normalize('NFKC')
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(/[“”„«»]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * A section heading ("For the sauce:", "Frosting:", "Preparation"): a group label, not a row. Headings are left out on both
 * sides, since an import keeps them as labels (or drops them) and recipe-scrapers lists some among the steps.
 */
export function isHeadingLine(text: string): boolean {
  const t = text.trim();
  return (t.endsWith(':') && t.split(/\s+/).length <= 8) || isStepsHeading(t) || isIngredientsHeading(t);
}

/** A step's text without the number a page prints before it ("1.", "2)", "3-", "Step 4:"): numbers are layout. */
const stepText = (text: string) => normalText(text).replace(/^(?:step\s*)?\d{1,2}\s*[.):-]\s+/, '');

type Row = ImportedRecipe['ingredients'][number];

/**
 * Letters and digits only: "(warmed, 105°F)" and ", warmed 105°F" read the same to a cook, and so do
 * "ajoute l'arôme" and a page's "ajoutel'arôme" (a link without the space around it).
 */
const words = (text: string) => normalText(text).replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Same amount, same unit, and the same words after them (name, preparation, "optional", notes: a range kept in the
 * notes comes last, after a page's "(…, optional)").
 */
function sameRow(a: Row, b: Row): boolean {
  const rest = (r: Row) =>
    words([r.ingredient_name, r.preparation, r.is_optional ? 'optional' : '', r.notes].join(' '));
  return a.amount === b.amount && a.unit === b.unit && rest(a) === rest(b);
}

function countSame<T>(expected: T[], got: T[], same: (a: T, b: T) => boolean): number {
  return expected.filter((e, i) => got[i] !== undefined && same(e, got[i]!)).length;
}

export function expectedSteps(page: ExpectedPage): string[] {
  const list = page.instructions_list ?? (page.instructions ?? '').split('\n');
  return list.filter((s) => s.trim() !== '');
}

/** Scores one reading (the `parsed` of an import answer; null when the import refused the page). */
const missOf = (want: string, got: string): PageScore['titleMiss'] =>
  got === '' ? 'none' : got.includes(want) ? 'longer' : want.includes(got) ? 'shorter' : 'other';

export function scorePage(page: ExpectedPage, parsed: ImportedRecipe | null): PageScore {
  const wantRows = page.ingredients
    .filter((l) => !isHeadingLine(l))
    .map(ingredientFromText)
    .filter((r) => r !== null);
  // Section names an import kept as a note on a step's first row are labels, not steps, on both sides.
  const labels = new Set((parsed?.instructions ?? []).flatMap((s) => (s.notes ?? '').split(' · ')).map(normalText));
  const wantSteps = expectedSteps(page)
    .filter((s) => !isHeadingLine(s))
    .map(stepText)
    .filter((s) => !labels.has(s));
  const gotRows = parsed?.ingredients ?? [];
  const gotSteps = (parsed?.instructions ?? []).map((s) => s.instruction).filter((s) => !isHeadingLine(s));
  const ingredients = {
    same: countSame(wantRows, gotRows, sameRow),
    expected: wantRows.length,
    got: gotRows.length,
  };
  const gotNormal = gotSteps.map(stepText);
  // A step's title the import keeps as its label ("Assemble the soup:" over "Combine the chicken…") reads the same
  // as the title written before the step's text.
  const labelled = (parsed?.instructions ?? [])
    .filter((s) => !isHeadingLine(s.instruction))
    .map((s) => stepText(`${s.notes ? `${s.notes} ` : ''}${s.instruction}`));
  // The same text cut into steps elsewhere ("Shortbread: pour… Lemon cream: wash…" as two steps or eight) counts.
  const sameText =
    wantSteps.length > 0 && [gotNormal, labelled].some((got) => words(wantSteps.join(' ')) === words(got.join(' ')));
  const sameStep = (a: string, i: number) =>
    (gotNormal[i] !== undefined && words(a) === words(gotNormal[i]!)) ||
    (labelled[i] !== undefined && words(a) === words(labelled[i]!));
  const steps = {
    same: sameText ? wantSteps.length : wantSteps.filter(sameStep).length,
    expected: wantSteps.length,
    got: sameText ? wantSteps.length : gotSteps.length,
  };
  const title = parsed !== null && normalText(parsed.title) === normalText(page.title);
  const titleMiss = title ? null : missOf(normalText(page.title), normalText(parsed?.title ?? ''));
  const wantServings = servingsFrom(page.yields ?? null) ?? DEFAULT_SERVINGS;
  const complete = (c: { same: number; expected: number; got: number }) =>
    c.same === c.expected && c.got === c.expected;
  const share = (c: { same: number; expected: number; got: number }) => c.same / Math.max(c.expected, c.got, 1);
  return {
    title,
    titleMiss,
    ingredients,
    steps,
    servings: parsed !== null && parsed.servings === wantServings,
    readsWell: title && complete(ingredients) && complete(steps),
    partial: ((title ? 1 : 0) + share(ingredients) + share(steps)) / 3,
  };
}
