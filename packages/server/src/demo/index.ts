/** The demo data set seeded by `pnpm demo` / POTLUCK_DEMO=1: one family, its categories and its recipes. */
export { DEMO_FAMILY_NAME, DEMO_PASSWORD, DEMO_USERS, type DemoUser, type DemoUsername } from './demo-family';
export { DEMO_CATEGORIES, type DemoCategoryName } from './demo-categories';
export { DEMO_RECIPES, NUTRITION_DISCLAIMER, type DemoRecipe } from './recipes';
