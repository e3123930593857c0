export type UnitKind = 'volume' | 'weight' | 'count';
export type UnitSystem = 'metric' | 'us' | 'any';

export type CookingUnit = {
  /** The canonical id stored on an ingredient and shown beside amounts. */
  readonly id: string;
  readonly label: string;
  readonly plural: string;
  readonly kind: UnitKind;
  readonly system: UnitSystem;
  /** Other spellings, matched case-insensitively and with or without a trailing dot. */
  readonly aliases: readonly string[];
};

const unit = (
  id: string,
  label: string,
  plural: string,
  kind: UnitKind,
  system: UnitSystem,
  aliases: string[] = [],
): CookingUnit => ({ id, label, plural, kind, system, aliases });

/**
 * The fixed list of cooking units: what GET /ingredients/units/common returns and what the AI chef
 * ingredient-line reader recognises (spec 000 §4, §7). Ids are the short forms cooks write.
 */
export const COMMON_UNITS: readonly CookingUnit[] = [
  // (With the short forms and words of the languages recipes are imported in: German "EL", Swedish "msk", Spanish
  // "cucharada", Italian "cucchiaio"…)
  unit('tsp', 'teaspoon', 'teaspoons', 'volume', 'any', [
    'tsps',
    'teasp',
    'tl',
    'teelöffel',
    'theelepel',
    'theelepels',
    'tsk',
    'tesked',
    'teskedar',
    'teske',
    'teskeer',
    'cucharadita',
    'cucharaditas',
    'cucchiaino',
    'cucchiaini',
    'łyżeczka',
    'łyżeczki',
    'ч. л',
    'ч.л',
  ]),
  unit('tbsp', 'tablespoon', 'tablespoons', 'volume', 'any', [
    'tbsps',
    'tbs',
    'tbl',
    'tbls',
    'tblsp',
    'tblspn',
    'el',
    'esslöffel',
    'eßlöffel',
    'eetlepel',
    'eetlepels',
    'msk',
    'matsked',
    'matskedar',
    'spsk',
    'spiseske',
    'spiseskeer',
    'cucharada',
    'cucharadas',
    'cucchiaio',
    'cucchiai',
    'łyżka',
    'łyżki',
    'ст. л',
    'ст.л',
  ]),
  unit('cup', 'cup', 'cups', 'volume', 'us', [
    'c',
    'taza',
    'tazas',
    'xícara',
    'xícaras',
    'tasse',
    'tassen',
    'kopje',
    'kopjes',
  ]),
  unit('fl oz', 'fluid ounce', 'fluid ounces', 'volume', 'us', ['floz', 'fl.oz', 'fl-oz', 'fl. oz', 'fluid oz']),
  unit('pt', 'pint', 'pints', 'volume', 'us', ['pts']),
  unit('qt', 'quart', 'quarts', 'volume', 'us', ['qts']),
  unit('gal', 'gallon', 'gallons', 'volume', 'us', ['gals']),
  unit('ml', 'milliliter', 'milliliters', 'volume', 'metric', ['millilitre', 'millilitres', 'mls', 'мл']),
  unit('cl', 'centiliter', 'centiliters', 'volume', 'metric', ['centilitre', 'centilitres']),
  unit('dl', 'deciliter', 'deciliters', 'volume', 'metric', ['decilitre', 'decilitres']),
  unit('l', 'liter', 'liters', 'volume', 'metric', ['litre', 'litres', 'ltr', 'ltrs', 'litro', 'litros', 'litri', 'л']),
  unit('g', 'gram', 'grams', 'weight', 'metric', [
    'gr',
    'gm',
    'gms',
    'gramme',
    'grammes',
    'gramm',
    'gramos',
    'grammi',
    'г',
    'гр',
  ]),
  unit('kg', 'kilogram', 'kilograms', 'weight', 'metric', ['kgs', 'kilo', 'kilos', 'kilogramme', 'kilogrammes', 'кг']),
  unit('oz', 'ounce', 'ounces', 'weight', 'us', ['ozs']),
  unit('lb', 'pound', 'pounds', 'weight', 'us', ['lbs']),
  unit('pinch', 'pinch', 'pinches', 'count', 'any', [
    'prise',
    'prisen',
    'pincée',
    'pincées',
    'pizca',
    'pizcas',
    'pizzico',
    'snufje',
  ]),
  unit('dash', 'dash', 'dashes', 'count', 'any'),
  unit('clove', 'clove', 'cloves', 'count', 'any', [
    'zehe',
    'zehen',
    'gousse',
    'gousses',
    'diente',
    'dientes',
    'spicchio',
    'spicchi',
    'teentje',
    'teentjes',
    'klyfta',
    'klyftor',
  ]),
  unit('can', 'can', 'cans', 'count', 'any', [
    'tin',
    'tins',
    'dose',
    'dosen',
    'boîte',
    'boîtes',
    'lata',
    'latas',
    'blik',
    'blikken',
    'burk',
    'burkar',
  ]),
  unit('jar', 'jar', 'jars', 'count', 'any'),
  // Boxes, bags, envelopes and sachets are all packages a shop sells whole; the recipe text reader maps them here.
  unit('pkg', 'package', 'packages', 'count', 'any', [
    'pkgs',
    'pack',
    'packs',
    'packet',
    'packets',
    'box',
    'boxes',
    'bag',
    'bags',
    'envelope',
    'envelopes',
    'sachet',
    'sachets',
    'päckchen',
    'pck',
    'packung',
    'paquet',
    'paquets',
    'sobre',
    'sobres',
    'bustina',
    'bustine',
    'zakje',
    'zakjes',
  ]),
  unit('slice', 'slice', 'slices', 'count', 'any', [
    'scheibe',
    'scheiben',
    'tranche',
    'tranches',
    'rebanada',
    'rebanadas',
    'fetta',
    'fette',
    'plakje',
    'plakjes',
  ]),
  unit('piece', 'piece', 'pieces', 'count', 'any', [
    'pc',
    'pcs',
    'stück',
    'stk',
    'stuk',
    'stuks',
    'pièce',
    'pièces',
    'pezzo',
    'pezzi',
  ]),
  unit('stick', 'stick', 'sticks', 'count', 'any'),
  unit('bunch', 'bunch', 'bunches', 'count', 'any', [
    'bund',
    'botte',
    'bottes',
    'manojo',
    'manojos',
    'mazzetto',
    'mazzo',
  ]),
  unit('sprig', 'sprig', 'sprigs', 'count', 'any', [
    'zweig',
    'zweige',
    'brin',
    'brins',
    'rametto',
    'rametti',
    'ramita',
    'ramitas',
    'takje',
    'takjes',
  ]),
  unit('head', 'head', 'heads', 'count', 'any'),
  unit('handful', 'handful', 'handfuls', 'count', 'any', [
    'handvoll',
    'poignée',
    'poignées',
    'puñado',
    'puñados',
    'manciata',
    'handvol',
  ]),
];

/**
 * The word a line puts between its unit and the food, in the languages recipes are imported in: "2 cups of flour",
 * "200 g de farine", "20 cl d'huile", "1 cucchiaio di olio". Not part of the name.
 */
export const UNIT_OF = /^(?:of|de|di|del|della|dello|van)\s+|^d['’](?=\p{L})/iu;

// Cookbook shorthand where case matters: capital T is a tablespoon, small t a teaspoon.
const CASE_SENSITIVE: Readonly<Record<string, string>> = { T: 'tbsp', Tb: 'tbsp', Tbs: 'tbsp', t: 'tsp' };

// Built on first use, not at import: the web bundle imports this module and should pay nothing until it reads a unit.
let bySpelling: Map<string, string> | undefined;
function spellings(): Map<string, string> {
  if (bySpelling === undefined) {
    bySpelling = new Map<string, string>();
    for (const entry of COMMON_UNITS) {
      for (const spelling of [entry.id, entry.label, entry.plural, ...entry.aliases]) {
        bySpelling.set(spelling.toLowerCase(), entry.id);
      }
    }
  }
  return bySpelling;
}

/**
 * The canonical unit id for a written unit ("Tablespoons" → "tbsp", "g." → "g", "T" → "tbsp",
 * "t" → "tsp"), or null when it is not a cooking unit of the list.
 */
export function normalizeUnit(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim().replace(/\.$/, '').trim();
  if (trimmed === '') return null;
  const exact = CASE_SENSITIVE[trimmed];
  if (exact !== undefined) return exact;
  return spellings().get(trimmed.toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

/** The unit entry for a canonical id, or undefined. */
export function findUnit(id: string): CookingUnit | undefined {
  return COMMON_UNITS.find((entry) => entry.id === id);
}
