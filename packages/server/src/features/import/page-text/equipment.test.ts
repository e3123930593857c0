import { describe, expect, it } from 'vitest';
import { isEquipmentHeading } from './equipment';

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
