import { inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/errors';
import { recipes } from '../../db/schema/index';

const MAX_SLUG = 80;

/** "Nonna’s Crème Brûlée!" → "nonnas-creme-brulee"; a title with no letters or digits gives "recipe". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '');
  return slug || 'recipe';
}

/**
 * Slugs to try for a title, most readable first: the base, then -2 … -9 (checked against the unique index
 * in one query), and a random suffix as the last resort when all of those are taken.
 */
export async function slugCandidates(executor: Executor, title: string): Promise<string[]> {
  const base = slugify(title);
  const readable = [base, ...Array.from({ length: 8 }, (_, i) => `${base}-${i + 2}`)];
  const taken = new Set(
    (await executor.select({ slug: recipes.slug }).from(recipes).where(inArray(recipes.slug, readable))).map(
      (r) => r.slug,
    ),
  );
  const free = readable.filter((s) => !taken.has(s));
  return [...free, `${base}-${randomBytes(4).toString('hex')}`, `${base}-${randomBytes(6).toString('hex')}`];
}
