import { type SQL, sql } from 'drizzle-orm';

/**
 * Searches of plain words parsed in the process (decision 021). PostgreSQL's `websearch_to_tsquery('english', …)`
 * reads a text of ASCII letters and spaces as each word parsed alone, in order, joined by `&`: the default
 * parser makes every such word one `asciiword` token, the english_stem dictionary turns it into one lexeme or
 * none (a stop word), and only `or` (any case), quotes and `-` are operators. So once PostgreSQL has parsed each
 * word of such a text alone, the text's parse is known without asking: the same printed tsquery, read by the same
 * parseTsquery. A word's parse is a pure function of the word, so nothing here goes stale. Anything else — other
 * characters, `or`, a word never parsed, only stop words — is parsed by PostgreSQL as before.
 */

/** A text this module can parse: ASCII letters and spaces only (a search is trimmed before it is parsed). */
const PLAIN_TEXT = /^[A-Za-z]+(?: +[A-Za-z]+)*$/;
/** Longer words are left to PostgreSQL (its parser drops words over 2,047 characters). */
const WORD_MAX = 64;
/** One lexeme as websearch_to_tsquery prints it for a plain word: `'chicken'`. */
const ONE_LEXEME = /^'([a-z]+)'$/;
/** Words kept (about 50 bytes each). */
const WORDS_KEPT = 100_000;

/** The vocabulary: each plain word of the spelling dictionary (the words of every recipe) parsed alone. */
export const vocabularyStatement = (): SQL =>
  sql`SELECT s.word AS t, websearch_to_tsquery('english', s.word)::text AS q FROM search_words s
    WHERE s.word ~ ${`^[a-z]{1,${WORD_MAX}}$`} LIMIT ${WORDS_KEPT}`;

/** The plain words of a text, lower-cased, or null when the text is not plain (see PLAIN_TEXT). */
function plainWords(text: string): string[] | null {
  if (!PLAIN_TEXT.test(text)) return null;
  const words = text.toLowerCase().split(/ +/);
  return words.some((w) => w === 'or' || w.length > WORD_MAX) ? null : words;
}

export function createWordParses() {
  /** Plain word → its lexeme, or null for a stop word. */
  const lexemes = new Map<string, string | null>();

  return {
    /**
     * Learns what PostgreSQL printed for `text` when it is a single plain word: its lexeme, or nothing ('') for a
     * stop word. Anything else is ignored.
     */
    learn(text: string, printed: string): void {
      const words = plainWords(text);
      if (words?.length !== 1 || lexemes.size >= WORDS_KEPT) return;
      const lexeme = printed === '' ? null : ONE_LEXEME.exec(printed)?.[1];
      if (lexeme !== undefined) lexemes.set(words[0]!, lexeme);
    },
    /**
     * The text's tsquery as websearch_to_tsquery prints it, when the text is plain and each of its words has been
     * learned; undefined otherwise (PostgreSQL parses it). Only stop words: undefined too (PostgreSQL's notice).
     */
    print(text: string): string | undefined {
      const words = plainWords(text);
      if (!words) return undefined;
      const found: string[] = [];
      for (const word of words) {
        const lexeme = lexemes.get(word);
        if (lexeme === undefined) return undefined;
        if (lexeme !== null) found.push(`'${lexeme}'`);
      }
      return found.length > 0 ? found.join(' & ') : undefined;
    },
    /** The plain words of these texts not learned yet: parsed alongside them, so later texts need no statement. */
    unknownWords(texts: string[]): string[] {
      const unknown = new Set<string>();
      for (const text of texts) for (const word of plainWords(text) ?? []) if (!lexemes.has(word)) unknown.add(word);
      return [...unknown];
    },
    get size() {
      return lexemes.size;
    },
  };
}
export type WordParses = ReturnType<typeof createWordParses>;
