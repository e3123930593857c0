import { type Server, createServer } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowList } from './address-policy';
import { type Resolver, SafeFetchError, safeFetch } from './safe-fetch';

const LOOPBACK = parseAllowList(['127.0.0.1']);
let server: Server;
let base: string;
let port: number;
const seenHosts: string[] = [];

/** A local server with every behaviour the guard must handle; only 127.0.0.1 is ever contacted. */
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seenHosts.push(req.headers.host ?? '');
    if (url.pathname === '/ok') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hello</p>');
    if (url.pathname === '/redirect') return res.writeHead(302, { location: url.searchParams.get('to')! }).end();
    if (url.pathname === '/hop') {
      const n = Number(url.searchParams.get('n'));
      return n > 0 ? res.writeHead(301, { location: `/hop?n=${n - 1}` }).end() : res.writeHead(200).end('arrived');
    }
    if (url.pathname === '/huge') {
      // No Content-Length: the limit must hold while streaming.
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const push = () => {
        while (sent < 8 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', push);
        }
        res.end();
      };
      return push();
    }
    if (url.pathname === '/declared-huge')
      return res.writeHead(200, { 'content-length': String(50 * 1024 * 1024) }).end();
    if (url.pathname === '/gzip-bomb')
      return res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(20 * 1024 * 1024)));
    if (url.pathname === '/slow') return void setTimeout(() => res.writeHead(200).end('late'), 2_000);
    if (url.pathname === '/missing') return res.writeHead(404).end('no');
    return res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function refusal(work: Promise<unknown>): Promise<SafeFetchError> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SafeFetchError);
  return err as SafeFetchError;
}

const resolver =
  (table: Record<string, string[]>): Resolver =>
  async (host) =>
    (table[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('safeFetch', () => {
  it('fetches from an allow-listed local server', async () => {
    const res = await safeFetch(`${base}/ok`, { allow: LOOPBACK });
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('text/html');
    expect(res.body.toString()).toBe('<p>hello</p>');
  });

  it('refuses loopback without the allow-list, before connecting', async () => {
    const before = seenHosts.length;
    const err = await refusal(safeFetch(`${base}/ok`));
    expect(err.code).toBe('blocked_address');
    expect(err.status).toBe(422);
    expect(err.message).toContain('private, local or reserved');
    expect(seenHosts.length).toBe(before);
  });

  it.each([
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[::1]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[::]/',
    // Other spellings of 127.0.0.1 that the URL parser normalizes.
    'http://2130706433/',
    'http://0x7f.0.0.1/',
    'http://127.1/',
  ])('refuses %s', async (url) => {
    expect((await refusal(safeFetch(url))).code).toBe('blocked_address');
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/x',
    'gopher://example.com/',
    'data:text/html,<p>x</p>',
    'javascript:alert(1)',
  ])('refuses the scheme of %s', async (url) => {
    const err = await refusal(safeFetch(url));
    expect(err.code).toBe('scheme');
    expect(err.message).toBe('Only http:// and https:// addresses can be fetched');
  });

  it('refuses text that is not a URL', async () => {
    expect((await refusal(safeFetch('not a url'))).code).toBe('invalid_url');
  });

  it('refuses a DNS name that resolves to a private address', async () => {
    const resolve = resolver({
      'recipes.example': ['10.1.2.3'],
      'mixed.example': ['93.184.216.34', '127.0.0.1'],
      'v6.example': ['fd00::7'],
    });
    expect((await refusal(safeFetch('http://recipes.example/', { resolve }))).code).toBe('blocked_address');
    expect((await refusal(safeFetch('https://mixed.example/', { resolve }))).code).toBe('blocked_address');
    expect((await refusal(safeFetch('http://v6.example/', { resolve }))).code).toBe('blocked_address');
    const missing = await refusal(safeFetch('http://nowhere.example/', { resolve }));
    expect(missing.code).toBe('dns');
    expect(missing.message).toBe('Could not find the host nowhere.example');
  });

  it('connects to the checked address while keeping the Host header of the name', async () => {
    const resolve = resolver({ 'kitchen.lan': ['127.0.0.1'] });
    const res = await safeFetch(`http://kitchen.lan:${port}/ok`, { resolve, allow: parseAllowList(['kitchen.lan']) });
    expect(res.body.toString()).toBe('<p>hello</p>');
    expect(seenHosts.at(-1)).toBe(`kitchen.lan:${port}`);
  });

  it('re-checks every redirect: an allowed server cannot send the fetch to 127.0.0.1', async () => {
    const resolve = resolver({ 'kitchen.lan': ['127.0.0.1'] });
    const allow = parseAllowList(['kitchen.lan']);
    const to = encodeURIComponent(`http://127.0.0.1:${port}/ok`);
    const err = await refusal(safeFetch(`http://kitchen.lan:${port}/redirect?to=${to}`, { resolve, allow }));
    expect(err.code).toBe('blocked_address');
    expect(err.message).toContain('127.0.0.1');
  });

  it('refuses a redirect to another scheme', async () => {
    const err = await refusal(
      safeFetch(`${base}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`, { allow: LOOPBACK }),
    );
    expect(err.code).toBe('scheme');
  });

  it('follows up to five redirects and refuses the sixth', async () => {
    expect((await safeFetch(`${base}/hop?n=5`, { allow: LOOPBACK })).body.toString()).toBe('arrived');
    const err = await refusal(safeFetch(`${base}/hop?n=6`, { allow: LOOPBACK }));
    expect(err.code).toBe('too_many_redirects');
    expect(err.message).toBe('The page redirected more than 5 times');
  });

  it('stops a body past the size limit while streaming', async () => {
    const err = await refusal(safeFetch(`${base}/huge`, { allow: LOOPBACK }));
    expect(err.code).toBe('too_large');
    expect(err.status).toBe(413);
    expect(err.message).toBe('The page is larger than 5 MB');
  });

  it('refuses an announced oversized body and a decompression bomb', async () => {
    expect((await refusal(safeFetch(`${base}/declared-huge`, { allow: LOOPBACK }))).code).toBe('too_large');
    expect((await refusal(safeFetch(`${base}/gzip-bomb`, { allow: LOOPBACK }))).code).toBe('too_large');
  });

  it('stops when the body is longer than its Content-Length says', async () => {
    // A raw socket: node's own server would refuse to send more than it announced.
    const liar = createTcpServer((socket) => {
      socket.on('error', () => {}); // The client hangs up mid-body, as it should.
      socket.once('data', () => {
        socket.write('HTTP/1.1 200 OK\r\nContent-Length: 10\r\nConnection: close\r\n\r\n');
        socket.end(Buffer.alloc(2 * 1024 * 1024, 'x'));
      });
    });
    await new Promise<void>((resolve) => liar.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(liar.address() as AddressInfo).port}/`;
      // The HTTP parser ends the body at the announced length: the extra megabytes are never read.
      const res = await safeFetch(url, { allow: LOOPBACK, maxBytes: 1024 * 1024 });
      expect(res.body.length).toBe(10);
    } finally {
      liar.close();
    }
  });

  it('gives up on a slow server at the time limit', async () => {
    const started = Date.now();
    const err = await refusal(safeFetch(`${base}/slow`, { allow: LOOPBACK, timeoutMs: 300 }));
    expect(err.code).toBe('timeout');
    expect(err.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('reports an error status of the page', async () => {
    const err = await refusal(safeFetch(`${base}/missing`, { allow: LOOPBACK }));
    expect(err.code).toBe('http_status');
    expect(err.message).toBe('The page answered with HTTP status 404');
  });
});
