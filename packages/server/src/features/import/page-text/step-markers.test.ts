import { describe, expect, it } from 'vitest';
import { splitCountedText } from './step-markers';

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
