import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_ID, idOf, idParamsOf, names, objectKindOf } from './common.schemas';

describe('idOf / names: what an input id names', () => {
  it('a URL id is coerced from text; a JSON id must be a number; both positive and within an integer column', () => {
    expect(idOf('recipe').parse('12')).toBe(12);
    expect(idOf('recipe', 'json').safeParse('12').success).toBe(false);
    expect(idOf('recipe', 'json').parse(12)).toBe(12);
    for (const bad of [0, -1, 1.5, MAX_ID + 1]) {
      expect(idOf('image').safeParse(bad).success, String(bad)).toBe(false);
      expect(idOf('image', 'json').safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(idOf('image').parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it('the kind is found through optional, nullable, default and array wrappers, and only where it was set', () => {
    const shape = z.object({
      a: idOf('recipe').optional(),
      b: z.array(idOf('category', 'json')).default([]),
      c: names('recipeSlug', z.string().min(1)).nullable(),
      d: z.number().int(),
    }).shape;
    expect(objectKindOf(shape.a)).toBe('recipe');
    expect(objectKindOf(shape.b)).toBe('category');
    expect(objectKindOf(shape.c)).toBe('recipeSlug');
    expect(objectKindOf(shape.d)).toBeUndefined();
    expect(objectKindOf(idParamsOf('shoppingList').shape.id)).toBe('shoppingList');
  });

  it('the kind shows in the JSON schema the API docs are made from', () => {
    const json = z.toJSONSchema(z.object({ id: idOf('image', 'json') })) as unknown as {
      properties: { id: { objectKind?: string } };
    };
    expect(json.properties.id.objectKind).toBe('image');
  });
});
