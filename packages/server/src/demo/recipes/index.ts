import { AMERICAN_RECIPES } from './american';
import { BRITISH_GERMAN_RECIPES } from './british-german';
import { CHINESE_RECIPES } from './chinese';
import type { DemoRecipe } from './demo-recipe';
import { FRENCH_RECIPES } from './french';
import { FUSION_RECIPES } from './fusion';
import { INDIAN_RECIPES } from './indian';
import { ITALIAN_RECIPES } from './italian';
import { JAPANESE_KOREAN_RECIPES } from './japanese-korean';
import { LATIN_CARIBBEAN_RECIPES } from './latin-caribbean';
import { MEDITERRANEAN_RECIPES } from './mediterranean';
import { MEXICAN_RECIPES } from './mexican';
import { MIDDLE_EASTERN_AFRICAN_RECIPES } from './middle-eastern-african';
import { THAI_VIETNAMESE_RECIPES } from './thai-vietnamese';

export { DEMO_CATEGORIES, type DemoCategoryName } from '../demo-categories';
export { NUTRITION_DISCLAIMER, type DemoRecipe } from './demo-recipe';

/** Every demo recipe, grouped by cuisine in the order a reader might browse them. */
export const DEMO_RECIPES: readonly DemoRecipe[] = [
  ...ITALIAN_RECIPES,
  ...MEDITERRANEAN_RECIPES,
  ...FRENCH_RECIPES,
  ...BRITISH_GERMAN_RECIPES,
  ...INDIAN_RECIPES,
  ...MIDDLE_EASTERN_AFRICAN_RECIPES,
  ...CHINESE_RECIPES,
  ...JAPANESE_KOREAN_RECIPES,
  ...THAI_VIETNAMESE_RECIPES,
  ...AMERICAN_RECIPES,
  ...MEXICAN_RECIPES,
  ...LATIN_CARIBBEAN_RECIPES,
  ...FUSION_RECIPES,
];
