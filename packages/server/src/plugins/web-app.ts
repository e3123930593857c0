import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { webPagePolicy } from './security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Potluck</title></head>
<body><h1>Potluck</h1><p>The API is running, but the web app is not built.</p>
<p>Run <code>pnpm build</code> (or set POTLUCK_WEB_DIR), then restart. API documentation: <a href="/api/docs">/api/docs</a>.</p></body></html>
`;

/** Serves the built SPA; returns the fallback the not-found handler uses for client-side routes. */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | null> {
  if (!existsSync(join(webDir, 'index.html'))) {
    app.log.warn({ webDir }, 'Web app not built: serving the API only');
    app.get('/', { schema: { hide: true } }, (_req, reply) =>
      reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE),
    );
    return () => null;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    cacheControl: false,
    // The page itself always goes through the fallback below, which gives it its nonce.
    allowedPath: (path) => path !== '/' && path !== '/index.html',
    // Hashed build output never changes under its name; everything else is revalidated each time.
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(join(webDir, 'assets')) ? IMMUTABLE : 'no-cache');
    },
  });
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing hashed asset must stay a 404: HTML in place of a script only hides the problem.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/assets/')) return null;
    return sendPage(reply, webDir);
  };
}

/**
 * index.html with a fresh nonce for this answer, in its policy and in a meta tag the app reads. Read on each
 * request (a few KB): a rebuilt app is served without a restart, as the files beside it are.
 */
async function sendPage(reply: FastifyReply, webDir: string): Promise<FastifyReply> {
  const nonce = randomBytes(16).toString('base64');
  const html = await readFile(join(webDir, 'index.html'), 'utf8');
  return reply
    .header('cache-control', 'no-cache')
    .header('content-security-policy', webPagePolicy(nonce))
    .type('text/html; charset=utf-8')
    .send(html.replace('<head>', `<head><meta name="csp-nonce" content="${nonce}">`));
}
