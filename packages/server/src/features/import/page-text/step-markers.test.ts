import { describe, expect, it } from 'vitest';
import { numberedSteps, splitCountedText, stepCount, withoutCountedNumbers } from './step-markers';

describe('splitCountedText', () => {
  it('cuts a text of numbered steps at its numbers, and leaves other numbers in a text alone', () => {
    expect(splitCountedText('1. Heat the oil. 2) Fry 2 onions. 3. Serve.')).toEqual([
      'Heat the oil.',
      'Fry 2 onions.',
      'Serve.',
    ]);
    expect(splitCountedText('Heat the oil. 2. Fry the onions.')).toBeNull();
    expect(splitCountedText('1. Heat 2. oil for 3 minutes.')).toBeNull();
  });
});

describe('withoutCountedNumbers', () => {
  it('takes the numbers off steps counted 1, 2, 3, with no space after them in a script written without spaces', () => {
    expect(withoutCountedNumbers(['1 Cut the tortillas.', '2 Fry them.'])).toEqual(['Cut the tortillas.', 'Fry them.']);
    expect(withoutCountedNumbers(['1.五花肉切块，焯水。', '2、炒糖色。'])).toEqual(['五花肉切块，焯水。', '炒糖色。']);
    expect(withoutCountedNumbers(['1.5kg of pork, cubed.', '2 onions, sliced.'])).toEqual([
      '1.5kg of pork, cubed.',
      '2 onions, sliced.',
    ]);
    expect(stepCount('2.炒糖色。')).toBe(2);
    expect(stepCount('2012年的做法')).toBe(0);
  });

  it('takes off numbers written with a slash, as French blogs count ("1/ Coupez…"), not a fraction', () => {
    expect(withoutCountedNumbers(['1/ Coupez la viande.', '2/ Faites revenir.'])).toEqual([
      'Coupez la viande.',
      'Faites revenir.',
    ]);
    expect(stepCount('3/ Ajoutez la crème.')).toBe(3);
    expect(stepCount('1/2 cup of cream, whipped.')).toBe(0);
  });
});

describe('numberedSteps', () => {
  const line = (text: string) => ({
    text,
    heading: 0,
    item: false,
    list: null,
    entry: null,
    named: false,
    block: null,
  });
  const isNumber = (text: string) => /^Step \d+$/.test(text);

  it('ends the last step where the page goes on: no more lines than the longest step before it', () => {
    const region = [
      'Step 1',
      'Preheat the press.',
      'Step 2',
      'Toast the sandwich.',
      'Option: swap the pesto.',
      'Tip: use crackers.',
    ];
    expect(numberedSteps(region.map(line), isNumber)).toEqual([
      { text: 'Preheat the press.', label: null },
      { text: 'Toast the sandwich.', label: null },
    ]);
  });

  it('keeps a last step of two paragraphs when a step before it has two', () => {
    const region = ['Step 1', 'Heat the oil.', 'Add the onion.', 'Step 2', 'Stir.', 'Serve hot.'];
    expect(numberedSteps(region.map(line), isNumber)?.map((s) => s.text)).toEqual([
      'Heat the oil. Add the onion.',
      'Stir. Serve hot.',
    ]);
  });
});
