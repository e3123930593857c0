import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { runTogether } from './run-together';
import { readVisibleRecipe } from './visible-recipe';

// A blog post's recipe, written in its text as a person types it: no recipe card, no lists.
const read = (html: string) => readVisibleRecipe(parseDocument(html));

describe('a recipe written in a blog post', () => {
  it('reads one paragraph of numbered steps as those steps', () => {
    const recipe = read(`<h1>Pancakes</h1><h3>Ingredients</h3><ul><li>200 g flour</li><li>2 eggs</li></ul>
      <h3>Method</h3><p>1. Put the flour in a bowl. 2. Whisk in the eggs and milk. 3. Fry for a minute a side.</p>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Put the flour in a bowl.',
      'Whisk in the eggs and milk.',
      'Fry for a minute a side.',
    ]);
  });

  it('reads ingredients written as one paragraph and a method of numbered paragraphs under no heading', () => {
    const recipe = read(`<h1>Tourte mit Feigen</h1><p>Feigen sind wieder fast in jedem Obstladen zu finden.</p>
      <h2>Zutaten für eine Tourte mit Feigen:</h2>
      <p>4-5 Feigen, 1 Confit de Canard (Brust oder 2 Keulen), 3 Schalotten, 150 ml Rotwein (optional), Rosmarin,
      Thymian, 1 Rolle Blätterteig (Quadratisch, oder 2 runde), 50 g Mandeln, fein gehobelt, Milch zum Pinseln.</p>
      <p>Utensilien: 20 cm Quichering</p>
      <p>1- Die Schalotten schälen und in dünnen Scheiben schneiden.</p>
      <p>Die Entenbrust auf einem Teller platzieren und das Fleisch ziehen.</p>
      <p>2- In einer großen Pfanne die Schalotten braten und dann das Fleisch geben.</p>
      <p>3- Den Blätterteig ausrollen und 35 Minuten bei 180°C backen.</p>
      <p>Wer noch eine Sauce mag, kann Feigen mit Rotwein köcheln.</p>
      <h4>Bon appétit!</h4><ul><li><a href="/a">Tatin mit Confit</a></li><li><a href="/b">Navarin</a></li></ul>`);
    expect(recipe?.ingredients).toEqual([
      '4-5 Feigen',
      '1 Confit de Canard (Brust oder 2 Keulen)',
      '3 Schalotten',
      '150 ml Rotwein (optional)',
      'Rosmarin',
      'Thymian',
      '1 Rolle Blätterteig (Quadratisch, oder 2 runde)',
      '50 g Mandeln, fein gehobelt',
      'Milch zum Pinseln.',
    ]);
    // The page's numbers ("1-") are layout; a paragraph without one goes on the step before it.
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Die Schalotten schälen und in dünnen Scheiben schneiden. Die Entenbrust auf einem Teller platzieren und das Fleisch ziehen.',
      'In einer großen Pfanne die Schalotten braten und dann das Fleisch geben.',
      'Den Blätterteig ausrollen und 35 Minuten bei 180°C backen.',
    ]);
  });

  it('takes a heading saying whom the recipe is for over one paragraph of ingredients as their heading', () => {
    const recipe = read(`<h1>Tagliatelles carbonara</h1><p>Une histoire de pâtes.</p><h3>Pour 2 personnes :</h3>
      <p>250 g de tagliatelles, 100 g de lardons fumés, 1 oeuf, 4 cs de parmesan râpé, 1 gousse d'ail</p>
      <div><p>1- Versez l'œuf dans un bol.</p><p>2- Ajoutez le parmesan et mélangez.</p></div>`);
    expect(recipe?.ingredients).toEqual([
      '250 g de tagliatelles',
      '100 g de lardons fumés',
      '1 oeuf',
      '4 cs de parmesan râpé',
      "1 gousse d'ail",
    ]);
    expect(recipe?.steps.map((s) => s.text)).toEqual(["Versez l'œuf dans un bol.", 'Ajoutez le parmesan et mélangez.']);
  });

  it('takes a line saying whom the recipe is for over rows written as blocks as their heading', () => {
    const recipe = read(`<h1>Tagliatelles carbonara</h1><div>Une histoire de pâtes.</div><p>Pour 2 personnes:</p>
      <div>250 g de tagliatelles</div><div>100 g de lardons fumés</div><div>1 oeuf</div><div>poivre du moulin</div>
      <div>1- Versez l'œuf dans un bol.</div><div>2- Ajoutez le parmesan et mélangez.</div><div>Article précédent</div>`);
    expect(recipe?.ingredients).toEqual([
      '250 g de tagliatelles',
      '100 g de lardons fumés',
      '1 oeuf',
      'poivre du moulin',
    ]);
    expect(recipe?.steps.map((s) => s.text)).toEqual(["Versez l'œuf dans un bol.", 'Ajoutez le parmesan et mélangez.']);
  });

  it("leaves a short line in a block of its own between the rows and the first step out of both (the method's heading)", () => {
    const recipe = read(`<h1>Banh Mi</h1><div><p><span>Ingredients</span></p><div><p>100g tofu, sliced<br>1 baguette
      <br>1/2 tsp soy sauce<br>oil</p></div></div><div><p><span>Get started</span></p><div><p>Slice the baguette in
      half lengthways.<br>Marinade the tofu for 30 minutes.<br>Fry the tofu until golden. Allow to cool.</p></div></div>`);
    expect(recipe?.ingredients).toEqual(['100g tofu, sliced', '1 baguette', '1/2 tsp soy sauce', 'oil']);
    expect(recipe?.steps).toHaveLength(3);
    expect(recipe?.steps[0]).toEqual({ text: 'Slice the baguette in half lengthways.', label: null });
  });

  it('keeps a last row of its own with a note ("Parmesan cheese, for garnish") among the rows, not as the method\'s heading', () => {
    const recipe = read(`<h1>Rainbow Pasta</h1><h3>Ingredients</h3><div><p><b>For the sauce</b>:<br>6 tablespoons butter
      <br>Kosher salt to taste</p></div><div><p>Parmesan cheese, for garnish</p></div></section><section><div><p>Melt
      the butter in a pan over low heat.</p><p>Toss the pasta in the butter and serve it at once.</p></div></section>`);
    expect(recipe?.ingredients).toEqual([
      '6 tablespoons butter',
      'Kosher salt to taste',
      'Parmesan cheese, for garnish',
    ]);
    expect(recipe?.steps).toHaveLength(2);
  });

  it('keeps a last row without an amount wrapped as each row is ("<div><p>salt to taste</p></div>") among the rows', () => {
    const recipe = read(`<h1>Chili</h1><h2>Ingredients</h2><div><div><p>1 lb beef</p></div><div><p>1 tsp cumin</p></div>
      <div><p>salt to taste</p></div></div><div><div><p>Brown the beef in a large skillet over medium heat.</p>
      <p>Add the cumin and the beans and simmer for an hour.</p></div></div>`);
    expect(recipe?.ingredients).toEqual(['1 lb beef', '1 tsp cumin', 'salt to taste']);
    expect(recipe?.steps).toHaveLength(2);
  });

  it("reads rows written as blocks under a card's bold control ('Units Scale') and the paragraphs after them", () => {
    const recipe = read(`<h1>Thumbprint Cookies</h1><h3>Ingredients</h3><div><p><strong>Units Scale</strong></p>
      <div>1 cup butter, softened</div><div>1 cup sugar</div><div>2 egg yolks</div></div>
      <p>Preheat your oven to 350°F and line two baking sheets.</p><p>Beat the butter and the sugar until fluffy.</p>
      <p>Bake the cookies for 16 minutes.</p><h3>Notes</h3><p>They freeze well.</p>`);
    expect(recipe?.ingredients).toEqual(['1 cup butter, softened', '1 cup sugar', '2 egg yolks']);
    expect(recipe?.steps).toHaveLength(3);
  });

  it('reads the paragraphs after the ingredients as the method, not the list of facts under the heading after them', () => {
    const recipe = read(`<h1>Thumbprint Cookies</h1><h3>Ingredients</h3><ul><li>1 cup butter, softened</li>
      <li>1 cup sugar</li><li>2 egg yolks</li></ul><p>Preheat your oven to 350°F and line two baking sheets.</p>
      <p>Beat the butter and the sugar until fluffy, then add the yolks.</p><p>Bake the cookies for 16 minutes.</p>
      <h3>Notes</h3><p>They freeze well.</p><ul><li>Author: Carrie Forrest</li><li>Prep Time: 30 minutes</li>
      <li>Category: Dessert</li><li>Oven</li></ul>`);
    expect(recipe?.ingredients).toEqual(['1 cup butter, softened', '1 cup sugar', '2 egg yolks']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Preheat your oven to 350°F and line two baking sheets.',
      'Beat the butter and the sugar until fluffy, then add the yolks.',
      'Bake the cookies for 16 minutes.',
    ]);
  });

  it('leaves a footnote on the rows (“* Amounts are examples.”) out of the method that follows them under no heading', () => {
    const recipe = read(`<h1>Spinat-Pancakes</h1><h2>Zutaten</h2><ul><li>80 g Spinat</li><li>100 g Dinkelmehl</li>
      <li>2 Eier</li></ul><p>* Beispielhafte Mengenvorgaben, individuelle Mengen entnehmen Sie bitte Ihrem Plan.</p>
      <p>Den gefrorenen Spinat eine Stunde vorher auftauen lassen.</p><p>Die Eier und das Mehl unter den Spinat mischen.</p>`);
    expect(recipe?.ingredients).toEqual(['80 g Spinat', '100 g Dinkelmehl', '2 Eier']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Den gefrorenen Spinat eine Stunde vorher auftauen lassen.',
      'Die Eier und das Mehl unter den Spinat mischen.',
    ]);
  });

  it('splits a run-together line at amounts and capitals, not inside brackets or before a preparation', () => {
    expect(runTogether('2 eggs, 1 cup flour, sifted, 3 tbsp sugar, Salt, Pepper')).toEqual([
      '2 eggs',
      '1 cup flour, sifted',
      '3 tbsp sugar',
      'Salt',
      'Pepper',
    ]);
    expect(runTogether('1 cup cheese (Parmesan, Pecorino), 2 eggs, 1 onion')).toEqual([
      '1 cup cheese (Parmesan, Pecorino)',
      '2 eggs',
      '1 onion',
    ]);
    // Fewer than three amounts: one ingredient with its notes, as written.
    expect(runTogether('1 onion, Spanish or red, 2 cloves garlic')).toEqual([
      '1 onion, Spanish or red, 2 cloves garlic',
    ]);
  });
});

describe('a method written as numbered paragraphs', () => {
  const method = (body: string) =>
    read(`<h1>Chickpeas</h1><h2>Ingredients</h2><ul><li>1 can chickpeas</li><li>2 tbsp olive oil</li></ul>
      <h2>Method</h2>${body}`)?.steps;

  it('reads each group counting from 1 again, its name a label, without the numbers', () => {
    const steps = method(`<p><b>Oven</b></p><p>1. Heat the oven to 200C.</p><p>2. Roast for 30 minutes.</p>
      <p><b>Air fryer</b></p><p>1. Heat the air fryer to 190C.</p><p>2. Fry for 15 minutes, shaking halfway.</p>`);
    expect(steps).toEqual([
      { text: 'Heat the oven to 200C.', label: 'Oven' },
      { text: 'Roast for 30 minutes.', label: null },
      { text: 'Heat the air fryer to 190C.', label: 'Air fryer' },
      { text: 'Fry for 15 minutes, shaking halfway.', label: null },
    ]);
  });

  it('ends one paragraph of numbered steps at the paragraph after it: a credit, or the method again for print', () => {
    const steps = method(`<p>1. Drain the chickpeas. 2. Toss with the oil. 3. Roast until crisp.</p>
      <p>Recipe adapted from The Great Chickpea Book.</p><p>1. Drain the chickpeas. 2. Toss with the oil.</p>`);
    expect(steps?.map((s) => s.text)).toEqual(['Drain the chickpeas.', 'Toss with the oil.', 'Roast until crisp.']);
  });

  it('passes over a note among the lines of one paragraph of steps, and ends at a note after them', () => {
    const steps = method(`<p>Drain the chickpeas.<br>Tip: keep the water for meringues.<br>Toss with the oil.<br>
      Roast until crisp.</p><p>Note: they keep for a week in a jar.</p>`);
    expect(steps?.map((s) => s.text)).toEqual(['Drain the chickpeas.', 'Toss with the oil.', 'Roast until crisp.']);
  });

  it("ends the method at a short question after it (a cooking mode's control), and knows 'Let's get started!'", () => {
    const recipe = read(`<h1>Tacos</h1><p>Ingredients</p><p>2 tbsp oil<br>6 corn tortillas</p><p>Let's get started!</p>
      <div class="steps"><div>Heat the oil in a skillet.</div><br><div>Toast each tortilla for a minute.</div><br>
      <div>Fill the tortillas and serve!</div><div class="progress"><div>Need to start again?</div><button>Reset</button>
      <div>Recipe Complete!</div></div></div>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Heat the oil in a skillet.',
      'Toast each tortilla for a minute.',
      'Fill the tortillas and serve!',
    ]);
  });

  it('reads a list of sentences straight after the ingredients as the method, not as more ingredients', () => {
    const recipe =
      read(`<h1>Tacos</h1><p>Our Tuesday tacos.</p><h2>Street Tacos</h2><ul><li>2 tbsp oil</li><li>6 corn tortillas</li>
      <li>1 cup salsa</li></ul><ol><li>Heat the oil in a skillet.</li><li>Toast each tortilla for a minute.</li>
      <li>Fill the tortillas with salsa and serve.</li></ol><div>Recipe Complete!</div><div>Well done!</div>`);
    expect(recipe?.ingredients).toEqual(['2 tbsp oil', '6 corn tortillas', '1 cup salsa']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Heat the oil in a skillet.',
      'Toast each tortilla for a minute.',
      'Fill the tortillas with salsa and serve.',
    ]);
  });

  it('reads rows written as blocks under a servings line and the list of sentences after them, with no headings', () => {
    const recipe = read(`<h1>Cake savane</h1><p>Un cake marbré comme au supermarché.</p><div>Cuisson 45 min</div>
      <div>Personnes 6/8</div><div>3 œufs</div><div>70 g de sucre</div><div>250 g de farine</div>
      <ol><li>Préchauffe le four à 165°.</li><li>Fouette les œufs et le sucre.</li><li>Ajoute la farine et enfourne.</li>
      </ol><h2>Conservation</h2><p>Le cake se conserve une semaine dans une boîte.</p>`);
    expect(recipe?.ingredients).toEqual(['3 œufs', '70 g de sucre', '250 g de farine']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Préchauffe le four à 165°.',
      'Fouette les œufs et le sucre.',
      'Ajoute la farine et enfourne.',
    ]);
  });

  it('splits numbered steps written without their stops, three or more, each number before a capital', () => {
    const steps = method(`<p>1. Koka valfri pasta 2. Ånga broccolin tills den är mjuk 3. Blanda med pastan</p>`);
    expect(steps?.map((s) => s.text)).toEqual([
      'Koka valfri pasta',
      'Ånga broccolin tills den är mjuk',
      'Blanda med pastan',
    ]);
  });

  it('keeps a numbered step that ends with what it uses: a step, not the list of its ingredients', () => {
    // (Numbered with a number skipped, as typed: the numbers stay, and "4." is no amount.)
    const steps = method(`<ol><li>1. Drain the chickpeas.</li><li>2. Roast until crisp.</li>
      <li>4. Toss them with the oil. 2 tbsp olive oil</li></ol>`);
    expect(steps?.map((s) => s.text)).toEqual([
      '1. Drain the chickpeas.',
      '2. Roast until crisp.',
      '4. Toss them with the oil.',
    ]);
  });
});

describe('a recipe card written as bold lines and lines broken by <br>', () => {
  const card = (inner: string) =>
    readVisibleRecipe(
      parseDocument(`<h1>Chocolate Chip Banana Bread</h1><p>Our favourite loaf, with a story.</p>
      <div class="card">${inner}</div>`),
    );

  it('is named by its bold name past its facts and tools written as plain lines, not by a tool', () => {
    const recipe = card(`<p><strong>Best Banana Bread with Chocolate Chips</strong></p><p>Soft and sweet, this loaf.</p>
      <p>Prep Time 10<br>Cook Time 65<br>Cooling Time 5<br>Total Time 80<br>Course Breakfast<br>Cuisine American<br>
      Servings 8<br>Calories 412 kcal</p><p><strong>Equipment</strong></p>
      <p>9 x 5 inch loaf pan<br><a href="/w">whisk</a><br><a href="/b">mixing bowl</a><br><a href="/r">wire rack</a><br>
      <a href="/s">Banana Bread pan</a></p>
      <p><strong>Ingredients</strong></p><p>2 cups mashed bananas<br>2 cups flour<br>2 large eggs</p>
      <p><strong>Instructions</strong></p><p>Heat the oven to 175C.<br>Mix everything.<br>Bake for an hour.</p>`);
    expect(recipe?.title).toBe('Best Banana Bread with Chocolate Chips');
  });

  it("ends a method named again by a second heading with the second's block, when no group's name follows it", () => {
    const recipe = readVisibleRecipe(
      parseDocument(`<h1>Lasagne</h1><div class="post"><p>Ingredienti</p><p>250 g di sfoglie<br>300 g di radicchio</p>
      <p>Procedimento</p><div class="steps"><p>Come fare le lasagne al radicchio</p>
      <p>Per prima cosa puliamo il radicchio e lo tagliamo a listarelle.</p>
      <p>Componiamo le lasagne e cuociamo in forno per 30 minuti.</p></div>
      <p>Guarda le ricette di oggi, scelte per te dalla redazione della rivista.</p>
      <p>Scopri tutte le novità della settimana nella nostra newsletter gratuita.</p></div>`),
    );
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Per prima cosa puliamo il radicchio e lo tagliamo a listarelle.',
      'Componiamo le lasagne e cuociamo in forno per 30 minuti.',
    ]);
  });

  it('reads each group of the method, its name in bold, under a method heading of the same rank', () => {
    const recipe = card(`<p><strong>Ingredients</strong></p><p>2 cups mashed bananas<br>2 cups flour<br>2 eggs</p>
      <div class="instructions"><p><strong>Instructions</strong></p>
      <div class="group"><p><strong>Preparation</strong></p><p>Heat the oven to 175C.<br>Grease a loaf tin.<br>
      Mash the bananas.</p></div>
      <div class="group"><p><strong>Make the batter</strong></p><p>Mix in the flour and eggs.<br>Pour into the tin.</p>
      </div></div>`);
    expect(recipe?.steps).toEqual([
      { text: 'Heat the oven to 175C.', label: null },
      { text: 'Grease a loaf tin.', label: null },
      { text: 'Mash the bananas.', label: null },
      { text: 'Mix in the flour and eggs.', label: 'Make the batter' },
      { text: 'Pour into the tin.', label: null },
    ]);
  });
});

describe('ingredients typed as lines broken by <br>', () => {
  it('takes a short paragraph of its own over a paragraph of rows for the name of a group, not a row', () => {
    const recipe = read(`<h1>Croissants</h1><h2>Ingredients</h2><p>Croissant Dough</p>
      <p>115 g sourdough starter<br>36 g sugar<br>423 g flour</p><p>Butter Block</p><p>227 g butter, cold<br>8 g flour</p>
      <p>icing sugar</p><h2>Method</h2><ol><li>Mix the dough.</li><li>Fold in the butter.</li></ol>`);
    expect(recipe?.ingredients).toEqual([
      '115 g sourdough starter',
      '36 g sugar',
      '423 g flour',
      '227 g butter, cold',
      '8 g flour',
      'icing sugar',
    ]);
  });

  it('takes a short line written as another element than the rows under it for the name of a group (a <p> among <div>s)', () => {
    const recipe = read(`<h1>Croissants</h1><p>Ingredients</p><p>Croissant Dough</p><div>115 g sourdough starter</div>
      <div>36 g sugar</div><p>Butter Block</p><div>227 g butter, cold</div><div>8 g flour</div><div>icing sugar</div>
      <p>Instructions</p><div>Mix the dough and let it rise overnight.</div><div>Fold in the butter block twice.</div>`);
    expect(recipe?.ingredients).toEqual([
      '115 g sourdough starter',
      '36 g sugar',
      '227 g butter, cold',
      '8 g flour',
      'icing sugar',
    ]);
  });

  it('takes a short first paragraph of two or more blocks of rows (two or more each) for the name of its group, not a row', () => {
    const recipe = read(`<h1>Wings</h1><h2>Ingredients</h2><div><p>Dry brine</p><p>2 pounds chicken wings</p>
      <p>1 tablespoon salt</p></div><div><p>Sticky coating</p><p>2 tablespoons oil</p><p>1/2 cup molasses</p><p>Flaky salt</p></div>
      <h2>Method</h2><ol><li>Brine the wings.</li><li>Roast them.</li></ol>`);
    expect(recipe?.ingredients).toEqual([
      '2 pounds chicken wings',
      '1 tablespoon salt',
      '2 tablespoons oil',
      '1/2 cup molasses',
      'Flaky salt',
    ]);
  });

  it('keeps the first row of one such block, and a name over its own amount', () => {
    const one = read(`<h1>Wings</h1><h2>Ingredients</h2><div><p>Chicken wings</p><p>1 tablespoon salt</p>
      <p>2 tablespoons oil</p></div><h2>Method</h2><ol><li>Season the wings.</li><li>Roast them.</li></ol>`);
    expect(one?.ingredients).toEqual(['Chicken wings', '1 tablespoon salt', '2 tablespoons oil']);
    const pairs = read(`<h1>Placki</h1><h2>Składniki</h2><div><p>ziemniaki</p><p>1 kilogram</p></div>
      <div><p>cebula</p><p>1 sztuka</p></div><div><p>mąka</p><p>3 łyżki</p></div>
      <h2>Przygotowanie</h2><ol><li>Zetrzyj ziemniaki.</li><li>Usmaż placki.</li></ol>`);
    expect(pairs?.ingredients).toEqual(['ziemniaki 1 kilogram', 'cebula 1 sztuka', 'mąka 3 łyżki']);
  });
});
