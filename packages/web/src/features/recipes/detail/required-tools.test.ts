import { describe, expect, it } from 'vitest';
import { readTools } from './required-tools';

describe('readTools', () => {
  it('keeps named tools, reads plain strings and skips anything else', () => {
    expect(
      readTools([
        { tool_name: 'Whisk', category: 'mixing', is_essential: false, alternative: 'a fork' },
        'Oven',
        { category: 'baking' },
        42,
        null,
      ]),
    ).toEqual([
      { tool_name: 'Whisk', category: 'mixing', is_essential: false, alternative: 'a fork' },
      { tool_name: 'Oven', category: null, is_essential: true, alternative: null },
    ]);
  });
});
