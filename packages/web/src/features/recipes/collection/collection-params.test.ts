import { describe, expect, it } from 'vitest';
import { collectionSearchParams, EMPTY_FILTERS, parseCollectionParams, toListQuery } from './collection-params';

const parse = (qs: string, signedIn = true) => parseCollectionParams(new URLSearchParams(qs), signedIn);

describe('collection address query', () => {
  it('reads every filter and writes the same query back', () => {
    const qs =
      'tab=mine&search=pie&categories=7&difficulty=easy&cuisine=french&meal=dessert&sort=rating&order=asc&page=3';
    const state = parse(qs);
    expect(state).toMatchObject({ tab: 'mine', page: 3, mode: null, slot: null });
    expect(state.filters).toEqual({
      search: 'pie',
      category: 7,
      difficulty: 'easy',
      cuisine: 'french',
      meal: 'dessert',
      sort: 'rating',
      order: 'asc',
    });
    expect(Object.fromEntries(collectionSearchParams(state))).toEqual(Object.fromEntries(new URLSearchParams(qs)));
  });

  it('ignores invalid values', () => {
    const state = parse(
      'tab=secret&categories=abc,-1,0&difficulty=extreme&cuisine=martian&meal=brunch&sort=price&order=up&page=-2&mode=x',
    );
    expect(state).toEqual({ tab: 'all', page: 1, mode: null, slot: null, filters: EMPTY_FILTERS });
    expect(collectionSearchParams(state).toString()).toBe('');
  });

  it('takes the first valid category of a list', () => {
    expect(parse('categories=x,12,4').filters.category).toBe(12);
  });

  it('gives anonymous visitors All Recipes only', () => {
    expect(parse('tab=favorites', false).tab).toBe('all');
  });

  it('reads meal as the plan slot in create-list mode', () => {
    const state = parse('mode=create-list&meal=lunch');
    expect(state).toMatchObject({ mode: 'create-list', slot: 'lunch' });
    expect(state.filters.meal).toBeNull();
    expect(collectionSearchParams(state).toString()).toBe('mode=create-list&meal=lunch');
    expect(parse('mode=create-list&meal=dessert').slot).toBeNull();
    expect(parse('mode=shopping-list&meal=dinner')).toMatchObject({
      mode: 'shopping-list',
      slot: null,
      filters: { meal: 'dinner' },
    });
  });

  it('asks for 50 a page, or 20 with a search, at the page offset', () => {
    expect(toListQuery(parse('page=3'))).toEqual({ tab: 'all', limit: 50, offset: 100 });
    expect(toListQuery(parse('search=soup&page=2'))).toEqual({ tab: 'all', search: 'soup', limit: 20, offset: 20 });
  });

  it('sends no sort by default (created_at desc, best matches first while searching)', () => {
    expect(toListQuery(parse('')).sort_by).toBeUndefined();
    expect(toListQuery(parse('order=asc'))).toMatchObject({ sort_by: 'created_at', sort_order: 'asc' });
    expect(toListQuery(parse('sort=title'))).toMatchObject({ sort_by: 'title', sort_order: 'desc' });
  });
});
