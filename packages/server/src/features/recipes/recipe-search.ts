import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/errors';
import { rows } from '../../db/raw';

/** A search condition, and the tiers that order its matches (the first tier first). */
export interface Match {
  /** The search as typed: what a cache of its results is keyed by. */
  text: string;
  where: SQL;
  tiers: SQL[];
}

/** Words shorter than this are neither remembered nor corrected: trigrams say little about them. */
const MIN_WORD = 3;

/** The words of some texts as the spelling dictionary keeps them: lower-case letters and digits, 3+ long. */
export function wordsOf(...texts: string[]): string[] {
  const words = texts.flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return [...new Set(words.filter((w) => w.length >= MIN_WORD))];
}

export async function rememberWords(executor: Executor, words: string[]): Promise<void> {
  if (words.length === 0) return;
  await executor.execute(sql`INSERT INTO search_words (word) SELECT DISTINCT w FROM json_array_elements_text(${JSON.stringify(words)}::json) AS w
    ON CONFLICT (word) DO NOTHING`);
}

const query = (search: string) => sql`websearch_to_tsquery('english', ${search})`;
/** The fields of a tier: the title (weight A), or title and tags (A and B), each a column with its own index. */
const fields = (weights: 'a' | 'a,b') => sql.raw(weights === 'a' ? 'r.title_vector' : 'r.head_vector');

/**
 * Full text in web-search syntax ("quoted phrase", -not, or) over the weighted vector: title A, tags B,
 * description and ingredients C. Relevance is the strongest field the search matches — title, then tags,
 * then the rest — newest first within each. Each tier's field is an indexed column with word statistics, so
 * the planner knows how common a word is there: a common word is an index walk in date order that stops
 * after one page, a rare one a bitmap over its few matches. Unlike ts_rank over every match, neither grows
 * with the collection.
 */
export function fullTextMatch(search: string): Match {
  const q = query(search);
  const all = sql`r.search_vector @@ ${q}`;
  // Without an exclusion a match in the title or tags is a match of the whole vector; leaving the redundant
  // condition out keeps the planner's estimate (and so its choice of a date-order walk) right.
  const base = /(^|\s)-\S/.test(search) ? [all] : [];
  const within = (weights: 'a' | 'a,b', ...more: SQL[]) =>
    sql.join([...base, ...more, sql`${fields(weights)} @@ ${q}`], sql` AND `);
  return {
    text: search,
    where: all,
    tiers: [within('a'), within('a,b', sql`NOT ${fields('a')} @@ ${q}`), sql`${all} AND NOT ${fields('a,b')} @@ ${q}`],
  };
}

/** Web-search operators mean nothing to spelling: keep only the words a person typed. */
const plainWords = (search: string) =>
  search
    .replace(/(^|\s)-\S+/g, ' ')
    .replace(/\s+or\s+/gi, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The search with each unknown word replaced by the closest known one (pg_trgm similarity ≥ 0.3 against the
 * words of every title, tag and ingredient), or null when no word could be improved. One statement.
 */
export async function correctSpelling(executor: Executor, search: string): Promise<string | null> {
  const words = plainWords(search);
  if (!words.some((w) => w.length >= MIN_WORD)) return null;
  const found = await rows<{ word: string; best: string | null }>(
    executor,
    sql`SELECT q.w AS word, CASE WHEN length(q.w) < ${MIN_WORD} THEN q.w ELSE coalesce(
        (SELECT s.word FROM search_words s WHERE s.word = q.w),
        (SELECT s.word FROM search_words s WHERE s.word % q.w ORDER BY similarity(s.word, q.w) DESC, s.word LIMIT 1)
      ) END AS best
    FROM json_array_elements_text(${JSON.stringify(words)}::json) WITH ORDINALITY AS q(w, i) ORDER BY q.i`,
  );
  const corrected = found.map((f) => f.best ?? f.word);
  return corrected.some((w, i) => w !== words[i]) ? corrected.join(' ') : null;
}
