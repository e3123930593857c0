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

  it('finds it poorer where the page adds a conversion in brackets that the data leaves out', () => {
    const converted = shown(
      'Preheat the oven to 400°F (200°C).',
      'Bake for 20 minutes at 350°F (175°C), until golden.',
    );
    expect(
      poorerSteps([step('Preheat the oven to 400°F. Bake for 20 minutes at 350°F, until golden.')], converted),
    ).toBe(true);
  });

  it('finds steps each cut short with an ellipsis poorer than the page’s whole steps', () => {
    const cut = [step('Whisk the eggs with...'), step('Fry in a hot pan unt…')];
    expect(poorerSteps(cut, page)).toBe(true);
    expect(poorerSteps([step('Whisk the eggs with the milk.'), step('Fry in a hot pan unt…')], page)).toBe(false);
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

  it('finds them poorer where one of the page’s lines holds two of the names ("stroop en poedersuiker")', () => {
    const page = ['250 g bloem', '500 ml volle melk', '3 eieren', '1 snufje zout', 'stroop en poedersuiker'];
    expect(poorerIngredients(rows('bloem', 'melk', 'eieren', 'zout', 'stroop', 'poedersuiker'), page)).toBe(true);
  });

  it('keeps structured rows with their amounts, and names that are not the page’s', () => {
    expect(poorerIngredients(rows(...card), card)).toBe(false);
    // (Nor over a page's amounts read apart from their names: "4" | "large shallots, sliced" | "¾" | "cup oil".)
    const apart = ['4', 'large shallots, thinly sliced', '¾', 'cup neutral oil', 'Kosher salt'];
    expect(poorerIngredients(rows('4 large shallots', '¾ cup neutral oil'), apart)).toBe(false);
    expect(poorerIngredients(rows('(400g) chickpeas', 'tahini', 'lemon', 'garlic'), card)).toBe(false);
  });
});

describe('structured rows that are some of the page’s', () => {
  const rows = (...lines: string[]) => lines.map((line) => ingredientFromText(line)!);
  const card = ['1 pie crust (½ of my recipe)', '1 1/2 cups flour', '3/4 cup sugar', '1 tsp cinnamon', '1/4 tsp salt'];

  it('finds the first group of the page’s ingredients, or the first steps, poorer than all of them', () => {
    expect(poorerIngredients(rows('1 pie crust (1/2 of my recipe)', '1 1/2 cups flour'), card)).toBe(true);
    const method = shown('Mix the flour.', 'Add the sugar.', 'Roll the dough.', 'Bake for 30 minutes.');
    expect(poorerSteps([step('Mix the flour.'), step('Add the sugar.')], method)).toBe(true);
  });

  it('finds the first steps of a short method poorer: two of three, one of two', () => {
    const method = shown('Mix the flour.', 'Add the sugar.', 'Bake for 30 minutes.');
    expect(poorerSteps([step('Mix the flour.'), step('Add the sugar.')], method)).toBe(true);
    expect(poorerSteps([step('Whisk the eggs with the milk.')], page)).toBe(true);
  });

  it('reads a step the page titles as its title and its text', () => {
    const titled = [
      { text: 'Combine the chicken and rice in a pot.', label: 'Assemble the soup' },
      { text: 'Simmer for 25 minutes.', label: 'Simmer' },
      { text: 'Stir in the lemon juice.', label: 'Season and serve' },
    ];
    expect(
      poorerSteps(
        [step('Assemble the soup: Combine the chicken and rice in a pot.'), step('Simmer for 25 minutes.')],
        titled,
      ),
    ).toBe(true);
  });

  it('reads a section’s name written as a step as the label over the page’s step', () => {
    const sections = [
      { text: 'Mix the flour and water.', label: 'Make the dough' },
      { text: 'Knead for 10 minutes.', label: null },
      { text: 'Bake for 40 minutes.', label: 'Bake' },
      { text: 'Cool on a rack.', label: null },
      { text: 'Slice and serve.', label: null },
    ];
    const firstPart = [step('Make the dough'), step('Mix the flour and water.'), step('Knead for 10 minutes.')];
    expect(poorerSteps(firstPart, sections)).toBe(true);
  });

  it('finds rows by their words in any order, a word perhaps the start of the page’s', () => {
    const czech = ['Tortilla pšeničná 2 ks', 'Philadelphia 125 g', 'Salátová okurka 1 ks', 'Krůtí šunka 3 plát.'];
    expect(poorerIngredients(rows('2 ks Tortilla pšeničná', '125 g Philadelphia'), czech)).toBe(true);
    const german = ['200 g Kritharaki-Nudeln', '2 Paprikaschoten (rot oder gelb)', '100 g Cocktailtomaten'];
    expect(poorerIngredients(rows('200 g Kritharaki-Nudeln', '2 Paprikaschote'), german)).toBe(true);
    // A unit the structured name keeps short ("tsp") where the page writes it out is passed over.
    const written = ['1.5 lbs baby potatoes', '3 tablespoon fresh rosemary (or 3 teaspoon dried)', '1 teaspoon salt'];
    expect(poorerIngredients(rows('1.5 lb baby potatoes', 'fresh rosemary (or 3 tsp dried)'), written)).toBe(true);
    // A short word is no start of a longer one: "egg" is not "eggplant".
    expect(poorerIngredients(rows('1 egg', '2 cups rice'), ['1 eggplant', '2 cups rice', 'Salt'])).toBe(false);
  });

  it('keeps them where the page shows only a line or so more, or other lines', () => {
    expect(poorerIngredients(rows('1 1/2 cups flour', '3/4 cup sugar', '1 tsp cinnamon', '1/4 tsp salt'), card)).toBe(
      false,
    );
    expect(poorerIngredients(rows('2 cups rice', '1 onion'), card)).toBe(false);
    expect(poorerSteps([step('Mix the flour.'), step('Add the sugar.')], page)).toBe(false);
    const method = shown('Mix the flour.', 'Add the sugar.', 'Roll the dough.', 'Bake for 30 minutes.');
    expect(poorerSteps([step('Mix the flour.'), step('Add the sugar.'), step('Roll the dough.')], method)).toBe(false);
  });
});
