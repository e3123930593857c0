import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonText } from './json-text';

describe('JsonText', () => {
  const item = z.object({ name: z.string() });

  it('assembles a page from items checked once, and gives its value back', () => {
    const page = JsonText.list(
      [JsonText.of(item, { name: 'Poultry 🍗' }), JsonText.of(item, { name: 'crème' })],
      z.object({ total: z.number() }),
      { total: 2 },
    );
    const text = page.text;
    expect(text).toBe('{"items":[{"name":"Poultry 🍗"},{"name":"crème"}],"total":2}');
    expect(page.parse()).toEqual({ items: [{ name: 'Poultry 🍗' }, { name: 'crème' }], total: 2 });
  });

  it('checks each value against its schema when it is made', () => {
    expect(() => JsonText.of(item, { name: 3 })).toThrow();
  });
});
