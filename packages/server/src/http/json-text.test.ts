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
    expect(page.text).toBe('{"items":[{"name":"Poultry \\ud83c\\udf57"},{"name":"crème"}],"total":2}');
    expect(page.parse()).toEqual({ items: [{ name: 'Poultry 🍗' }, { name: 'crème' }], total: 2 });
  });

  it('keeps its text one-byte: characters above U+00FF are JSON escapes, read back as the same text', () => {
    const names = ['Ψητό κοτόπουλο', '寿司', 'Борщ 🍲', 'Crème brûlée', 'say "hi"\\n'];
    for (const name of names) {
      const { text } = JsonText.of(item, { name });
      expect([...text].every((char) => char.charCodeAt(0) <= 0xff)).toBe(true);
      expect(JSON.parse(text)).toEqual({ name });
    }
    expect(JsonText.of(item, { name: 'Crème' }).text).toBe('{"name":"Crème"}');
  });

  it('checks each value against its schema when it is made', () => {
    expect(() => JsonText.of(item, { name: 3 })).toThrow();
  });
});
