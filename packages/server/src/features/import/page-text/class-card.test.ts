import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { classCard } from './class-card';
import { readRecipePage } from '../page-reader';
import { readVisibleRecipe } from './visible-recipe';

const card = (html: string) => classCard(parseDocument(html));

describe('classCard', () => {
  it('reads a card whose template names its blocks, without any heading a reader knows', () => {
    const html = `<h1>Plum jam</h1><a class="jump-to-ingredients" href="#i">Jump to the ingredients</a>
      <div class="recipe-box"><div class="recipe-ingredients"><ul><li>1 kg plums</li><li>500 g sugar</li></ul></div>
      <div class="recipe-method"><ol><li>Wash the plums and stone them.</li><li>Boil them with the sugar.</li></ol></div>
      </div><p>Comments</p>`;
    expect(card(html)).toEqual({
      title: null,
      ingredients: ['1 kg plums', '500 g sugar'],
      steps: [
        { text: 'Wash the plums and stone them.', label: null },
        { text: 'Boil them with the sugar.', label: null },
      ],
    });
  });

  it("leaves out the method block's own heading in words the reader does not know, not a short first step", () => {
    const method = (steps: string) =>
      card(`<div class="recipe"><div class="recipe-ingredients"><p>100g tofu<br>1 baguette</p></div>
        <div class="recipe-steps">${steps}</div></div>`)?.steps.map((s) => s.text);
    expect(
      method(
        `<p><span>Get started</span></p><div><p>Slice the baguette in half.<br>Fry the tofu until golden.</p></div>`,
      ),
    ).toEqual(['Slice the baguette in half.', 'Fry the tofu until golden.']);
    expect(method(`<p>Get started</p><ol><li>Slice the baguette in half.</li><li>Fry the tofu.</li></ol>`)).toEqual([
      'Slice the baguette in half.',
      'Fry the tofu.',
    ]);
    expect(method(`<p>Preheat oven</p><p>Slice the baguette in half.</p><p>Fry the tofu until golden.</p>`)).toEqual([
      'Preheat oven',
      'Slice the baguette in half.',
      'Fry the tofu until golden.',
    ]);
  });

  it('reads its steps without the line of what each step uses, as a reading by headings does', () => {
    const recipe = readVisibleRecipe(
      parseDocument(`<h1>Shells</h1><div class="recipe"><div class="recipe-ingredients"><p>1 pound ground beef<br>
        2 tablespoons tomato paste<br>6 oz shells pasta</p></div><div class="recipe-method"><p>Brown the beef in a
        skillet for 5 minutes.<br>1 pound ground beef<br>Add the tomato paste and the pasta, and simmer.<br>2 tablespoons
        tomato paste, 6 oz shells pasta</p></div></div>`),
    );
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Brown the beef in a skillet for 5 minutes.',
      'Add the tomato paste and the pasta, and simmer.',
    ]);
  });

  it("is the page's reading where its headings and shapes give no recipe, titled by the page's heading", async () => {
    const html = `<html><body><h1>Fried eggs</h1><div class="recipe-ingredients"><p>Eggs</p><p>Butter</p>
      <p>Salt</p></div><div class="recipe-method"><p>Melt the butter in a pan.</p><p>Fry the eggs and salt them.</p>
      </div></body></html>`;
    const draft = await readRecipePage(html, 'https://cook.example/eggs', () => {
      throw new Error('the text parser should not be needed');
    });
    expect(draft.parsed.title).toBe('Fried eggs');
    expect(draft.parsed.ingredients.map((r) => r.ingredient_name)).toEqual(['Eggs', 'Butter', 'Salt']);
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual([
      'Melt the butter in a pan.',
      'Fry the eggs and salt them.',
    ]);
  });

  it('reads an hRecipe card: an element per ingredient, the instructions block, groups in blocks of their own', () => {
    const html = `<div class="hrecipe"><h2 class="fn">Rye bread</h2>
      <div class="ingredients"><p>For the starter</p><p class="ingredient">100 g rye flour</p>
      <p class="ingredient">100 ml water</p></div><div class="ingredients"><p>For the dough</p>
      <p class="ingredient">400 g rye flour</p><p class="ingredient">1 tsp salt</p></div>
      <div class="instructions"><p>Mix the starter and leave it overnight.</p><p>Knead in the rest and bake.</p></div></div>`;
    const read = card(html);
    expect(read?.ingredients).toEqual(['100 g rye flour', '100 ml water', '400 g rye flour', '1 tsp salt']);
    expect(read?.steps.map((s) => s.text)).toEqual([
      'Mix the starter and leave it overnight.',
      'Knead in the rest and bake.',
    ]);
  });

  it("reads no card without a method block beside the ingredients (a card's 'Method: Baking' field is none)", () => {
    expect(
      card(
        `<div class="ingredients"><ul><li>1 egg</li><li>1 cup milk</li></ul></div><ul><li class="method">Baking</li></ul>`,
      ),
    ).toBeNull();
    expect(card(`<div class="ingredients"><ul><li>1 egg</li><li>1 cup milk</li></ul></div><p>Mix.</p>`)).toBeNull();
    expect(
      card(
        `<div class="ingredients-menu"><p><a>Eggs</a></p><p><a>Milk</a></p></div><div class="directions"><p>Mix.</p></div>`,
      ),
    ).toBeNull();
  });
});
