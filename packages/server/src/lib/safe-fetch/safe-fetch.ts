import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { type LookupFunction, isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { type AllowList, EMPTY_ALLOW_LIST, bareAddress, isBlockedAddress } from './address-policy';

export const SAFE_FETCH_DEFAULTS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Every address a host name resolves to (tests inject one that answers private addresses). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchOptions {
  allow?: AllowList;
  resolve?: Resolver;
  /** For the whole fetch: DNS, every redirect hop and the body. */
  timeoutMs?: number;
  /** Of the decoded body; a larger one is refused while streaming, whatever Content-Length said. */
  maxBytes?: number;
  maxRedirects?: number;
  accept?: string;
}

export interface FetchedResource {
  /** Where the body came from, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

export type SafeFetchErrorCode =
  | 'invalid_url'
  | 'scheme'
  | 'blocked_address'
  | 'dns'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  | 'http_status'
  | 'network';

/** Why a fetch was refused or failed; `status` is the answer the API gives for it, `detail` says it to a person. */
export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  constructor(
    readonly code: SafeFetchErrorCode,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'Mozilla/5.0 (compatible; PotluckRecipeImporter/1.0)';

const defaultResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export function parseHttpUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new SafeFetchError('invalid_url', 422, 'Please enter a valid web address (http:// or https://)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('scheme', 422, 'Only http:// and https:// addresses can be fetched');
  }
  return url;
}

const refused = (host: string) =>
  new SafeFetchError(
    'blocked_address',
    422,
    `${host} is a private, local or reserved network address, which cannot be fetched`,
  );

/** Resolves the host once and checks every address; the answer is the one address the connection will use. */
async function checkTarget(url: URL, allow: AllowList, resolve: Resolver): Promise<ResolvedAddress> {
  const host = bareAddress(url.hostname);
  const family = isIP(host);
  if (family !== 0) {
    if (!allow.allowsAddress(host) && isBlockedAddress(host)) throw refused(url.hostname);
    return { address: host, family };
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) throw new SafeFetchError('dns', 422, `Could not find the host ${host}`);
  const hostAllowed = allow.allowsHost(host);
  // Any blocked address refuses the name: which one a later lookup would pick is not ours to predict.
  for (const a of addresses) {
    if (!hostAllowed && !allow.allowsAddress(a.address) && isBlockedAddress(a.address)) throw refused(host);
  }
  return addresses[0]!;
}

/** A lookup that answers only the checked address, so the socket cannot reach a different one (DNS rebinding). */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
}

function requestOnce(url: URL, target: ResolvedAddress, signal: AbortSignal, accept: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'GET',
      // No pooled socket: one made for another hop could point elsewhere.
      agent: false,
      lookup: pinnedLookup(target),
      signal,
      headers: { accept, 'accept-encoding': 'gzip, deflate, br', 'user-agent': USER_AGENT },
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip());
  if (encoding === 'deflate') return response.pipe(createInflate());
  if (encoding === 'br') return response.pipe(createBrotliDecompress());
  return response;
}

const tooLarge = (maxBytes: number) =>
  new SafeFetchError('too_large', 413, `The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);

/** Reads the decoded body, stopping as soon as it passes the limit (a lying or missing Content-Length included). */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const stream = decoded(response);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw tooLarge(maxBytes);
      chunks.push(chunk as Buffer);
    }
  } finally {
    stream.destroy();
    response.destroy();
  }
  return Buffer.concat(chunks);
}

/**
 * GET of a URL a user gave, through the one SSRF guard (ARCHITECTURE §5): http and https only; the host is
 * resolved once and every address checked (loopback, private, link-local, CGNAT, multicast, reserved, IPv6
 * ULA/link-local/mapped addresses are refused unless allow-listed); the connection is pinned to the checked
 * address (SNI and Host stay the URL's name); each redirect is followed by hand and checked again; size and
 * time are limited.
 */
export async function safeFetch(input: string, options: SafeFetchOptions = {}): Promise<FetchedResource> {
  const allow = options.allow ?? EMPTY_ALLOW_LIST;
  const resolve = options.resolve ?? defaultResolver;
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const controller = new AbortController();
  const timedOut = new SafeFetchError(
    'timeout',
    504,
    `The page did not answer within ${Math.round(timeoutMs / 100) / 10} s`,
  );
  const timer = setTimeout(() => controller.abort(timedOut), timeoutMs);
  const deadline = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(timedOut), { once: true }),
  );
  deadline.catch(() => {});
  const inTime = <T>(work: Promise<T>) => Promise.race([work, deadline]);

  try {
    let url = parseHttpUrl(input);
    for (let hop = 0; ; hop++) {
      const target = await inTime(checkTarget(url, allow, resolve));
      const response = await inTime(requestOnce(url, target, controller.signal, options.accept ?? '*/*'));
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (hop >= maxRedirects)
          throw new SafeFetchError('too_many_redirects', 422, `The page redirected more than ${maxRedirects} times`);
        url = parseHttpUrl(URL.parse(location, url)?.href ?? '');
        continue;
      }
      const status = response.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new SafeFetchError('http_status', 422, `The page answered with HTTP status ${status}`);
      }
      const body = await inTime(readBody(response, maxBytes));
      return { url: url.href, status, contentType: String(response.headers['content-type'] ?? ''), body };
    }
  } catch (err) {
    if (controller.signal.aborted) throw timedOut;
    if (err instanceof SafeFetchError) throw err;
    throw new SafeFetchError('network', 502, 'Could not download the page: the connection failed');
  } finally {
    clearTimeout(timer);
  }
}
