import { describe, expect, it } from 'vitest';
import { NOTE_LEAD, isDurationAlone, isGroupNameLine, isPartNoun, isStoryLine } from './line-kinds';

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

describe('isDurationAlone', () => {
  it("reads a step's time in the languages of the sites", () => {
    for (const text of [
      '10 хв',
      '1 год 30 хв',
      '15 мин',
      '30 dk',
      '2 saat',
      '15分',
      '1時間',
      '20분',
      '10 นาที',
      '15 phút',
    ])
      expect(isDurationAlone(text), text).toBe(true);
    for (const text of ['2 шт.', '1 ч. л.', '2人分', '200 g', '3 ст. л.'])
      expect(isDurationAlone(text), text).toBe(false);
  });
});

describe('NOTE_LEAD', () => {
  it('reads a tip named by what it is about ("Storage tip:", "Cook\'s note:")', () => {
    for (const text of ['Storage tip: Leftover chili keeps for 4 days.', 'Serving note: Top with cheese.'])
      expect(NOTE_LEAD.test(text), text).toBe(true);
    expect(NOTE_LEAD.test('Stir the tomato paste: it should darken.')).toBe(false);
  });
});

describe('isStoryLine', () => {
  it("reads the writer signing off, in the sites' languages", () => {
    for (const text of [
      'Espero que os gusten, ¡un besote y hasta la próxima receta!',
      'I hope you enjoy these as much as we do!',
      'J’espère que vous allez vous régaler avec cette recette.',
    ])
      expect(isStoryLine(text), text).toBe(true);
    expect(isStoryLine('Hope the sauce thickens before you add the cream, stirring often.')).toBe(false);
  });
});
