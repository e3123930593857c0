import { API_PREFIX, MEAL_PLAN_MESSAGES as M, type MealFeed, type MealPlan, type MealPlanShare } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe } from '../recipes/recipe.fixtures';
import { addMeals, createPlan, day } from './meal-plan.fixtures';

describe('meal plan share links and the calendar feed', () => {
  let t: TestApp;
  let owner: Member;
  let friend: Member;
  beforeAll(async () => {
    t = await createTestApp();
    [owner, friend] = await Promise.all([signedIn(t), signedIn(t)]);
  });
  afterAll(() => t.close());

  it('a share link opens the plan read-only for a signed-in member with the link, until the owner revokes it', async () => {
    const plan = await createPlan(t, owner, { name: 'Shared week' });
    await addMeals(t, owner, plan.id, [{ meal_date: day(1), meal_type: 'dinner', custom_meal_name: 'Paella' }]);
    const made = await as(t, owner).post(`/meal-plans/${plan.id}/share`);
    expect(made.statusCode).toBe(201);
    const share = made.json<MealPlanShare>();
    // 32 random bytes in base64url, not the plan id.
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share.path).toBe(`/meal-plans/shared/${share.token}`);
    expect((await as(t, owner).get(`/meal-plans/${plan.id}`)).json<MealPlan>().is_shared).toBe(true);

    const seen = await as(t, friend).get(`/meal-plans/shared/${share.token}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<MealPlan>()).toMatchObject({ id: plan.id, name: 'Shared week', read_only: true });
    expect(seen.json<MealPlan>().meals.map((m) => m.custom_meal_name)).toEqual(['Paella']);
    expect((await as(t, owner).get(`/meal-plans/shared/${share.token}`)).json<MealPlan>().read_only).toBe(false);
    // The link lets the friend read, nothing more.
    expect((await as(t, friend).get(`/meal-plans/${plan.id}`)).statusCode).toBe(404);
    expect((await as(t, friend).put(`/meal-plans/${plan.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await as(t, null).get(`/meal-plans/shared/${share.token}`)).statusCode).toBe(401);
    expect((await as(t, friend).post(`/meal-plans/${plan.id}/share`)).statusCode).toBe(404);
    expect((await as(t, friend).del(`/meal-plans/${plan.id}/share`)).statusCode).toBe(404);

    expect((await as(t, owner).del(`/meal-plans/${plan.id}/share`)).statusCode).toBe(204);
    const revoked = await as(t, friend).get(`/meal-plans/shared/${share.token}`);
    expect(revoked.statusCode).toBe(404);
    expect(detail(revoked)).toBe(M.notFound);
  });

  it('a new link replaces the old one; a made-up token finds nothing', async () => {
    const plan = await createPlan(t, owner);
    const first = (await as(t, owner).post(`/meal-plans/${plan.id}/share`)).json<MealPlanShare>();
    const second = (await as(t, owner).post(`/meal-plans/${plan.id}/share`)).json<MealPlanShare>();
    expect(second.token).not.toBe(first.token);
    expect((await as(t, friend).get(`/meal-plans/shared/${first.token}`)).statusCode).toBe(404);
    expect((await as(t, friend).get(`/meal-plans/shared/${second.token}`)).statusCode).toBe(200);
    expect((await as(t, friend).get(`/meal-plans/shared/${plan.id}`)).statusCode).toBe(404);
  });

  it("the calendar feed lists the owner's meals without a sign-in, only with its token, until turned off", async () => {
    const recipe = await createRecipe(t, owner, { title: 'Feed lasagne' });
    const plan = await createPlan(t, owner, { name: 'Feed week' });
    await addMeals(t, owner, plan.id, [
      { meal_date: day(2), meal_type: 'dinner', recipe_id: recipe.id },
      { meal_date: day(3), meal_type: 'lunch', custom_meal_name: 'Picnic' },
    ]);
    expect((await as(t, owner).get('/meal-plans/feed')).json()).toEqual({ enabled: false, created_at: null });
    const made = await as(t, owner).post('/meal-plans/feed');
    expect(made.statusCode).toBe(201);
    const feed = made.json<MealFeed>();
    expect(feed.path).toBe(`${API_PREFIX}/meal-plans/feed/${feed.token}`);
    expect((await as(t, owner).get('/meal-plans/feed')).json<{ enabled: boolean }>().enabled).toBe(true);

    const res = await t.app.inject({ method: 'GET', url: feed.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toContain('BEGIN:VCALENDAR');
    expect(res.body).toContain('SUMMARY:Dinner: Feed lasagne');
    expect(res.body).toContain('SUMMARY:Lunch: Picnic');
    expect(res.body).toContain(`DTSTART;VALUE=DATE:${day(2).replaceAll('-', '')}`);
    // Nothing but meals: no email, no username.
    expect(res.body).not.toContain(owner.username);

    // Another member's feed holds only their own meals.
    const friendFeed = (await as(t, friend).post('/meal-plans/feed')).json<MealFeed>();
    const theirs = await t.app.inject({ method: 'GET', url: friendFeed.path });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('Feed lasagne');

    // Renewing revokes the old URL; turning it off revokes the new one.
    const renewed = (await as(t, owner).post('/meal-plans/feed')).json<MealFeed>();
    expect((await t.app.inject({ method: 'GET', url: feed.path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: renewed.path })).statusCode).toBe(200);
    expect((await as(t, owner).del('/meal-plans/feed')).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: renewed.path })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/meal-plans/feed/${'x'.repeat(500)}` })).statusCode,
    ).toBe(404);
    expect((await as(t, null).post('/meal-plans/feed')).statusCode).toBe(401);
  });
});
