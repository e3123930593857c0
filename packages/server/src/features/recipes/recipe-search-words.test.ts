import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rows } from '../../db/raw';
import { createTestDatabase } from '../../test/test-db';
import { createWordParses, vocabularyStatement } from './recipe-search-words';

describe('plain words parsed in the process', () => {
  it('joins the lexemes of known words in order, drops stop words, and leaves everything else to PostgreSQL', () => {
    const words = createWordParses();
    words.learn('chicken', `'chicken'`);
    words.learn('curry', `'curri'`);
    words.learn('the', '');
    words.learn('smoky', `'smoki'`);
    expect(words.print('chicken')).toBe(`'chicken'`);
    expect(words.print('Smoky  CHICKEN curry')).toBe(`'smoki' & 'chicken' & 'curri'`);
    expect(words.print('the chicken the')).toBe(`'chicken'`);
    expect(words.print('chicken chicken')).toBe(`'chicken' & 'chicken'`);
    // Only stop words, a word never parsed, operators and other characters: PostgreSQL's.
    expect(words.print('the')).toBeUndefined();
    expect(words.print('chicken soup')).toBeUndefined();
    expect(words.print('chicken or curry')).toBeUndefined();
    expect(words.print('chicken OR curry')).toBeUndefined();
    expect(words.print('chicken -curry')).toBeUndefined();
    expect(words.print('"chicken curry"')).toBeUndefined();
    expect(words.print('stir-fry')).toBeUndefined();
    expect(words.print('crème')).toBeUndefined();
    expect(words.print('2 chicken')).toBeUndefined();
    expect(words.unknownWords(['chicken soup', 'Soup Pie', 'stir-fry'])).toEqual(['soup', 'pie']);
  });

  it('learns only a single plain word printed as one lexeme or none', () => {
    const words = createWordParses();
    words.learn('chicken curry', `'chicken' & 'curri'`);
    words.learn('stir-fry', `'stir-fri' <-> 'stir' <-> 'fri'`);
    words.learn('odd', `'odd' & 'one'`);
    expect(words.size).toBe(0);
    words.learn('Pie', `'pie'`);
    expect(words.print('pie')).toBe(`'pie'`);
  });
});

describe('equal to websearch_to_tsquery on the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const parse = async (text: string) =>
    (await rows<{ q: string }>(database.db, sql`SELECT websearch_to_tsquery('english', ${text})::text AS q`))[0]!.q;

  it('prints what PostgreSQL prints for every plain text of words it parsed alone', async () => {
    const texts = [
      'chicken',
      'Chicken Curry',
      'smoky chicken curry',
      'the best lasagne of all',
      'running runs ran',
      'quickly caramelised onions',
      'a b c d e',
      'I am not hungry',
      'Roasted   Potatoes',
      'bakes baking baked baker',
      'lemon lemon',
      'with without within',
    ];
    const words = createWordParses();
    for (const word of words.unknownWords(texts)) words.learn(word, await parse(word));
    for (const text of texts) {
      const expected = await parse(text);
      expect(words.print(text) ?? '', text).toBe(expected);
    }
    expect(words.print('smoky chicken curry')).toBeDefined();
  });

  it('reads its vocabulary from the spelling dictionary: the plain words of every recipe, each parsed alone', async () => {
    await database.db.execute(
      sql`INSERT INTO search_words (word) VALUES ('parsnip'), ('roasting'), ('the'), ('crème'), ('stir-fry')
        ON CONFLICT DO NOTHING`,
    );
    const words = createWordParses();
    for (const row of await rows<{ t: string; q: string }>(database.db, vocabularyStatement()))
      words.learn(row.t, row.q);
    expect(words.print('roasting parsnip')).toBe(await parse('roasting parsnip'));
    expect(words.print('the parsnip')).toBe(`'parsnip'`);
  });
});
