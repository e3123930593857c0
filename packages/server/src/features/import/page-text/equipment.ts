import type { ImportedRecipe } from '@potluck/api';
import type { VisibleLine } from './visible-lines';
import { letters, ofOneKind } from './page-elements';

/** The names pages give a list of tools, in the languages of the sites ("Equipment Needed", "Ustensiles"). */
const EQUIPMENT =
  /^(?:(?:kitchen\s+)?(?:equipment|tools|utensils|accessories)(?:\s+(?:needed|used|you(?:(?:'|’)ll)? need))?|accessoires|accessori|(?:les\s+)?ustensiles|mat[ée]riel|[ée]quipements?|zubeh[öo]r|equipo|equipamentos?|attrezzi|narz[ęe]dzia|utensilien|k[üu]chenger[äa]te|ger[äa]te|utensili|attrezzatura|utensilios|equipamiento|utens[íi]lios|benodigdheden|keukengerei|udstyr|redskaber|utstyr|redskap|utrustning|sprz[ęe]t|przybory|道具|器具)\s*:?$/iu;

/** A heading naming a list of tools ("Equipment Needed", "Ustensiles:"). */
export const isEquipmentHeading = (text: string) => EQUIPMENT.test(text.trim());

/** A tools heading after the rows of the ingredients heading at `start`: their end, not the method's start. */
export const toolsAfterRows = (lines: VisibleLine[], start: number, k: number) =>
  k > start + 1 && !lines[k]!.item && isEquipmentHeading(lines[k]!.text);

/**
 * The lines of the lists a page shows under a tools heading ("Equipment Needed" as a group of the ingredients,
 * as recipe plugins lay it out), letters only: ramekins and a food processor are not ingredients. Only the first
 * list under it: the next one is the ingredients', under no heading of their own.
 */
export function equipmentLines(lines: VisibleLine[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const label = line.heading > 0 || line.text.endsWith(':');
    if (!label || !isEquipmentHeading(line.text)) continue;
    // The tools' own list: a list straight after it is the ingredients' (their heading left out). Or, where the page
    // writes its rows as blocks, the blocks of one kind straight under it, two or more ("<div class="card-utensil">1
    // saladier").
    const first = lines[i + 1];
    if (!first || first.heading !== 0 || (!first.item && !ofOneKind(lines[i + 2]?.block, first.block))) continue;
    const sameRow = (row: VisibleLine) =>
      row.heading === 0 &&
      (first.item
        ? row.item && row.list === first.list
        : row === first || (!row.item && ofOneKind(row.block, first.block)));
    for (let k = i + 1; k < lines.length && k <= i + 30 && sameRow(lines[k]!); k++) found.push(letters(lines[k]!.text));
  }
  return found.filter(Boolean);
}

type Row = ImportedRecipe['ingredients'][number];

/** Whether a structured or visible ingredient row is one of the page's tools (the line ends with its name). */
export function isEquipment(row: Row, equipment: string[]): boolean {
  const name = letters(row.ingredient_name);
  return name.length >= 3 && equipment.some((line) => line.endsWith(name));
}
