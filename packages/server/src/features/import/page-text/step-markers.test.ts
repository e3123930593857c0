import { describe, expect, it } from 'vitest';
import { numberedSteps, splitCountedText } from './step-markers';

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
