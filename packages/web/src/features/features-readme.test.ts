import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// packages/web/README.md names every feature folder; a new feature cannot stay undocumented, nor a removed one listed.
// Paths, not URLs: jsdom replaces the global URL, which node:fs does not accept.
const here = dirname(fileURLToPath(import.meta.url));
const readme = readFileSync(join(here, '../../README.md'), 'utf8');
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The `name` that starts each item of the list under "Features". */
function listedFeatures(markdown: string): string[] {
  const list = markdown.split(/^Features\b.*$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...list.matchAll(/^- `([a-z-]+)`/gm)].map((m) => m[1] as string).sort();
}

describe('packages/web/README.md', () => {
  it('reads the feature list item by item', () => {
    expect(listedFeatures('Features (x):\n\n- `b`: y\n  `c` z\n- `a`: w\n\n## Next\n- `d`: v\n')).toEqual(['a', 'b']);
  });

  it('lists exactly the folders of src/features', () => {
    expect(listedFeatures(readme)).toEqual(folders);
  });
});
