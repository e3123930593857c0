import { describe, expect, it } from 'vitest';
import { poorerSteps } from './merge-visible';

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
