import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The web app's Content-Security-Policy. Members' tokens live in local storage (the spec), so an injected
 * script would hand them over: scripts and styles come only from this origin (the built app links its CSS
 * files, it injects no style tags), nothing inline, no plugins, no framing. Photos are shown from this
 * origin, from blob: URLs (fetched private photos, previews of a photo being uploaded) and data: URLs
 * (the favicon in index.html).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'blob:', 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The policy of the app's HTML page: the same, plus the page's own nonce for style elements. Radix dialogs,
 * menus and selects lock scrolling with a <style> element they create at run time; the page hands them the
 * nonce (web src/lib/csp-setup.ts). Only a script of the app can read it, and no other script runs.
 */
export function webPagePolicy(nonce: string): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => {
      const all = name === 'styleSrc' ? [...sources, `'nonce-${nonce}'`] : sources;
      return `${kebab(name)} ${all.join(' ')}`;
    })
    .join('; ');
}

/** Powerful browser features the app never asks for, refused for it and anything it might embed. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), interest-cohort=()';

/**
 * The headers helmet sets for these options, worked out once: they depend on nothing of the request (no nonces),
 * and the Fastify plugin built helmet's middleware again, parsing the policy, on every request (3–4 % of a
 * search's CPU under load).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => (failed = err));
  if (failed) throw failed;
  return Object.fromEntries(headers);
}

/**
 * Security headers on every answer (helmet's), HSTS only when the public URL is HTTPS (a browser that saw it
 * over plain http would refuse the app until the max-age ran out). Routes that need another policy (served
 * photos, the API docs) set their own header, which replaces this one.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const https = publicUrl.startsWith('https://');
  const headers = {
    ...helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { ...CSP_DIRECTIVES } },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'no-referrer' },
      // Photos and files are fetched by the app itself; another site has no business embedding them.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
