import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { isIngredientsPartHeading } from './recipe-headings';
import { readVisibleRecipe } from './visible-recipe';

const read = (html: string) => readVisibleRecipe(parseDocument(html));

describe('a recipe whose ingredients come in parts under headings of their own', () => {
  it('knows a heading over one part from one saying whom the recipe is for', () => {
    expect(isIngredientsPartHeading('Zutaten für den Teig')).toBe(true);
    expect(isIngredientsPartHeading('Ingredients for the filling:')).toBe(true);
    expect(isIngredientsPartHeading('Ingrédients pour la sauce')).toBe(true);
    expect(isIngredientsPartHeading('Ingredients (sauce)')).toBe(true);
    expect(isIngredientsPartHeading('Ingredients')).toBe(false);
    expect(isIngredientsPartHeading('Zutaten für 4 Personen')).toBe(false);
  });

  it('reads every part, as lists or as paragraphs, not the last part alone nor the next part as steps', () => {
    const lists = read(`<h1>Apfelkuchen</h1><h2>Zutaten für den Teig</h2><ul><li>200 g Mehl</li><li>1 Ei</li></ul>
      <h2>Zutaten für die Füllung</h2><ul><li>4 Äpfel</li><li>50 g Zucker</li></ul>
      <h2>Zubereitung</h2><ol><li>Den Teig kneten.</li><li>Die Äpfel schälen.</li></ol>`);
    expect(lists?.ingredients).toEqual(['200 g Mehl', '1 Ei', '4 Äpfel', '50 g Zucker']);
    expect(lists?.steps.map((s) => s.text)).toEqual(['Den Teig kneten.', 'Die Äpfel schälen.']);
    const paragraphs = read(`<h2>Ingredients for the crust</h2><p>200 g flour</p><p>1 egg</p>
      <h2>Ingredients for the filling</h2><p>4 apples</p><p>50 g sugar</p>
      <h2>Instructions</h2><p>Knead the dough.</p><p>Peel the apples.</p>`);
    expect(paragraphs?.ingredients).toEqual(['200 g flour', '1 egg', '4 apples', '50 g sugar']);
  });

  it('does not run a post’s paragraphs about its ingredients into the card’s list', () => {
    const recipe = read(`<h2>Ingredients for the best pie</h2>
      <p>Apples that hold their shape in the oven are what you want here, so pick firm ones.</p>
      <h2>Ingredients for the filling</h2><ul><li>4 apples</li><li>50 g sugar</li></ul>
      <h2>Instructions</h2><ol><li>Peel the apples.</li><li>Bake the pie.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['4 apples', '50 g sugar']);
  });
});

describe('a recipe card that names one of its parts, or neither', () => {
  it('reads the list straight before a method heading as the ingredients when no heading names them', () => {
    const recipe = read(`<h2>Estrogonofe de cogumelos</h2><p>Por Fabiana Badra, <i>foodstylist</i></p>
      <ul><li><div><p>Preparação</p><p>30 min</p></div></li><li><div><p>Rendimento</p><p>4 porções</p></div></li></ul>
      <ul><li>3 colheres (sopa) de azeite</li><li>1 cebola roxa cortada em cubos</li><li>500 g de cogumelos</li>
      <li>Batata palha</li></ul><h3>Modo de Preparo</h3>
      <p>Refogue a cebola no azeite. Junte os cogumelos e cozinhe por 10 minutos.</p><h4>Comentários</h4>`);
    expect(recipe).toEqual({
      title: 'Estrogonofe de cogumelos',
      ingredients: [
        '3 colheres (sopa) de azeite',
        '1 cebola roxa cortada em cubos',
        '500 g de cogumelos',
        'Batata palha',
      ],
      steps: [{ text: 'Refogue a cebola no azeite. Junte os cogumelos e cozinhe por 10 minutos.', label: null }],
    });
  });

  it('reads rows typed as lines straight before a method heading as the ingredients too', () => {
    const recipe = read(`<h2>Estrogonofe de cogumelos</h2><p>Por Fabiana Badra, <i>foodstylist</i></p>
      <div class="facts"><p><b>Preparação</b></p><p>30 min</p></div><p>3 colheres (sopa) de azeite<br>1 cebola roxa cortada em cubos<br>
      500 g de cogumelos<br>Batata palha</p><h3>Modo de Preparo</h3>
      <p>Refogue a cebola no azeite. Junte os cogumelos e cozinhe por 10 minutos.</p><h4>Comentários</h4>`);
    expect(recipe?.ingredients).toEqual([
      '3 colheres (sopa) de azeite',
      '1 cebola roxa cortada em cubos',
      '500 g de cogumelos',
      'Batata palha',
    ]);
    expect(recipe?.steps).toHaveLength(1);
  });

  it('reads no ingredients from a list of words before a method heading', () => {
    const recipe = read(`<h1>Mushroom stroganoff</h1><ul><li>Vegetarian</li><li>Quick dinners</li><li>Family</li></ul>
      <h3>Method</h3><p>Fry the onion in the oil.</p><p>Add the mushrooms and cook for 10 minutes.</p>`);
    expect(recipe).toBeNull();
  });

  it('reads every group of rows under headings of one rank, and a first step written in bold, with no part named', () => {
    const recipe = read(`<h1>Homemade Sourdough Croissants</h1><h2>Sourdough Croissants</h2>
      <p>These croissants need simple ingredients and two lamination folds.</p>
      <h4>Croissant Dough</h4><ul><li>115g sourdough starter</li><li>36g sugar</li><li>423g flour</li></ul>
      <h4>Butter Block</h4><ul><li>227g unsalted butter, cold</li><li>8g flour</li></ul>
      <h4>Egg Wash</h4><ul><li>1 egg</li><li>15g whole milk</li></ul>
      <p><strong>Feed the starter several hours before mixing the dough.</strong></p>
      <p><strong>Croissant Dough:</strong></p><p>1. Mix the dough ingredients until a shaggy dough forms.</p>
      <p>2. Cover and refrigerate the dough overnight.</p>`);
    expect(recipe?.ingredients).toEqual([
      '115g sourdough starter',
      '36g sugar',
      '423g flour',
      '227g unsalted butter, cold',
      '8g flour',
      '1 egg',
      '15g whole milk',
    ]);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Feed the starter several hours before mixing the dough.',
      '1. Mix the dough ingredients until a shaggy dough forms.',
      '2. Cover and refrigerate the dough overnight.',
    ]);
  });
});
