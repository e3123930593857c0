import { convert } from 'convert';
import { roundHalfUp } from './rounding';
import { normalizeItemName } from './shopping-item-name';
import { normalizeUnit } from './units';

/** An ingredient on its way to a shopping list (already scaled to the servings wanted). */
export interface ShoppingIngredient {
  name: string;
  amount: number | null;
  unit: string | null;
  recipe_id?: number | null;
}

/** A row of the list: one ingredient, or several of the same name whose amounts could be added. */
export interface MergedShoppingItem {
  name: string;
  amount: number | null;
  unit: string | null;
  /** The recipes this row came from, in order of first appearance. */
  recipe_ids: number[];
}

type Family = 'mass' | 'volume';

/** Our unit ids (units.ts) as the `convert` library names them; size in grams or millilitres for ordering. */
const CONVERTIBLE: Readonly<Record<string, { family: Family; lib: string; metric: boolean }>> = {
  g: { family: 'mass', lib: 'g', metric: true },
  kg: { family: 'mass', lib: 'kg', metric: true },
  oz: { family: 'mass', lib: 'oz', metric: false },
  lb: { family: 'mass', lib: 'lb', metric: false },
  ml: { family: 'volume', lib: 'mL', metric: true },
  cl: { family: 'volume', lib: 'cL', metric: true },
  dl: { family: 'volume', lib: 'dL', metric: true },
  l: { family: 'volume', lib: 'L', metric: true },
  tsp: { family: 'volume', lib: 'tsp', metric: false },
  tbsp: { family: 'volume', lib: 'tbsp', metric: false },
  'fl oz': { family: 'volume', lib: 'fl oz', metric: false },
  cup: { family: 'volume', lib: 'cup', metric: false },
  pt: { family: 'volume', lib: 'pint', metric: false },
  qt: { family: 'volume', lib: 'qt', metric: false },
  gal: { family: 'volume', lib: 'gal', metric: false },
};
const BASE: Record<Family, string> = { mass: 'g', volume: 'mL' };

// `convert` checks unit names against a literal union per measure; ours come from the table above, so one
// literal stands in for the type and the library checks the real names at run time.
const change = (amount: number, from: string, to: string): number => convert(amount, from as 'g').to(to as 'g');
const toBase = (amount: number, unit: string) => {
  const entry = CONVERTIBLE[unit]!;
  return change(amount, entry.lib, BASE[entry.family]);
};
const fromBase = (amount: number, unit: string) => {
  const entry = CONVERTIBLE[unit]!;
  return change(amount, BASE[entry.family], entry.lib);
};

/** The unit a merged amount is shown in, or null (no unit: a plain count). */
function unitKey(unit: string | null): string | null {
  if (unit === null || unit.trim() === '') return null;
  return normalizeUnit(unit) ?? unit.trim().toLowerCase();
}

/** Which rows can be added together: a mass or volume family, or else exactly the same (count) unit. */
const groupOf = (unit: string | null): string => {
  if (unit === null) return 'count:';
  return CONVERTIBLE[unit] ? CONVERTIBLE[unit].family : `count:${unit}`;
};

/**
 * The unit to show a converted total in: among the units the rows used (metric ones only, when any row was
 * metric), the largest one the total fills at least once, else the smallest. 800 g + 0.5 kg → 1.3 kg;
 * 200 g + 0.5 kg → 700 g; 1 cup + 4 tbsp → 1.25 cup.
 */
function displayUnit(totalBase: number, units: readonly string[]): string {
  const metric = units.filter((u) => CONVERTIBLE[u]!.metric);
  const candidates = [...new Set(metric.length > 0 ? metric : units)].sort((a, b) => toBase(1, a) - toBase(1, b));
  const fitting = candidates.filter((u) => fromBase(totalBase, u) >= 1 - 1e-9);
  return fitting[fitting.length - 1] ?? candidates[0]!;
}

const round = (value: number) => roundHalfUp(value, 2);

interface Group {
  name: string;
  unitGroup: string;
  rows: Array<{ amount: number | null; unit: string | null }>;
  recipe_ids: number[];
}

function total(group: Group): { amount: number | null; unit: string | null } {
  const withAmount = group.rows.filter((r) => r.amount !== null);
  const units = [...new Set(withAmount.map((r) => r.unit))];
  const firstUnit = group.rows.find((r) => r.unit !== null)?.unit ?? null;
  if (withAmount.length === 0) return { amount: null, unit: firstUnit };
  if (units.length === 1) {
    const sum = withAmount.reduce((acc, r) => acc + r.amount!, 0);
    return { amount: round(sum), unit: units[0] ?? null };
  }
  const base = withAmount.reduce((acc, r) => acc + toBase(r.amount!, r.unit!), 0);
  const unit = displayUnit(base, units as string[]);
  return { amount: round(fromBase(base, unit)), unit };
}

/**
 * Merges ingredients that are the same thing (spec 001 §3, merge_similar_items): names compared normalised
 * (case, spacing, singular and plural), amounts added after converting within a unit family (mass: g, kg, oz,
 * lb; volume: ml, l, tsp, tbsp, cup, fl oz, …; counts only with the same unit). Amounts that cannot be
 * converted (200 g and 1 cup of flour) stay separate rows of the same name, side by side. A row without an
 * amount joins the first row of its name ('salt' + '1 tsp salt' → 1 tsp salt). Rows keep the order in which
 * their name first appeared, and the name as first written.
 */
export function mergeShoppingItems(items: readonly ShoppingIngredient[]): MergedShoppingItem[] {
  const byName = new Map<string, Group[]>();
  const order: Group[] = [];
  const pending: Array<{ key: string; item: ShoppingIngredient }> = [];
  for (const item of items) {
    const key = normalizeItemName(item.name);
    if (key === '') continue;
    const unit = unitKey(item.unit);
    if (item.amount === null && unit === null) {
      pending.push({ key, item });
      if (!byName.has(key)) add(key, item, unit);
      continue;
    }
    const unitGroup = groupOf(unit);
    const group = byName.get(key)?.find((g) => g.unitGroup === unitGroup || g.unitGroup === 'none');
    if (group) {
      if (group.unitGroup === 'none') group.unitGroup = unitGroup;
      join(group, item, unit);
    } else add(key, item, unit);
  }
  function add(key: string, item: ShoppingIngredient, unit: string | null) {
    const amountless = item.amount === null && unit === null;
    const group: Group = {
      name: item.name.trim(),
      unitGroup: amountless ? 'none' : groupOf(unit),
      rows: [],
      recipe_ids: [],
    };
    if (!amountless) join(group, item, unit);
    else if (item.recipe_id != null) group.recipe_ids.push(item.recipe_id);
    byName.set(key, [...(byName.get(key) ?? []), group]);
    order.push(group);
  }
  function join(group: Group, item: ShoppingIngredient, unit: string | null) {
    group.rows.push({ amount: item.amount, unit });
    if (item.recipe_id != null && !group.recipe_ids.includes(item.recipe_id)) group.recipe_ids.push(item.recipe_id);
  }
  for (const { key, item } of pending) {
    const group = byName.get(key)![0]!;
    if (item.recipe_id != null && !group.recipe_ids.includes(item.recipe_id)) group.recipe_ids.push(item.recipe_id);
  }
  // Same-name rows of different families sit side by side, where the name first appeared.
  const placed = new Set<Group>();
  const result: MergedShoppingItem[] = [];
  for (const group of order) {
    if (placed.has(group)) continue;
    for (const sibling of byName.get(normalizeItemName(group.name))!) {
      placed.add(sibling);
      result.push({ name: sibling.name, ...total(sibling), recipe_ids: sibling.recipe_ids });
    }
  }
  return result;
}

/**
 * Ingredients listed one row each, without merging (merge_similar_items false): units read as the list
 * shows them, amounts rounded to two decimals.
 */
export function unmergedShoppingItems(items: readonly ShoppingIngredient[]): MergedShoppingItem[] {
  return items
    .filter((item) => item.name.trim() !== '')
    .map((item) => ({
      name: item.name.trim(),
      amount: item.amount === null ? null : round(item.amount),
      unit: unitKey(item.unit),
      recipe_ids: item.recipe_id == null ? [] : [item.recipe_id],
    }));
}

/** Servings to buy for: the override when given, else the recipe's own servings, else 4 (spec 001 §5). */
export function shoppingServings(recipeServings: number | null | undefined, override: number | undefined): number {
  if (override !== undefined && override >= 1) return override;
  return recipeServings !== null && recipeServings !== undefined && recipeServings >= 1 ? recipeServings : 4;
}
