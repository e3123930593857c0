import { describe, expect, it } from 'vitest';
import { ingredientFromText } from '../mapping/ingredient-text';
import { poorerIngredients, poorerSteps } from './merge-visible';

const step = (instruction: string) => ({
  step_number: 1,
  instruction,
  time_minutes: null,
  temperature: null,
  notes: null,
});
const shown = (...texts: string[]) => texts.map((text) => ({ text, label: null }));
const page = shown('Whisk the eggs with the milk.', 'Fry in a hot pan until golden.');

describe('poorerSteps', () => {
  it('finds one structured text that is the page’s steps run together poorer', () => {
    expect(poorerSteps([step('Whisk the eggs with the milk. Fry in a hot pan until golden.')], page)).toBe(true);
  });

  it('finds it poorer with the steps’ numbers or titles between them', () => {
    const text = 'Step 1 Make the batter: Whisk the eggs with the milk. Step 2 Cook: Fry in a hot pan until golden.';
    expect(poorerSteps([step(text)], page)).toBe(true);
  });

  it('keeps one structured text that holds more than titles around the page’s steps', () => {
    const story =
      'My grandmother made these every Sunday morning for the whole family, and the smell of butter filled the house while we set the table with jam and cream.';
    expect(poorerSteps([step(`Whisk the eggs with the milk. ${story} Fry in a hot pan until golden.`)], page)).toBe(
      false,
    );
    expect(poorerSteps([step(`Whisk the eggs with the milk. Fry in a hot pan until golden. ${story}`)], page)).toBe(
      false,
    );
  });

  it('keeps one structured text with the page’s steps in another order', () => {
    expect(poorerSteps([step('Fry in a hot pan until golden. Whisk the eggs with the milk.')], page)).toBe(false);
  });
});

describe('poorerIngredients', () => {
  const rows = (...lines: string[]) => lines.map((line) => ingredientFromText(line)!);
  const card = ['1 1/2 cups (212g) all-purpose flour', '3 tablespoons butter, divided', '1 teaspoon salt', 'Parsley'];

  it('finds names without amounts poorer than the page’s lines with them, a unit or a weight left in a few', () => {
    expect(poorerIngredients(rows('all-purpose flour', 'butter, divided', 'salt', 'Parsley'), card)).toBe(true);
    expect(poorerIngredients(rows('(212g) all-purpose flour', 'tablespoons butter', 'salt', 'Parsley'), card)).toBe(
      true,
    );
  });

  it('keeps structured rows with their amounts, and names that are not the page’s', () => {
    expect(poorerIngredients(rows(...card), card)).toBe(false);
    expect(poorerIngredients(rows('(400g) chickpeas', 'tahini', 'lemon', 'garlic'), card)).toBe(false);
  });
});
