import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';
import { runTogether } from './run-together';
import { readWeightTable } from './weight-table';

const METHOD = `<h2>Instructions</h2><ol><li>Mix it all.</li><li>Bake it well.</li></ol>`;
const ingredients = (html: string) => readVisibleRecipe(parseDocument(`${html}${METHOD}`))?.ingredients;

describe('ingredientLines', () => {
  it('reads no list of links only (other recipes under the ingredients) as ingredients', () => {
    expect(
      ingredients(
        `<h2>Ingredients</h2><p>2 cups flour</p><p>1 egg</p>
        <ul><li><a href="/a">Plum cake</a></li><li><a href="/b">Apple pie</a></li></ul>`,
      ),
    ).toEqual(['2 cups flour', '1 egg']);
    // A shop's ingredients, each line a link to its product, are what the recipe takes.
    expect(
      ingredients(
        `<h2>Ingredients</h2><ul><li><a href="/p/1">2 cups flour</a></li><li><a href="/p/2">1 egg</a></li>
        <li><a href="/p/3">1 cup milk</a></li></ul>`,
      ),
    ).toEqual(['2 cups flour', '1 egg', '1 cup milk']);
  });

  it('reads on past a note among the ingredients ("Tip: …"), which is no line of them', () => {
    expect(
      ingredients(`<h2>Ingredients</h2><p>2 cups flour</p><p>Tip: sift it first</p><p>1 egg</p><p>1 cup milk</p>`),
    ).toEqual(['2 cups flour', '1 egg', '1 cup milk']);
    expect(
      ingredients(
        `<h2>Zutaten</h2><ul><li>200 g Mehl</li></ul><p>Tipp: vorher sieben</p><ul><li>1 Ei</li><li>1 Prise Salz</li></ul>`,
      ),
    ).toEqual(['200 g Mehl', '1 Ei', '1 Prise Salz']);
  });

  it('keeps a bold line that holds an amount, and every line of a list the page sets all in bold', () => {
    expect(
      ingredients(`<h2>Ingredients</h2><ul><li><b>2 cups flour</b></li><li><b>Salt</b></li><li><b>1 egg</b></li></ul>`),
    ).toEqual(['2 cups flour', 'Salt', '1 egg']);
    expect(
      ingredients(
        `<h2>Ingredients</h2><ul><li><b>For the cake</b></li><li>2 cups flour</li><li><b>3 eggs</b></li></ul>`,
      ),
    ).toEqual(['2 cups flour', '3 eggs']);
  });
});

describe('lines of one list item', () => {
  it('keeps lines the item breaks apart ("2 cups flour<br>1 egg") as lines, and an amount over its name as one', () => {
    expect(
      ingredients(`<h2>Ingredients</h2><ul><li>2 cups flour<br>1 egg<br>1 cup milk</li><li>Salt</li></ul>`),
    ).toEqual(['2 cups flour', '1 egg', '1 cup milk', 'Salt']);
    expect(
      ingredients(
        `<h2>Ingredients</h2><ul><li><b>2</b><p>1/2 cups flour</p></li><li><b>2 tbsp.</b><p>butter</p></li></ul>`,
      ),
    ).toEqual(['2 1/2 cups flour', '2 tbsp. butter']);
  });

  it('keeps a line with an amount and a name in capitals apart from the next line of its item', () => {
    expect(
      ingredients(
        `<h2>Ingredients</h2><ul><li><div><p>4 cups escarole</p><p>4 <a href="/s">Pickled Scallions</a></p>` +
          `<p><a href="/t">Spicy Tofu Crumbles</a>, sliced radish</p><p>2 EL</p><p>Olivenöl</p></div></li></ul>`,
      ),
    ).toEqual(['4 cups escarole', '4 Pickled Scallions', 'Spicy Tofu Crumbles, sliced radish', '2 EL Olivenöl']);
  });
});

describe('where the ingredients end', () => {
  it('at a heading ranked as theirs over lines without any amount, not at a group of them so ranked', () => {
    const page = (between: string) =>
      `<h3>Ingredients</h3><p>1 tbsp olive oil</p><p>2 cloves garlic</p>${between}` +
      `<h3>Directions</h3><ol><li>Heat the oil.</li><li>Add the garlic.</li></ol>`;
    expect(
      readVisibleRecipe(parseDocument(page('<h3>Recipe Tags</h3><div>Side Dishes</div><div>Vegetarian</div>')))
        ?.ingredients,
    ).toEqual(['1 tbsp olive oil', '2 cloves garlic']);
    expect(
      readVisibleRecipe(parseDocument(page('<h3>For the garnish</h3><p>Parsley</p><p>Lemon wedges</p>')))?.ingredients,
    ).toEqual(['1 tbsp olive oil', '2 cloves garlic', 'Parsley', 'Lemon wedges']);
  });
});

describe('sentences among ingredient rows written as blocks', () => {
  it('leaves out a sentence about the ingredients, but reads ingredients that are all sentences', () => {
    expect(
      ingredients(`<h2>Zutaten</h2><p>Für die Zutatenmenge reicht ein Schmortopf mit 3,7 Liter Fassungsvermögen völlig aus.</p>
        <p>600 g Rindergulasch</p><p>400 ml Rinderfond</p><p>1 Prise Salz</p>`),
    ).toEqual(['600 g Rindergulasch', '400 ml Rinderfond', '1 Prise Salz']);
    expect(
      ingredients(`<h2>Ingredients</h2><p>Some good bread from the baker down the road, sliced thickly.</p>
        <p>Plenty of ripe tomatoes from the garden, or the best you can find.</p>`),
    ).toHaveLength(2);
  });

  it('leaves out a shorter sentence that speaks to the cook, a line or a list item, but no row that says "I"', () => {
    expect(
      ingredients(
        `<h2>Ingredients</h2><p>2 cups flour<br>1 cup sugar<br>2 lemons<br>You can use limes instead of lemons.</p>`,
      ),
    ).toEqual(['2 cups flour', '1 cup sugar', '2 lemons']);
    expect(
      ingredients(`<h2>Zutaten</h2><ul><li>200 g Mehl</li><li>2 Eier</li><li>Die Butter sollten Sie vorher weich werden lassen.</li>
        <li>Salz und frisch gemahlener Pfeffer.</li></ul>`),
    ).toEqual(['200 g Mehl', '2 Eier', 'Salz und frisch gemahlener Pfeffer.']);
    expect(
      ingredients(
        `<h2>Ingredients</h2><ul><li>1 cup flour (I use spelt.)</li><li>2 eggs</li><li>Oil, for greasing your hands</li></ul>`,
      ),
    ).toEqual(['1 cup flour (I use spelt.)', '2 eggs', 'Oil, for greasing your hands']);
  });
});

describe('rows written as blocks, then a list', () => {
  it('reads the rows of a table and the list of what to serve with it, without the servings line over them', () => {
    expect(
      ingredients(`<h3>Składniki</h3><div>2 - 4 porcje</div>
        <table><tr><td>1</td><td>kalafior</td></tr><tr><td>4</td><td>łyżki oliwy</td></tr><tr><td></td><td>sól morska</td></tr></table>
        <div>do podania</div><ul><li>sos czosnkowy</li><li>natka pietruszki</li></ul>`),
    ).toEqual(['1 kalafior', '4 łyżki oliwy', 'sól morska', 'sos czosnkowy', 'natka pietruszki']);
  });

  it('reads the names over rows in one block of lines as groups, where the block starts with one', () => {
    expect(
      ingredients(`<h3>Ingredients</h3><p>Dry brine<br>2 pounds chicken wings<br>1 tablespoon salt<br>Glaze<br>
        2 tablespoons oil<br>1/4 cup sugar<br>Flaky salt</p>`),
    ).toEqual(['2 pounds chicken wings', '1 tablespoon salt', '2 tablespoons oil', '1/4 cup sugar', 'Flaky salt']);
    // (Not a row without its amount among rows that start with theirs.)
    expect(ingredients(`<h3>Ingredients</h3><p>2 eggs<br>Salt<br>1 cup flour<br>2 tsp sugar</p>`)).toEqual([
      '2 eggs',
      'Salt',
      '1 cup flour',
      '2 tsp sugar',
    ]);
  });

  it('reads a row added to taste typed after the list, but no sentence to the cook', () => {
    expect(
      ingredients(`<h3>Ingredients</h3><ul><li>300 g flour</li><li>3 eggs</li></ul><p>Salt and pepper, to taste</p>
        <p>Season to taste, you can add more later!</p>`),
    ).toEqual(['300 g flour', '3 eggs', 'Salt and pepper, to taste']);
    expect(ingredients(`<h3>Ingredienti</h3><ul><li>Farina 300 g</li><li>Uova 3</li></ul><p>Sale q.b.</p>`)).toEqual([
      'Farina 300 g',
      'Uova 3',
      'Sale q.b.',
    ]);
  });

  it('reads a fraction written with a raised numerator as the fraction a browser shows', () => {
    expect(
      ingredients(`<h3>Ingredients</h3><ul><li>1<sup>1</sup>/<sub>2</sub> cups flour</li><li>2<sup>nd</sup> egg</li>
      <li><sup>3</sup>&frasl;<sub>4</sub> cup milk</li></ul>`),
    ).toEqual(['1 1/2 cups flour', '2nd egg', '3⁄4 cup milk']);
  });

  it('reads no count or link before the list as a row', () => {
    expect(
      ingredients(`<h3>Ingredients</h3><div><a href="#comments">4</a></div><div>13131</div>
        <div><a href="/share">2 friends shared this</a></div><ul><li>4 cups apple cider</li><li>1 large egg</li></ul>`),
    ).toEqual(['4 cups apple cider', '1 large egg']);
  });
});

describe('ingredients run together in one paragraph', () => {
  it('reads a line for each amount, a preparation kept with its ingredient', () => {
    const recipe = readVisibleRecipe(
      parseDocument(`<h1>Onion Fritters</h1><h2>Ingredients</h2><p>2 eggs, 1 cup flour, 1 onion, diced, ½ tsp salt</p>
        <h2>Method</h2><ol><li>Whisk the eggs and flour.</li><li>Fold in the onion and fry.</li></ol>`),
    );
    expect(recipe?.ingredients).toEqual(['2 eggs', '1 cup flour', '1 onion, diced', '½ tsp salt']);
  });

  it('keeps one line with fewer amounts, or not starting with one, as it is', () => {
    expect(runTogether('2 cups flour, 1 reserved for dusting')).toEqual(['2 cups flour, 1 reserved for dusting']);
    expect(runTogether('Salt, 1 pinch, 2 more, 3 at the end')).toEqual(['Salt, 1 pinch, 2 more, 3 at the end']);
  });

  it('reads a line for each name written before its amount, three or more, most with one, not times', () => {
    expect(runTogether('돼지고기 300g, 양파 1개, 간장 2큰술, 소금 약간')).toEqual([
      '돼지고기 300g',
      '양파 1개',
      '간장 2큰술',
      '소금 약간',
    ]);
    expect(runTogether('Mehl 200 g; Eier 3; Milch 300 ml')).toEqual(['Mehl 200 g', 'Eier 3', 'Milch 300 ml']);
    expect(runTogether('Prep 10 min, Cook 20 min, Serves 4')).toEqual(['Prep 10 min, Cook 20 min, Serves 4']);
    expect(runTogether('Flour, sugar, butter 200 g')).toEqual(['Flour, sugar, butter 200 g']);
  });

  it('cuts no row inside its brackets ("(12 Tbsp; 170g)")', () => {
    expect(runTogether('3/4 cup (12 Tbsp; 170g) butter, softened, 1/2 cup (100g) sugar, 1 egg, 1 tsp vanilla')).toEqual(
      ['3/4 cup (12 Tbsp; 170g) butter, softened', '1/2 cup (100g) sugar', '1 egg', '1 tsp vanilla'],
    );
  });
});

describe('a baker’s table of weights', () => {
  it('reads each row of a grid as a weight in the header’s unit and a name, without the shares and the total', () => {
    const cells = (...texts: string[]) =>
      `<div class="col-6">${texts[0]}</div><div class="col-3">${texts[1]}</div><div class="col-3">${texts[2]}</div>`;
    const recipe = readVisibleRecipe(
      parseDocument(`<h1>Multiseed Rolls</h1><h2>Ingredients</h2><div class="row">
        <div class="col-12"><span class="group-label">Group 1</span></div>
        ${cells('<span class="sr-only">Ingredient</span>', 'KG', '%')}${cells('Wheat flour', '5.000', '50.00')}
        ${cells('Yeast', '0.250', '2.50')}${cells('Water', '5.000', '50.00')}</div><p>15.25 Total Weight</p>
        <h2>Method</h2><ol><li>Mix all of the ingredients.</li><li>Bake at 230℃ for 12 minutes.</li></ol>`),
    );
    expect(recipe?.ingredients).toEqual(['5.000 kg Wheat flour', '0.250 kg Yeast', '5.000 kg Water']);
  });

  it('keeps lines that are no such table as they are', () => {
    expect(readWeightTable(['kg', '2 eggs'])).toEqual(['kg', '2 eggs']);
    expect(readWeightTable(['500 g flour', '10 g salt'])).toEqual(['500 g flour', '10 g salt']);
  });
});

describe("a meal kit's facts about the products in its box", () => {
  it('leaves out the facts and the name of the product over them, and reads the rows around them', () => {
    expect(
      ingredients(`<h2>Ingrédients</h2><ul><li>4x gousse d'ail (16g)</li><li>150 g multifeuille</li><li>qq brins persil plat</li>
        <li><p>Cuisse de canard</p><p>Composition: 100% viande de canard</p></li>
        <li><p>Romarin séché (sachet)</p><p>Traces possibles d'allergènes: Gluten, Soja</p><p>Mode d'emploi: Prêt à l'emploi</p></li>
        <li><p>Multifeuille</p><p>Conservation: A conserver entre 1°c et 4°c</p></li></ul>
        <p>Dans votre cuisine</p><ul><li>sel</li><li>huile d'olive</li></ul>`),
    ).toEqual(["4x gousse d'ail (16g)", '150 g multifeuille', 'qq brins persil plat', 'sel', "huile d'olive"]);
  });
});

describe('amounts and names in blocks of their own', () => {
  it('reads any line after an amount alone as its name, one that starts with a number too', () => {
    const rows = ['1', 'lb. ground pork', '1', '2" piece ginger, grated', '', 'Kosher salt'];
    expect(ingredients(`<h2>Ingredients</h2><div>${rows.map((r) => `<div>${r}</div>`).join('')}</div>`)).toEqual([
      '1 lb. ground pork',
      '1 2" piece ginger, grated',
      'Kosher salt',
    ]);
  });
});
