import type { Meal, ShoppingList } from '@potluck/api';
import { addDays, todayIn } from '@potluck/api/domain';
import { describe, expect, it } from 'vitest';
import { liveCli } from './live-cli';
import { HOTCAKES } from './live-recipes';

// A week of meals: the built `potluck` against the real server, from a plan to a shopping list of it.
const cli = liveCli();
const { potluck, login } = cli;

// The CLI sends this process's zone as `tz` too (it runs as a child with the same environment).
const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
const yesterday = addDays(today, -1);

describe('potluck plans against a live server', { timeout: 60_000 }, () => {
  it('adds a recipe by slug, shows the week, refuses a past day and makes a shopping list of the plan', async () => {
    expect((await login()).code).toBe(0);
    const api = cli.api(true);
    const hotcakes = await api.recipes.create({ body: HOTCAKES });
    const plan = await api.mealPlans.create({
      body: {
        name: 'Hotcake week',
        start_date: addDays(today, -2),
        end_date: addDays(today, 10),
        include_snacks: false,
      },
    });
    const id = String(plan.id);

    const added = await potluck('plans', 'add', id, today, 'Dinner', hotcakes.slug);
    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout).toMatch(
      new RegExp(`^Added "Cardamom Buttermilk Hotcakes" to dinner on ${today} \\(meal \\d+\\)\\.\\n$`),
    );
    const custom = await potluck('plans', 'add', id, addDays(today, 1), 'lunch', '--custom', 'Leftovers', '--json');
    expect(JSON.parse(custom.stdout) as Meal).toMatchObject({ custom_meal_name: 'Leftovers', meal_type: 'lunch' });

    expect(await potluck('plans', 'add', id, yesterday, 'dinner', hotcakes.slug)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Past days are read-only\n',
    });

    const week = await potluck('plans', 'show', id, '--week', today);
    expect(week.code).toBe(0);
    expect(week.stdout.split('\n')[2]).toMatch(/^DAY +BREAKFAST +LUNCH +DINNER$/); // no snacks on this plan
    expect(week.stdout).toMatch(new RegExp(`\\n\\w{3} ${today} Today .*Cardamom Buttermilk Hotcakes\\n`));
    const pastWeek = await potluck('plans', 'show', id, '--week', yesterday);
    expect(pastWeek.stdout).toMatch(new RegExp(`\\n\\w{3} ${yesterday} Past `));

    const listed = await potluck('plans', 'list');
    expect(listed.stdout).toMatch(new RegExp(`^\\s*${id}  Hotcake week  .* yes +0/2$`, 'm'));

    const made = await potluck('plans', 'shopping', id, '--from', today);
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/^\d+\n$/);
    expect(made.stderr).toMatch(/^Made "Shopping for Hotcake week" with \d+ items for /);
    const list = JSON.parse((await potluck('shopping', 'show', made.stdout.trim(), '--json')).stdout) as ShoppingList;
    const names = list.items.map((item) => item.name.toLowerCase());
    for (const ingredient of ['flour', 'buttermilk', 'cardamom']) expect(names.join('|')).toContain(ingredient);
  });

  it('says not found for a missing plan and refuses bad input as usage errors', async () => {
    expect((await login()).code).toBe(0);
    expect(await potluck('plans', 'show', '999999')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Meal Plan Not Found: 999999. See your plans with `potluck plans list --all`.\n',
    });
    expect((await potluck('plans', 'add', '1', 'tomorrow', 'dinner', 'x')).code).toBe(2);
    expect((await potluck('plans', 'add', '1', today, 'brunch', 'x')).code).toBe(2);
    expect((await potluck('plans', 'shopping', 'abc')).code).toBe(2);
  });
});
