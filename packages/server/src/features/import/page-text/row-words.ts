import { isEquipmentHeading } from './equipment';
import type { VisibleLine } from './visible-lines';

// Words that tell what a line among the ingredients is beside a row: added to taste, a product's facts, words to the
// reader, a Japanese measure, the tools.

/** What a row adds to taste or to serve, with no amount ("Salt and pepper, to taste", "Sale q.b.", "Pfeffer nach Belieben"). */
const TO_TASTE =
  /(?<![\p{L}])(?:to taste|as needed|as required|for (?:serving|garnish(?:ing)?|frying|greasing|dusting)|to (?:serve|garnish)|nach (?:geschmack|belieben)|zum (?:servieren|bestreuen|garnieren)|q\.\s?b\.?|quanto basta|a piacere|au go[ûu]t|selon (?:vos|votre) go[ûu]ts?|al gusto|a gusto|naar smaak|efter smak|etter smak|efter behag|do smaku|podle chuti|[íi]zl[ée]s szerint|по вкусу)(?![\p{L}])/iu;
export const seasoningRow = (l: VisibleLine) =>
  l.heading === 0 &&
  !l.link &&
  TO_TASTE.test(l.text) &&
  l.text.split(' ').length <= 8 &&
  !/[!?:]$/u.test(l.text) &&
  !ADDRESSED(l.text);

/** The label of a fact about a product, as shops and meal kits print it. */
export const PRODUCT_FACT =
  /^(?:composition|traces? (?:possibles? )?(?:d['’])?allerg[èe]nes|allerg[èe]nes|allergens?|allergy advice|contains|may contain|mode d['’]emploi|conservation|storage|allergene|aufbewahrung|kann spuren(?: von)? enthalten|enth[äa]lt|zusammensetzung|allergenen|kan sporen bevatten|bevat)\s*:\s*\S/iu;

/** A word that speaks to the reader or of the writer ("you", "I", "we"; "Sie", "vous", "je", "du", "jij", "usted"…). */
export const ADDRESSED = (text: string) =>
  /(?<![\p{L}'’])(?:you|your|we|my|our|du|dein|vous|votre|nous|jij|uw|wij|usted|puedes|puoi|você|jeg)(?![\p{L}'’])/iu.test(
    text,
  ) || /(?<![\p{L}'’])(?:I|Sie|Ihr|je|tu)(?![\p{L}'’])/u.test(text);

/**
 * An amount that starts with its measure, as Japanese recipes write it ("大さじ1", "小さじ1/2", "カップ2"), or says how
 * much in words ("少々", "適量", "お好みで").
 */
export const MEASURE_FIRST = /^(?:(?:大さじ|小さじ|カップ)\s*[\d½¼¾⅓⅔./]+|少々|適量|適宜|お好みで|ひとつまみ|少量)$/u;

/** The tools a recipe needs, named on a line of the ingredients ("Utensilien: 20 cm Quichering"): no ingredient. */
export const toolsInline = (text: string) => {
  const label = /^([^:]{2,40}):\s*\S/u.exec(text);
  return label !== null && isEquipmentHeading(label[1]!);
};
