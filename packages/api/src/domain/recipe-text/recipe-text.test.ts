import { describe, expect, it } from 'vitest';
import { parsedRecipeResponseSchema, type RecipeDraft } from '../../ai/ai-recipe.schemas';
import { recipeInputSchema, type RecipeInput } from '../../recipes/recipe.schemas';
import { PARSE_SUGGESTIONS } from './confidence';
import { BLOG_CARD, MARKDOWN_NUMBERED, MESSY, METRIC_BRITISH, NO_HEADERS, SUB_SECTIONS } from './fixtures/recipes';
import { parseRecipeText, UNTITLED_RECIPE, type ParsedRecipe } from './recipe-text';

const parsed = (text: string): ParsedRecipe => {
  const result = parseRecipeText(text);
  if (result.recipe === null) throw new Error('no recipe');
  return result.recipe;
};
const rows = (recipe: ParsedRecipe) => recipe.ingredients.map((i) => [i.amount, i.unit, i.ingredient_name]);
const steps = (recipe: ParsedRecipe) => recipe.instructions.map((s) => [s.step_number, s.instruction]);

describe('parseRecipeText on realistic pastes', () => {
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

describe('confidence, success and suggestions', () => {
  const STEPS = 'Method\nMix everything in a bowl.\nBake for 20 minutes.';
  const INGREDIENTS = 'Ingredients\n2 cups flour\n1 cup sugar\n2 eggs';

  it('is low without an ingredient section or without steps', () => {
    const noIngredients = parseRecipeText(`Simple Bake\n${STEPS}`);
    expect(noIngredients).toMatchObject({ success: true, ai_confidence: 'low' });
    expect(noIngredients.suggestions).toContain(PARSE_SUGGESTIONS.noIngredients);
    const noSteps = parseRecipeText(`Simple Bake\n${INGREDIENTS}`);
    expect(noSteps).toMatchObject({ success: true, ai_confidence: 'low' });
    expect(noSteps.suggestions).toContain(PARSE_SUGGESTIONS.noInstructions);
  });

  it('is medium without a title, which is then a placeholder the user is told about', () => {
    const result = parseRecipeText(`${INGREDIENTS}\n\n${STEPS}`);
    expect(result.ai_confidence).toBe('medium');
    expect(result.recipe!.title).toBe(UNTITLED_RECIPE);
    expect(result.suggestions[0]).toBe(PARSE_SUGGESTIONS.noTitle);
  });

  it('is medium when most ingredients have no amount, and names them', () => {
    const result = parseRecipeText(`Rough Soup\nIngredients\n2 carrots\n1 onion\nCelery\nLeeks\nPotatoes\n${STEPS}`);
    expect(result.ai_confidence).toBe('medium');
    expect(result.suggestions).toContain('No amount found for 3 ingredients: Celery, Leeks, Potatoes');
  });

  it('is high with a title, two amounts and two steps, and "to taste" needs no amount', () => {
    const result = parseRecipeText(
      `Shortbread\nServes 8\nPrep: 10 mins\nCook: 20 mins\n${INGREDIENTS}\nSalt, to taste\n${STEPS}`,
    );
    expect(result).toMatchObject({ ai_confidence: 'high', suggestions: [] });
  });

  it('fails with no recipe when nothing usable is found', () => {
    const result = parseRecipeText(
      'Just some thoughts about dinner tonight, nothing like a recipe at all really, sorry.',
    );
    expect(result).toMatchObject({ success: false, recipe: null, ai_confidence: 'low' });
    expect(parseRecipeText('')).toMatchObject({ success: false, recipe: null });
  });

  it('caps the description at 200 characters and says so', () => {
    const long =
      'This cake has been in our family for four generations and every one of us has changed it a little. '.repeat(4);
    const result = parseRecipeText(`Family Cake\n${long}\n${INGREDIENTS}\n${STEPS}`);
    expect(result.recipe!.description!.length).toBeLessThanOrEqual(200);
    expect(result.recipe!.description).toMatch(/^This cake has been.*…$/);
    expect(result.suggestions).toContain(PARSE_SUGGESTIONS.descriptionShortened);
  });

  it('reads headers with their content on the same line', () => {
    const recipe = parsed(
      'Plain Rice\nINGREDIENTS: 2 cups rice, 4 cups water, 1 onion, chopped, 1 tsp salt.\nMETHOD: Boil the water, add the rest and simmer 18 minutes.',
    );
    expect(rows(recipe)).toEqual([
      [2, 'cup', 'rice'],
      [4, 'cup', 'water'],
      [1, null, 'onion'],
      [1, 'tsp', 'salt'],
    ]);
    expect(recipe.ingredients[2]!.preparation).toBe('chopped');
    expect(recipe.instructions).toMatchObject([
      { step_number: 1, instruction: 'Boil the water, add the rest and simmer 18 minutes.', time_minutes: 18 },
    ]);
  });

  it('keeps an inline "Tip:" as a note without leaving the method', () => {
    const recipe = parsed(
      `Toast\n${INGREDIENTS}\nDirections\n1. Toast the bread.\nTip: use day-old bread.\n2. Butter it.`,
    );
    expect(steps(recipe)).toEqual([
      [1, 'Toast the bread.'],
      [2, 'Butter it.'],
    ]);
    expect(recipe.notes).toBe('use day-old bread.');
  });

  it('renumbers steps from 1 whatever numbers the text used', () => {
    const recipe = parsed(`Toast\n${INGREDIENTS}\nDirections\n3. Toast the bread.\n7. Butter it.`);
    expect(steps(recipe)).toEqual([
      [1, 'Toast the bread.'],
      [2, 'Butter it.'],
    ]);
  });
});
