import { describe, expect, it } from 'vitest';
import { parsedRecipeResponseSchema, type RecipeDraft } from '../../ai/ai-recipe.schemas';
import { recipeInputSchema, type RecipeInput } from '../../recipes/recipe.schemas';
import { PARSE_SUGGESTIONS } from './confidence';
import { BLOG_CARD, MARKDOWN_NUMBERED, MESSY, METRIC_BRITISH, NO_HEADERS, SUB_SECTIONS } from './fixtures/recipes';
import { parseRecipeText, type ParsedRecipe } from './recipe-text';

const parsed = (text: string): ParsedRecipe => {
  const result = parseRecipeText(text);
  if (result.recipe === null) throw new Error('no recipe');
  return result.recipe;
};
const rows = (recipe: ParsedRecipe) => recipe.ingredients.map((i) => [i.amount, i.unit, i.ingredient_name]);
const steps = (recipe: ParsedRecipe) => recipe.instructions.map((s) => [s.step_number, s.instruction]);

describe('parseRecipeText on realistic pastes', () => {
  it('reads a recipe pasted in another language by its headers', () => {
    const result = parseRecipeText(
      'Зелёный борщ\nИнгредиенты\nКартофель — 3 шт.\nЩавель — 200 г\nПриготовление\nОчистить картофель.\nВарить 20 минут.',
    );
    expect(result.recipe?.title).toBe('Зелёный борщ');
    expect(result.recipe?.ingredients).toHaveLength(2);
    expect(result.recipe?.instructions.map((s) => s.instruction)).toEqual(['Очистить картофель.', 'Варить 20 минут.']);
  });

  it('reads a blog recipe card: widgets skipped, split labels joined, notes kept', () => {
    const result = parseRecipeText(BLOG_CARD);
    const recipe = result.recipe!;
    expect(recipe).toMatchObject({
      title: 'Chewy Chocolate Chip Cookies',
      prep_time_minutes: 15,
      cook_time_minutes: 12,
      servings: 24,
      cuisine_type: 'american',
      meal_type: 'dessert',
      tags: ['cookies', 'chocolate chip'],
      notes: 'The dough keeps for 3 days in the fridge.',
    });
    expect(recipe.description).toMatch(/^These cookies are crisp.*until Monday\.$/);
    expect(recipe.ingredients).toHaveLength(9);
    expect(recipe.ingredients[3]).toEqual({
      ingredient_name: 'unsalted butter',
      amount: 1,
      unit: 'cup',
      preparation: 'softened',
      notes: '2 sticks',
      is_optional: false,
    });
    expect(recipe.instructions).toHaveLength(5);
    expect(recipe.instructions[0]).toMatchObject({ step_number: 1, temperature: '375°F' });
    expect(recipe.instructions[4]).toMatchObject({ step_number: 5, time_minutes: 10 });
    expect(result).toMatchObject({ success: true, ai_confidence: 'high', suggestions: [] });
  });

  it('reads markdown with numbered steps, joining a step wrapped over two lines', () => {
    const recipe = parsed(MARKDOWN_NUMBERED);
    expect(recipe).toMatchObject({
      title: 'Weeknight Chicken Stir-Fry',
      servings: 4,
      prep_time_minutes: 15,
      cook_time_minutes: 10,
    });
    expect(rows(recipe)).toEqual([
      [1, 'lb', 'boneless, skinless chicken breasts'],
      [2, 'tbsp', 'soy sauce'],
      [1, 'tbsp', 'cornstarch'],
      [2, 'tbsp', 'vegetable oil'],
      [3, 'clove', 'garlic'],
      [1, null, 'red bell pepper'],
      [2, 'cup', 'broccoli florets'],
      [null, null, 'Salt and pepper'],
    ]);
    expect(steps(recipe)).toEqual([
      [1, 'Toss the chicken with the soy sauce and cornstarch.'],
      [2, 'Heat the oil in a wok over high heat. Stir-fry the chicken for 5 minutes, until golden.'],
      [3, 'Add the garlic, pepper and broccoli and cook for 3 minutes.'],
      [4, 'Season and serve over rice.'],
    ]);
    expect(parseRecipeText(MARKDOWN_NUMBERED).ai_confidence).toBe('high');
  });

  it('reads a recipe without any headers and says what is missing', () => {
    const result = parseRecipeText(NO_HEADERS);
    const recipe = result.recipe!;
    expect(recipe.title).toBe("Grandma's Pancakes");
    expect(recipe.description).toBe('Fluffy pancakes for a lazy weekend breakfast.');
    expect(rows(recipe)).toEqual([
      [1.5, 'cup', 'flour'],
      [3.5, 'tsp', 'baking powder'],
      [1, 'tbsp', 'sugar'],
      [0.25, 'tsp', 'salt'],
      [1.25, 'cup', 'milk'],
      [1, null, 'egg'],
      [3, 'tbsp', 'butter'],
    ]);
    expect(recipe.instructions.map((s) => s.step_number)).toEqual([1, 2, 3, 4]);
    expect(recipe).toMatchObject({ prep_time_minutes: null, cook_time_minutes: null, servings: 4 });
    expect(result.suggestions).toEqual([PARSE_SUGGESTIONS.noTimes, PARSE_SUGGESTIONS.noServings]);
    expect(result.ai_confidence).toBe('high');
  });

  it('reads a metric British recipe with double measures and "STEP 1" on its own line', () => {
    const recipe = parsed(METRIC_BRITISH);
    expect(recipe).toMatchObject({
      title: 'Easy lamb hotpot',
      servings: 4,
      prep_time_minutes: 20,
      cook_time_minutes: 100,
      difficulty: 'easy',
    });
    expect(rows(recipe)).toContainEqual([900, 'g', 'lamb neck fillet']);
    expect(rows(recipe)).toContainEqual([500, 'ml', 'lamb stock']);
    expect(recipe.ingredients).toHaveLength(10);
    expect(steps(recipe)).toEqual([
      [1, 'Heat oven to 160°C/140°C fan/gas 3.'],
      [2, 'Brown the lamb in the oil in batches, then set aside.'],
      [3, 'Fry the onions and carrots for 5 mins, stir in the flour, then the Worcestershire sauce and stock.'],
      [
        4,
        'Return the lamb, add the bay leaves, top with the potatoes and brush with butter. Cover and bake for 1 hr 30 mins.',
      ],
    ]);
    expect(recipe.instructions[0]!.temperature).toBe('160°C');
    expect(recipe.instructions[3]!.time_minutes).toBe(90);
  });

  it('keeps ingredient groups as notes and reads "Step 1:" markers and "Makes"', () => {
    const recipe = parsed(SUB_SECTIONS);
    expect(recipe).toMatchObject({ servings: 12, prep_time_minutes: 30, cook_time_minutes: 35 });
    expect(recipe.ingredients).toHaveLength(12);
    expect(recipe.ingredients[0]).toMatchObject({ ingredient_name: 'all-purpose flour', notes: 'For the cake' });
    expect(recipe.ingredients[7]).toMatchObject({
      ingredient_name: 'chopped walnuts',
      is_optional: true,
      notes: 'For the cake',
    });
    expect(recipe.ingredients[8]).toMatchObject({
      ingredient_name: 'cream cheese',
      amount: 8,
      unit: 'oz',
      notes: 'For the frosting',
    });
    expect(recipe.instructions).toHaveLength(5);
    expect(recipe.instructions[0]).toMatchObject({
      instruction: 'Preheat the oven to 350 degrees F and grease two 9-inch pans.',
      temperature: '350°F',
    });
  });

  it('copes with messy whitespace, CRLF, tabs and mixed bullets', () => {
    const recipe = parsed(MESSY);
    expect(recipe.title).toBe('Tomato Soup');
    expect(rows(recipe)).toEqual([
      [2, 'tbsp', 'olive oil'],
      [1, null, 'onion'],
      [2, 'clove', 'garlic'],
      [1, 'can', 'whole tomatoes'],
      [2, 'cup', 'vegetable broth'],
      [null, null, 'salt'],
    ]);
    expect(steps(recipe)).toEqual([
      [1, 'Cook the onion and garlic in the oil for 5 minutes.'],
      [2, 'Add the tomatoes and broth; simmer 20 minutes.'],
      [3, 'Blend until smooth and season with salt.'],
    ]);
  });

  it('gives answers the create payload and the wire schema accept as they are', () => {
    for (const text of [BLOG_CARD, MARKDOWN_NUMBERED, NO_HEADERS, METRIC_BRITISH, SUB_SECTIONS, MESSY]) {
      const result = parseRecipeText(text);
      const input: RecipeInput = result.recipe!;
      const draft: RecipeDraft | null = result.recipe;
      expect(recipeInputSchema.safeParse(input).success).toBe(true);
      expect(parsedRecipeResponseSchema.safeParse({ ...result, recipe: draft, parser: 'builtin' }).success).toBe(true);
      expect(parseRecipeText(text)).toEqual(result);
    }
  });
});
