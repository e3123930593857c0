import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';

const read = (html: string) => readVisibleRecipe(parseDocument(html));

describe('readVisibleRecipe', () => {
  it('finds the recipe under its own headings, past navigation and the post header, in the page language', () => {
    const recipe = read(`<body><header><a href="/">Skip to content past banner and navigation links</a>
      <p>Posted on Wed 13th March 2024</p></header>
      <h1>Kartoffelsalat</h1><p>Ein Klassiker. Zubereitungszeit 30 Minuten.</p>
      <h2>Zutaten für 4 Personen</h2>
      <ul><li>1 kg Kartoffeln</li><li><b>Für das Dressing:</b></li><li>3 EL Essig</li><li>1 Zwiebel</li></ul>
      <h2>Zubereitung</h2>
      <ol><li><span>1</span></li><li>Kartoffeln kochen und pellen.</li><li>Mit dem Dressing mischen.</li></ol>
      <h2>Tipps</h2><p>Am besten lauwarm.</p></body>`);
    expect(recipe).toEqual({
      title: 'Kartoffelsalat',
      ingredients: ['1 kg Kartoffeln', '3 EL Essig', '1 Zwiebel'],
      steps: [
        { text: 'Kartoffeln kochen und pellen.', label: null },
        { text: 'Mit dem Dressing mischen.', label: null },
      ],
    });
  });

  it('keeps section headings of the steps as labels and drops step numbers on their own line', () => {
    const recipe = read(`<h3>Ingrédients</h3><p>200 g de farine</p><p>2 œufs</p>
      <h3>Préparation</h3><h4>Étape 1</h4><p>Mélanger la farine et les œufs.</p>
      <h4>Pour la sauce :</h4><p>Faire fondre le beurre.</p>`);
    expect(recipe?.ingredients).toEqual(['200 g de farine', '2 œufs']);
    expect(recipe?.steps).toEqual([
      { text: 'Mélanger la farine et les œufs.', label: null },
      { text: 'Faire fondre le beurre.', label: 'Pour la sauce' },
    ]);
  });

  it('joins a name and its amount laid out in blocks of their own, and prefers the candidate with steps', () => {
    const recipe = read(`<h2>Ingredients you will need</h2><p>Good butter makes it.</p>
      <div><h2>Składniki</h2><div>ziemniaki</div><div>1 kilogram</div><div>sól</div><div>1 szczypta</div>
      <h2>Przygotowanie krok po kroku</h2><p>Obierz ziemniaki.</p></div>`);
    expect(recipe?.ingredients).toEqual(['ziemniaki 1 kilogram', 'sól 1 szczypta']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Obierz ziemniaki.']);
  });

  it('joins amounts laid out before their names, and leaves lists of whole lines as they are', () => {
    const greek = read(`<h2>Υλικά</h2><div>2</div><div>αβοκάντο ώριμα</div><div>4</div><div>αυγά</div><div>Αλάτι</div>
      <h2>Εκτέλεση</h2><p>Ψήνουμε.</p>`);
    expect(greek?.ingredients).toEqual(['2 αβοκάντο ώριμα', '4 αυγά', 'Αλάτι']);
    const whole = read(`<h2>Ingrédients</h2><p>3 œufs</p><p>70 g de sucre</p><h2>Préparation</h2><p>Fouette.</p>`);
    expect(whole?.ingredients).toEqual(['3 œufs', '70 g de sucre']);
  });

  it('takes the list after the next heading as the steps when no method heading names them', () => {
    const recipe = read(`<h1>Marshmallow Fondant</h1><h4>Things you'll need</h4><p>Ingredients</p>
      <ul><li>1 bag mini marshmallows</li><li>3 tablespoons water</li></ul>
      <h4>Let's get started!</h4><ol><li>Melt the marshmallows.</li><li>Knead in the sugar.</li></ol>
      <p>Written By Rosanna</p><ul><li>Share</li></ul>`);
    expect(recipe).toEqual({
      title: 'Marshmallow Fondant',
      ingredients: ['1 bag mini marshmallows', '3 tablespoons water'],
      steps: [
        { text: 'Melt the marshmallows.', label: null },
        { text: 'Knead in the sugar.', label: null },
      ],
    });
  });

  it('reads a method shown before the ingredients, in a sidebar', () => {
    const recipe = read(`<h1>Cheese Toastie</h1><b>Method</b><ul><li>Preheat a sandwich press.</li><li>Toast.</li></ul>
      <aside><h2>Ingredients</h2><ul><li>2 slices bread</li><li>1 slice cheese</li></ul></aside>`);
    expect(recipe?.ingredients).toEqual(['2 slices bread', '1 slice cheese']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Preheat a sandwich press.', 'Toast.']);
  });

  it('reads one list of a recipe shown in several units, leaves facts out and keeps sub-lists in place', () => {
    const recipe = read(`<h3>Ingredients</h3>
      <ul><li>85 g butterscotch candies</li><li>50 g pecans</li><li>200 g butter<ul><li>softened</li></ul></li></ul>
      <ul><li>3 oz butterscotch candies</li><li>1.8 oz pecans</li><li>7.1 oz butter</li></ul>
      <ul><li>Cooking Time: 13 mins</li><li>Serves: 20</li></ul>
      <h3>Step-by-step</h3><ol><li>Chop the candies.</li><li>Bake.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['85 g butterscotch candies', '50 g pecans', '200 g butter', 'softened']);
    expect(recipe?.steps).toHaveLength(2);
  });

  it('reads Japanese headings and answers null on a page without an ingredients heading', () => {
    expect(
      read(
        `<h2>材料</h2><ul><li>卵 2個</li><li>砂糖 大さじ1</li></ul><h2>作り方</h2><ol><li>混ぜる。</li><li>焼く。</li></ol>`,
      ),
    ).toMatchObject({ ingredients: ['卵 2個', '砂糖 大さじ1'], steps: [{ text: '混ぜる。' }, { text: '焼く。' }] });
    expect(read('<h1>About us</h1><p>We write about food.</p>')).toBeNull();
  });

  it('takes a heading saying whom the recipe is for as the ingredients heading on a page without one', () => {
    const page = (heading: string) =>
      read(`<h1>Tagliatelles</h1><p>A story about pasta.</p><h3>${heading}</h3><ul><li>250 g de tagliatelles</li>
        <li>1 oeuf</li></ul><p>1- Battez l'oeuf.</p><p>2- Cuisez les pâtes et mélangez.</p><p><a>ail</a><a>lardon</a></p>
        <ul><li>Article précédent</li><li>Article suivant</li></ul>`);
    // Steps written as paragraphs after the list, under no heading, end where the page goes on (tags).
    expect(page('Pour 2 personnes:')).toMatchObject({
      ingredients: ['250 g de tagliatelles', '1 oeuf'],
      steps: [{ text: "Battez l'oeuf." }, { text: 'Cuisez les pâtes et mélangez.' }],
    });
    expect(page('Serves 2')?.ingredients).toHaveLength(2);
    // Beside a real ingredients heading, a servings heading opens nothing.
    const both = read(`<h3>Serves 4</h3><ul><li>Home</li><li>Blog</li></ul>
      <h2>Ingredients</h2><ul><li>1 egg</li><li>1 cup flour</li></ul><h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>`);
    expect(both?.ingredients).toEqual(['1 egg', '1 cup flour']);
  });

  it('takes a heading over a list shaped like ingredients, with steps after it, on a page without an ingredients heading', () => {
    const page = (list: string) =>
      read(`<ul><li>Home</li><li>About</li></ul><h1>Orange carrots</h1><p>Yet another carrot recipe.</p>
        <h3>Recipe: Orange carrots</h3><ul>${list}</ul><p>Cut the carrots in chunks.</p>
        <p>Simmer them in the juice with the salt.</p><h3>Variation</h3><p>Use stock instead of juice.</p>`);
    expect(page('<li>3 large carrots</li><li>Orange juice</li><li>1/4 tsp. salt</li>')).toMatchObject({
      ingredients: ['3 large carrots', 'Orange juice', '1/4 tsp. salt'],
      steps: [{ text: 'Cut the carrots in chunks.' }, { text: 'Simmer them in the juice with the salt.' }],
    });
    // A list of links or of long lines is not ingredients, whatever follows it.
    expect(page('<li>Carrot cake</li><li>Carrot soup</li><li>Carrot salad</li>')).toBeNull();
  });

  it("prefers the recipe card to the post's list about its ingredients", () => {
    const about = (name: string) =>
      `<li>${name}: this gives the ice cream its body and is the key to a smooth texture with no eggs needed at all.</li>`;
    const recipe =
      read(`<h2>Ingredients</h2><ul>${['Cream', 'Milk', 'Coffee', 'Cocoa', 'Sugar', 'Vanilla'].map(about).join('')}</ul>
      <h2>How to make it</h2><ol><li>Whip the cream.</li><li>Fold in the rest.</li><li>Freeze overnight.</li></ol>
      <h3>Ingredients</h3><ul><li>2 cups cream</li><li>1 cup milk</li><li>2 tbsp coffee</li><li>1 tsp vanilla</li></ul>
      <h3>Instructions</h3><ol><li>Whip the cream, then fold in the rest.</li><li>Freeze for 8 hours.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['2 cups cream', '1 cup milk', '2 tbsp coffee', '1 tsp vanilla']);
    expect(recipe?.steps).toHaveLength(2);
  });

  it("names the recipe by its card's heading above the ingredients heading, else by the page's h1", () => {
    const card = (above: string) =>
      read(`<h1>Easy Mac and Cheese Recipe (With Video!)</h1><p>Story.</p><h2>Tips</h2><p>Use sharp cheddar.</p>
        ${above}<p>Prep 5 minutes</p><h3>Ingredients</h3><ul><li>1 lb macaroni</li><li>2 cups cheddar</li></ul>
        <h3>Instructions</h3><ol><li>Cook the pasta.</li><li>Stir in the cheese.</li></ol>`);
    expect(card('<h2>Easy Mac and Cheese</h2>')?.title).toBe('Easy Mac and Cheese');
    // The nearest heading above is a part of a recipe ("Notes") or a label: the page's h1 names it.
    expect(card('<h2>Notes</h2>')?.title).toBe('Easy Mac and Cheese Recipe (With Video!)');
    expect(card('<h2>You will love it because:</h2>')?.title).toBe('Easy Mac and Cheese Recipe (With Video!)');
  });

  it("keeps a step's title over its text ('Step 1 Roast the tomatoes') as its label, not a step", () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>500 g tomatoes</li><li>2 tbsp oil</li></ul><h2>Method</h2>
      <ol><li><h4>Step 1 Coat the tomatoes with oil</h4><p>Preheat the oven. Toss the tomatoes in the oil.</p></li>
      <li><h4>Step 2 Roast them</h4><p>Roast for 15 minutes.</p></li><li>Step 3: Serve hot.</li></ol>`);
    expect(recipe?.steps).toEqual([
      { text: 'Preheat the oven. Toss the tomatoes in the oil.', label: 'Coat the tomatoes with oil' },
      { text: 'Roast for 15 minutes.', label: 'Roast them' },
      { text: 'Serve hot.', label: null },
    ]);
  });

  it('leaves out of a step the ingredients a recipe plugin prints under it', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>1 pound ground beef</li><li>1/2 cup onions</li><li>Salt</li></ul>
      <h2>Instructions</h2><ol><li><div>Brown the beef. Drain the fat.</div><div>1 pound ground beef</div></li>
      <li><div>Add the onions and salt.</div><div><span>1/2 cup onions</span>, <span>salt</span></div></li>
      <li>Bake at 350°F. 20 minutes</li></ol>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Brown the beef. Drain the fat.',
      'Add the onions and salt.',
      // Not the recipe's ingredients: the step's own words.
      'Bake at 350°F. 20 minutes',
    ]);
  });

  it('reads steps laid out as numbered blocks, leaving out the lists under each (what it uses, settings)', () => {
    const recipe = read(`<h2>Ingrédients</h2><ul><li>400 g boeuf</li><li>10 cl vin rouge</li></ul>
      <h2>Préparation</h2><p>Etape 1 /3</p><p>Préparer les ingrédients.</p><ul><li>400 g boeuf</li><li>10 cl vin rouge</li></ul>
      <p>Etape 2 /3</p><p>Cuisson sous pression</p><ul><li>Haute pression</li><li>30 min</li></ul>
      <p>Etape 3 /3</p><p>Servir !</p><ul><li>Maintien au chaud</li></ul>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Préparer les ingrédients.', 'Cuisson sous pression', 'Servir!']);
  });

  it("keeps a method's groups named by plain lines ('Air Fryer Instructions') and stops at a list that is not steps", () => {
    const recipe = read(`<h3>Ingredients</h3><ul><li>1 can chickpeas</li><li>Cooking spray or olive oil</li></ul>
      <h3>Method</h3><div>Oven Instructions</div><ul><li>Preheat the oven.</li><li>Bake 30 minutes. Cooking spray or olive oil</li></ul>
      <div>Air Fryer Instructions</div><ul><li>Preheat the air fryer.</li><li>Fry 20 minutes.</li></ul>
      <div>More snacks</div><ul><li>Popcorn</li><li>Nuts</li></ul>`);
    expect(recipe?.steps).toEqual([
      { text: 'Preheat the oven.', label: 'Oven Instructions' },
      { text: 'Bake 30 minutes.', label: null },
      { text: 'Preheat the air fryer.', label: 'Air Fryer Instructions' },
      { text: 'Fry 20 minutes.', label: null },
    ]);
  });

  it('keeps a group named by a plain line whose one step ends with what it uses ("Mix well. ¾ cup sugar")', () => {
    const recipe = read(`<h3>Ingredients</h3><ul><li>2 cups flour</li><li>¾ cup sugar</li><li>¾ cup butter</li></ul>
      <h3>Instructions</h3><div>Prepare the Dough</div><ul><li>Mix the flour with water.</li><li>Let it rise.</li></ul>
      <div>For the Filling</div><ul><li><div>While the dough is rising, make the filling. Mix them well.</div>
      <div><span>¾ cup butter, </span><span>¾ cup sugar</span></div></li></ul>
      <div>Assembly</div><ul><li>Spread the filling on the dough.</li><li>Bake for 30 minutes.</li></ul>`);
    expect(recipe?.steps.map((s) => s.label)).toEqual(['Prepare the Dough', null, 'For the Filling', 'Assembly', null]);
  });

  it('reads the paragraphs of one list item of the method as one step, a bold lead-in included', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>2 eggs</li><li>4 chicken cutlets</li></ul><h2>Directions</h2>
      <ol><li><p><strong>Whisk the eggs:</strong></p><p>In a shallow dish, whisk the eggs.</p></li>
      <li><p>Fry the cutlets.</p><p>Leftovers keep for a week.</p></li></ol>`);
    expect(recipe?.steps).toEqual([
      { text: 'Whisk the eggs: In a shallow dish, whisk the eggs.', label: null },
      { text: 'Fry the cutlets. Leftovers keep for a week.', label: null },
    ]);
  });

  it("joins an item's amount and the paragraph after it, and drops the 'Step 1' printed before a step", () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li><strong>1</strong> <p>(8-ounce) wheel Brie</p></li>
      <li><strong>2</strong> <strong>tbsp.</strong> <p>apple butter</p></li><li><p>Kosher salt</p></li></ul>
      <h2>Directions</h2><ol><li><span class="n">Step 1</span> Heat the oven.</li><li>Step 2 Bake the Brie.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['1 (8-ounce) wheel Brie', '2 tbsp. apple butter', 'Kosher salt']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Heat the oven.', 'Bake the Brie.']);
  });
});

describe('readVisibleRecipe: cards shown by scripts, methods named after a colon', () => {
  const card = `<div style="display:none"><h2>Ingrediënten</h2><ul><li>1 kilo pruimen</li><li>250 gram suiker</li></ul></div>`;

  it('reads a recipe card the saved page hides until its scripts show it, and the method above it', () => {
    const recipe = read(`<h1>Pruimenjam</h1><p>Zelf jam maken is een klusje.</p>
      <h2>Pruimenjam maken: zo doe je dat</h2><ul><li>Spoel de pruimen goed schoon.</li><li>Kook de jam tien minuten.</li></ul>
      <h2>Nog meer lekkere jamrecepten:</h2><ul><li>Aardbeienjam met munt</li><li>Kaya toast</li></ul>${card}`);
    expect(recipe).toEqual({
      title: 'Pruimenjam',
      ingredients: ['1 kilo pruimen', '250 gram suiker'],
      steps: [
        { text: 'Spoel de pruimen goed schoon.', label: null },
        { text: 'Kook de jam tien minuten.', label: null },
      ],
    });
  });

  it('reads a method the saved page hides until its scripts show it, under ingredients it shows', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>500 g pork</li><li>2 onions</li></ul><h2>Method</h2>
      <div style="display: none"><ol><li>Brown the pork.</li><li>Add the onions.</li></ol></div>`);
    expect(recipe?.ingredients).toEqual(['500 g pork', '2 onions']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Brown the pork.', 'Add the onions.']);
  });

  it('reads a page a consent box hides from screen readers while it is open (aria-hidden on the page)', () => {
    const recipe = read(`<div id="page" aria-hidden="true"><h1>Stew</h1><h2>Ingredients</h2><ul><li>500 g pork</li>
      <li>2 onions</li></ul><h2>Method</h2><ol><li>Brown the pork.</li><li>Add the onions.</li></ol></div>
      <div role="dialog"><p>We use cookies.</p><button>Accept</button></div>`);
    expect(recipe?.title).toBe('Stew');
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Brown the pork.', 'Add the onions.']);
  });

  it('leaves a hidden block out when the page shows its recipe', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>2 eggs</li><li>1 cup milk</li></ul>
      <h2>Method</h2><ol><li>Whisk the eggs.</li><li>Add the milk.</li></ol>${card}`);
    expect(recipe?.ingredients).toEqual(['2 eggs', '1 cup milk']);
  });
});

describe('readVisibleRecipe: amounts in bold or in term cells', () => {
  it('pairs an amount set in a <dt> or in bold with the name after it, instead of taking it for a heading', () => {
    const terms =
      read(`<h2>Zutaten</h2><dl><dt>200 g</dt><dd>Mehl</dd><dt>2</dt><dd>Eier</dd><dt>1 EL</dt><dd>Zucker</dd></dl>
      <h2>Zubereitung</h2><p>Alles zu einem glatten Teig mischen.</p>`);
    expect(terms?.ingredients).toEqual(['200 g Mehl', '2 Eier', '1 EL Zucker']);
    const bold = read(`<h2>Ingredients</h2><p><b>200 g</b></p><p>flour</p><p><b>2</b></p><p>eggs</p>
      <h2>Method</h2><p>Mix everything into a smooth dough.</p>`);
    expect(bold?.ingredients).toEqual(['200 g flour', '2 eggs']);
  });
});

describe('readVisibleRecipe: group names without markup', () => {
  it('drops a group name written as a plain line among the ingredients ("For the dough", "Pour la garniture")', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>For the dough</li><li>250 g flour</li><li>1 egg</li>
      <li>For the sauce</li><li>2 tomatoes</li><li>Salt</li></ul><h2>Method</h2><ol><li>Knead.</li><li>Bake.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['250 g flour', '1 egg', '2 tomatoes', 'Salt']);
    const french =
      read(`<h2>Ingrédients</h2><p>Pour la garniture</p><p>2 pommes</p><p>Pour le service, un peu de crème</p>
      <h2>Préparation</h2><p>Couper les pommes.</p>`);
    expect(french?.ingredients).toEqual(['2 pommes', 'Pour le service, un peu de crème']);
  });
});

describe('readVisibleRecipe: a card over a post', () => {
  it("prefers a card's lines with amounts to a post's list of names over a long run of paragraphs", () => {
    const paragraphs = Array.from(
      { length: 12 },
      (_, n) => `<p>Here is a long thought number ${n + 1} about cake.</p>`,
    );
    const recipe = read(`<h2>Ingredients</h2><ul><li>flour</li><li>sugar</li><li>cocoa</li><li>eggs</li></ul>
      <h2>Instructions</h2>${paragraphs.join('')}
      <div class="card"><h2>Chocolate Cake</h2><h3>Ingredients</h3>
      <ul><li>2 cups flour</li><li>2 cups sugar</li><li>3/4 cup cocoa</li><li>2 eggs</li></ul>
      <h3>Instructions</h3><ol><li>Whisk the dry ingredients.</li><li>Add the eggs.</li><li>Bake.</li></ol></div>`);
    expect(recipe?.ingredients).toEqual(['2 cups flour', '2 cups sugar', '3/4 cup cocoa', '2 eggs']);
    expect(recipe?.title).toBe('Chocolate Cake');
  });
});
