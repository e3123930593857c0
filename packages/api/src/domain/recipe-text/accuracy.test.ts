import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from './ingredient-reader';

type Labelled = { line: string; amount: number | null; unit: string | null; ingredient_name: string };

const TARGET = 0.92;

describe('ingredient line accuracy on the labelled set', () => {
  // Read, not imported: the package's tsconfig compiles .ts only.
  const labelled = JSON.parse(
    readFileSync(new URL('./fixtures/ingredient-lines.json', import.meta.url), 'utf8'),
  ) as Labelled[];

  it('has at least 300 hand-labelled lines', () => {
    expect(labelled.length).toBeGreaterThanOrEqual(300);
  });

  it(`reads amount, unit and name all exactly right on at least ${TARGET * 100}% of lines`, () => {
    const misses: string[] = [];
    for (const row of labelled) {
      const got = parseIngredientLine(row.line);
      const right = got.amount === row.amount && got.unit === row.unit && got.ingredient_name === row.ingredient_name;
      if (!right) {
        misses.push(
          `${JSON.stringify(row.line)}: got ${got.amount} | ${got.unit} | ${JSON.stringify(got.ingredient_name)}, want ${row.amount} | ${row.unit} | ${JSON.stringify(row.ingredient_name)}`,
        );
      }
    }
    const accuracy = (labelled.length - misses.length) / labelled.length;
    console.log(
      `Ingredient line accuracy: ${(accuracy * 100).toFixed(1)}% (${labelled.length - misses.length}/${labelled.length})`,
    );
    if (misses.length > 0) console.log(`Misses:\n${misses.join('\n')}`);
    expect(accuracy).toBeGreaterThanOrEqual(TARGET);
  });
});
