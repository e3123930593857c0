import { describe, expect, it } from 'vitest';
import { isGroupNameLine } from './line-kinds';

describe('isGroupNameLine', () => {
  it("knows a group's name in Portuguese, Polish and Czech as in the other languages", () => {
    for (const text of ['For the sauce', 'Pour la pâte', 'Para o recheio', 'Do podania', 'Na těsto'])
      expect(isGroupNameLine(text), text).toBe(true);
  });

  it('takes no ingredient line for one', () => {
    for (const text of ['sos czosnkowy lub ser feta', 'Na 2 porcje', 'For 4 people, double it.', '1 cup flour'])
      expect(isGroupNameLine(text), text).toBe(false);
  });
});
