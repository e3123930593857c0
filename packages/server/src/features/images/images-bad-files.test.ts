import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';
import { type Member, createRecipe } from '../recipes/recipe.fixtures';
import { jpeg, storedFiles, upload } from './image.fixtures';

let t: TestApp;
let author: Member;
let recipeId: number;

beforeAll(async () => {
  t = await createTestApp();
  author = await signedIn(t);
  recipeId = (await createRecipe(t, author)).id;
});
afterAll(() => t.close());

const UNSUPPORTED = 'Unsupported file format. Supported formats: JPG, JPEG, PNG, WEBP, GIF, AVIF';

/** Rejected: a 4xx with a detail (never a 500), and not one file more in storage. */
async function expectRejected(data: Uint8Array, status: number, filename = 'photo.jpg', type = 'image/jpeg') {
  const before = storedFiles(t).length;
  const res = await upload(t, author, recipeId, { data, filename, type });
  expect(res.statusCode, res.body).toBe(status);
  expect(storedFiles(t).length).toBe(before);
  return res;
}

/** A PNG chunk: length, type, data, CRC32 over type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A small file whose header claims 20000×20000 grey pixels (400 MP), with a compressed slice of zero rows. */
function pngBomb(size = 20000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc((size + 1) * 200), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('bad files are rejected, never a 500, never stored', () => {
  it('a truncated JPEG: 415', async () => {
    const whole = await jpeg(640, 480);
    const res = await expectRejected(whole.subarray(0, Math.floor(whole.length * 0.6)), 415);
    expect(detail(res)).toBe(UNSUPPORTED);
  });

  it('an SVG with a script, whatever it is called: 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>',
    );
    expect(detail(await expectRejected(svg, 415, 'logo.svg', 'image/svg+xml'))).toBe(UNSUPPORTED);
    await expectRejected(svg, 415, 'photo.png', 'image/png');
  });

  it('HTML, text and a PDF named as images: 415', async () => {
    await expectRejected(
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      415,
      'cat.png',
      'image/png',
    );
    await expectRejected(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 415, 'scan.jpg');
    await expectRejected(new Uint8Array([0xff, 0xd8, 0xff]), 415);
  });

  it('a format sharp reads but the app does not accept (TIFF): 415', async () => {
    await expectRejected(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .tiff()
        .toBuffer(),
      415,
      'scan.jpg',
    );
  });

  it('a PNG bomb claiming 20000×20000: refused from its header, before decoding, with a clear 422', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(50_000);
    const res = await expectRejected(bomb, 422, 'bomb.png', 'image/png');
    expect(detail(res)).toBe('Image dimensions are too large (20000×20000). The maximum is 50 megapixels.');
  });

  it('the pixel limit comes from config', async () => {
    const strict = await createTestApp({ images: { maxUploadMb: 10, maxPixels: 100_000 } });
    try {
      const member = await signedIn(strict);
      const recipe = await createRecipe(strict, member);
      const res = await upload(strict, member, recipe.id, { data: await jpeg(400, 300) });
      expect(res.statusCode).toBe(422);
      expect(detail(res)).toBe('Image dimensions are too large (400×300). The maximum is 0.1 megapixels.');
    } finally {
      await strict.close();
    }
  });
});
