import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderWith, recipePage, TEXT_RECIPE } from '../testing/import-fixtures';
import { Cleanups } from '../testing/logged-in';
import { collectSources, isUrl, kindOfName, loadSource, sniffKind } from './sources';

const cleanups = new Cleanups();
afterEach(() => cleanups.run());
const bytes = (text: string) => new TextEncoder().encode(text);

describe('source kinds', () => {
  it('takes http(s) addresses as URLs and nothing else', () => {
    expect(isUrl('https://example.com/pie')).toBe(true);
    expect(isUrl('HTTP://example.com')).toBe(true);
    expect(isUrl('ftp://example.com/pie')).toBe(false);
    expect(isUrl('example.com/pie')).toBe(false);
    expect(isUrl('recipes/https.txt')).toBe(false);
  });

  it('reads the kind from the file name ending', () => {
    expect(['a.html', 'b.HTM'].map(kindOfName)).toEqual(['html', 'html']);
    expect(['a.json', 'a.jsonld', 'x.paprikarecipes', 'x.paprikarecipe', 'mealie.zip'].map(kindOfName)).toEqual([
      'file',
      'file',
      'file',
      'file',
      'file',
    ]);
    expect(['pie.txt', 'pie.md'].map(kindOfName)).toEqual(['text', 'text']);
    expect(['pie.docx', 'pie', '.bashrc'].map(kindOfName)).toEqual([null, null, null]);
  });

  it('sniffs content whose name says nothing', () => {
    expect(sniffKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1]))).toBe('file');
    expect(sniffKind(new Uint8Array([0x1f, 0x8b, 8]))).toBe('file');
    expect(sniffKind(bytes('\uFEFF  <!DOCTYPE html><html></html>'))).toBe('html');
    expect(sniffKind(bytes('<div class="recipe">Pie</div>'))).toBe('html');
    expect(sniffKind(bytes('<3 this pie\n- 2 eggs'))).toBe('text');
    expect(sniffKind(bytes('{"@type": "Recipe", "name": "Pie"}'))).toBe('file');
    expect(sniffKind(bytes('[{"name": "Pie"}]'))).toBe('file');
    expect(sniffKind(bytes('{optional} garnish\n- 2 eggs'))).toBe('text');
    expect(sniffKind(bytes(TEXT_RECIPE))).toBe('text');
  });
});

describe('collecting sources', () => {
  it('searches folders recursively for known kinds, leaving out hidden and unknown files', async () => {
    const dir = await folderWith(cleanups, {
      'b.html': recipePage('B', [], []),
      'a.txt': TEXT_RECIPE,
      'sub/c.json': '{}',
      'sub/deeper/d.paprikarecipes': 'x',
      'notes.docx': 'x',
      '.hidden.json': '{}',
      '.git/config.json': '{}',
    });
    const found = await collectSources([dir]);
    expect(found.single).toBe(false);
    expect(found.missing).toEqual([]);
    expect(found.sources.map((s) => [s.label, s.kind])).toEqual([
      [join(dir, 'a.txt'), 'text'],
      [join(dir, 'b.html'), 'html'],
      [join(dir, 'sub/c.json'), 'file'],
      [join(dir, 'sub/deeper/d.paprikarecipes'), 'file'],
    ]);
  });

  it('is a single source for one file, URL or -, and names what does not exist', async () => {
    const dir = await folderWith(cleanups, { 'pie.html': recipePage('Pie', [], []), pie: 'Pie' });
    expect((await collectSources([join(dir, 'pie.html')])).single).toBe(true);
    expect((await collectSources(['-'])).single).toBe(true);
    const url = await collectSources(['https://example.com/pie']);
    expect(url).toMatchObject({ single: true, sources: [{ kind: 'url', url: 'https://example.com/pie' }] });
    // A file without a known ending is sniffed when read.
    expect((await collectSources([join(dir, 'pie')])).sources[0]?.kind).toBe(null);
    const several = await collectSources([
      join(dir, 'pie.html'),
      join(dir, 'pie.html'),
      join(dir, 'nope.txt'),
      'ftp://x.org/a',
      await folderWith(cleanups, {}),
    ]);
    expect(several.single).toBe(false);
    expect(several.sources).toHaveLength(1);
    expect(several.missing.map((m) => m.reason)).toEqual([
      'No such file or folder',
      'Only http:// and https:// addresses can be imported',
      expect.stringMatching(/^No recipe files in this folder \(\.html, /),
    ]);
  });

  it('keys a file by its content, so a renamed copy is the same source', async () => {
    const dir = await folderWith(cleanups, {
      'a.txt': TEXT_RECIPE,
      'copy.md': TEXT_RECIPE,
      'other.txt': `${TEXT_RECIPE}\n3. Cool.`,
    });
    const { sources } = await collectSources([dir]);
    const io = { readStdin: async () => TEXT_RECIPE } as Parameters<typeof loadSource>[1];
    const keys = await Promise.all(sources.map(async (s) => (await loadSource(s, io)).key));
    expect(keys[0]).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    const stdin = await loadSource({ label: '-', kind: null, stdin: true }, io);
    expect(stdin).toMatchObject({ kind: 'text', key: keys[0], name: 'stdin.txt' });
  });
});
