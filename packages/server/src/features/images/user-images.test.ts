import { API_PREFIX, IMAGE_MESSAGES, type User, type UserImage } from '@potluck/api';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createImageStorage } from '../../storage/create-storage';
import type { ImageStorage } from '../../storage/image-storage';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';
import { type Member, as } from '../recipes/recipe.fixtures';
import { jpeg, keyOf, serve, uploadUserImage } from './image.fixtures';
import { USER_IMAGE_MESSAGES } from './user-images.service';

let t: TestApp;
let storage: ImageStorage;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  storage = createImageStorage(t.config);
  photo = await jpeg(600, 600);
});
afterAll(() => t.close());

const me = async (member: Member) => (await as(t, member).get('/auth/me')).json<User>();
/** Every stored key of an uploaded avatar or cover: the original and its thumbnails. */
const keysOfImage = (image: UserImage) => [keyOf(image.image_url), ...image.thumbnails.map((th) => keyOf(th.url))];
async function allStored(keys: string[]): Promise<boolean[]> {
  return Promise.all(keys.map((k) => storage.exists(k)));
}

describe('avatar and cover: authorization', () => {
  it('anonymous callers get 401 on every call, before the body is read', async () => {
    for (const path of ['/images/user/avatar', '/images/user/cover', '/users/profile/avatar']) {
      const res = await uploadUserImage(t, null, path, { data: photo });
      expect(res.statusCode, path).toBe(401);
      expect(detail(res)).toBe('Not authenticated');
    }
    expect((await as(t, null).del('/images/user/avatar')).statusCode).toBe(401);
    expect((await as(t, null).del('/images/user/cover')).statusCode).toBe(401);
  });

  it('an avatar is served to any signed-in member, never anonymously', async () => {
    const [owner, other] = await Promise.all([signedIn(t), signedIn(t)]);
    const avatar = (await uploadUserImage(t, owner, '/images/user/avatar', { data: photo })).json<UserImage>();
    const res = await serve(t, avatar.image_url, other.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^private, /);
    expect((await serve(t, avatar.thumbnails[0]!.url, other.auth)).statusCode).toBe(200);
    expect((await serve(t, avatar.image_url)).statusCode).toBe(404);
    expect((await serve(t, avatar.thumbnails[0]!.url)).statusCode).toBe(404);
    // The same name under another folder is nobody's file.
    expect((await serve(t, avatar.image_url.replace('/avatars/', '/recipes/'), other.auth)).statusCode).toBe(404);
  });
});

describe('POST /images/user/avatar', () => {
  it('stores a re-encoded, metadata-free image with WebP thumbnails and sets avatar_url', async () => {
    const member = await signedIn(t);
    const withGps = await sharp(await jpeg(1200, 900))
      .withExif({ IFD0: { Make: 'Spyphone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .jpeg()
      .toBuffer();
    const res = await uploadUserImage(t, member, '/images/user/avatar', {
      data: withGps,
      filename: 'me.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(201);
    const avatar = res.json<UserImage>();
    expect(avatar).toMatchObject({ kind: 'avatar', width: 800, height: 600 });
    expect(avatar.image_url).toMatch(new RegExp(`^${API_PREFIX}/images/serve/avatars/[0-9a-f-]{36}\\.jpg$`));
    expect(avatar.thumbnails.map((th) => th.width)).toEqual([150, 400, 800]);
    expect((await me(member)).avatar_url).toBe(avatar.image_url);
    const served = await serve(t, avatar.image_url, member.auth);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', 800, undefined]);
  });

  it('rejects bad files like recipe images: SVG and text 415, truncated 415, missing file 422, oversized 413; nothing changes', async () => {
    const member = await signedIn(t);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const truncated = photo.subarray(0, Math.floor(photo.length / 2));
    for (const data of [svg, Buffer.from('hello'), truncated]) {
      const res = await uploadUserImage(t, member, '/images/user/avatar', { data, filename: 'me.jpg' });
      expect(res.statusCode).toBe(415);
      expect(detail(res)).toBe(IMAGE_MESSAGES.unsupportedFormat(['JPG', 'JPEG', 'PNG', 'WEBP', 'GIF', 'AVIF']));
    }
    const empty = await uploadUserImage(t, member, '/images/user/avatar', { data: new Uint8Array() });
    expect(empty.statusCode).toBe(422);
    const big = await uploadUserImage(t, member, '/images/user/avatar', { data: new Uint8Array(10 * 1024 * 1024 + 1) });
    expect(big.statusCode).toBe(413);
    expect(detail(big)).toBe(IMAGE_MESSAGES.fileTooLarge(10));
    expect((await me(member)).avatar_url).toBeNull();
  });

  it('replacing an avatar deletes the old files; only the new one is served', async () => {
    const member = await signedIn(t);
    const first = (await uploadUserImage(t, member, '/images/user/avatar', { data: photo })).json<UserImage>();
    expect(await allStored(keysOfImage(first))).toEqual([true, true, true, true]);
    const second = (
      await uploadUserImage(t, member, '/images/user/avatar', { data: await jpeg(300, 300, '#38c') })
    ).json<UserImage>();
    expect(second.image_url).not.toBe(first.image_url);
    expect(await allStored(keysOfImage(first))).toEqual([false, false, false, false]);
    expect(await allStored(keysOfImage(second))).toEqual([true, true, true, true]);
    expect((await serve(t, first.image_url, member.auth)).statusCode).toBe(404);
    expect((await me(member)).avatar_url).toBe(second.image_url);
  });
});

describe('POST /users/profile/avatar', () => {
  it('uploads the avatar and answers the account with the new avatar_url', async () => {
    const member = await signedIn(t);
    const res = await uploadUserImage(t, member, '/users/profile/avatar', { data: photo });
    expect(res.statusCode).toBe(200);
    const user = res.json<User>();
    expect(user).toMatchObject({ id: member.id, username: member.username });
    expect(user.avatar_url).toMatch(/\/images\/serve\/avatars\//);
    expect(user).not.toHaveProperty('password_hash');
    expect((await me(member)).avatar_url).toBe(user.avatar_url);
  });
});

describe('DELETE /images/user/avatar', () => {
  it('clears avatar_url and deletes the files; a second delete is 404', async () => {
    const member = await signedIn(t);
    const avatar = (await uploadUserImage(t, member, '/images/user/avatar', { data: photo })).json<UserImage>();
    expect((await as(t, member).del('/images/user/avatar')).statusCode).toBe(204);
    expect((await me(member)).avatar_url).toBeNull();
    expect(await allStored(keysOfImage(avatar))).toEqual([false, false, false, false]);
    const again = await as(t, member).del('/images/user/avatar');
    expect(again.statusCode).toBe(404);
    expect(detail(again)).toBe(USER_IMAGE_MESSAGES.noAvatar);
  });

  it("one member cannot touch another member's avatar: delete acts only on your own", async () => {
    const [owner, other] = await Promise.all([signedIn(t), signedIn(t)]);
    const avatar = (await uploadUserImage(t, owner, '/images/user/avatar', { data: photo })).json<UserImage>();
    expect((await as(t, other).del('/images/user/avatar')).statusCode).toBe(404);
    expect((await me(owner)).avatar_url).toBe(avatar.image_url);
    expect(await storage.exists(keyOf(avatar.image_url))).toBe(true);
  });
});

describe('profile cover (POST/DELETE /images/user/cover)', () => {
  it('stores the cover under covers/, sets cover_image_url, replaces and deletes like the avatar', async () => {
    const member = await signedIn(t);
    const cover = (
      await uploadUserImage(t, member, '/images/user/cover', { data: await jpeg(2400, 800) })
    ).json<UserImage>();
    expect(cover).toMatchObject({ kind: 'cover', width: 2000, height: 667 });
    expect(cover.image_url).toMatch(/\/images\/serve\/covers\//);
    const row = async () => (await t.database.db.select().from(users).where(eq(users.id, member.id)))[0]!;
    expect((await row()).coverImageUrl).toBe(cover.image_url);
    expect((await row()).avatarUrl).toBeNull();
    expect((await as(t, member).del('/images/user/cover')).statusCode).toBe(204);
    expect((await row()).coverImageUrl).toBeNull();
    expect(await allStored(keysOfImage(cover))).toEqual([false, false, false, false]);
    expect(detail(await as(t, member).del('/images/user/cover'))).toBe(USER_IMAGE_MESSAGES.noCover);
  });
});

describe('deleting a user', () => {
  it('deletes their avatar and cover files (queued by the cascade, swept by the next DELETE request)', async () => {
    const [member, bystander] = await Promise.all([signedIn(t), signedIn(t)]);
    const avatar = (await uploadUserImage(t, member, '/images/user/avatar', { data: photo })).json<UserImage>();
    const cover = (await uploadUserImage(t, member, '/images/user/cover', { data: photo })).json<UserImage>();
    const kept = (await uploadUserImage(t, bystander, '/images/user/avatar', { data: photo })).json<UserImage>();
    await t.database.db.execute(sql`DELETE FROM users WHERE id = ${member.id}`);
    // Any successful DELETE request sweeps the queue (as an admin's user deletion will).
    await uploadUserImage(t, bystander, '/images/user/cover', { data: photo });
    expect((await as(t, bystander).del('/images/user/cover')).statusCode).toBe(204);
    expect(await allStored([...keysOfImage(avatar), ...keysOfImage(cover)])).toEqual(Array(8).fill(false));
    expect(await allStored(keysOfImage(kept))).toEqual([true, true, true, true]);
  });
});
