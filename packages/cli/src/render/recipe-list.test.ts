import { recipeSummarySchema } from '@potluck/api';
import { describe, expect, it } from 'vitest';
import { CHILI, PANCAKES, RAGU } from '../testing/fake-recipes';
import { pageSummary, renderRecipeTable } from './recipe-list';

const summary = (recipe: typeof PANCAKES) => recipeSummarySchema.parse(recipe);

describe('renderRecipeTable', () => {
  it('lists id, title, author, total time, servings and difficulty', () => {
    expect(renderRecipeTable([summary(PANCAKES), summary(RAGU)])).toBe(
      [
        'ID  TITLE                       BY             TIME  SERVES  DIFFICULTY',
        ' 1  Fluffy Buttermilk Pancakes  Alice Baker     30m       4  easy',
        ' 2  Sunday Ragù                 bob          3h 15m       8  medium',
      ].join('\n'),
    );
  });

  it('adds a status column when a recipe is a draft or private', () => {
    const lines = renderRecipeTable([summary(PANCAKES), summary(CHILI)]).split('\n');
    expect(lines[0]).toMatch(/DIFFICULTY {2}STATUS$/);
    expect(lines[1]).toMatch(/easy$/);
    expect(lines[2]).toMatch(/medium {6}draft, private$/);
  });

  it('shortens titles to fit a narrow terminal, down to 16 columns', () => {
    const lines = renderRecipeTable([summary(PANCAKES), summary(RAGU)], 64).split('\n');
    expect(lines[1]).toBe(' 1  Fluffy Buttermilk…   Alice Baker     30m       4  easy');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(64);
    expect(renderRecipeTable([summary(PANCAKES)], 40).split('\n')[1]).toBe(
      ' 1  Fluffy Buttermi…  Alice Baker   30m       4  easy',
    );
  });
});

describe('pageSummary', () => {
  const page = (shown: number, total: number, offset = 0, total_capped = false) => ({
    items: Array(shown).fill(0),
    total,
    offset,
    total_capped,
  });

  it('counts the recipes, and says which part a page is', () => {
    expect(pageSummary(page(1, 1))).toBe('1 recipe.');
    expect(pageSummary(page(3, 3))).toBe('3 recipes.');
    expect(pageSummary(page(20, 143))).toBe('Showing 1–20 of 143 recipes.');
    expect(pageSummary(page(20, 143, 40))).toBe('Showing 41–60 of 143 recipes.');
    expect(pageSummary(page(50, 1000, 0, true))).toBe('Showing 1–50 of 1000+ recipes.');
  });
});
