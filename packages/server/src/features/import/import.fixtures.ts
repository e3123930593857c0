import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PREFIX } from '@potluck/api';
import type { LightMyRequestResponse } from 'fastify';
import { jpeg, multipart } from '../images/image.fixtures';
import type { TestApp } from '../../test/test-app';
import { fixture } from './fixtures/fixtures';

export interface PageServer {
  base: string;
  /** Paths asked for, in order (to prove what was or was not fetched). */
  requested: string[];
  close(): Promise<void>;
}

const PAGES: Record<string, string> = {
  '/graph.html': 'graph-recipe.html',
  '/array.html': 'array-recipe.html',
  '/microdata.html': 'microdata-recipe.html',
  '/none.html': 'no-recipe.html',
  '/text.html': 'text-recipe.html',
  '/broken.html': 'broken-jsonld.html',
};

/** A real HTTP server on 127.0.0.1 serving the HTML fixtures, a photo, and pages that are too big or too slow. */
export async function startPageServer(): Promise<PageServer> {
  const photo = await jpeg(800, 600);
  const requested: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    requested.push(path);
    const page = PAGES[path];
    if (page) return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fixture(page));
    if (path.startsWith('/photos/') || path.startsWith('/img/')) {
      if (path.includes('missing')) return res.writeHead(404).end();
      return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    }
    if (path === '/go') return res.writeHead(302, { location: '/graph.html' }).end();
    if (path === '/huge.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(`<html><body>${'<p>filler</p>'.repeat(500_000)}</body></html>`);
    }
    if (path === '/slow.html')
      return void setTimeout(
        () => res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>'),
        3_000,
      ).unref();
    if (path === '/file.pdf') return res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
    return res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requested,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** POST /recipes/import-file with one file (and optional form fields) as the given member. */
export async function importFile(
  t: TestApp,
  member: { auth: Record<string, string> } | null,
  file: { data: Uint8Array; filename: string },
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipart({ ...fields, file: { ...file, type: 'application/octet-stream' } });
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/recipes/import-file`,
    headers: { ...(member?.auth ?? {}), 'content-type': contentType },
    payload,
  });
}
