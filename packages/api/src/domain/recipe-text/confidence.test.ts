import { describe, expect, it } from 'vitest';
import { PARSE_SUGGESTIONS } from './confidence';
import { parseRecipeText, UNTITLED_RECIPE } from './recipe-text';

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
});
