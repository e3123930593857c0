import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './testing/import-graph';

const root = fileURLToPath(new URL('.', import.meta.url));
const graph = importGraph(root);

describe("the cli's imports", () => {
  it('form no cycle (static, type-only and dynamic imports alike)', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(findCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('keep commands leaves: no command imports another; shared helpers live outside commands/', () => {
    const crossings = [...graph].flatMap(([module, targets]) =>
      module.startsWith('commands/')
        ? targets
            .filter((t) => t.startsWith('commands/') && !module.endsWith('.test.ts'))
            .map((t) => `${module} → ${t}`)
        : [],
    );
    expect([...graph.keys()].filter((m) => m.startsWith('commands/')).length).toBeGreaterThan(5);
    expect(crossings).toEqual([]);
  });

  it('are read with dynamic imports, and a cycle through one is found', () => {
    expect(graph.get('command-list.ts')).toContain('commands/recipes.ts');
    const cycles = findCycles(
      new Map([
        ['a.ts', ['b.ts']],
        ['b.ts', ['c.ts']],
        ['c.ts', ['a.ts', 'd.ts']],
        ['d.ts', []],
      ]),
    );
    expect(cycles).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });
});
