import type { ImportedRecipe } from '@potluck/api';
import type { VisibleLine } from './visible-lines';
import { letters } from './page-elements';

/** The names pages give a list of tools, in the languages of the sites ("Equipment Needed", "Ustensiles"). */
const EQUIPMENT =
  /^(?:(?:kitchen\s+)?(?:equipment|tools|utensils)(?:\s+(?:needed|used|you(?:'|’)ll need))?|(?:les\s+)?ustensiles|mat[ée]riel|utensilien|k[üu]chenger[äa]te|ger[äa]te|utensili|attrezzatura|utensilios|equipamiento|utens[íi]lios|benodigdheden|keukengerei|udstyr|redskaber|utstyr|redskap|utrustning|sprz[ęe]t|przybory|道具|器具)\s*:?$/iu;

/** A heading naming a list of tools ("Equipment Needed", "Ustensiles:"). */
export const isEquipmentHeading = (text: string) => EQUIPMENT.test(text.trim());

/**
 * The lines of the lists a page shows under a tools heading ("Equipment Needed" as a group of the ingredients,
 * as recipe plugins lay it out), letters only: ramekins and a food processor are not ingredients.
 */
export function equipmentLines(lines: VisibleLine[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const label = line.heading > 0 || line.text.endsWith(':');
    if (!label || !isEquipmentHeading(line.text)) continue;
    for (let k = i + 1; k < lines.length && k <= i + 30 && lines[k]!.item && lines[k]!.heading === 0; k++)
      found.push(letters(lines[k]!.text));
  }
  return found.filter(Boolean);
}

type Row = ImportedRecipe['ingredients'][number];

/** Whether a structured or visible ingredient row is one of the page's tools (the line ends with its name). */
export function isEquipment(row: Row, equipment: string[]): boolean {
  const name = letters(row.ingredient_name);
  return name.length >= 3 && equipment.some((line) => line.endsWith(name));
}
