import { describe, expect, it } from 'vitest';
import { unflattenPayload } from './nuxt-payload';

describe('unflattenPayload', () => {
  it('reads a Nuxt payload back into the state it stands for, through its wrappers', () => {
    // What devalue writes for { data: { recipe: { title: 'Soup', tags: Set(['hot']), ingredients: ['1 onion'] } } }.
    const payload = [
      ['ShallowReactive', 1],
      { data: 2 },
      ['Reactive', 3],
      { recipe: 4 },
      { title: 5, tags: 6, ingredients: 8, served: 10 },
      'Soup',
      ['Set', 7],
      'hot',
      [9],
      '1 onion',
      ['Date', '2026-12-06T00:00:00.000Z'],
    ];
    expect(unflattenPayload(payload)).toEqual({
      data: {
        recipe: { title: 'Soup', tags: ['hot'], ingredients: ['1 onion'], served: '2026-12-06T00:00:00.000Z' },
      },
    });
  });

  it('reads a value met twice as the same value, and leaves out one inside itself', () => {
    const state = unflattenPayload([{ self: 0, a: 2, b: 2 }, 'Soup', { name: 1 }]) as Record<string, unknown>;
    expect(state.self).toBeNull();
    expect(state.a).toBe(state.b);
    expect(state.a).toEqual({ name: 'Soup' });
  });

  it('reads a Map and a bare object as objects, and an index out of range as nothing', () => {
    expect(unflattenPayload([{ m: 1, n: 4, x: 99 }, ['Map', 2, 3], 'a', 1, ['null', 2, 3]])).toEqual({
      m: { a: 1 },
      n: { a: 1 },
      x: null,
    });
  });

  it('is null for what is no payload', () => {
    expect(unflattenPayload({ data: 1 })).toBeNull();
    expect(unflattenPayload([])).toBeNull();
  });
});
