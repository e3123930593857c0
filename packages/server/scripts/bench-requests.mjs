// The requests bench-recipes.mjs measures: a realistic mix of searches, signing in the bench members, and
// autocannon runs printed as one line each (p50, p99, requests per second, errors).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { load, printRow, signIn as signInAs } from './bench-common.mjs';

export const READER = { username: 'bench_reader', password: 'bench-reader-password-1' };

/** The generator's vocabulary (src/demo/synthetic-words.json), lower-cased as members type it. */
function syntheticWords(name) {
  const words = JSON.parse(
    readFileSync(fileURLToPath(new URL('../src/demo/synthetic-words.json', import.meta.url)), 'utf8'),
  );
  return words[name].map((word) => word.toLowerCase());
}

/**
 * A realistic spread of searches: 300 different ones (a main, a dish, two or three words, a misspelt main),
 * asked with Zipf-like popularity (the k-th most popular k times rarer), 1 in 10 for the second page, by
 * every bench member. Seeded, so every run asks the same sequence.
 */
function searchMix(seed, count = 300) {
  const generator = (state) => () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  // The same 300 searches in the same order of popularity every time; `seed` only picks who asks what when.
  let random = generator(7);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const [adjectives, mains, dishes] = ['adjectives', 'mains', 'dishes'].map(syntheticWords);
  const misspell = (word) => {
    const i = 1 + Math.floor(random() * (word.length - 2));
    return word.slice(0, i) + word.slice(i + 1);
  };
  const shapes = [
    () => pick(mains),
    () => pick(dishes),
    () => `${pick(mains)} ${pick(dishes)}`,
    () => `${pick(adjectives)} ${pick(mains)}`,
    () => `${pick(adjectives)} ${pick(mains)} ${pick(dishes)}`,
    () => misspell(pick(mains.filter((m) => m.length > 4))),
  ];
  const queries = new Set();
  // Rotate through the shapes by attempt, not by size: a shape with few possible queries must not stall the loop.
  for (let attempt = 0; queries.size < count; attempt++) queries.add(shapes[attempt % shapes.length]());
  const list = [...queries];
  random = generator(seed);
  const weights = list.map((_, k) => 1 / (k + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  return () => {
    let r = random() * sum;
    let k = 0;
    while (r > weights[k] && k < list.length - 1) r -= weights[k++];
    return { q: list[k], offset: random() < 0.1 ? 20 : 0 };
  };
}

/** The bench reader and the 20 cooks generate-recipes.ts creates, all with the reader's password. */
export const MEMBERS = [READER.username, ...Array.from({ length: 20 }, (_, i) => `bench_cook_${i + 1}`)];

/** Signs a bench member in (they all share the reader's password). */
export const signIn = (base, username) => signInAs(base, username, READER.password);

/** Column widths of the printed rows. */
const WIDTHS = { nameWidth: 44, msWidth: 4 };

/**
 * autocannon runs at the given load: `measure` asks fixed paths (with a token, or none), `measureMix` the search
 * mix from every member. Each returns one result row and prints it.
 */
export function createMeasures(settings) {
  /** The search mix (searchMix) from all 21 members at once; also counts how many different pages were asked for. */
  async function measureMix(name, base, tokens, seed) {
    const { connections, duration } = settings;
    const next = searchMix(seed);
    const pages = new Set();
    let turn = 0;
    const { row, result } = await load(base, {
      name,
      connections,
      duration,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            const member = turn++ % tokens.length;
            const { q, offset } = next();
            const path = `/api/v1/recipes?search=${encodeURIComponent(q)}${offset ? `&offset=${offset}` : ''}`;
            pages.add(`${member} ${path}`);
            return { ...request, path, headers: { authorization: `Bearer ${tokens[member]}` } };
          },
        },
      ],
    });
    const requests = result.requests.total;
    const note = `  (${pages.size.toLocaleString('en')} different pages in ${requests.toLocaleString('en')} requests)`;
    return printRow({ ...row, pages: pages.size, requests }, { ...WIDTHS, note });
  }

  async function measure(name, base, token, paths, conns = settings.connections, seconds = settings.duration) {
    const { row } = await load(base, {
      name,
      connections: conns,
      duration: seconds,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    return printRow(row, WIDTHS);
  }

  return { measure, measureMix };
}
