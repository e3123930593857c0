import type { RecipePage } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe } from './recipe.fixtures';

describe('GET /recipes?search: full text with weights, web-search syntax, misspelling fallback', () => {
  let t: TestApp;
  let me: Member;
  let other: Member;
  const search = async (who: Member, q: string, extra = '') => {
    const res = await as(t, who).get(`/recipes?search=${encodeURIComponent(q)}${extra}`);
    expect(res.statusCode, q).toBe(200);
    return res.json<RecipePage>();
  };
  const titles = async (who: Member, q: string, extra = '') => (await search(who, q, extra)).items.map((r) => r.title);

  beforeAll(async () => {
    t = await createTestApp();
    [me, other] = await Promise.all([signedIn(t), signedIn(t)]);
    const ing = (...names: string[]) => names.map((ingredient_name) => ({ ingredient_name }));
    await createRecipe(t, me, {
      title: 'Nonna’s Lasagne',
      description: 'Layers of slow ragù and béchamel.',
      tags: ['comfort food'],
      cuisine_type: 'italian',
      ingredients: ing('lasagne sheets', 'ricotta', 'minced beef'),
    });
    await createRecipe(t, me, {
      title: 'Chicken Tikka Masala',
      tags: ['curry', 'spicy'],
      cuisine_type: 'indian',
      ingredients: ing('chicken thighs', 'yoghurt', 'garam masala'),
    });
    await createRecipe(t, me, {
      title: 'Sunday Roast Potatoes',
      description: 'Crispy edges, fluffy middles.',
      tags: ['side'],
      ingredients: ing('potatoes', 'goose fat', 'rosemary'),
    });
    await createRecipe(t, me, {
      title: 'Ricotta Pancakes',
      tags: ['brunch'],
      cuisine_type: 'american',
      ingredients: ing('ricotta', 'flour', 'eggs'),
    });
    await createRecipe(t, me, {
      title: 'Private Ricotta Gnudi',
      visibility: 'private',
      ingredients: ing('ricotta', 'semolina'),
    });
    await createRecipe(t, other, { title: 'Other’s Ricotta Draft', status: 'draft', ingredients: ing('ricotta') });
  });
  afterAll(() => t.close());

  it('orders by the strongest field matched: title, then tags, then description and ingredients', async () => {
    const [first, second] = await Promise.all([
      createRecipe(t, me, { title: 'Brunch Tart', tags: ['savory'], ingredients: [{ ingredient_name: 'eggs' }] }),
      createRecipe(t, me, {
        title: 'Savory Porridge',
        tags: ['breakfast'],
        ingredients: [{ ingredient_name: 'oats' }],
      }),
    ]);
    await createRecipe(t, me, {
      title: 'Cheese Scones',
      description: 'A savory bake.',
      tags: ['baking'],
      ingredients: [{ ingredient_name: 'flour' }],
    });
    expect(await titles(me, 'savory')).toEqual(['Savory Porridge', 'Brunch Tart', 'Cheese Scones']);
    for (const r of [first, second]) await as(t, me).del(`/recipes/${r.id}`);
  });

  it('matches ingredients, tags and descriptions, not only titles', async () => {
    expect(await titles(other, 'goose fat')).toEqual(['Sunday Roast Potatoes']);
    expect(await titles(other, 'curry')).toEqual(['Chicken Tikka Masala']);
    expect(await titles(other, 'béchamel')).toEqual(['Nonna’s Lasagne']);
    expect(await titles(other, 'potato')).toEqual(['Sunday Roast Potatoes']);
  });

  it('ranks a title match above an ingredient match; search is case-insensitive', async () => {
    // Their own draft is theirs to find; both title matches come before the lasagne, where ricotta is an ingredient.
    const found = await titles(other, 'RICOTTA');
    expect(found.slice(0, 2).sort()).toEqual(['Other’s Ricotta Draft', 'Ricotta Pancakes']);
    expect(found.slice(2)).toEqual(['Nonna’s Lasagne']);
    expect(await titles(me, 'ricotta')).toEqual(['Private Ricotta Gnudi', 'Ricotta Pancakes', 'Nonna’s Lasagne']);
  });

  it('understands web-search syntax: "phrases", -exclusions and or', async () => {
    expect(await titles(other, '"garam masala"')).toEqual(['Chicken Tikka Masala']);
    expect(await titles(other, '"thighs yoghurt"')).toEqual(['Chicken Tikka Masala']);
    expect(await titles(other, '"yoghurt thighs"')).toEqual([]);
    expect(await titles(me, 'ricotta -pancakes -gnudi')).toEqual(['Nonna’s Lasagne']);
    expect((await titles(other, 'curry or goose')).sort()).toEqual(['Chicken Tikka Masala', 'Sunday Roast Potatoes']);
  });

  it('falls back to titles spelled alike when full text finds nothing', async () => {
    expect(await titles(other, 'lasanga')).toEqual(['Nonna’s Lasagne']);
    expect(await titles(other, 'chiken tika')).toEqual(['Chicken Tikka Masala']);
    expect(await titles(other, 'potatoe roast')).toContain('Sunday Roast Potatoes');
    expect(await titles(other, 'xyzzyqq')).toEqual([]);
    expect(await search(other, 'xyzzyqq')).toMatchObject({ total: 0, total_capped: false, limit: 20 });
  });

  it('a word no listed recipe has but my own draft does finds the draft, not the respelling', async () => {
    expect(await titles(other, 'lasagnne')).toEqual(['Nonna’s Lasagne']);
    const draft = await createRecipe(t, other, { title: 'Lasagnne Trial', status: 'draft' });
    expect(await titles(other, 'lasagnne')).toEqual(['Lasagnne Trial']);
    expect((await as(t, other).del(`/recipes/${draft.id}`)).statusCode).toBe(204);
  });

  it('never shows what the caller may not see, and combines with filters, tabs and sorting', async () => {
    expect(await titles(other, 'gnudi')).toEqual([]);
    expect(await titles(other, 'gnudy')).toEqual([]);
    expect(await titles(me, 'ricotta', '&cuisine_type=american')).toEqual(['Ricotta Pancakes']);
    expect(await titles(me, 'ricotta', '&tab=mine&sort_by=title')).toEqual([
      'Nonna’s Lasagne',
      'Private Ricotta Gnudi',
      'Ricotta Pancakes',
    ]);
    // Pages run across relevance tiers: two title matches, then the lasagne with ricotta among its ingredients.
    expect(await titles(me, 'ricotta', '&limit=1&offset=1')).toEqual(['Ricotta Pancakes']);
    expect(await titles(me, 'ricotta', '&limit=1&offset=2')).toEqual(['Nonna’s Lasagne']);
    expect(await titles(me, 'ricotta', '&limit=2&offset=1')).toEqual(['Ricotta Pancakes', 'Nonna’s Lasagne']);
    expect(await titles(me, 'ricotta', '&offset=3')).toEqual([]);
    expect(await search(me, 'ricotta', '&offset=3')).toMatchObject({ total: 3, total_capped: false });
  });

  it('members asking the same search share the listed part, each with their own drafts and private recipes', async () => {
    // Asked one after the other, so the second is answered from the part the first one left in the cache.
    expect(await titles(me, 'ricotta', '&limit=10')).toEqual([
      'Private Ricotta Gnudi',
      'Ricotta Pancakes',
      'Nonna’s Lasagne',
    ]);
    expect(await titles(other, 'ricotta', '&limit=10')).toEqual([
      'Other’s Ricotta Draft',
      'Ricotta Pancakes',
      'Nonna’s Lasagne',
    ]);
    expect((await search(other, 'ricotta', '&limit=10')).total).toBe(3);
    expect(await titles(me, '', '&limit=100&sort_by=title')).not.toContain('Other’s Ricotta Draft');
    expect(await titles(other, '', '&limit=100&sort_by=title')).not.toContain('Private Ricotta Gnudi');
    // A write clears the shared part at once: the other member's draft, published, is everyone's to find.
    const draft = (await search(other, 'ricotta', '&limit=10')).items[0]!;
    expect((await as(t, other).post(`/recipes/${draft.id}/publish`)).statusCode).toBe(200);
    expect(await titles(me, 'ricotta', '&limit=10')).toEqual([
      'Other’s Ricotta Draft',
      'Private Ricotta Gnudi',
      'Ricotta Pancakes',
      'Nonna’s Lasagne',
    ]);
    expect((await as(t, other).post(`/recipes/${draft.id}/unpublish`)).statusCode).toBe(200);
    expect(await titles(me, 'ricotta', '&limit=10')).toEqual([
      'Private Ricotta Gnudi',
      'Ricotta Pancakes',
      'Nonna’s Lasagne',
    ]);
  });

  it('odd searches are answered, never a 500', async () => {
    for (const q of [
      '',
      '   ',
      '""',
      '-',
      'or',
      '!!!',
      "'; DROP TABLE recipes; --",
      '%_\\',
      'a'.repeat(200),
      '🍝',
      'the and of',
    ]) {
      const res = await as(t, other).get(`/recipes?search=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
    expect((await as(t, other).get(`/recipes?search=${'a'.repeat(201)}`)).statusCode).toBe(422);
  });
});
