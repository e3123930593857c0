import { SHARE_MESSAGES } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, seedUser, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe, fieldErrors } from '../recipes/recipe.fixtures';
import { befriend } from '../friends/friends.fixtures';

type Shared = {
  items: Array<{
    recipe_id: number;
    recipe_title: string;
    shared_by_username: string;
    message: string | null;
    share_url: string;
    share_type: string;
  }>;
};

describe('sharing recipes', () => {
  let t: TestApp;
  let sharer: Member;
  let friend: Member;
  beforeAll(async () => {
    t = await createTestApp();
    [sharer, friend] = await Promise.all([signedIn(t), signedIn(t)]);
    await befriend(t, sharer, friend);
  });
  afterAll(() => t.close());

  it('a friend share is recorded (201) and shows up in the receiver’s shared-with-me with a link that opens it', async () => {
    const recipe = await createRecipe(t, sharer, { title: 'Share Me Soup' });
    const res = await as(t, sharer).post('/activity/share/recipe', {
      recipe_id: recipe.id,
      shared_with_id: friend.id,
      share_type: 'friend',
      message: 'Try this!',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      recipe_id: recipe.id,
      shared_with_id: friend.id,
      share_type: 'friend',
      platform: 'friend',
      message: 'Try this!',
      share_url: `http://potluck.test/recipes/${recipe.id}`,
    });
    const inbox = (await as(t, friend).get('/activity/shared-with-me')).json<Shared>();
    expect(inbox.items).toEqual([
      expect.objectContaining({
        recipe_id: recipe.id,
        recipe_title: 'Share Me Soup',
        shared_by_username: sharer.username,
        message: 'Try this!',
      }),
    ]);
    expect((await as(t, sharer).get('/activity/shared-with-me')).json<Shared>().items).toEqual([]);
    expect(
      (await as(t, friend).get(new URL(inbox.items[0]!.share_url).pathname.replace('/recipes/', '/recipes/')))
        .statusCode,
    ).toBe(200);
  });

  it('link and social shares are recorded without a receiver', async () => {
    const recipe = await createRecipe(t, sharer);
    for (const [share_type, platform] of [
      ['link', 'clipboard'],
      ['social', 'whatsapp'],
      ['social', 'twitter'],
    ] as const) {
      const res = await as(t, sharer).post('/activity/share/recipe', {
        recipe_id: recipe.id,
        share_type,
        platform,
        shared_with_id: friend.id,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ share_type, platform, shared_with_id: null });
    }
    expect((await as(t, friend).get('/activity/shared-with-me')).json<Shared>().items.map((s) => s.share_type)).toEqual(
      ['friend'],
    );
  });

  it('refuses friend shares without a member or to yourself (422), to unknown or inactive members (404), to members who are not friends or of a recipe they cannot open (403); nothing is recorded', async () => {
    const recipe = await createRecipe(t, sharer);
    const draft = await createRecipe(t, sharer, { status: 'draft' });
    const inactive = await seedUser(t, { isActive: false });
    const stranger = await signedIn(t);
    const invalid = [
      [{ recipe_id: recipe.id, share_type: 'friend' }, SHARE_MESSAGES.friendNeeded],
      [{ recipe_id: recipe.id, share_type: 'friend', shared_with_id: sharer.id }, SHARE_MESSAGES.notYourself],
    ] as const;
    for (const [body, message] of invalid) {
      const res = await as(t, sharer).post('/activity/share/recipe', body);
      expect(res.statusCode, message).toBe(422);
      expect(fieldErrors(res).shared_with_id).toBe(message);
    }
    const refused = [
      [{ shared_with_id: 999999 }, 404, SHARE_MESSAGES.memberNotFound],
      [{ shared_with_id: inactive.id }, 404, SHARE_MESSAGES.memberNotFound],
      [{ shared_with_id: stranger.id }, 403, SHARE_MESSAGES.notAFriend],
      [{ shared_with_id: friend.id, recipe_id: draft.id }, 403, SHARE_MESSAGES.notVisibleToFriend],
    ] as const;
    for (const [body, status, message] of refused) {
      const res = await as(t, sharer).post('/activity/share/recipe', {
        recipe_id: recipe.id,
        share_type: 'friend',
        ...body,
      });
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toEqual({ detail: message });
    }
    expect((await as(t, stranger).get('/activity/shared-with-me')).json<Shared>().items).toEqual([]);
    expect(
      (await as(t, sharer).post('/activity/share/recipe', { recipe_id: recipe.id, share_type: 'carrier-pigeon' }))
        .statusCode,
    ).toBe(422);
  });

  it('a share whose recipe later turns private drops out of shared-with-me', async () => {
    const receiver = await signedIn(t);
    await befriend(t, sharer, receiver);
    const recipe = await createRecipe(t, sharer, { title: 'Going Private' });
    await as(t, sharer).post('/activity/share/recipe', {
      recipe_id: recipe.id,
      shared_with_id: receiver.id,
      share_type: 'friend',
    });
    expect((await as(t, receiver).get('/activity/shared-with-me')).json<Shared>().items).toHaveLength(1);
    await as(t, sharer).post(`/recipes/${recipe.id}/unpublish`);
    expect((await as(t, receiver).get('/activity/shared-with-me')).json<Shared>().items).toHaveLength(0);
  });
});
