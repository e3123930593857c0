import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Module → the modules of the same tree it imports, as paths relative to the tree's root. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.tsx?$/;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (p) => SOURCE.test(p) && existsSync(p),
  );
  return found ?? null;
}

/**
 * The import graph of every .ts/.tsx file under `root`: static imports, `import type`, re-exports and dynamic
 * import() alike (a lazily loaded module still closes a cycle). Packages are left out; only relative imports
 * between files of the tree count.
 */
export function importGraph(root: string): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of sourcesUnder(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => resolveRelative(file, fileName))
      .filter((target): target is string => target !== null)
      .map((target) => relative(root, target));
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle a depth-first walk meets, each as the modules around it with the first repeated at the end. */
export function findCycles(graph: ImportGraph): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (module: string) => {
    if (onPath.has(module)) {
      cycles.push([...path.slice(path.indexOf(module)), module]);
      return;
    }
    if (done.has(module)) return;
    path.push(module);
    onPath.add(module);
    for (const next of graph.get(module) ?? []) visit(next);
    path.pop();
    onPath.delete(module);
    done.add(module);
  };
  for (const module of [...graph.keys()].sort()) visit(module);
  return cycles;
}
