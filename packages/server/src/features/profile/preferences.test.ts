import { DEFAULT_COOKING_PREFERENCES, PREFERENCE_MESSAGES, type Preferences } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeOpenAi } from '../../test/fake-openai';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { chefRequests, startFake, useFake } from '../ai/ai.fixtures';
import { type Member, as } from '../recipes/recipe.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FULL = {
  skill_level: 'advanced',
  preferred_cuisines: ['thai', 'italian', 'thai'],
  cooking_time_preference: 'quick',
  kitchen_equipment: 'professional',
  spice_tolerance: 2,
  favorite_ingredients: [' basil ', 'Basil', 'lime'],
  disliked_ingredients: ['cilantro'],
  cooking_goals: ['eat more greens'],
};

const save = (m: Member, prefs: object) => as(t, m).put('/users/preferences', { cooking_preferences: prefs });

describe('GET/PUT /users/preferences', () => {
  it('defaults until saved (spice 3); saves every field, without duplicates; only your own', async () => {
    const [cook, other] = await Promise.all([signedIn(t), signedIn(t)]);
    expect((await as(t, cook).get('/users/preferences')).json()).toEqual({
      cooking_preferences: DEFAULT_COOKING_PREFERENCES,
    });
    expect(DEFAULT_COOKING_PREFERENCES.spice_tolerance).toBe(3);
    const res = await save(cook, FULL);
    expect(res.statusCode).toBe(200);
    const expected = {
      ...FULL,
      preferred_cuisines: ['thai', 'italian'],
      favorite_ingredients: ['Basil', 'lime'],
    };
    expect(res.json<Preferences>().cooking_preferences).toEqual(expected);
    expect((await as(t, cook).get('/users/preferences')).json<Preferences>().cooking_preferences).toEqual(expected);
    expect((await as(t, cook).get('/users/profile')).json().cooking_preferences).toEqual(expected);
    expect((await as(t, other).get('/users/preferences')).json<Preferences>().cooking_preferences).toEqual(
      DEFAULT_COOKING_PREFERENCES,
    );
    // A field left out takes its default (PUT replaces the set).
    const partial = await save(cook, { spice_tolerance: 5 });
    expect(partial.json<Preferences>().cooking_preferences).toEqual({
      ...DEFAULT_COOKING_PREFERENCES,
      spice_tolerance: 5,
    });
  });

  it('enforces every option list and range with a 422 naming the field', async () => {
    const cook = await signedIn(t);
    const cases: Array<[object, Array<string | number>, string]> = [
      [{ skill_level: 'wizard' }, ['skill_level'], PREFERENCE_MESSAGES.skillLevel],
      [{ preferred_cuisines: ['martian'] }, ['preferred_cuisines', 0], PREFERENCE_MESSAGES.cuisine],
      [{ cooking_time_preference: 'forever' }, ['cooking_time_preference'], PREFERENCE_MESSAGES.cookingTime],
      [{ kitchen_equipment: 'spaceship' }, ['kitchen_equipment'], PREFERENCE_MESSAGES.equipment],
      [{ spice_tolerance: 0 }, ['spice_tolerance'], PREFERENCE_MESSAGES.spice],
      [{ spice_tolerance: 6 }, ['spice_tolerance'], PREFERENCE_MESSAGES.spice],
      [{ spice_tolerance: 2.5 }, ['spice_tolerance'], PREFERENCE_MESSAGES.spice],
      [{ spice_tolerance: 'hot' }, ['spice_tolerance'], PREFERENCE_MESSAGES.spice],
      [{ disliked_ingredients: ['  '] }, ['disliked_ingredients', 0], PREFERENCE_MESSAGES.itemEmpty],
      [{ cooking_goals: ['x'.repeat(81)] }, ['cooking_goals', 0], PREFERENCE_MESSAGES.itemTooLong],
      [
        { favorite_ingredients: Array.from({ length: 51 }, (_, i) => `i${i}`) },
        ['favorite_ingredients'],
        PREFERENCE_MESSAGES.listTooLong,
      ],
    ];
    for (const [prefs, field, msg] of cases) {
      const res = await save(cook, prefs);
      expect(res.statusCode, JSON.stringify(prefs)).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'cooking_preferences', ...field], msg });
    }
    expect((await as(t, cook).put('/users/preferences', {})).statusCode).toBe(422);
    expect((await as(t, cook).get('/users/preferences')).json<Preferences>().cooking_preferences).toEqual(
      DEFAULT_COOKING_PREFERENCES,
    );
    expect((await as(t, null).get('/users/preferences')).statusCode).toBe(401);
    expect((await as(t, null).put('/users/preferences', { cooking_preferences: {} })).statusCode).toBe(401);
  });
});

describe("the AI chef follows the member's preferences", () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFake();
    await useFake(t, await signedIn(t, { role: 'admin' }), fake);
  });
  afterAll(() => fake.close());

  const systemText = () =>
    chefRequests(fake)
      .at(-1)!
      .body!.messages!.filter((m) => m.role === 'system')
      .map((m) => m.content)
      .join('\n');

  it('adds the preferences, diet and dislikes to the system prompt of the assistant; not to parsing', async () => {
    const cook = await signedIn(t);
    await save(cook, FULL);
    await as(t, cook).put('/users/profile', { dietary_preferences: ['vegetarian'] });
    expect((await as(t, cook).post('/ai/cooking-assistant', { question: 'Dinner ideas?' })).statusCode).toBe(200);
    const text = systemText();
    expect(text).toContain('Disliked ingredients (never suggest or add them');
    expect(text).toContain('cilantro');
    expect(text).toContain('Spice tolerance: 2 of 5.');
    expect(text).toContain('Skill level: advanced.');
    expect(text).toContain('Preferred cooking time: quick dishes, under 30 minutes.');
    expect(text).toContain('Favourite cuisines: thai, italian.');
    expect(text).toContain('Diet (always respect it): vegetarian.');
    // The member's words stay in the user message; the preferences come before them.
    const messages = chefRequests(fake).at(-1)!.body!.messages!;
    expect(messages.at(-1)!.role).toBe('user');

    await as(t, cook).post('/ai/famous-chefs-for-dish', { dish_name: 'carbonara' });
    expect(systemText()).toContain('cilantro');

    await as(t, cook).post('/ai/parse-recipe', {
      text: 'Soup\n\nIngredients\n- 1 l stock\n- 2 leeks\n\nSteps\n1. Simmer.\n2. Blend.',
    });
    expect(systemText()).not.toContain('cilantro');
  });

  it('says nothing about preferences for a member who saved none', async () => {
    const plain = await signedIn(t);
    expect((await as(t, plain).post('/ai/cooking-assistant', { question: 'Dinner ideas?' })).statusCode).toBe(200);
    expect(systemText()).not.toContain('cooking preferences');
  });
});
