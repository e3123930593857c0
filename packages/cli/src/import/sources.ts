import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import type { Io } from '../io';
import type { SourceKind } from './import-types';
import { SourceFailure } from './source-failure';

/** File name endings and the endpoint each goes to; a folder is searched for these only. */
const KIND_BY_EXTENSION: Record<string, SourceKind> = {
  '.html': 'html',
  '.htm': 'html',
  '.json': 'file',
  '.jsonld': 'file',
  '.paprikarecipes': 'file',
  '.paprikarecipe': 'file',
  '.zip': 'file',
  '.txt': 'text',
  '.md': 'text',
};
export const KNOWN_EXTENSIONS = Object.keys(KIND_BY_EXTENSION);

export const isUrl = (arg: string): boolean => /^https?:\/\/\S+$/i.test(arg.trim());

/** The kind a file name says, or null when its ending is not one of ours. */
export const kindOfName = (name: string): SourceKind | null => KIND_BY_EXTENSION[extname(name).toLowerCase()] ?? null;

/**
 * The kind of content whose name says nothing (stdin, a file without a known ending): a zip or gzip is an
 * app's export, markup is a page, JSON is a recipe file, anything else is recipe text.
 */
export function sniffKind(bytes: Uint8Array): SourceKind {
  if ((bytes[0] === 0x50 && bytes[1] === 0x4b) || (bytes[0] === 0x1f && bytes[1] === 0x8b)) return 'file';
  const text = Buffer.from(bytes.subarray(0, 64 * 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^<[!a-z]/i.test(text)) return 'html';
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      JSON.parse(
        Buffer.from(bytes)
          .toString('utf8')
          .replace(/^\uFEFF/, ''),
      );
      return 'file';
    } catch {
      // Braces in recipe text ("{optional}") are still text.
    }
  }
  return 'text';
}

/** One thing to import, as found on the command line; its content is read when its turn comes. */
export type Source =
  | { label: string; kind: 'url'; url: string }
  | { label: string; kind: SourceKind | null; path: string }
  | { label: '-'; kind: SourceKind | null; stdin: true };

/** A source's content, its kind (sniffed when the name did not say) and its ledger key. */
export interface LoadedSource {
  label: string;
  kind: SourceKind;
  /** The URL (normalized), else "sha256:<hash of the content>": the same recipe file under another name is the same source. */
  key: string;
  url?: string;
  name: string;
  bytes: Uint8Array;
}

export interface Collected {
  sources: Source[];
  /** One argument that is a file, URL or '-' (not a folder): previewed and confirmed on its own. */
  single: boolean;
  /** Arguments that name nothing readable. */
  missing: Array<{ source: string; reason: string }>;
}

/** Files of known kinds under `dir`, sorted, leaving out hidden files and folders (.git, .DS_Store). */
async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(path)));
    else if (entry.isFile() && kindOfName(entry.name)) found.push(path);
  }
  return found;
}

/** Turns the arguments into sources: URLs, '-', files, and folders searched recursively. */
export async function collectSources(args: string[]): Promise<Collected> {
  const sources: Source[] = [];
  const missing: Collected['missing'] = [];
  const seen = new Set<string>();
  let folders = 0;
  for (const arg of args) {
    if (arg === '-') {
      if (!seen.has('-')) sources.push({ label: '-', kind: null, stdin: true });
      seen.add('-');
      continue;
    }
    if (isUrl(arg)) {
      const url = new URL(arg.trim()).href;
      if (!seen.has(url)) sources.push({ label: arg.trim(), kind: 'url', url });
      seen.add(url);
      continue;
    }
    const path = resolve(arg);
    const info = await stat(path).catch(() => null);
    if (info === null) {
      missing.push({
        source: arg,
        reason: /^[a-z]+:\/\//i.test(arg)
          ? 'Only http:// and https:// addresses can be imported'
          : 'No such file or folder',
      });
      continue;
    }
    const files = info.isDirectory() ? await walk(path) : [path];
    if (info.isDirectory()) folders += 1;
    if (info.isDirectory() && files.length === 0)
      missing.push({ source: arg, reason: `No recipe files in this folder (${KNOWN_EXTENSIONS.join(', ')})` });
    for (const file of files) {
      if (seen.has(file)) continue;
      seen.add(file);
      // A file named on its own keeps the name it was given; one found in a folder, its path from there.
      sources.push({
        label: info.isDirectory() ? join(arg, file.slice(path.length + 1)) : arg,
        kind: kindOfName(file),
        path: file,
      });
    }
  }
  return { sources, missing, single: args.length === 1 && folders === 0 && missing.length === 0 };
}

const sha256 = (bytes: Uint8Array) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

/** Reads a source's content (stdin, a file; a URL is fetched by the server, not here). */
export async function loadSource(source: Source, io: Io): Promise<LoadedSource> {
  if ('url' in source)
    return {
      label: source.label,
      kind: 'url',
      key: source.url,
      url: source.url,
      name: source.url,
      bytes: new Uint8Array(),
    };
  let bytes: Uint8Array;
  if ('stdin' in source) {
    bytes = new TextEncoder().encode(await io.readStdin());
    if (bytes.length === 0) throw new SourceFailure('Nothing to import: standard input was empty.');
  } else {
    try {
      bytes = new Uint8Array(await readFile(source.path));
    } catch (error) {
      throw new SourceFailure(
        `Cannot read ${source.label}: ${(error as NodeJS.ErrnoException).code === 'EACCES' ? 'permission denied' : (error as Error).message}`,
      );
    }
  }
  const name = 'path' in source ? basename(source.path) : 'stdin.txt';
  return { label: source.label, kind: source.kind ?? sniffKind(bytes), key: sha256(bytes), name, bytes };
}
