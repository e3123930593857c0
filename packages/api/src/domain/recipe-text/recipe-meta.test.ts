import { describe, expect, it } from 'vitest';
import { findDurations, parseDuration, readMetaLine } from './recipe-meta';

describe('parseDuration', () => {
  it.each([
    ['15 minutes', 15],
    ['45 mins', 45],
    ['20 min', 20],
    ['1 hr 10 mins', 70],
    ['1 hour and 10 minutes', 70],
    ['2 hours', 120],
    ['1 1/2 hours', 90],
    ['1½ hours', 90],
    ['1.5 hrs', 90],
    ['15-20 minutes', 15],
    ['1h 30m', 90],
    ['about 40 minutes', 40],
  ])('reads %s as %i minutes', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it('returns null for anything that is not just a duration', () => {
    for (const text of ['', 'overnight', '15', 'until golden', '10 minutes until golden'])
      expect(parseDuration(text)).toBeNull();
  });
});

describe('findDurations', () => {
  it('finds every duration in a sentence', () => {
    expect(findDurations('Simmer for 1 hour 10 minutes, then rest 5 mins.')).toEqual([70, 5]);
    expect(findDurations('Bake 25-30 minutes.')).toEqual([25]);
    expect(findDurations('Stir well.')).toEqual([]);
  });
});

describe('readMetaLine', () => {
  it('reads prep and cook times in the usual spellings', () => {
    expect(readMetaLine('Prep time: 15 minutes')).toEqual({ prep: 15 });
    expect(readMetaLine('Cook: 1 hr 10 mins')).toEqual({ cook: 70 });
    expect(readMetaLine('Cooking Time - 40 minutes')).toEqual({ cook: 40 });
    expect(readMetaLine('Total Time: 1 hour')).toEqual({ total: 60 });
    expect(readMetaLine('**Bake time:** 35 minutes')).toEqual({ cook: 35 });
    expect(readMetaLine('Prep Time15 minutes')).toEqual({ prep: 15 });
  });

  it('reads servings and yields', () => {
    expect(readMetaLine('Serves 4')).toEqual({ servings: 4 });
    expect(readMetaLine('Serves 4-6')).toEqual({ servings: 4 });
    expect(readMetaLine('Makes 12 cookies')).toEqual({ servings: 12 });
    expect(readMetaLine('Yield: 6 servings')).toEqual({ servings: 6 });
    expect(readMetaLine('Servings: 8')).toEqual({ servings: 8 });
    expect(readMetaLine('Makes about 2 dozen')).toEqual({ servings: 24 });
    expect(readMetaLine('Makes one 9-inch pie')).toEqual({ servings: 1 });
    expect(readMetaLine('4 servings')).toEqual({ servings: 4 });
  });

  it('reads several items on one line', () => {
    expect(readMetaLine('Prep 15 mins | Cook 30 mins | Serves 4')).toEqual({ prep: 15, cook: 30, servings: 4 });
    expect(readMetaLine('Prep: 20 mins Cook: 1 hr 40 mins')).toEqual({ prep: 20, cook: 100 });
    expect(readMetaLine('Total: 1 hr 10 min, Active: 20 min, Yield: 4 servings, Level: Easy')).toEqual({
      total: 70,
      active: 20,
      servings: 4,
      difficulty: 'easy',
    });
  });

  it('reads cuisine, course and keywords into the recipe options', () => {
    expect(readMetaLine('Cuisine: Middle Eastern')).toEqual({ cuisine: 'middle_eastern' });
    expect(readMetaLine('Course: Main Course')).toEqual({ meal: 'dinner' });
    expect(readMetaLine('Keywords: Cookies, chocolate chip, cookies')).toEqual({ tags: ['cookies', 'chocolate chip'] });
    expect(readMetaLine('Cuisine: Martian')).toEqual({});
  });

  it('never eats a method step or an ingredient', () => {
    for (const line of [
      'Cook for 10 minutes until golden.',
      'Cook 10 minutes.',
      'Bake 25 minutes',
      'Makes a great snack.',
      'Serve with rice.',
      '2 cups flour',
      'Prepare the vegetables.',
      'Total nonsense here',
    ]) {
      expect(readMetaLine(line), line).toBeNull();
    }
  });
});
