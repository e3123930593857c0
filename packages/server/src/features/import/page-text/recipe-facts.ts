import { isTimeFact } from './line-kinds';
import { isServingsLine } from './visible-servings';

// Facts a recipe card states beside its lists: times, difficulty, cost, servings and the control that scales it.
// Pages that lay out their rows as blocks, not list items, leave them between the ingredients or the steps.

/** Difficulty and cost, named and rated in a word or two ("Level of difficulty Average", "Coût : bon marché"). */
const RATING_FACT =
  /^(?:level of difficulty|difficulty(?: level)?|skill level|cost|niveau de difficult[ée]|difficult[ée]|co[ûu]t|schwierigkeit(?:sgrad)?|kosten|difficolt[àa]|costo|dificultad|coste|moeilijkheid(?:sgraad)?|kosten)\s*:?\s*\p{L}+(?:\s\p{L}+){0,2}$/iu;

/** What kind of dish it is, labelled ("Cuisine: British", "Recipe Type: Baking", "Course: Dessert", "Keywords: easy"). */
const KIND_FACT =
  /^(?:cuisine|course|recipe type|category|categories|diet|keywords?|cucina|portata|cocina|categor[íi]a|plat|k[üu]che|kategorie|gericht|keuken|gang|kuchnia|kategoria)\s*:\s*\S.{0,50}$/iu;

/** The control that scales a recipe ("½x 1x 2x", "0.5 x 1x 2x"). */
const SCALE_CONTROL = /^(?:(?:\d+(?:[.,/]\d+)?|[½¼¾])\s?[x×]\s*){2,}$/u;

/** A line stating a fact about the recipe (a time, its difficulty or cost, its kind, its servings, the scale control). */
export const isRecipeFact = (text: string) =>
  text.length <= 60 &&
  (isTimeFact(text) ||
    RATING_FACT.test(text) ||
    KIND_FACT.test(text) ||
    isServingsLine(text) ||
    SCALE_CONTROL.test(text));
