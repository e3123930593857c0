import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { equipmentLines, isEquipmentHeading } from './equipment';
import { visibleLines } from './visible-lines';

describe('isEquipmentHeading', () => {
  it("knows a list of tools by its name in the sites' languages", () => {
    for (const name of [
      'Equipment Needed',
      'Ustensiles :',
      'Équipement',
      'Zubehör',
      'Utensili',
      'Equipo',
      'Narzędzia',
      'Accessories you need',
      'Accessoires',
    ])
      expect(isEquipmentHeading(name), name).toBe(true);
    for (const name of ['Ingredients', 'Équipe de rédaction', 'For the sauce:'])
      expect(isEquipmentHeading(name)).toBe(false);
  });
});

describe('equipmentLines', () => {
  it("reads a tools list written as items, or as blocks of one kind, and stops at the blocks' end", () => {
    const lines = (html: string) => equipmentLines(visibleLines(parseDocument(html)));
    expect(
      lines('<h2>Equipment</h2><ul><li>Ramekins</li><li>Food processor</li></ul><ul><li>2 eggs</li></ul>'),
    ).toEqual(['ramekins', 'foodprocessor']);
    expect(
      lines(`<h2>Ustensiles</h2><div class="card-utensil">1 moule à tarte</div><div class="card-utensil">1 saladier</div>
        <p>Étaler la pâte dans le moule.</p>`),
    ).toEqual(['1mouleàtarte', '1saladier']);
  });
});
