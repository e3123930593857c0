import pluralize from 'pluralize';

/**
 * Words pluralize would wrongly singularise ('molasses' → 'molass'), or that are the same in both numbers.
 * Registered once, at first use, on pluralize's shared rules.
 */
const EXTRA_UNCOUNTABLES = [
  'molasses',
  'hummus',
  'houmous',
  'couscous',
  'asparagus',
  'citrus',
  'grits',
  'swiss',
  'bitters',
  'schnapps',
  'lemongrass',
  'bass',
  'hummous',
  'tortellini',
  'ravioli',
  'gnocchi',
  'spaghetti',
  'penne',
] as const;

/** Food words whose plural pluralize reads as another word ('cookies' → 'cooky', 'quiches' → 'quich'). */
const EXTRA_IRREGULARS: ReadonlyArray<readonly [string, string]> = [
  ['cookie', 'cookies'],
  ['brownie', 'brownies'],
  ['smoothie', 'smoothies'],
  ['veggie', 'veggies'],
  ['hoagie', 'hoagies'],
  ['pierogie', 'pierogies'],
  ['chili', 'chilies'],
  ['chilli', 'chillies'],
  ['quiche', 'quiches'],
];

let registered = false;
function rules(): typeof pluralize {
  if (!registered) {
    for (const word of EXTRA_UNCOUNTABLES) pluralize.addUncountableRule(word);
    for (const [one, many] of EXTRA_IRREGULARS) pluralize.addIrregularRule(one, many);
    registered = true;
  }
  return pluralize;
}

/** Lower case, single spaces, no surrounding punctuation: how two spellings of one name are compared. */
export function simplifyItemName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}&%'\s-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The key under which two shopping names are the same thing: simplified, with the last word in the singular
 * ('Eggs' = 'egg', 'cherry tomatoes' = 'cherry tomato'). Only the head word changes, so 'tomato paste' stays
 * apart from 'tomato': names are never merged because they merely look alike.
 */
export function normalizeItemName(name: string): string {
  const words = simplifyItemName(name).split(' ');
  const last = words.length - 1;
  if (last < 0 || words[last] === '') return '';
  words[last] = rules().singular(words[last]!);
  return words.join(' ');
}

/** The singular of one word, with the extra uncountables ('leaves' → 'leaf', 'molasses' stays). */
export const singularWord = (word: string): string => rules().singular(word);
