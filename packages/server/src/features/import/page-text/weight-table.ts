/**
 * A baker's table of weights, as bakeries' sites write their recipes: a header naming the unit of the weights and
 * the baker's percentage ("Ingredient KG %"), rows of a name, its weight and its share ("Wheat flour 5.000 50.00"),
 * and the batch's total weight. Read as a reader reads it: "5.000 kg Wheat flour" for each row, without the
 * header, the percentages and the total.
 */
const HEADER = /^(?:(?:ingredients?|zutaten|ingr[ée]dients?)\s+)?(kg|g|grams?|gramm|lb|lbs|oz)\s*%?$/iu;
const ROW = /^(\D.*?)\s+(\d+(?:[.,]\d+)?)(?:\s+\d+(?:[.,]\d+)?\s*%?)?$/u;
const TOTAL = /\btotal(?:\s+weight)?\b|\bgesamtgewicht\b|\bpoids total\b/iu;

export function readWeightTable(lines: string[]): string[] {
  const at = lines.findIndex((line) => HEADER.test(line));
  if (at < 0) return lines;
  const unit = HEADER.exec(lines[at]!)![1]!.toLowerCase();
  const rows = lines.slice(at + 1).filter((line) => !TOTAL.test(line));
  if (rows.length < 2 || !rows.every((line) => ROW.test(line))) return lines;
  const read = rows.map((line) => {
    const [, name, weight] = ROW.exec(line)!;
    return `${weight} ${unit} ${name}`;
  });
  return [...lines.slice(0, at), ...read];
}
