import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { isRecipeFact } from './recipe-facts';
import { readVisibleRecipe } from './visible-recipe';

const read = (html: string) => readVisibleRecipe(parseDocument(html));

describe('isRecipeFact', () => {
  it('knows times, difficulty, cost, servings and the scale control, in a few languages', () => {
    const facts = [
      'Preparation time 40mins',
      'Cottura: 15 min',
      'Prep: 15 min.',
      'Total Time: 1 hr 20 mins',
      'Kochzeit 20 Min.',
      'Level of difficulty Average',
      'Coût : bon marché',
      'Makes 6 servings',
      'Servings: 40 cookies',
      '8 porcí',
      '1/2x 1x 2x',
      'Cuisine: British',
      'Recipe Type: Baking',
      'Scale 1x 2x 3x',
      'Nutrition: 250 kcal per serving',
      '(Makes about 24 cookies)',
      '(Serves 4)',
    ];
    expect(facts.filter((t) => !isRecipeFact(t))).toEqual([]);
  });

  it('knows facts set side by side on one line, and what a serving holds', () => {
    const facts = [
      'Prep: 10 mins | Cook: 40 mins',
      'Calories: 250 · Protein: 5 g · Fat: 10 g',
      'Kcal 320',
      'Eiweiß: 12 g',
    ];
    expect(facts.filter((t) => !isRecipeFact(t))).toEqual([]);
    // An ingredient written name first is no fact, nor a line of them with one row among its parts.
    expect(['Sugar: 100 g', 'Flour: 200 g', 'Prep: 10 mins | 2 eggs'].filter(isRecipeFact)).toEqual([]);
  });

  it('knows times set side by side without marks, each named by a compound, and "ca." before a time', () => {
    const facts = [
      'Arbeitszeit ca. 20 Minuten Koch-/Backzeit ca. 15 Minuten Ruhezeit ca. 15 Minuten',
      'Bereidingstijd 20 min Oventijd 30 min',
    ];
    expect(facts.filter((t) => !isRecipeFact(t))).toEqual([]);
    expect(isRecipeFact('Die Zeit ist um, den Teig 20 Minuten backen')).toBe(false);
  });

  it('reads no such line, nor a button sending the list to the shop, among ingredient rows written as blocks', () => {
    const recipe = read(`<h1>Cake</h1><h2>Ingredients</h2><p>Servings: 4</p><p>200 g flour</p><p>2 eggs</p>
      <p>Prep: 10 mins | Cook: 40 mins</p><p>Calories: 250 | Protein: 5 g</p>
      <p><a href="/list">Add all ingredients to shopping list</a></p>
      <h2>Method</h2><p>Mix it all together well.</p><p>Bake for 40 minutes.</p>`);
    expect(recipe?.ingredients).toEqual(['200 g flour', '2 eggs']);
  });

  it('leaves ingredients and steps that name a time or a number of people alone', () => {
    const rows = ['2 portions of cooked rice', 'Bake 20 minutes.', 'Rest for 10 min', '1 x 400 g can tomatoes', 'Salt'];
    expect(rows.filter(isRecipeFact)).toEqual([]);
  });
});

describe('readVisibleRecipe on recipe facts among rows of blocks', () => {
  it('leaves the servings, the scale control and the times out of the ingredients and the steps', () => {
    const recipe = read(`<h2>Ingredients</h2><div>Makes 6 servings</div><div>1/2x 1x 2x</div>
      <div>2 Tbsp canola oil</div><div>6 corn tortillas</div><div>Preparation time 40mins</div><div>Cost Average budget</div>
      <h2>Instructions</h2><div>Prep: 15 min.</div><div>Cook: 60 min.</div>
      <div>Heat the oil in a large skillet.</div><div>Warm the tortillas and serve.</div>`);
    expect(recipe?.ingredients).toEqual(['2 Tbsp canola oil', '6 corn tortillas']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Heat the oil in a large skillet.',
      'Warm the tortillas and serve.',
    ]);
  });

  it('reads a time named like the method ("Preparazione: 20 min") as a fact, not as the method heading', () => {
    const recipe = read(`<h2>Ingredienti</h2><div>2 uova</div><div>100 g di zucchero</div>
      <div>Preparazione: 20 min</div><div>Cottura: 15 min</div><div>Condividi</div>
      <h2>Procedimento</h2><p>Montate le uova con lo zucchero.</p><p>Infornate a 190° per 15 minuti.</p>`);
    expect(recipe?.ingredients).toEqual(['2 uova', '100 g di zucchero']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Montate le uova con lo zucchero.',
      'Infornate a 190° per 15 minuti.',
    ]);
  });
});

describe('readVisibleRecipe on the same list in other units, written as blocks', () => {
  it('keeps the first list and leaves out its repeats in other units, and the kind of dish under them', () => {
    const recipe = read(`<h2>Ingredients</h2><p>85 g butterscotch candies<br>50 g pecans<br>200 g butter, softened<br>
      3 oz butterscotch candies<br>1.8 oz pecans<br>7.1 oz butter, softened<br>Cuisine: British</p>
      <h2>Anleitungen</h2><p>Line two baking trays with baking paper.</p><p>Cream the butter and sugar.</p>`);
    expect(recipe?.ingredients).toEqual(['85 g butterscotch candies', '50 g pecans', '200 g butter, softened']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Line two baking trays with baking paper.',
      'Cream the butter and sugar.',
    ]);
  });

  it('keeps two groups that share a few ingredients', () => {
    const recipe = read(`<h2>Ingredients</h2><p>200 g flour<br>100 g butter<br>1 egg<br>50 g flour<br>30 g butter<br>
      2 tbsp sugar</p><h2>Method</h2><p>Rub the butter into the flour.</p><p>Bake for 20 minutes.</p>`);
    expect(recipe?.ingredients).toHaveLength(6);
  });

  it('keeps rows written name first, whose last words are their units ("Морковь — 1 шт.")', () => {
    const rows = ['Говядина — 500 г', 'Свёкла — 2 шт.', 'Картофель — 3 шт.', 'Капуста — 300 г', 'Морковь — 1 шт.'];
    const recipe = read(`<h2>Ингредиенты</h2><ul>${rows.map((r) => `<li>${r}</li>`).join('')}<li>Лук — 1 шт.</li></ul>
      <h2>Приготовление</h2><p>Сварите бульон из говядины.</p><p>Добавьте овощи и варите 20 минут.</p>`);
    expect(recipe?.ingredients).toEqual([...rows, 'Лук — 1 шт.']);
    // (The same rows twice in one paragraph, for small screens and large, are read once.)
    const czech = ['Tortilla pšeničná 2 ks', 'Philadelphia 125 g', 'Salátová okurka 1 ks', 'Krůtí šunka 3 plát.'];
    const twice = read(`<h2>Suroviny</h2><p>${[...czech, ...czech].join(', ')}</p>
      <h2>Postup</h2><p>Z tortil odkrojte okraje a pomažte je sýrem.</p><p>Zabalte a nakrájejte na rolky.</p>`);
    expect(twice?.ingredients).toEqual(czech);
  });
});

describe('readVisibleRecipe on amounts and names in blocks of their own', () => {
  it('pairs an amount with a name that holds a number of its own', () => {
    const recipe = read(`<h2>Ingredients</h2><div><div>1</div><p>(8-ounce) wheel Brie</p><div>2 tbsp.</div>
      <p>apple butter</p><div>1</div><p>large egg, beaten</p></div>
      <h2>Instructions</h2><ol><li>Wrap the cheese in pastry.</li><li>Bake until golden.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['1 (8-ounce) wheel Brie', '2 tbsp. apple butter', '1 large egg, beaten']);
  });
});

describe('notes among rows written as blocks', () => {
  it('reads no footnote on the rows ("*See notes…") as a row, unless every row is starred', () => {
    const rows = (lines: string[]) =>
      read(`<h1>Cake</h1><h2>Ingredients</h2>${lines.map((l) => `<p>${l}</p>`).join('')}
        <h2>Method</h2><p>Mix the flour, eggs and sugar.</p><p>Bake for 30 minutes.</p>`)?.ingredients;
    expect(rows(['200 g flour', '2 eggs', '100 g sugar', '*See notes for substitutions.'])).toEqual([
      '200 g flour',
      '2 eggs',
      '100 g sugar',
    ]);
    expect(rows(['*200 g flour', '*2 eggs', '*Salt'])).toEqual(['*200 g flour', '*2 eggs', '*Salt']);
    // (A row starred to point to a note is a row.)
    expect(rows(['200 g flour', '2 eggs', '100 g sugar', '*Gluten-free oats', '*See the notes below.'])).toEqual([
      '200 g flour',
      '2 eggs',
      '100 g sugar',
      '*Gluten-free oats',
    ]);
  });
});
