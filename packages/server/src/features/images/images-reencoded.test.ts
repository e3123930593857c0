import { readdirSync } from 'node:fs';
import { API_PREFIX, type StoredImage } from '@potluck/api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, createRecipe } from '../recipes/recipe.fixtures';
import { jpeg, png, serve, storedFiles, storedOriginal, upload } from './image.fixtures';

let t: TestApp;
let author: Member;

beforeAll(async () => {
  t = await createTestApp();
  author = await signedIn(t);
});
afterAll(() => t.close());

/** Accepted: re-encoded (never the uploaded bytes), with the stored files named by the server. */
async function expectReencoded(data: Uint8Array, filename = 'photo.jpg', type = 'image/jpeg') {
  const recipe = await createRecipe(t, author);
  const res = await upload(t, author, recipe.id, { data, filename, type });
  expect(res.statusCode, res.body).toBe(201);
  const image = res.json<StoredImage>();
  const stored = storedOriginal(t, image);
  expect(Buffer.compare(stored, Buffer.from(data))).not.toBe(0);
  return { image, stored };
}

describe('odd but real images are re-encoded safely', () => {
  it('a JPEG+HTML polyglot keeps its pixels and loses the HTML', async () => {
    const html = Buffer.from('<html><body><script>alert("polyglot")</script></body></html>');
    const polyglot = Buffer.concat([await jpeg(200, 150), html]);
    const { image, stored } = await expectReencoded(polyglot, 'polyglot.html', 'text/html');
    expect(stored.includes('<script')).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
    const served = await serve(t, image.image_url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes('<script')).toBe(false);
  });

  it('a script hidden in a JPEG comment segment is gone', async () => {
    const base = await jpeg(120, 90);
    const comment = Buffer.from('<script>alert("comment")</script>');
    const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
    const { stored } = await expectReencoded(Buffer.concat([base.subarray(0, 2), segment, base.subarray(2)]));
    expect(stored.includes('<script')).toBe(false);
  });

  it('a PNG with a trailing script loses it', async () => {
    const { stored } = await expectReencoded(
      Buffer.concat([await png(), Buffer.from('<script>alert("png")</script>')]),
      'x.png',
      'image/png',
    );
    expect(stored.includes('<script')).toBe(false);
  });

  it('the wrong extension or Content-Type changes nothing: the bytes decide', async () => {
    const { stored: fromPng } = await expectReencoded(await png(40, 30), 'photo.jpg', 'image/jpeg');
    expect((await sharp(fromPng).metadata()).format).toBe('jpeg');
    const { image } = await expectReencoded(await jpeg(60, 40), 'anim.gif', 'image/gif');
    expect([image.width, image.height]).toEqual([60, 40]);
    const alpha = await expectReencoded(await png(40, 30, true), 'x.txt', 'text/plain');
    expect(alpha.image.image_url).toMatch(/\.webp$/);
    expect((await sharp(alpha.stored).metadata()).hasAlpha).toBe(true);
  });

  it('a path-traversal file name is ignored: the server names the file, and nothing lands outside its folder', async () => {
    for (const filename of [
      '../../../../etc/passwd.jpg',
      '..\\..\\evil.jpg',
      '/tmp/x.jpg',
      'a/../../b.jpg',
      '%2e%2e%2fevil.jpg',
    ]) {
      const { image } = await expectReencoded(await jpeg(30, 30), filename);
      expect(image.image_url).toMatch(/\/recipes\/[0-9a-f-]{36}\.jpg$/);
    }
    expect(readdirSync(t.config.dataDir).sort()).toEqual(['images']);
    expect(
      storedFiles(t).every((f) => /^(recipes\/|thumbnails\/thumb_(150|400|800)_)[0-9a-f-]{36}\.(jpg|webp)$/.test(f)),
    ).toBe(true);
    // Nor can a serve path reach outside the storage folder.
    for (const path of [
      'recipes/..%2F..%2Fsecret',
      'recipes/..%2Fthumbnails%2Fx',
      '..%2F..%2Fsecret/x',
      'avatars/x.jpg',
      'recipes/x.jpg',
    ]) {
      expect((await serve(t, `${API_PREFIX}/images/serve/${path}`)).statusCode, path).toBe(404);
    }
  });

  it('an animated GIF keeps its first frame only', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 24, height: 24, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp(await Promise.all([frame('#ff0000'), frame('#00ff00'), frame('#0000ff')]), {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const { stored } = await expectReencoded(gif, 'dance.gif', 'image/gif');
    const meta = await sharp(stored).metadata();
    expect(meta.pages ?? 1).toBe(1);
    const { channels } = await sharp(stored).stats();
    expect(channels[0]!.mean).toBeGreaterThan(200);
    expect(channels[1]!.mean).toBeLessThan(40);
  });

  it('an AVIF is accepted', async () => {
    const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#36c' } })
      .avif({ quality: 50, effort: 0 })
      .toBuffer();
    const { image } = await expectReencoded(avif, 'pic.avif', 'image/avif');
    expect([image.width, image.height]).toEqual([64, 48]);
  });

  it('EXIF GPS and every other metadata are stripped; EXIF orientation is applied first', async () => {
    const tagged = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#888' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Spyphone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(tagged).metadata();
    expect(input.exif?.includes('Spyphone')).toBe(true);
    // The GPS IFD pointer (tag 0x8825), in either byte order.
    expect(input.exif!.includes(Buffer.from([0x88, 0x25])) || input.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(
      true,
    );
    expect(input.orientation).toBe(6);
    const { image, stored } = await expectReencoded(tagged);
    const out = await sharp(stored).metadata();
    expect(out.exif).toBeUndefined();
    expect(out.icc).toBeUndefined();
    expect(out.xmp).toBeUndefined();
    expect(out.orientation).toBeUndefined();
    expect(stored.includes('Spyphone')).toBe(false);
    expect([image.width, image.height]).toEqual([100, 200]);
    for (const thumb of image.thumbnails) {
      const res = await serve(t, thumb.url);
      expect((await sharp(res.rawPayload).metadata()).exif).toBeUndefined();
    }
  });
});
