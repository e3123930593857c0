import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';

const read = (html: string) => readVisibleRecipe(parseDocument(html));

describe('readVisibleRecipe on layouts of real pages', () => {
  it('reads a step the page writes in bold as a step, and keeps a bold line ending with a colon as a label', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>115g sourdough starter</li><li>36g sugar</li></ul>
      <h3>Instructions</h3><p><strong>Feed starter several hours before mixing dough.</strong></p>
      <p><strong>Croissant Dough:</strong></p><p>1. Mix the dough ingredients until a shaggy dough forms.</p>
      <p>2. Cover and refrigerate dough overnight.</p>`);
    expect(recipe?.steps).toEqual([
      { text: 'Feed starter several hours before mixing dough.', label: null },
      { text: '1. Mix the dough ingredients until a shaggy dough forms.', label: 'Croissant Dough' },
      { text: '2. Cover and refrigerate dough overnight.', label: null },
    ]);
  });

  it('names the recipe without the "Recipe:" lead-in of its card heading', () => {
    const recipe = read(`<h1>Weeknight dinners</h1><h2>Get the Recipe: Baked Halibut</h2><h3>Ingredients</h3>
      <ul><li>4 halibut fillets</li><li>2 tbsp butter</li></ul><h3>Instructions</h3>
      <ol><li>Heat the oven.</li><li>Bake the fish for 12 minutes.</li></ol>`);
    expect(recipe?.title).toBe('Baked Halibut');
  });

  it('reads a layout the page repeats for small screens once, without the step numbers printed in each step', () => {
    const layout = `<ul><li>Tortilla pšeničná 2 ks</li><li>Philadephia 125 g</li><li>Salátová okurka 1 ks</li></ul>`;
    const steps = `<ol><li><span>1</span> Z tortil odkrojte okraje.</li><li><span>2</span> Pomažte je sýrem.</li></ol>`;
    const recipe = read(`<h1>Tortilové rolky</h1><h2>Ingredience</h2><div class="mobile">${layout}</div>
      <div class="desktop">${layout}</div><h2>Příprava</h2>${steps}${steps}<h2>Hodnocení</h2>`);
    expect(recipe).toEqual({
      title: 'Tortilové rolky',
      ingredients: ['Tortilla pšeničná 2 ks', 'Philadephia 125 g', 'Salátová okurka 1 ks'],
      steps: [
        { text: 'Z tortil odkrojte okraje.', label: null },
        { text: 'Pomažte je sýrem.', label: null },
      ],
    });
  });

  it('reads a second ingredients heading under the first as the same, and leaves out numbers in their own blocks', () => {
    const recipe = read(`<h1>Tortilové rolky</h1><p><strong>Ingredience</strong></p><p>Složení</p><p>8 porcí</p>
      <ul><li>Tortilla pšeničná 2 ks</li><li>Philadephia 125 g</li></ul><p><strong>Příprava</strong></p>
      <ol><li><div>1</div><div>Z tortil odkrojte okraje.</div></li><li><div>2</div><div>Zarolujte a přepulte.</div></li></ol>`);
    expect(recipe?.ingredients).toEqual(['Tortilla pšeničná 2 ks', 'Philadephia 125 g']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Z tortil odkrojte okraje.', 'Zarolujte a přepulte.']);
  });

  it('keeps a number that is part of the step when the steps do not count 1, 2, 3', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>2 eggs</li><li>1 cup milk</li></ul><h2>Method</h2>
      <ol><li>2 eggs go in first.</li><li>1 cup of milk follows.</li></ol>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['2 eggs go in first.', '1 cup of milk follows.']);
  });

  it('leaves out the numbers a page types before its steps with a dash ("1- ", "2 – ")', () => {
    const recipe = read(`<h2>Ingrédients</h2><ul><li>2 œufs</li><li>50 g de parmesan</li></ul><h2>Préparation</h2>
      <p>1- Battez les œufs à la fourchette.</p><p>2 – Ajoutez le parmesan et mélangez.</p>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Battez les œufs à la fourchette.',
      'Ajoutez le parmesan et mélangez.',
    ]);
  });

  it('ends the steps at the line of the page’s tags', () => {
    const recipe = read(`<h2>Składniki</h2><ul><li>ziemniaki 1 kilogram</li><li>cebula 1 sztuka</li></ul>
      <h2>Przygotowanie</h2><p>Obierz ziemniaki, zetrzyj na tarce.</p><p>Smaż placki z obu stron na złoty brąz.</p>
      <p>Tagi: Kuchnia Polska WARZYWA cebula PLACKI ZIEMNIACZANE PROSTY PRZEPIS</p>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Obierz ziemniaki, zetrzyj na tarce.',
      'Smaż placki z obu stron na złoty brąz.',
    ]);
  });
});

describe('readVisibleRecipe past a sidebar', () => {
  const SIDEBAR = `<div class="widget-area"><h3>Popular recipes</h3><ul><li><a href="/a">Banana bread</a></li>
    <li><a href="/b">Chicken curry</a></li></ul><h3>Ingredients in season</h3><ul><li><a href="/c">Pumpkin</a></li>
    <li><a href="/d">Apples</a></li></ul><h3>Method guides</h3><ul><li><a href="/e">How to poach an egg</a></li>
    <li><a href="/f">How to make stock</a></li></ul></div>`;

  it("reads the recipe, not the sidebar's headings over links (its 'Ingredients in season', its 'Method guides')", () => {
    const recipe = read(`<body>${SIDEBAR}<h1>Orange juice carrots</h1><h3>For 2 bento boxes</h3>
      <ul><li>3 large carrots</li><li>1/4 tsp salt</li><li>1 Tbs soy sauce</li></ul><h3>How to do it</h3>
      <ol><li>Peel the carrots and cut them into sticks.</li><li>Boil them in orange juice until soft.</li></ol></body>`);
    expect(recipe?.ingredients).toEqual(['3 large carrots', '1/4 tsp salt', '1 Tbs soy sauce']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Peel the carrots and cut them into sticks.',
      'Boil them in orange juice until soft.',
    ]);
    // Nor its links as the steps of ingredients without a method of their own.
    const pizza = read(
      `<body>${SIDEBAR}<h1>Pizza</h1><h3>Ingredients</h3><ul><li>200 g flour</li><li>1 tsp salt</li></ul></body>`,
    );
    expect(pizza?.steps).toEqual([]);
  });
});

describe('readVisibleRecipe past a table of contents', () => {
  it("reads the recipe's lists, not the links of a table of contents naming its sections", () => {
    const recipe = read(`<h1>Lemon bars</h1><div class="toc-container"><p class="toc-title">Table of Contents</p>
      <ul><li><a href="#why">Why you will love it</a></li><li><a href="#ingredients">Ingredients</a></li>
      <li><a href="#tips">Tips</a></li><li><a href="#recipe">Recipe</a><ul><li><a href="#ri">Ingredients</a></li>
      <li><a href="#rm">Instructions</a></li></ul></li></ul></div><p>Lemon bars are sweet and tart.</p>
      <ul><li>Ingredients for 12 bars</li><li>1 cup flour</li><li>2 lemons</li></ul><h2>Instructions</h2>
      <ol><li>Press the dough into the pan and bake it.</li><li>Pour the lemon filling over it and bake again.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['1 cup flour', '2 lemons']);
    expect(recipe?.steps).toHaveLength(2);
  });
});

describe('readVisibleRecipe on paragraphs of real pages', () => {
  it('reads the method under headings that name it again, with a paragraph cut by a photo joined to its step', () => {
    const recipe = read(`<h1>Lasagne al radicchio</h1><h2>Ingredienti per 4 persone</h2>
      <p>250 g di sfoglie di pasta fresca</p><p>300 g di radicchio</p><p>PER LA BESCIAMELLA</p><p>80 g di burro</p>
      <h2>Preparazione</h2><h2>Come fare le Lasagne al radicchio</h2>
      <p>Per prima cosa puliamo il radicchio e tagliamolo a listarelle.</p>
      <p>Aggiungiamo poi la besciamella, sopra un po' di fontina</p><img src="8.jpg">
      <p>e una spolverata di parmigiano grattugiato.</p><h2>Consigli e Varianti</h2><p>Possiamo usare il Taleggio.</p>`);
    expect(recipe).toEqual({
      title: 'Lasagne al radicchio',
      ingredients: ['250 g di sfoglie di pasta fresca', '300 g di radicchio', '80 g di burro'],
      steps: [
        {
          text: 'Per prima cosa puliamo il radicchio e tagliamolo a listarelle.',
          label: null,
        },
        {
          text: "Aggiungiamo poi la besciamella, sopra un po' di fontina e una spolverata di parmigiano grattugiato.",
          label: null,
        },
      ],
    });
  });

  it('keeps ingredient lines a page writes all in capitals', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>2 CUPS FLOUR</li><li>SALT</li><li>1 EGG</li></ul>
      <h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['2 CUPS FLOUR', 'SALT', '1 EGG']);
  });
});

describe('readVisibleRecipe choosing the recipe card', () => {
  it('reads a recipe the page shows twice (for two screen sizes) once, not the first copy run into the second', () => {
    const copy = `<p><b>Ingredients</b></p><p>2 eggs</p><p>1 cup milk</p>`;
    const recipe =
      read(`<h1>Omelette</h1>${copy}<ul><li><a href="/t/1">Eggs</a></li><li><a href="/t/2">Quick</a></li></ul>
      ${copy}<p><b>Method</b></p><ol><li>Whisk the eggs with the milk.</li><li>Fry it in a pan until set.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['2 eggs', '1 cup milk']);
  });

  it("prefers the recipe under no heading of the reader's to a post's summary of its ingredients by name", () => {
    const recipe = read(`<h1>Orange juice carrots</h1><h2>Ingredients</h2><ul><li>Carrots</li><li>Orange juice</li>
      <li>Soy sauce</li></ul><p>Scroll down for the recipe.</p><h2>How to make them</h2><p>Simmer the carrots in juice.</p>
      <p>Glaze them with soy sauce.</p><h3>For 2 bento boxes</h3><ul><li>3 large carrots</li><li>1/4 tsp salt</li>
      <li>1 Tbs soy sauce</li></ul><h3>Method</h3><ol><li>Peel the carrots and cut them into sticks.</li>
      <li>Boil them in orange juice until soft.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['3 large carrots', '1/4 tsp salt', '1 Tbs soy sauce']);
  });

  it("prefers the card's lines with amounts to the post's paragraph about the ingredients", () => {
    const recipe = read(`<h1>Brownie Cookies</h1><h2>Ingredients for Brownie Cookies</h2><ul>
      <li>Semisweet chocolate – Use chocolate chips or chopped chocolate.</li><li>Unsalted butter</li>
      <li>Eggs – Large eggs, room temperature.</li><li>Salt – Contrasts the sweetness of the cookies.</li></ul>
      <h2>How to make brownie cookies</h2><ol><li>Prep and preheat: Preheat the oven.</li><li>Melt the chocolate.</li>
      <li>Whip the eggs and sugars.</li><li>Bake the cookies.</li><li>Cool them on the pan.</li></ol>
      <div class="card"><h3>Ingredients</h3><ul><li>1 cup semisweet chocolate chips</li><li>6 tbsp unsalted butter</li>
      <li>2 eggs</li></ul><h3>Instructions</h3><ol><li>Preheat the oven to 350℉.</li><li>Melt the chocolate.</li></ol></div>`);
    expect(recipe?.ingredients).toEqual(['1 cup semisweet chocolate chips', '6 tbsp unsalted butter', '2 eggs']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Preheat the oven to 350℉.', 'Melt the chocolate.']);
  });
});

describe('readVisibleRecipe on pages that name their lists in other ways', () => {
  it('reads a list naming itself in its first item, and a method in paragraphs above the comments', () => {
    const recipe = read(`<h1>Tortino cuore caldo</h1><ul><li>Ingredienti per 6 tortini</li><li>2 uova</li>
      <li>100 gr di zucchero</li><li>zucchero a velo</li></ul>
      <ul><li>Preparazione: 20 min</li><li>Cottura: 15 min</li></ul><p>Procedimento</p>
      <h2>Come fare il Tortino cuore caldo</h2><p>Montate le uova fino a renderle spumose.</p>
      <p>Poi aggiungete lo zucchero</p><p>Versate l'impasto in 6 stampini imburrati.</p>
      <ul><li>Commento di Margherita: buonissimo!</li><li>Risposta di Misya: grazie!</li></ul>`);
    expect(recipe).toEqual({
      title: 'Tortino cuore caldo',
      ingredients: ['2 uova', '100 gr di zucchero', 'zucchero a velo'],
      steps: [
        { text: 'Montate le uova fino a renderle spumose.', label: null },
        { text: 'Poi aggiungete lo zucchero', label: null },
        { text: "Versate l'impasto in 6 stampini imburrati.", label: null },
      ],
    });
  });

  it('reads the method under "Comment c’est fait" without the label of the servings control', () => {
    const recipe = read(`<h1>Minicheesecakes</h1><h2>Ingrédients</h2><p>Nombre de personnes</p>
      <p>120 g de biscuits au beurre</p><p>250 g de mascarpone</p><h2>Comment c'est fait:</h2>
      <ol><li>Écraser les biscuits.</li><li>Bien mélanger le mascarpone.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['120 g de biscuits au beurre', '250 g de mascarpone']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Écraser les biscuits.', 'Bien mélanger le mascarpone.']);
  });
});

describe('readVisibleRecipe on a card without class names', () => {
  it('leaves out the labels of its unit and scale buttons ("Units Scale")', () => {
    const recipe = read(`<h1>Thumbprint cookies</h1><div><h3>Ingredients</h3><div><span><span>Units</span>
      <button>US</button><button>M</button></span><span><span>Scale</span><button>1x</button><button>2x</button>
      </span></div><div>1 cup ghee, softened</div><div>1 teaspoon vanilla extract</div></div><h3>Instructions</h3>
      <ol><li>Cream the ghee and the sugar.</li><li>Bake for 12 minutes.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['1 cup ghee, softened', '1 teaspoon vanilla extract']);
  });
});

describe('readVisibleRecipe titles', () => {
  it('names the recipe by its h1 rather than the subtitle straight under it', () => {
    const recipe = read(`<h1>Pieczony kalafior</h1><h2>Pieczone różyczki kalafiora na chrupiąco!</h2>
      <h3>Składniki</h3><ul><li>1 kalafior</li><li>4 łyżki oliwy</li></ul><h3>Przygotowanie</h3>
      <ol><li>Odciąć liście z kalafiora.</li><li>Piec przez 30 minut.</li></ol>`);
    expect(recipe?.title).toBe('Pieczony kalafior');
  });

  it('names the recipe by its card heading under a section heading', () => {
    const recipe = read(`<h1>1-Minute Instant Pot Quinoa (Perfectly Fluffy!!)</h1><h2>Full Recipe</h2>
      <h3>Instant Pot Quinoa Recipe</h3><h4>Ingredients</h4><ul><li>1 cup quinoa</li><li>1 cup water</li></ul>
      <h4>Instructions</h4><ol><li>Rinse the quinoa.</li><li>Cook for 1 minute.</li></ol>`);
    expect(recipe?.title).toBe('Instant Pot Quinoa Recipe');
  });
});

describe('readVisibleRecipe on bold lines', () => {
  it('keeps an ingredient the page writes in bold, in lower case, and drops a bold section heading', () => {
    const recipe = read(`<h3>Ingredients</h3><ul><li>1/2 cup almond flour</li><li><b>For the batter</b></li>
      <li>2 tsp baking powder</li><li><strong>pinch of salt</strong></li><li>1 tsp coconut oil</li></ul>
      <h3>Instructions</h3><ol><li>Mix the dry ingredients.</li><li>Fry the pancakes.</li></ol>`);
    expect(recipe?.ingredients).toEqual([
      '1/2 cup almond flour',
      '2 tsp baking powder',
      'pinch of salt',
      '1 tsp coconut oil',
    ]);
  });
});

describe('readVisibleRecipe on ingredient grids', () => {
  it('pairs amounts and names laid out in cells of their own, with names alone among them and a servings control before', () => {
    const cell = (text: string) => `<div class="cell">${text}</div>`;
    const grid = ['Für', '4', '200', 'g Kritharaki-Nudeln', 'Salz', 'Pfeffer', '1', 'Tl Limettensaft', '200', 'g Feta']
      .map(cell)
      .join('');
    const recipe = read(`<h2>Zutaten</h2><div class="grid">${grid}</div><h2>Zubereitung</h2>
      <ol><li>Nudeln kochen.</li><li>Alles mischen.</li></ol>`);
    expect(recipe?.ingredients).toEqual([
      '200 g Kritharaki-Nudeln',
      'Salz',
      'Pfeffer',
      '1 Tl Limettensaft',
      '200 g Feta',
    ]);
  });
});

describe('readVisibleRecipe on a list a step points to', () => {
  it('reads the list after the method as steps when a step points to it, and stops at another list otherwise', () => {
    const page = (step: string) =>
      read(`<h2>Ingredients</h2><ul><li>1 jar sauce</li><li>12 noodles</li></ul><h2>Instructions</h2>
        <ol><li>Brown the meat.</li><li>${step}</li></ol><ul><li>Sauce - about ⅓ a jar</li><li>Noodles</li></ul>`);
    expect(page('Assemble the lasagna in the order shown below.')?.steps.map((s) => s.text)).toEqual([
      'Brown the meat.',
      'Assemble the lasagna in the order shown below.',
      'Sauce - about ⅓ a jar',
      'Noodles',
    ]);
    expect(page('Assemble the lasagna.')?.steps.map((s) => s.text)).toEqual([
      'Brown the meat.',
      'Assemble the lasagna.',
    ]);
  });
});

describe('readVisibleRecipe on method parts', () => {
  it('reads a method heading ranked under the method’s own as the label of its part', () => {
    const recipe = read(`<h3>Ingredients</h3><ul><li>1 vanilla cake</li><li>200 ml cream</li></ul>
      <h3>Instructions</h3><h4>Preparation</h4><ul><li>Slice the cake in two.</li></ul>
      <h4>Make Cream Frosting</h4><ul><li>Whip the cream.</li></ul><h3>Notes</h3><ul><li>Use fresh cream.</li></ul>`);
    expect(recipe?.steps).toEqual([
      { text: 'Slice the cake in two.', label: 'Preparation' },
      { text: 'Whip the cream.', label: 'Make Cream Frosting' },
    ]);
  });

  it("reads on past a heading of the method's rank over paragraphs of its part, and stops at one over a question", () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>1 vanilla cake</li><li>200 ml cream</li></ul>
      <h2>Instructions</h2><p>Slice the cake in two.</p><p>Brush it with syrup.</p>
      <h2>Finish the dish</h2><p>Whip the cream.</p><p>Spread it over the cake.</p>
      <h2>Can I freeze it?</h2><p>Yes, for a month.</p><p>Thaw it overnight.</p>`);
    expect(recipe?.steps).toEqual([
      { text: 'Slice the cake in two.', label: null },
      { text: 'Brush it with syrup.', label: null },
      { text: 'Whip the cream.', label: 'Finish the dish' },
      { text: 'Spread it over the cake.', label: null },
    ]);
  });
});

describe('readVisibleRecipe on group names in list items', () => {
  it('drops a group name the page writes as a list item with a heading class', () => {
    const recipe =
      read(`<h2>Ingredients</h2><ul><li class="list-subheading">Dry brine</li><li>1 tablespoon kosher salt</li>
      <li class="list-subheading">Pomegranate glaze</li><li>1/4 cup sugar</li></ul>
      <h2>Instructions</h2><ol><li>Brine the wings.</li><li>Glaze them.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['1 tablespoon kosher salt', '1/4 cup sugar']);
  });

  it('drops a short name without an amount that starts each of two lists or more over rows with amounts', () => {
    const page = (first: string) =>
      read(`<h2>Ingredients</h2><ul><li>${first}</li><li>2 pounds chicken wings</li><li>1 tablespoon salt</li></ul>
      <ul><li>Pomegranate glaze</li><li>2 tablespoons oil</li><li>1/4 cup sugar</li></ul>
      <h2>Instructions</h2><ol><li>Brine the wings.</li><li>Glaze them.</li></ol>`)?.ingredients;
    expect(page('Dry brine')).toEqual([
      '2 pounds chicken wings',
      '1 tablespoon salt',
      '2 tablespoons oil',
      '1/4 cup sugar',
    ]);
    // One list so started is an ingredient without an amount ("Kosher salt") as likely as a group's name.
    expect(page('1 lemon')).toEqual([
      '1 lemon',
      '2 pounds chicken wings',
      '1 tablespoon salt',
      'Pomegranate glaze',
      '2 tablespoons oil',
      '1/4 cup sugar',
    ]);
  });
});

describe('readVisibleRecipe on lists written name first', () => {
  it('takes a heading over lines with the amount after the name as the ingredients heading', () => {
    const recipe = read(`<h1>Pasta med broccolipesto</h1><h3>Pesto</h3><ul><li>Broccoli 75 g</li>
      <li>Vitlöksklyfta 0.5 st</li><li>Parmesan 1 dl</li><li>Citron</li></ul>
      <h3>Instruktioner</h3><ul><li>Koka valfri pasta</li><li>Blanda med pastan</li></ul>`);
    expect(recipe?.ingredients).toEqual(['Broccoli 75 g', 'Vitlöksklyfta 0.5 st', 'Parmesan 1 dl', 'Citron']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Koka valfri pasta', 'Blanda med pastan']);
  });

  it('takes a short plain line over such a list as its heading too, and no sentence over it', () => {
    const list = `<ul><li>Broccoli 75 g</li><li>Parmesan 1 dl</li></ul><p>Instruktioner</p>
      <ul><li>Koka valfri pasta</li><li>Blanda med pastan</li></ul>`;
    expect(read(`<h1>Pasta</h1><p>Pesto</p>${list}`)?.ingredients).toEqual(['Broccoli 75 g', 'Parmesan 1 dl']);
    expect(read(`<h1>Pasta</h1><p>We love this pesto.</p>${list}`)).toBeNull();
  });

  it('takes rows under a sentence for the ingredients where a heading element names the method after them', () => {
    const recipe = read(`<h1>Pasta</h1><p>We love this pesto, and so will you.</p><p>75 g broccoli<br>1 dl parmesan
      <br>1 lemon</p><h3>Instruktioner</h3><p>Koka pastan i saltat vatten.</p><p>Blanda pestot med pastan.</p>`);
    expect(recipe?.ingredients).toEqual(['75 g broccoli', '1 dl parmesan', '1 lemon']);
    expect(recipe?.steps).toHaveLength(2);
  });

  it('takes the groups of rows straight before the method heading, each under its name, for the ingredients', () => {
    const recipe =
      read(`<h1>Rainbow Pasta</h1><p>A pasta in every colour, for the kids.</p><div><p><b>For the tuile</b>:<br>4 tbsp parmesan<br>
      Cooking spray</p></div><div><p><b>For the sauce</b>:<br>6 tbsp butter<br>3 garlic cloves<br>Kosher salt</p></div>
      <h3>Directions</h3><p>Melt the parmesan in a skillet until golden.</p><p>Melt the butter with the garlic.</p>`);
    expect(recipe?.ingredients).toEqual([
      '4 tbsp parmesan',
      'Cooking spray',
      '6 tbsp butter',
      '3 garlic cloves',
      'Kosher salt',
    ]);
    expect(recipe?.steps).toHaveLength(2);
  });

  it("names such a card by its heading over the method's, as a card named over its ingredients heading is", () => {
    const recipe = read(`<h1>Pina Colada Chia Pudding</h1><p>A tropical breakfast you can make ahead.</p>
      <h2>Pina Colada Chia Puddings</h2><p>Prep Time 5 minutes</p><p>1 cup coconut milk<br>¼ cup chia seeds<br>
      1 cup pineapple</p><h3>Instructions</h3><p>Whisk the coconut milk with the chia seeds.</p>
      <p>Blend the pineapple and layer it over the pudding.</p>`);
    expect(recipe?.title).toBe('Pina Colada Chia Puddings');
    expect(recipe?.ingredients).toEqual(['1 cup coconut milk', '¼ cup chia seeds', '1 cup pineapple']);
  });

  it("prefers a card's rows before its method heading to a post's notes on the ingredients with no amount", () => {
    const recipe = read(`<h1>Fried Oreos</h1><h2>Ingredients</h2><ul><li>Pancake Batter – Use any batter you like.</li>
      <li>Oil – I like to fry in a neutral oil.</li></ul><h2>How to make them</h2><p>Whisk the milk and the egg.</p>
      <p>Fry the cookies in batches.</p><h2>Fried Oreos</h2><p>Get this sent to your inbox, plus new recipes!</p>
      <p>1 cup milk<br>1 large egg<br>1½ cups pancake mix<br>12 Oreo cookies</p><h3>Instructions</h3>
      <p>Whisk together the milk and the egg in a bowl.</p><p>Stir in the pancake mix and let it sit for 5 minutes.</p>
      <p>Coat the cookies in batter and fry them for 2 minutes per side.</p>`);
    expect(recipe?.ingredients).toEqual(['1 cup milk', '1 large egg', '1½ cups pancake mix', '12 Oreo cookies']);
    expect(recipe?.steps).toHaveLength(3);
  });
});

describe('readVisibleRecipe on a method in paragraphs after grouped ingredient lists', () => {
  it('reads past a group name between the ingredient lists to the paragraphs of the method', () => {
    const recipe =
      read(`<h1>Baby Back Ribs</h1><p>Ingredients</p><ul><li>Baby Back Ribs</li><li>1 cup of brown sugar</li></ul>
      <p>Optional</p><ul><li>Your favorite BBQ Sauce</li><li>Rib Candy</li></ul>
      <p>Prepare your smoker at 275 degrees.</p><p>Flip the ribs and remove the membrane.</p>
      <p>Remove the ribs from the smoker. Then slice and enjoy!</p><ul><li>Facebook</li><li>Twitter</li></ul>`);
    expect(recipe?.ingredients).toEqual([
      'Baby Back Ribs',
      '1 cup of brown sugar',
      'Your favorite BBQ Sauce',
      'Rib Candy',
    ]);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Prepare your smoker at 275 degrees.',
      'Flip the ribs and remove the membrane.',
      'Remove the ribs from the smoker. Then slice and enjoy!',
    ]);
  });
});

describe('readVisibleRecipe on step titles in an inner block', () => {
  it("keeps a step's title in a block of its item as the step's label, and an ingredient's 'title' block as its line", () => {
    const recipe =
      read(`<h2>Ingrédients</h2><ul><li><div class="ing_title"><span>Rhubarbe</span> <span>500 g</span></div></li>
      <li><div class="ing_title"><span>Sucre</span> <span>100 g</span></div></li></ul>
      <h2>Préparation</h2><ol><li><span class="etape">1</span><div class="prepa_title">Préparation de la rhubarbe</div>
      Laver et éplucher la rhubarbe. La couper en petits tronçons.</li>
      <li><span class="etape">2</span><div class="prepa_title">Cuisson</div>Verser la préparation sur la rhubarbe. Enfourner.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['Rhubarbe 500 g', 'Sucre 100 g']);
    expect(recipe?.steps).toEqual([
      { text: 'Laver et éplucher la rhubarbe. La couper en petits tronçons.', label: 'Préparation de la rhubarbe' },
      { text: 'Verser la préparation sur la rhubarbe. Enfourner.', label: 'Cuisson' },
    ]);
  });
});

describe('readVisibleRecipe on numbered blocks of step lists', () => {
  it("reads each sentence of the lists under 'Étape 1', 'Étape 2' as a step, the block's title its label", () => {
    const recipe = read(`<h2>Ingrédients</h2><ul><li>2 cuisses de canard</li><li>8 pommes de terre</li></ul>
      <h2>La recette</h2><p>Étape 1</p><p>1. Les cuisses de canard</p>
      <ul><li>Préchauffez votre four à 220°C.</li><li>Saisissez les cuisses de canard 5 min.</li></ul>
      <p>Étape 2</p><p>2. Les pommes de terre</p><ul><li>Épluchez et coupez les pommes de terre.</li></ul>
      <p>Étape 3</p><p>Servez sans attendre avec la salade.</p>`);
    expect(recipe?.steps).toEqual([
      { text: 'Préchauffez votre four à 220°C.', label: '1. Les cuisses de canard' },
      { text: 'Saisissez les cuisses de canard 5 min.', label: null },
      { text: 'Épluchez et coupez les pommes de terre.', label: '2. Les pommes de terre' },
      { text: 'Servez sans attendre avec la salade.', label: null },
    ]);
  });
});
