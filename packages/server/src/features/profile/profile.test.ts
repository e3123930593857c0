import {
  AUTH_MESSAGES,
  DEFAULT_COOKING_PREFERENCES,
  PROFILE_MESSAGES,
  type Profile,
  profileBadges,
} from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';
import { jpeg, uploadUserImage } from '../images/image.fixtures';
import { type Member, as, createRecipe } from '../recipes/recipe.fixtures';
import { USER_MESSAGES } from '../users/users.service';
import { befriend } from './profile.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileOf = async (m: Member) => (await as(t, m).get('/users/profile')).json<Profile>();
const issue = (res: { json: () => unknown }) => (res.json() as { detail: Array<{ loc: unknown; msg: string }> }).detail;

describe('GET /users/profile', () => {
  it('has every field of the spec, with defaults before anything is saved; 401 anonymous', async () => {
    const cook = await signedIn(t);
    const res = await as(t, cook).get('/users/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: cook.id,
      email: cook.email,
      username: cook.username,
      first_name: null,
      last_name: null,
      display_name: null,
      bio: null,
      location: null,
      website: null,
      avatar_url: null,
      cover_image_url: null,
      role: 'user',
      created_at: expect.any(String),
      dietary_preferences: [],
      recipe_count: 0,
      follower_count: 0,
      following_count: 0,
      total_likes_received: 0,
      stats_updated_at: null,
      cooking_preferences: DEFAULT_COOKING_PREFERENCES,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/hash|argon/i);
    expect((await as(t, null).get('/users/profile')).statusCode).toBe(401);
  });

  it('counts recipes (drafts too), likes received and accepted friends as followers and following', async () => {
    const [cook, fan, pal, asker] = await Promise.all([signedIn(t), signedIn(t), signedIn(t), signedIn(t)]);
    const pie = await createRecipe(t, cook, { title: 'Pie', status: 'published', visibility: 'public' });
    await createRecipe(t, cook, { title: 'Draft stew', status: 'draft' });
    expect((await as(t, fan).post(`/recipes/${pie.id}/like`)).statusCode).toBeLessThan(300);
    await befriend(t, cook, fan);
    await befriend(t, pal, cook);
    await befriend(t, asker, cook, 'pending');
    const p = await profileOf(cook);
    expect(p).toMatchObject({ recipe_count: 2, total_likes_received: 1, follower_count: 2, following_count: 2 });
    expect(profileBadges(p)).toEqual(['New Member', 'Recipe Creator']);
    // The other side counts the friendship too.
    expect((await profileOf(pal)).follower_count).toBe(1);
  });

  it('update-stats answers the recomputed profile and says when', async () => {
    const cook = await signedIn(t);
    await createRecipe(t, cook, { title: 'Soup' });
    const res = await as(t, cook).post('/users/profile/update-stats');
    expect(res.statusCode).toBe(200);
    expect(res.json<Profile>()).toMatchObject({ recipe_count: 1, stats_updated_at: expect.any(String) });
    expect((await as(t, null).post('/users/profile/update-stats')).statusCode).toBe(401);
  });
});

describe('PUT /users/profile', () => {
  it('saves every editable field; omitted fields stay; empty text clears', async () => {
    const cook = await signedIn(t);
    const res = await as(t, cook).put('/users/profile', {
      username: cook.username,
      first_name: ' Ada ',
      last_name: 'Lovelace',
      display_name: 'Nana Ada',
      bio: 'Bakes on Sundays',
      location: 'Leeds',
      website: 'https://ada.example.com/blog',
      dietary_preferences: ['vegetarian', 'gluten_free', 'vegetarian'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Ada',
      display_name: 'Nana Ada',
      bio: 'Bakes on Sundays',
      location: 'Leeds',
      website: 'https://ada.example.com/blog',
      dietary_preferences: ['vegetarian', 'gluten_free'],
    });
    const cleared = await as(t, cook).put('/users/profile', { bio: '', website: null });
    expect(cleared.json()).toMatchObject({ bio: null, website: null, location: 'Leeds', first_name: 'Ada' });
    expect(await profileOf(cook)).toMatchObject({ location: 'Leeds', bio: null });
  });

  it('refuses a new username, a bad or taken email, a non-http website, long texts and unknown diets', async () => {
    const [cook, other] = await Promise.all([signedIn(t), signedIn(t)]);
    const put = (body: object) => as(t, cook).put('/users/profile', body);
    const renamed = await put({ username: 'someone_else' });
    expect(renamed.statusCode).toBe(422);
    expect(issue(renamed)).toEqual([
      expect.objectContaining({ loc: ['body', 'username'], msg: PROFILE_MESSAGES.usernameLocked }),
    ]);
    const taken = await put({ email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(detail(taken)).toBe(USER_MESSAGES.emailTaken);
    const cases: Array<[object, string, string]> = [
      [{ email: 'not-mail' }, 'email', AUTH_MESSAGES.emailInvalid],
      [{ website: 'ftp://files.example.com' }, 'website', PROFILE_MESSAGES.websiteInvalid],
      [{ website: 'javascript:alert(1)' }, 'website', PROFILE_MESSAGES.websiteInvalid],
      [{ bio: 'x'.repeat(501) }, 'bio', PROFILE_MESSAGES.bioTooLong],
      [{ location: 'x'.repeat(101) }, 'location', PROFILE_MESSAGES.locationTooLong],
      [{ first_name: 'x'.repeat(101) }, 'first_name', PROFILE_MESSAGES.nameTooLong],
      [{ website: `https://e.com/${'x'.repeat(200)}` }, 'website', PROFILE_MESSAGES.websiteTooLong],
    ];
    for (const [body, field, msg] of cases) {
      const res = await put(body);
      expect(res.statusCode, field).toBe(422);
      expect(issue(res)[0]).toMatchObject({ loc: ['body', field], msg });
    }
    const diet = await put({ dietary_preferences: ['carnivore'] });
    expect(diet.statusCode).toBe(422);
    expect(issue(diet)[0]!.loc).toEqual(['body', 'dietary_preferences', 0]);
    expect(issue(diet)[0]!.msg).toMatch(/^Dietary preference must be one of: vegetarian, vegan/);
    expect((await profileOf(cook)).email).toBe(cook.email);
    expect((await as(t, null).put('/users/profile', { bio: 'x' })).statusCode).toBe(401);
  });
});

describe('cover and avatar on the profile', () => {
  it('uploads and removes the cover through the image pipeline, deletes the avatar, answering the profile', async () => {
    const cook = await signedIn(t);
    const up = await uploadUserImage(t, cook, '/users/profile/cover', { data: await jpeg(1200, 400) });
    expect(up.statusCode).toBe(200);
    const cover = up.json<Profile>().cover_image_url!;
    expect(cover).toMatch(/^\/api\/v1\/images\/serve\/covers\/[0-9a-f-]+\.(jpg|jpeg|webp)$/);
    const removed = await as(t, cook).del('/users/profile/cover');
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Profile>().cover_image_url).toBeNull();
    expect((await as(t, cook).del('/users/profile/cover')).statusCode).toBe(404);

    const avatar = await uploadUserImage(t, cook, '/users/profile/avatar', { data: await jpeg(400, 400) });
    expect(avatar.json<{ avatar_url: string }>().avatar_url).toMatch(/avatars/);
    const gone = await as(t, cook).del('/users/profile/avatar');
    expect(gone.statusCode).toBe(200);
    expect(gone.json<Profile>().avatar_url).toBeNull();
    expect((await as(t, cook).del('/users/profile/avatar')).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, and anonymous callers', async () => {
    const cook = await signedIn(t);
    const bad = await uploadUserImage(t, cook, '/users/profile/cover', {
      data: Buffer.from('not an image at all'),
      filename: 'x.jpg',
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect((await uploadUserImage(t, null, '/users/profile/cover', { data: await jpeg(10, 10) })).statusCode).toBe(401);
    expect((await as(t, null).del('/users/profile/avatar')).statusCode).toBe(401);
    expect((await profileOf(cook)).cover_image_url).toBeNull();
  });
});
