import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config-env.schemas';

// The root README's configuration table is the one place the variables are documented: this keeps it true.
const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

/** Variable names in the first column of the table under "## Configuration" (a cell may name several). */
function documentedVariables(markdown: string): string[] {
  const section = markdown.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  const firstCells = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|')[1] ?? '');
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] as string));
}

describe('README configuration table', () => {
  it('finds the variables of a table cell by cell, ignoring other sections', () => {
    const sample =
      '## Configuration\n\n| Variable | Default |\n|---|---|\n| `A_B`, `C` | `D` |\n\n## Next\n| `E` | x |\n';
    expect(documentedVariables(sample)).toEqual(['A_B', 'C']);
  });

  it('documents every variable the server reads, and only those', () => {
    const documented = documentedVariables(readme);
    const read = Object.keys(envSchema.shape);
    expect(documented.length).toBeGreaterThan(0);
    expect(new Set(documented).size, 'a variable is listed twice').toBe(documented.length);
    expect(
      read.filter((name) => !documented.includes(name)),
      'read but not in README.md',
    ).toEqual([]);
    expect(
      documented.filter((name) => !read.includes(name)),
      'in README.md but not read',
    ).toEqual([]);
  });
});
