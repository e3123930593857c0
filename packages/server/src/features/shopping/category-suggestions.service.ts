import type { CategorySuggestion } from '@potluck/api';
import { DEFAULT_SHOPPING_CATEGORY, canonicalCategory, normalizeItemName } from '@potluck/api/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rows } from '../../db/raw';
import { at } from '../../db/raw';
import { createCategoryDictionary } from './category-dictionary';

/** A community suggestion needs this many members choosing the same category, and more than half of them. */
export const COMMUNITY_MIN_MEMBERS = 3;
const USER_HISTORY_CONFIDENCE = 0.95;

interface Choices {
  /** member → normalised name → category */
  byMember: Map<number, Map<string, string>>;
  /** normalised name → category → members */
  byName: Map<string, Map<string, number>>;
}

function tally(byName: Choices['byName'], key: string, category: string, delta: number): void {
  const counts = byName.get(key) ?? new Map<string, number>();
  const next = (counts.get(category) ?? 0) + delta;
  if (next > 0) counts.set(category, next);
  else counts.delete(category);
  if (counts.size > 0) byName.set(key, counts);
  else byName.delete(key);
}

/**
 * Category suggestions (spec 001 §3, §9), answered from memory: the seeded dictionary and every member's
 * corrections are loaded once per process and kept current by this process's own writes; other processes'
 * corrections arrive through the change feed (reload), so a suggestion costs no query. The table
 * shopping_category_choices stays the only lasting copy.
 */
export function createCategorySuggestionsService(ctx: AppContext) {
  const { db } = ctx;
  const dictionary = createCategoryDictionary();
  let choices: Choices | undefined;
  let loading: Promise<Choices> | undefined;
  /** Counts this process's own corrections, so a reload that started before one is read again. */
  let writes = 0;

  async function load(): Promise<Choices> {
    const list = await rows<{ user_id: number; name_key: string; category: string }>(
      db,
      sql`SELECT user_id, name_key, category FROM shopping_category_choices`,
    );
    const next: Choices = { byMember: new Map(), byName: new Map() };
    for (const row of list) {
      const mine = next.byMember.get(row.user_id) ?? new Map<string, string>();
      mine.set(row.name_key, row.category);
      next.byMember.set(row.user_id, mine);
      tally(next.byName, row.name_key, row.category, 1);
    }
    return next;
  }

  function loaded(): Promise<Choices> {
    if (choices) return Promise.resolve(choices);
    loading ??= load().then(
      (value) => (choices = value),
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    );
    return loading;
  }

  function suggestFrom(state: Choices, memberId: number, name: string): CategorySuggestion {
    const key = normalizeItemName(name);
    const own = state.byMember.get(memberId)?.get(key);
    if (own) return { suggested_category: own, confidence: USER_HISTORY_CONFIDENCE, source: 'user_history' };
    const counts = state.byName.get(key);
    if (counts) {
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      const [category, agreeing] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
      if (agreeing >= COMMUNITY_MIN_MEMBERS && agreeing * 2 > total) {
        const confidence = Math.round(Math.min(0.9, 0.5 + (0.4 * agreeing) / total) * 100) / 100;
        return { suggested_category: category, confidence, source: 'community' };
      }
    }
    const match = dictionary.match(name);
    if (match) return { suggested_category: match.category, confidence: match.confidence, source: match.source };
    return { suggested_category: DEFAULT_SHOPPING_CATEGORY, confidence: 0, source: 'default' };
  }

  /**
   * Another process changed data (change feed): read the corrections again in the background and swap them
   * in; until then suggestions answer from what was known.
   */
  function reload(): void {
    if (!choices) return;
    const started = writes;
    load().then(
      (value) => {
        if (writes === started) choices = value;
        else reload();
      },
      (err: unknown) => ctx.log.warn({ err }, 'Could not reload shopping category choices'),
    );
  }

  return {
    /** The best category for a name as this member types it (sources in the order of the contract). */
    async suggest(memberId: number, name: string): Promise<CategorySuggestion> {
      return suggestFrom(await loaded(), memberId, name);
    },

    /** Many names at once (items from recipes or a template), with one wait for the first load. */
    async suggestMany(memberId: number, names: readonly string[]): Promise<string[]> {
      const state = await loaded();
      return names.map((name) => suggestFrom(state, memberId, name).suggested_category);
    },

    /** Remembers a member's correction: stored first, then applied to this process's memory. */
    async learn(memberId: number, name: string, category: string): Promise<void> {
      const key = normalizeItemName(name);
      const chosen = canonicalCategory(category);
      if (key === '') return;
      writes++;
      await db.execute(sql`INSERT INTO shopping_category_choices (user_id, name_key, category, updated_at)
        VALUES (${memberId}, ${key}, ${chosen}, ${at(ctx.config.now())})
        ON CONFLICT (user_id, name_key) DO UPDATE SET category = EXCLUDED.category, updated_at = EXCLUDED.updated_at`);
      const state = await loaded();
      const mine = state.byMember.get(memberId) ?? new Map<string, string>();
      const before = mine.get(key);
      if (before !== undefined) tally(state.byName, key, before, -1);
      mine.set(key, chosen);
      state.byMember.set(memberId, mine);
      tally(state.byName, key, chosen, 1);
    },

    reload,
  };
}
export type CategorySuggestionsService = ReturnType<typeof createCategorySuggestionsService>;
