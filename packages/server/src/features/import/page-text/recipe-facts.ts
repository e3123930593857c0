import { isDurationAlone, isTimeFact } from './line-kinds';
import type { VisibleLine } from './visible-lines';
import { isServingsLine } from './visible-servings';

// Facts a recipe card states beside its lists: times, difficulty, cost, servings and the control that scales it.
// Pages that lay out their rows as blocks, not list items, leave them between the ingredients or the steps.

/** Difficulty and cost, named and rated in a word or two ("Level of difficulty Average", "Coût : bon marché"). */
const RATING_FACT =
  /^(?:level of difficulty|difficulty(?: level)?|skill level|cost|niveau de difficult[ée]|difficult[ée]|co[ûu]t|schwierigkeit(?:sgrad)?|kosten|difficolt[àa]|costo|dificultad|coste|moeilijkheid(?:sgraad)?|kosten)\s*:?\s*\p{L}+(?:\s\p{L}+){0,2}$/iu;

/** What kind of dish it is, labelled ("Cuisine: British", "Recipe Type: Baking", "Course: Dessert", "Keywords: easy"). */
const KIND_FACT =
  /^(?:cuisine|course|recipe type|category|categories|diet|keywords?|cucina|portata|cocina|categor[íi]a|plat|k[üu]che|kategorie|gericht|keuken|gang|kuchnia|kategoria)\s*:\s*\S.{0,50}$/iu;

/** The control that scales a recipe ("½x 1x 2x", "0.5 x 1x 2x", "Scale 1x 2x 3x"). */
const SCALE_CONTROL = /^(?:scale\s*:?\s*)?(?:(?:\d+(?:[.,/]\d+)?|[½¼¾])\s?[x×]\s*){2,}$/iu;
/** The servings to choose from ("Adag: 2 | 4 | 6 | 8 személy", "Portionen 2 · 4 · 6"). */
const SERVINGS_CHOICE = /^(?:\p{L}+\s*:?\s*)?\d{1,2}(?:\s*[|·/]\s*\d{1,2}){2,}(?:\s+\p{L}+\.?)?$/u;

/**
 * What a serving holds, labelled ("Calories: 250", "Protein: 5 g", "Kcal 320", "Белки 13,1 г") or its energy alone
 * ("218 ккал"), not an ingredient's name.
 */
const NUTRITION_FACT =
  /^(?:calories|kcal|energy|protein|total fat|fat|saturated fat|carbs|carbohydrates?|fib(?:er|re)|sodium|cholesterol|kalorien|brennwert|eiwei(?:ß|ss)|fett|kohlenhydrate|[ée]nergie|prot[ée]ines|lipides|glucides|calorie|proteine|grassi|carboidrati|calor[íi]as|prote[íi]nas|grasas|carbohidratos|eiwitten|vetten|koolhydraten|калорийность|калорійність|белки|жиры|углеводы|білки|жири|вуглеводи|kalorie|białko|tłuszcze?|węglowodany|kalori|yağ|karbonhidrat|bílkoviny|tuky|sacharidy)\s*:?\s*\d[\d.,]*\s*(?:k?cal|kj|g|mg|ккал|кдж|г|мг)?$|^\d[\d.,]*\s*(?:k?cal|kj|ккал|кдж|calories|kalorii)$/iu;

/** A line of nutrition facts under their name ("Nutrition: 250 kcal per serving", "Nährwerte: 320 kcal"). */
const NUTRITION_LINE =
  /^(?:nutrition(?:al)?(?:\s+(?:info(?:rmation)?|facts|values))?(?:\s+per\s+serving)?|n[äa]hrwerte|valeurs nutritionnelles|valori nutrizionali|valores nutricionales|voedingswaarden?)\s*:\s*\d.{0,60}$/iu;

/**
 * What one serving holds, in a sentence under its measure ("Per serving: 520 calories, 27 g protein, 62 g
 * carbohydrates…", "Nährwerte pro Portion: 480 kcal, 22 g Eiweiß…"): a recipe's nutrition, never a step or a row.
 */
const NUTRITION_LIST =
  /^(?:(?:nutrition(?:al)?(?:\s+(?:info(?:rmation)?|facts|values))?|n[äa]hrwerte|valeurs nutritionnelles|valori nutrizionali|valores nutricionales|voedingswaarden?)\s*)?(?:(?:per|each|a|pro|par|por)\s+(?:serving|portion|porzione|porci[óo]n|raci[óo]n|personne|person|slice|piece|stuk|st[üu]ck))?\s*(?:\([^)]{0,30}\))?\s*:\s*(?:about\s+|ca\.\s*|env\.\s*)?\d[\d.,]*\s*(?:k?cal|calories|kj)\b/iu;
export const isNutritionList = (text: string) => /^\p{L}/u.test(text) && NUTRITION_LIST.test(text);

/** One fact: a time, the difficulty or cost, the kind of dish, the servings, the scale control. */
const oneFact = (text: string) =>
  isTimeFact(text) ||
  RATING_FACT.test(text) ||
  KIND_FACT.test(text) ||
  isServingsLine(text) ||
  SCALE_CONTROL.test(text) ||
  NUTRITION_FACT.test(text) ||
  NUTRITION_LINE.test(text);

/**
 * A line stating facts about the recipe: one, or several set side by side ("Prep: 10 mins | Cook: 40 mins",
 * "Calories: 250 · Protein: 5 g").
 */
export const isRecipeFact = (text: string) => {
  if (isNutritionList(text) || SERVINGS_CHOICE.test(text)) return true;
  if (text.length > 120) return false;
  const parts = text.split(/\s+[|·•]\s+/u);
  // (Or the servings first, with the dish's size after them: "Dosi per: 6 persone · teglia 30x20 cm".)
  if (parts.length > 1) return parts.every((part) => oneFact(part.trim())) || isServingsLine(text);
  // (Or times set side by side without marks, each named by a compound: "Arbeitszeit ca. 20 Minuten Ruhezeit ca. 15
  // Minuten".)
  const times = text.split(COMPOUND_TIME);
  return times.length > 1 ? times.every((part) => isTimeFact(part.trim())) : text.length <= 60 && oneFact(text);
};

/** Before a word that names a time as a compound ("Arbeitszeit", "Koch-/Backzeit", "Bereidingstijd", "Tillagningstid"). */
const COMPOUND_TIME = /\s+(?=\p{L}[\p{L}/-]*(?:zeit|tijd|tid|aika)\s)/iu;

/**
 * The lines with each time's label over its value in a block of its own joined into one fact ("Préparation :" over
 * "20 min"): a recipe card's times, not a method heading over a step.
 */
export function withTimesJoined(lines: VisibleLine[]): VisibleLine[] {
  const joined: VisibleLine[] = [];
  for (let k = 0; k < lines.length; k++) {
    const [line, next] = [lines[k]!, lines[k + 1]];
    const label = line.text.endsWith(':') && line.text.split(' ').length <= 3 && !line.item && line.heading % 7 === 0;
    if (label && next && isDurationAlone(next.text)) {
      joined.push({ ...line, heading: 0, text: `${line.text} ${next.text}` });
      k++;
    } else joined.push(line);
  }
  return joined;
}
