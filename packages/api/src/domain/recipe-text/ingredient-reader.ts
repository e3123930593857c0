import type { Ingredient } from '../../recipes/recipe.schemas';
import { roundAmount } from '../../recipes/recipe.rules';
import { UNIT_OF, findUnit, normalizeUnit } from '../units';
import { NUMBER_SOURCE, readLeadingAmount } from './amount-reader';
import { lazy, normalizeText, stripBullet } from './ingredient-text';

/** One ingredient read from text: the create payload's ingredient row (spec 000 §3 Ingredient, without id). */
export type ParsedIngredient = Omit<Ingredient, 'id'>;

const PATTERNS = /* @__PURE__ */ lazy(() => {
  // Units a size can be given in: "400g can", "1 (14-ounce) can", "2-inch piece". Not cups: nobody sizes a can in cups.
  const unit = String.raw`(?:fl\.?\s?oz|ounces?|ozs?|pounds?|lbs?|grams?|gr|gms?|g|kilograms?|kilos?|kgs?|millilit(?:er|re)s?|mls?|lit(?:er|re)s?|l|inch(?:es)?|in|cm)\.?(?![a-z])`;
  const number = NUMBER_SOURCE;
  return {
    // "1 14-ounce can", "2 x 400g/14oz tins"; "#2 can" is an old US can size.
    size: new RegExp(
      String.raw`^(?:#\d+|${number}(?:\s*-\s*${number})?\s*-?\s*${unit}(?:\s*\/\s*${number}\s*-?\s*(?:${unit}|pints?))?)\s*`,
      'i',
    ),
    // The unit half of a size when the amount was already read: "400|g can", "2|-inch piece".
    sizeAfterAmount: new RegExp(String.raw`^\s*-?\s*${unit}(?:\s*\/\s*${number}\s*-?\s*${unit})?\s*`, 'i'),
    // A second measure after a slash, as British sites print it: "200g/7oz", "300ml/½ pint".
    alternative: new RegExp(String.raw`^\s*\/\s*${number}\s*-?\s*(?:fl\.?\s?oz|[a-z]+)\.?\s*`, 'i'),
    // "1 cup plus 2 tablespoons flour": the extra measure goes to notes, the first one is the amount.
    plus: new RegExp(String.raw`^\s*(?:\+|plus)\s*(${number})\s*(fl\.?\s?oz|[a-z]+)\.?\s+`, 'i'),
  };
});

const CONTAINERS = ['can', 'jar', 'pkg', 'piece', 'stick'];
// A length is never how much of a food to use, only how big one piece is.
const LENGTH = /^\s*-?\s*(?:inch(?:es)?|in|cm)\b/i;
// Vessels that are not units: after a weight ("140g pot natural yogurt") the weight is the amount.
const VESSEL = /^(?:pot|tub|carton|bottle|block|punnet)s?\s+/i;
// Words before a unit that describe the measure, not the food: "2 heaped tbsp", "1 small can".
const MEASURE_WORD = /^(heaped|heaping|level|rounded|scant|generous|good|large|small|big|medium|full)\s+/i;
// A unit of two words ("fl oz", "fluid ounces", the Russian spoon "ст. л."), tried before one of one.
const TWO_WORD_UNIT = /^(\p{L}+\.?\s?\p{L}+)\.?(?=[\s/]|$)\s*/iu;
const UNIT_TOKEN = /^(\p{L}+)\.?(?=[\s/]|$)\s*/iu;
const OF = /^of\s+/i;
// "zest of 1 lemon", "juice of 2 limes": the fruit is the ingredient, zest or juice is its preparation.
const ZEST_OR_JUICE =
  /^((?:finely\s+)?(?:grated\s+)?(?:zest|juice)(?:\s+(?:and|&)\s+(?:zest|juice))?)\s+(?:of\s+)?(?=\d|an?\s|half\s|one\s|two\s)/i;
const OPTIONAL_PREFIX = /^optional\s*[:-]\s*/i;
const TO_TASTE = /^(?:or\s+)?(?:more\s+)?(?:to taste|as per taste|as needed|as required|if needed)$/i;
const TRAILING_TO_TASTE = /[\s,]+((?:or\s+more\s+)?(?:to taste|as per taste|as needed|as required))$/i;
// After a comma these words continue the name ("boneless, skinless chicken") instead of starting a preparation.
const NAME_CONTINUES = ['skinless', 'boneless', 'bone-in', 'skin-on', 'unsalted', 'salted', 'seedless', 'unpeeled'];

const LINE_MAX = 1000;

type Reading = { text: string; notes: string[]; preparation: string[]; optional: boolean };

type UnitMatch = { id: string; written: string; rest: string };

/** A unit at the start of `text`, when the list knows it and some name is left after it. */
function readUnit(text: string): UnitMatch | null {
  for (const token of [TWO_WORD_UNIT.exec(text), UNIT_TOKEN.exec(text)]) {
    const id = token === null ? null : normalizeUnit(token[1]);
    if (token === null || id === null) continue;
    const rest = text.slice(token[0].length);
    // "3 cloves" is three cloves (the spice), not three of an unnamed thing.
    return rest.replace(OF, '').trim() === '' ? null : { id, written: token[1]!, rest };
  }
  return null;
}

/** The unit after an optional measure word; the word goes to notes when it is used. */
function readUnitWithMeasureWord(text: string, notes: string[]): UnitMatch | null {
  const direct = readUnit(text);
  if (direct !== null) return direct;
  const word = MEASURE_WORD.exec(text);
  if (word === null) return null;
  const unit = readUnit(text.slice(word[0].length));
  if (unit !== null) notes.push(word[1]!.toLowerCase());
  return unit;
}

function isContainerAhead(text: string): boolean {
  const word = MEASURE_WORD.exec(text);
  const unit = readUnit(word === null ? text : text.slice(word[0].length));
  return unit !== null && CONTAINERS.includes(unit.id);
}

/** Takes "(…)" groups out of the line: "(optional)" is a flag, anything else a note ("14 oz", "2 sticks"). */
function takeParentheses(reading: Reading): void {
  reading.text = reading.text
    .replace(/\(([^()]*)\)|\[([^[\]]*)\]/g, (_match, round: string | undefined, square: string | undefined) => {
      const inner = (round ?? square ?? '').trim();
      if (/^optional$/i.test(inner)) reading.optional = true;
      else if (inner !== '') reading.notes.push(inner);
      return ' ';
    })
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .trim();
}

/** Splits "1 onion, finely chopped" at the first comma that starts a preparation. */
function takePreparation(reading: Reading): void {
  let from = 0;
  for (;;) {
    const comma = reading.text.indexOf(',', from);
    if (comma <= 0) return;
    const firstWord = /^\s*([^\s,]*)/.exec(reading.text.slice(comma + 1, comma + 40))![1]!.toLowerCase();
    if (!NAME_CONTINUES.includes(firstWord)) {
      const after = reading.text.slice(comma + 1).trim();
      reading.text = reading.text.slice(0, comma).trim();
      for (const part of after.split(/,\s*(?=optional$)/i)) {
        if (/^optional$/i.test(part.trim())) reading.optional = true;
        else if (TO_TASTE.test(part.trim())) reading.notes.push(part.trim());
        else if (part.trim() !== '') reading.preparation.push(part.trim());
      }
      return;
    }
    from = comma + 1;
  }
}

const joinOrNull = (parts: string[], separator: string) => (parts.length === 0 ? null : parts.join(separator));

/**
 * Reads one ingredient line of pasted recipe text into the create payload's ingredient shape. Richer than
 * readIngredientLine (the AI chef's "first one or two tokens" reader): it also reads ranges, word amounts
 * ("a", "half an", "two"), container sizes ("1 (14 oz) can", "2 x 400g tins"), British double measures
 * ("200g/7oz"), measure words ("heaped"), preparations after a comma, "(optional)", "to taste" and notes.
 * Anything it cannot place stays in the name, so nothing the cook wrote is lost.
 */
export function parseIngredientLine(line: string): ParsedIngredient {
  // No ingredient line is this long; the cap bounds the work on pasted garbage (the name keeps 200 anyway).
  const text = stripBullet(normalizeText(line.slice(0, LINE_MAX)))
    .replace(/\*/g, '')
    .trim();
  const reading: Reading = { text, notes: [], preparation: [], optional: false };
  reading.text = reading.text.replace(OPTIONAL_PREFIX, () => {
    reading.optional = true;
    return '';
  });
  takeParentheses(reading);
  takePreparation(reading);
  reading.text = reading.text
    .replace(TRAILING_TO_TASTE, (_match, phrase: string) => {
      reading.notes.push(phrase.toLowerCase());
      return '';
    })
    .replace(/\s+optional$/i, () => {
      reading.optional = true;
      return '';
    });

  let rest = reading.text;
  const zest = ZEST_OR_JUICE.exec(rest);
  if (zest !== null) {
    reading.preparation.unshift(zest[1]!.toLowerCase());
    rest = rest.slice(zest[0].length);
  }

  const notes: string[] = [];
  let amount: number | null = null;
  const beforeAmount = rest;
  const lead = readLeadingAmount(rest);
  if (lead !== null) {
    amount = lead.amount;
    if (lead.range !== null) notes.push(lead.range);
    rest = lead.rest.trimStart();
    const times = /^x\s*/i.exec(rest);
    const size = PATTERNS().size.exec(times === null ? rest : rest.slice(times[0].length));
    const ownSize = PATTERNS().sizeAfterAmount.exec(lead.rest);
    if (times !== null && size !== null) {
      // "2 x 400g tins": two tins of 400 g each.
      notes.push(size[0].trim());
      rest = rest.slice(times[0].length + size[0].length);
    } else if (size !== null && isContainerAhead(rest.slice(size[0].length))) {
      // "1 14-ounce can", "two 15-ounce cans".
      notes.push(size[0].trim());
      rest = rest.slice(size[0].length);
    } else if (
      ownSize !== null &&
      lead.range === null &&
      (LENGTH.test(ownSize[0]) || isContainerAhead(lead.rest.slice(ownSize[0].length)))
    ) {
      // "400g can", "2-inch piece", "1 inch cinnamon stick": the number was the size of one thing.
      notes.push(`${beforeAmount.slice(0, beforeAmount.length - lead.rest.length)}${ownSize[0]}`.trim());
      amount = 1;
      rest = lead.rest.slice(ownSize[0].length);
    }
  }

  let unit: string | null = null;
  const unitMatch = readUnitWithMeasureWord(rest, notes);
  if (unitMatch !== null) {
    unit = unitMatch.id;
    rest = unitMatch.rest;
    const alternative = PATTERNS().alternative.exec(rest);
    if (alternative !== null) {
      notes.push(alternative[0].replace(/^\s*\/\s*/, '').trim());
      rest = rest.slice(alternative[0].length);
    }
    const plus = PATTERNS().plus.exec(rest);
    if (plus !== null && normalizeUnit(plus[2]) !== null) {
      notes.push(plus[0].trim());
      rest = rest.slice(plus[0].length);
    }
    const kind = findUnit(unit)?.kind;
    const vessel = kind === 'count' ? null : VESSEL.exec(rest);
    if (vessel !== null) {
      notes.push(vessel[0].trim());
      rest = rest.slice(vessel[0].length);
    }
    // "Pinch of salt", "small bunch of coriander": a single count unit with no number is one of it.
    if (lead === null && kind === 'count' && !/s$/i.test(unitMatch.written)) amount = 1;
  }

  const name = rest
    .replace(unit === null ? OF : UNIT_OF, '')
    .replace(/[\s,;:.]+$/, '')
    .replace(/^[\s,;:]+/, '')
    .trim();
  const allNotes = [...notes, ...reading.notes];
  return {
    ingredient_name: name.slice(0, 200),
    amount: amount === null || amount > 100_000 ? null : roundAmount(amount),
    unit,
    preparation: joinOrNull(reading.preparation, ', ')?.slice(0, 200) ?? null,
    notes: joinOrNull(allNotes, '; ')?.slice(0, 500) ?? null,
    is_optional: reading.optional,
  };
}
