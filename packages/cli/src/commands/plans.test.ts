import { addDays, todayIn } from '@potluck/api/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { localTimeZone } from '../plans-options';
import { makePlan } from '../testing/fake-meal-plans-api';
import { Cleanups, loggedInCli } from '../testing/logged-in';

const cleanups = new Cleanups();
afterEach(() => cleanups.run());

// The fake decides "today" in the zone the CLI sends, as the server does.
const today = todayIn(localTimeZone());

async function withPlans() {
  const cli = await loggedInCli(cleanups);
  const start = addDays(today, -3);
  cli.api.state.plans = [
    makePlan({ id: 3, name: 'This fortnight', start_date: start, end_date: addDays(today, 10), include_snacks: false }),
    makePlan({ id: 4, name: 'Summer', start_date: addDays(today, 30), end_date: addDays(today, 36), is_active: false }),
    makePlan({ id: 5, name: "Bob's plan", owner_id: 2 }),
  ];
  return cli;
}

describe('potluck plans list', () => {
  it('shows active plans by default and every plan, active first, with --all', async () => {
    const { potluck, api } = await withPlans();
    const active = await potluck('plans', 'list');
    expect(active.code).toBe(0);
    expect(
      active.stdout
        .split('\n')
        .slice(1, -1)
        .map((line) => line.trim().split(/\s{2,}/)[0]),
    ).toEqual(['3']);
    expect(api.state.urls).toEqual(['/meal-plans?active_only=true&limit=100&offset=0']);
    const all = JSON.parse((await potluck('plans', 'list', '--all', '--json')).stdout) as { items: { id: number }[] };
    expect(all.items.map((plan) => plan.id)).toEqual([3, 4]); // the server sends Summer first (newest start)
  });
});

describe('potluck plans add', () => {
  it('adds a recipe by slug with the member’s time zone and shows the server’s detail for a past day', async () => {
    const { potluck, api } = await withPlans();
    const day = addDays(today, 2);
    expect(await potluck('plans', 'add', '3', day, 'DINNER', 'fluffy-buttermilk-pancakes')).toEqual({
      code: 0,
      stdout: `Added "Fluffy Buttermilk Pancakes" to dinner on ${day} (meal 5001).\n`,
      stderr: '',
    });
    expect(api.state.urls).toContain(`/meal-plans/3/meals/bulk?tz=${encodeURIComponent(localTimeZone())}`);
    expect(await potluck('plans', 'add', '3', addDays(today, -2), 'lunch', '--custom', 'Soup')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Past days are read-only\n',
    });
    expect((await potluck('plans', 'add', '5', day, 'lunch', '--custom', 'Soup')).stderr).toBe(
      'Meal Plan Not Found: 5. See your plans with `potluck plans list --all`.\n',
    );
  });

  it('refuses bad input before any request (exit 2)', async () => {
    const { potluck, api } = await withPlans();
    expect((await potluck('plans', 'add', '3', today, 'brunch', '1')).code).toBe(2);
    expect((await potluck('plans', 'add', '3', today, 'lunch')).code).toBe(2);
    expect((await potluck('plans', 'add', '3', '2026-13-01', 'lunch', '1')).code).toBe(2);
    expect(api.state.urls).toEqual([]);
  });
});

describe('potluck plans show and shopping', () => {
  it('shows this week without a snack column, then makes a list for some days and prints its id only', async () => {
    const { potluck, api } = await withPlans();
    expect((await potluck('plans', 'add', '3', today, 'lunch', '1')).code).toBe(0);
    const week = await potluck('plans', 'show', '3');
    expect(week.code).toBe(0);
    expect(week.stdout).toMatch(/\nDAY +BREAKFAST +LUNCH +DINNER\n/);
    expect(week.stdout).toMatch(new RegExp(`\\n\\w{3} ${today} Today +– +Fluffy Buttermilk Pancakes +–\\n`));
    expect((await potluck('plans', 'show', '3', '--week', addDays(today, 60))).code).toBe(1);

    const made = await potluck('plans', 'shopping', '3', '--from', today, '--no-merge');
    expect(made.stdout).toMatch(/^\d+\n$/);
    expect(api.state.shoppingRequests.at(-1)).toEqual({
      path: '/shopping/lists/from-meal-plan',
      body: {
        meal_plan_id: 3,
        name: 'Shopping for This fortnight',
        merge_similar_items: false,
        date_range: { start_date: today, end_date: addDays(today, 10) },
      },
    });
    const list = await potluck('shopping', 'show', made.stdout.trim());
    expect(list.stdout.split('\n')[0]).toBe('Shopping for This fortnight');
    expect((await potluck('plans', 'shopping', '3', '--from', today, '--to', addDays(today, -1))).code).toBe(2);
  });
});
