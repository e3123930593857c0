import { describe, expect, it } from 'vitest';
import { emptyParsed } from '../mapping/draft';
import { ingredientFromText } from '../mapping/ingredient-text';
import { scorePage } from './page-score';

const expected = {
  title: 'Pancakes',
  ingredients: ['2 cups flour (sifted)', 'For the topping:', '1 tbsp syrup'],
  instructions_list: ['Mix.', 'Glaze', 'Fry.'],
  yields: '4 servings',
};
const reading = (title: string, lines: string[], steps: [string, string | null][]) => ({
  ...emptyParsed(),
  title,
  ingredients: lines.map((l) => ingredientFromText(l)!),
  instructions: steps.map(([instruction, notes], i) => ({
    step_number: i + 1,
    instruction,
    notes,
    time_minutes: null,
    temperature: null,
  })),
});

describe('scorePage', () => {
  it('reads well with the same title, lines and steps (punctuation, headings and section labels aside)', () => {
    const score = scorePage(
      expected,
      reading(
        'pancakes',
        ['2 cups flour, sifted', '1 tbsp syrup'],
        [
          ['Mix.', null],
          ['Fry.', 'Glaze'],
        ],
      ),
    );
    expect(score).toMatchObject({ title: true, readsWell: true, servings: true, partial: 1 });
  });

  it('does not read well with a missing line, an extra step, another title, or no reading at all', () => {
    expect(
      scorePage(
        expected,
        reading(
          'Pancakes',
          ['2 cups flour'],
          [
            ['Mix.', null],
            ['Fry.', 'Glaze'],
          ],
        ),
      ).readsWell,
    ).toBe(false);
    const extra = scorePage(
      expected,
      reading(
        'Pancakes',
        ['2 cups flour (sifted)', '1 tbsp syrup'],
        [
          ['Mix.', null],
          ['Fry.', 'Glaze'],
          ['Eat.', null],
        ],
      ),
    );
    expect(extra.readsWell).toBe(false);
    expect(
      scorePage(
        expected,
        reading(
          'Crêpes',
          ['2 cups flour (sifted)', '1 tbsp syrup'],
          [
            ['Mix.', null],
            ['Fry.', 'Glaze'],
          ],
        ),
      ).title,
    ).toBe(false);
    expect(scorePage(expected, null)).toMatchObject({ readsWell: false, partial: 0, titleMiss: 'none' });
  });

  it('tells how a wrong title differs: longer, shorter, another text; none when it is right', () => {
    const titled = (title: string) => scorePage(expected, reading(title, [], [])).titleMiss;
    expect(titled('Pancakes')).toBeNull();
    expect(titled("Pancakes - Anna's Kitchen")).toBe('longer');
    expect(titled('Pan')).toBe('shorter');
    expect(titled('Crêpes')).toBe('other');
  });
});

describe('scorePage step titles', () => {
  it("counts a step whose title the import keeps as its label as the title written before the step's text", () => {
    const page = {
      title: 'Soup',
      ingredients: ['1 onion'],
      instructions_list: ['Assemble the soup: Combine the chicken and rice.', 'Simmer for 25 minutes.'],
    };
    const score = (steps: [string, string | null][]) => scorePage(page, reading('Soup', ['1 onion'], steps));
    expect(
      score([
        ['Combine the chicken and rice.', 'Assemble the soup:'],
        ['Simmer for 25 minutes.', null],
      ]).readsWell,
    ).toBe(true);
    expect(
      score([
        ['Combine the chicken and rice.', null],
        ['Simmer for 25 minutes.', null],
      ]).readsWell,
    ).toBe(false);
  });
});

describe('scorePage step numbers', () => {
  it('reads a step the same with or without the number a page types before it ("1.", "2)", "3-", "Step 4:")', () => {
    const page = {
      title: 'Soup',
      ingredients: ['1 onion'],
      instructions_list: ['1- Chop.', '2 – Fry.', 'Step 3: Simmer.'],
    };
    const steps: [string, string | null][] = [
      ['Chop.', null],
      ['2) Fry.', null],
      ['Simmer.', null],
    ];
    expect(scorePage(page, reading('Soup', ['1 onion'], steps)).readsWell).toBe(true);
  });
});
