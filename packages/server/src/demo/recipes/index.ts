import american from './american.json';
import britishGerman from './british-german.json';
import chinese from './chinese.json';
import type { DemoRecipe } from './demo-recipe';
import french from './french.json';
import fusion from './fusion.json';
import indian from './indian.json';
import italian from './italian.json';
import japaneseKorean from './japanese-korean.json';
import latinCaribbean from './latin-caribbean.json';
import mediterranean from './mediterranean.json';
import mexican from './mexican.json';
import middleEasternAfrican from './middle-eastern-african.json';
import thaiVietnamese from './thai-vietnamese.json';

export { DEMO_CATEGORIES, type DemoCategoryName } from '../demo-categories';
export { NUTRITION_DISCLAIMER, type DemoRecipe } from './demo-recipe';

/**
 * Every demo recipe, grouped by cuisine in the order a reader might browse them. The recipes are data (one JSON
 * file per cuisine, bundled with the server); JSON types its strings loosely, so the rows are typed here and
 * demo-data.test.ts checks every recipe against the API's RecipeInput schema, the family and the categories.
 */
export const DEMO_RECIPES = [
  italian,
  mediterranean,
  french,
  britishGerman,
  indian,
  middleEasternAfrican,
  chinese,
  japaneseKorean,
  thaiVietnamese,
  american,
  mexican,
  latinCaribbean,
  fusion,
].flat() as readonly DemoRecipe[];
