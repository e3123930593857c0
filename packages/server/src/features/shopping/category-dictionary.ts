import { singularWord, simplifyItemName } from '@potluck/api/domain';
import brands from './categories/grocery-brands.json';
import synonyms from './categories/grocery-dictionary.json';

/** What the dictionary knows about a name: its category and how it matched. */
export interface DictionaryMatch {
  category: string;
  source: 'synonym' | 'brand' | 'fuzzy_match';
  confidence: number;
}

// Confidence by how the name matched: the whole name, a part of it (the head noun of "extra virgin olive
// oil"), a brand, a close spelling. The web shows a suggestion above 0.1 and applies it above 0.3.
const CONFIDENCE = { exact: 0.9, part: 0.8, brand: 0.75, fuzzy: 0.6 } as const;
/** Words that name where a product sits in the store whatever follows them ("frozen peas", "canned corn"). */
const PLACE_WORDS: Readonly<Record<string, string>> = {
  frozen: 'Frozen',
  canned: 'Canned & Jarred',
  tinned: 'Canned & Jarred',
  jarred: 'Canned & Jarred',
};

/**
 * The comparison key of a dictionary entry or a typed name: simplified, accents and apostrophes dropped,
 * every word singular ("Ben & Jerry's" → "ben & jerry", "Cherry Tomatoes" → "cherry tomato").
 */
export function dictionaryKey(name: string): string {
  return simplifyItemName(name.normalize('NFD').replace(/\p{M}/gu, ''))
    .replace(/'/g, '')
    .split(' ')
    .filter((w) => w !== '')
    .map((w) => (w.length > 3 ? singularWord(w) : w))
    .join(' ');
}

type Index = { byKey: Map<string, string>; byLength: Map<number, string[]> };

function build(data: Record<string, string[]>): Index {
  const byKey = new Map<string, string>();
  for (const [category, names] of Object.entries(data)) {
    for (const name of names) {
      const key = dictionaryKey(name);
      if (key !== '' && !byKey.has(key)) byKey.set(key, category);
    }
  }
  const byLength = new Map<number, string[]>();
  for (const key of byKey.keys()) byLength.set(key.length, [...(byLength.get(key.length) ?? []), key]);
  return { byKey, byLength };
}

/** Edit distance with adjacent swaps, giving up above `max` (a misspelling is one or two keys off). */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** Word runs of a name, longest first and, among equals, nearest the end (where the product noun sits). */
function phrases(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let size = words.length; size >= 1; size--) {
    for (let start = words.length - size; start >= 0; start--) out.push(words.slice(start, start + size).join(' '));
  }
  return out;
}

/**
 * The seeded dictionary of grocery names and brands (categories/*.json, written for Potluck; no other
 * project's catalogue), loaded once per process. Lookups cost no query: a few map reads, and for a
 * misspelling a bounded edit distance against the keys of about the same length.
 */
export function createCategoryDictionary() {
  const names = build(synonyms);
  const brandIndex = build(brands);

  // Close spellings by shared deletions (each key filed under itself and its spellings with one or two letters
  // dropped): a typed name looks up its own deletions and checks only those candidates' edit distance.
  let neighbours: Map<string, string[]> | undefined;
  function deletions(word: string, depth: number, into: Set<string>): Set<string> {
    into.add(word);
    if (depth === 0 || word.length <= 3) return into;
    for (let i = 0; i < word.length; i++) deletions(word.slice(0, i) + word.slice(i + 1), depth - 1, into);
    return into;
  }
  const depthFor = (key: string) => (key.length >= 8 ? 2 : 1);
  function fuzzyIndex(): Map<string, string[]> {
    if (!neighbours) {
      neighbours = new Map();
      for (const key of names.byKey.keys()) {
        for (const variant of deletions(key, 2, new Set())) {
          const list = neighbours.get(variant);
          if (list) list.push(key);
          else neighbours.set(variant, [key]);
        }
      }
    }
    return neighbours;
  }

  function fuzzy(key: string): string | undefined {
    // A four-letter word is one letter away from too many others ('wipe' and 'wine').
    if (key.length < 5) return undefined;
    const max = depthFor(key);
    const index = fuzzyIndex();
    let found: { category: string; d: number } | undefined;
    for (const variant of deletions(key, max, new Set())) {
      for (const candidate of index.get(variant) ?? []) {
        const d = distance(key, candidate, max);
        if (d <= max && (found === undefined || d < found.d)) found = { category: names.byKey.get(candidate)!, d };
      }
    }
    return found?.category;
  }

  // The same names come back all day ('milk', 'eggs'): their answers are kept, up to a bound.
  const answered = new Map<string, DictionaryMatch | null>();
  const ANSWERS_KEPT = 20_000;

  return {
    /** The category the dictionary gives a typed name, or undefined when it knows nothing close. */
    match(name: string): DictionaryMatch | undefined {
      const key = dictionaryKey(name);
      if (key === '') return undefined;
      const known = answered.get(key);
      if (known !== undefined) return known ?? undefined;
      const found = lookup(key);
      if (answered.size >= ANSWERS_KEPT) answered.clear();
      answered.set(key, found ?? null);
      return found;
    },
    size: () => ({ names: names.byKey.size, brands: brandIndex.byKey.size }),
  };

  function lookup(key: string): DictionaryMatch | undefined {
    const exact = names.byKey.get(key);
    if (exact) return { category: exact, source: 'synonym', confidence: CONFIDENCE.exact };
    const words = key.split(' ');
    const place = PLACE_WORDS[words[0]!];
    if (place && words.length > 1) return { category: place, source: 'synonym', confidence: CONFIDENCE.part };
    const runs = phrases(words);
    // The longest known run decides, a name before a brand of the same length: "honey nut cheerios" is the
    // cereal brand, not the nuts.
    for (const run of runs) {
      const category = run === key ? undefined : names.byKey.get(run);
      if (category) return { category, source: 'synonym', confidence: CONFIDENCE.part };
      const brand = brandIndex.byKey.get(run);
      if (brand) return { category: brand, source: 'brand', confidence: CONFIDENCE.brand };
    }
    for (const run of runs) {
      const category = fuzzy(run);
      if (category) return { category, source: 'fuzzy_match', confidence: CONFIDENCE.fuzzy };
    }
    return undefined;
  }
}
export type CategoryDictionary = ReturnType<typeof createCategoryDictionary>;
