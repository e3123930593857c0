import { describe, expect, it } from 'vitest';
import { isGroupNameLine, isPartNoun } from './line-kinds';

describe('isGroupNameLine', () => {
  it("knows a group's name in Portuguese, Polish and Czech as in the other languages", () => {
    for (const text of ['For the sauce', 'Pour la pâte', 'Para o recheio', 'Do podania', 'Na těsto', 'Group 1'])
      expect(isGroupNameLine(text), text).toBe(true);
  });

  it('knows a group named by what it makes or what its ingredients are for', () => {
    for (const text of ['To make the sauce', 'Dry ingredients', 'Wet ingredients', 'Marinade Ingredients:'])
      expect(isGroupNameLine(text), text).toBe(true);
  });

  it('takes no ingredient line for one', () => {
    for (const text of [
      'sos czosnkowy lub ser feta',
      'Na 2 porcje',
      'For 4 people, double it.',
      '1 cup flour',
      'Group 1 flour',
      'To make 2 cups',
      'Ingredients',
    ])
      expect(isGroupNameLine(text), text).toBe(false);
  });
});

describe('isPartNoun', () => {
  it('knows the bare name of a part of a dish, and no ingredient', () => {
    for (const text of ['Dough', 'Frosting:', 'The Filling', 'Füllung', 'Garniture', 'Ripieno', 'Optional', 'To serve'])
      expect(isPartNoun(text), text).toBe(true);
    for (const text of [
      'Seasoning',
      'Buttercream',
      'Ganache',
      'Assembly',
      'Garnish (optional)',
      'Topping (facultatif):',
    ])
      expect(isPartNoun(text), text).toBe(true);
    for (const text of ['Salt', 'Pizza dough', 'Cookie dough balls', '1 sheet pastry', 'Soy sauce', 'Seasoning salt'])
      expect(isPartNoun(text), text).toBe(false);
  });
});
