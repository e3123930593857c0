import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../test-app';
import { sweepEndpoints, urlOf } from './sweep-endpoints';

/**
 * The HTTP layer itself, over a real socket (app.inject skips Node's parser): malformed multipart, broken
 * content types, bad JSON, oversized URLs, headers and bodies, for every endpoint that takes a body. Nothing
 * may answer 5xx, and every 4xx says why in `detail`.
 */
interface Answer {
  status: number;
  body: string;
}

const detailed = (a: Answer) => {
  try {
    const detail = (JSON.parse(a.body) as { detail?: unknown }).detail;
    return (typeof detail === 'string' && detail.length > 0) || (Array.isArray(detail) && detail.length > 0);
  } catch {
    return false;
  }
};

/** Sends bytes exactly as given and reads the answer (Node's client would refuse to send most of these). */
function rawRequest(port: number, head: string, body: Buffer = Buffer.alloc(0)): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const payload = text.split('\r\n\r\n').slice(1).join('\r\n\r\n');
      // A chunked answer: the JSON sits between the chunk sizes.
      resolve({ status, body: /^[0-9a-f]+\r\n/.test(payload) ? payload.split('\r\n')[1]! : payload });
    });
    // Not half-closed: Node drops a request whose client sent FIN before the answer was ready. The server
    // closes the connection after its answer (Connection: close); one that never answers fails the case.
    socket.setTimeout(10_000, () => socket.destroy());
    socket.write(Buffer.concat([Buffer.from(`${head}\r\nConnection: close\r\n\r\n`, 'latin1'), body]));
  });
}

const BOUNDARY = 'sweepBoundary0123';
const MULTIPART_CASES: Array<[string, string, Buffer]> = [
  ['multipart without a boundary', 'multipart/form-data', Buffer.from('--x\r\n\r\n')],
  ['multipart with an empty boundary', 'multipart/form-data; boundary=', Buffer.from('----\r\n')],
  [
    'multipart cut short',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff`),
  ],
  [
    'multipart part without a name',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
  ],
  [
    'multipart with NUL in the field and file name',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="caption\0"\r\n\r\nx\0y\r\n--${BOUNDARY}\r\n` +
        `Content-Disposition: form-data; name="file"; filename="a\0.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot a jpeg\r\n--${BOUNDARY}--\r\n`,
    ),
  ],
  ['multipart that is JSON', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.from('{"title":"x"}')],
];
const BODY_CASES: Array<[string, string, Buffer]> = [
  ...MULTIPART_CASES,
  ['malformed JSON', 'application/json', Buffer.from('{"title": ')],
  ['JSON with a BOM and trailing garbage', 'application/json', Buffer.from('\ufeff{"a":1}}}')],
  ['broken content type', 'application/json;;;charset', Buffer.from('{}')],
  ['content type with NUL', 'application/json\0', Buffer.from('{}')],
  ['unknown content type', 'application/x-potluck', Buffer.from('{}')],
  ['form-encoded body', 'application/x-www-form-urlencoded', Buffer.from('title=x&title=y')],
];

describe('contract sweep: the HTTP layer answers hostile requests with a 4xx and a detail', () => {
  let t: TestApp;
  let port: number;
  let auth: string;
  const counts = { endpoints: 0, cases: 0 };
  const statuses: Record<number, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    auth = (await signedIn(t, { role: 'admin' })).auth.authorization!;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
  });
  afterAll(async () => {
    console.info(`contract sweep (HTTP): ${counts.endpoints} endpoints, ${counts.cases} cases`, statuses);
    await t.close();
  });

  const check = (label: string, a: Answer, wrong: string[]) => {
    counts.cases++;
    statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    if (a.status === 0 || a.status >= 500 || (a.status >= 400 && !detailed(a)))
      wrong.push(`${label}: ${a.status} ${a.body.slice(0, 160)}`);
  };

  it('every endpoint that takes a body: malformed multipart, broken content types, bad JSON', async () => {
    const wrong: string[] = [];
    const writes = sweepEndpoints.filter((e) => e.method === 'POST' || e.method === 'PUT' || e.method === 'PATCH');
    for (const e of writes) {
      counts.endpoints++;
      // A fresh session per endpoint: a body the server cannot read may still end one (logout's body is optional).
      const auth = (await signedIn(t, { role: 'admin' })).auth.authorization!;
      const url = urlOf(e.path, {});
      for (const [label, type, body] of BODY_CASES) {
        const head = `${e.method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${auth}\r\nContent-Type: ${type}\r\nContent-Length: ${body.length}`;
        check(`${e.id} ${label}`, await rawRequest(port, head, body), wrong);
      }
    }
    expect(wrong).toEqual([]);
    expect(writes.length).toBeGreaterThan(30);
  });

  it('oversized and malformed requests: URL, headers, body, request line', async () => {
    const wrong: string[] = [];
    const me = `/api/v1/auth/me`;
    const big = Buffer.alloc(3 * 1024 * 1024, 'a');
    const cases: Array<[string, string, Buffer?]> = [
      ['100 kB URL', `GET ${me}?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}`],
      ['100 kB header', `GET ${me} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}`],
      [
        'bad percent-encoding in the path',
        `GET /api/v1/recipes/%E0%A4%A HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}`,
      ],
      ['NUL in the path', `GET /api/v1/recipes/%00 HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}`],
      [
        'body over the limit',
        `POST /api/v1/recipes HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\nContent-Type: application/json\r\nContent-Length: ${big.length}`,
        big,
      ],
      [
        'Content-Length smaller than the body',
        `POST /api/v1/recipes HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\nContent-Type: application/json\r\nContent-Length: 5`,
        Buffer.from('{"title":"x"}'),
      ],
      ['garbage request line', 'GARBAGE / HTTP/1.1\r\nHost: x'],
    ];
    for (const [label, head, body] of cases) check(label, await rawRequest(port, head, body), wrong);
    expect(wrong).toEqual([]);
  });
});
