import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { ingredientShapedList } from './ingredient-shapes';
import { readVisibleRecipe } from './visible-recipe';
import { visibleLines } from './visible-lines';

// Sites cut a method with a line pointing elsewhere: a related recipe, "Read more", a link of its own.
const steps = (html: string) =>
  readVisibleRecipe(
    parseDocument(`<h1>Cheese toastie</h1><h2>Ingredients</h2><ul><li>2 slices bread</li><li>40 g cheese</li></ul>
      <h2>Method</h2>${html}`),
  )?.steps.map((s) => s.text);
const RELATED = '<p><strong>RELATED:</strong> <a href="/dinners">Our 25 best weeknight dinners</a></p>';

describe('readVisibleRecipe on a method cut by an aside', () => {
  it("reads on past a related recipe between two parts of the method's list, without it", () => {
    expect(
      steps(`<ol><li>Preheat a sandwich press.</li><li>Layer the cheese on the bread.</li></ol>${RELATED}
        <ol><li>Cook for 3 minutes until the cheese melts.</li><li>Cool slightly before serving.</li></ol>
        <h2>More recipes</h2><ul><li><a href="/a">Tomato soup</a></li><li><a href="/b">Pesto pasta</a></li></ul>`),
    ).toEqual([
      'Preheat a sandwich press.',
      'Layer the cheese on the bread.',
      'Cook for 3 minutes until the cheese melts.',
      'Cool slightly before serving.',
    ]);
  });

  it('reads on past a tip between two steps written as paragraphs of one block, and leaves it out', () => {
    expect(
      steps(`<p>Preheat a sandwich press.</p><p>Layer the cheese on the bread.</p>
        <blockquote><p>Tip: grate the cheese so that it melts evenly.</p></blockquote><p>Cook for 3 minutes.</p>
        <p>Tip: a sourdough loaf toasts best.</p><p>Cool slightly before serving.</p><h2>More recipes</h2>`),
    ).toEqual([
      'Preheat a sandwich press.',
      'Layer the cheese on the bread.',
      'Cook for 3 minutes.',
      'Cool slightly before serving.',
    ]);
  });

  it('reads on past a tip in a box of its own, its title over its text, and leaves both out', () => {
    const BOX = (title: string) => `<div class="tip">${title}<p>Grate the cheese so that it melts evenly.</p></div>`;
    const method = [
      'Preheat a sandwich press.',
      'Layer the cheese on the bread.',
      'Cook for 3 minutes.',
      'Cool slightly before serving.',
    ];
    expect(
      steps(`<ol><li>Preheat a sandwich press.</li><li>Layer the cheese on the bread.</li></ol>
        ${BOX('<p><strong>Top tip</strong></p>')}<ol><li>Cook for 3 minutes.</li><li>Cool slightly before serving.</li></ol>`),
    ).toEqual(method);
    expect(
      steps(`<p>Preheat a sandwich press.</p><p>Layer the cheese on the bread.</p>${BOX("<h4>Cook's tip:</h4>")}
        <p>Cook for 3 minutes.</p><p>Cool slightly before serving.</p><h2>More recipes</h2>`),
    ).toEqual(method);
  });

  it('reads on past a line of links between steps written as paragraphs, and past their numbers in blocks', () => {
    expect(
      steps(`<div><p>Preheat a sandwich press.</p><p>Layer the cheese on the bread.</p>
        <p><a href="/dinners">Our 25 best weeknight dinners</a></p><p>Cook for 3 minutes until the cheese melts.</p></div>`),
    ).toEqual([
      'Preheat a sandwich press.',
      'Layer the cheese on the bread.',
      'Cook for 3 minutes until the cheese melts.',
    ]);
    expect(
      steps(`<div><div>1</div><div>Preheat a sandwich press.</div><div>2</div><div>Layer the cheese on the bread.</div>
        ${RELATED}<div>3</div><div>Cook for 3 minutes until the cheese melts.</div></div>`),
    ).toEqual([
      'Preheat a sandwich press.',
      'Layer the cheese on the bread.',
      'Cook for 3 minutes until the cheese melts.',
    ]);
  });

  it("reads on past a photo's caption between two parts of the method's list, and not past a name over a list of other dishes", () => {
    expect(
      steps(`<ol><li>Preheat a sandwich press.</li><li>Layer the cheese on the bread.</li></ol>
        <p><img src="step.jpg" alt=""><br><em>Here is how it looks at this point</em></p>
        <ol><li>Cook for 3 minutes until the cheese melts.</li><li>Cool slightly before serving.</li></ol>
        <p>More toasties</p><ol><li>Ham and cheese</li><li>Tuna melt</li></ol>`),
    ).toEqual([
      'Preheat a sandwich press.',
      'Layer the cheese on the bread.',
      'Cook for 3 minutes until the cheese melts.',
      'Cool slightly before serving.',
    ]);
  });

  it("leaves out a photo's caption in italics between steps written as paragraphs, not a step beside its photo", () => {
    expect(
      steps(`<div><p>Preheat a sandwich press.</p><p><img src="a.jpg" alt=""><br><em>Here is how it looks</em></p>
        <p>Layer the cheese on the bread.</p><p><img src="b.jpg" alt="">Press it down</p>
        <p>Cook for 3 minutes until the cheese melts.</p></div>`),
    ).toEqual([
      'Preheat a sandwich press.',
      'Layer the cheese on the bread.',
      'Press it down',
      'Cook for 3 minutes until the cheese melts.',
    ]);
  });

  it('ends the method at an aside after its last step', () => {
    expect(
      steps(`<ol><li>Preheat a sandwich press.</li><li>Cook for 3 minutes until the cheese melts.</li></ol>${RELATED}
        <p>We love a toastie on a cold day, and so do our readers.</p>`),
    ).toEqual(['Preheat a sandwich press.', 'Cook for 3 minutes until the cheese melts.']);
  });
});

describe('readVisibleRecipe on ingredients cut by an aside', () => {
  const METHOD = '<h2>Method</h2><ol><li>Cook the pasta.</li><li>Toss it with the rest.</li></ol>';
  const SPICES = '<p><strong>RELATED:</strong> <a href="/pantry">The 10 spices every kitchen needs</a></p>';
  const ingredients = (html: string) =>
    readVisibleRecipe(parseDocument(`<h1>Carbonara</h1><h2>Ingredients</h2>${html}${METHOD}`))?.ingredients;

  it('reads on past it to the rest of the list, without it', () => {
    expect(
      ingredients(`<ul><li>250 g tagliatelle</li><li>100 g pancetta</li></ul>${SPICES}
        <ul><li>1 egg</li><li>4 tbsp grated parmesan</li></ul>`),
    ).toEqual(['250 g tagliatelle', '100 g pancetta', '1 egg', '4 tbsp grated parmesan']);
  });

  it('leaves it out of rows written as blocks', () => {
    expect(ingredients(`<p>250 g tagliatelle</p><p>100 g pancetta</p>${SPICES}<p>1 egg</p>`)).toEqual([
      '250 g tagliatelle',
      '100 g pancetta',
      '1 egg',
    ]);
  });

  it('reads the rows before it as the list\'s too when they have no amount ("Baby back ribs", then "1 cup sugar")', () => {
    const lines = visibleLines(
      parseDocument(`<h1>Ribs</h1><ul><li>Baby back ribs</li><li>Honey bacon rub</li></ul>${SPICES}
        <ul><li>1 cup apple cider vinegar</li><li>1 cup brown sugar</li></ul><p>Rub the ribs and smoke them.</p>`),
    );
    // (Half of them with an amount, as a page that names neither part is read.)
    expect(ingredientShapedList(lines, 1 / 2)?.rows).toEqual([
      'Baby back ribs',
      'Honey bacon rub',
      '1 cup apple cider vinegar',
      '1 cup brown sugar',
    ]);
  });

  it('reads the lists on both sides of it as one where the page names neither part', () => {
    const lines = visibleLines(
      parseDocument(`<h1>Carbonara</h1><ul><li>250 g tagliatelle</li><li>100 g pancetta</li></ul>${SPICES}
        <ul><li>1 egg</li><li>4 tbsp grated parmesan</li></ul><p>Cook the pasta, then toss it with the rest.</p>`),
    );
    expect(ingredientShapedList(lines)?.rows).toEqual([
      '250 g tagliatelle',
      '100 g pancetta',
      '1 egg',
      '4 tbsp grated parmesan',
    ]);
  });

  it("leaves out a tip's box inside a step's list item, after the step's text, and keeps a step whose class says tip", () => {
    expect(
      steps(`<ol><li class="step-card"><div class="step-card__num">1</div><div class="step-card__body">
          <p>Preheat a sandwich press.</p></div></li>
        <li class="step-card"><div class="step-card__body"><p>Layer the cheese on the bread.</p>
          <div class="step-card__hint"><span aria-hidden="true">💡</span> Grate the cheese so it melts evenly.</div>
        </div></li>
        <li><p>Cook for 3 minutes.</p><div class="recipe-steps__point"><span class="label">POINT</span>
          <p>Press the lid down gently.</p></div></li>
        <li><div class="tip-step">Cool slightly before serving.</div></li></ol>`),
    ).toEqual([
      'Preheat a sandwich press.',
      'Layer the cheese on the bread.',
      'Cook for 3 minutes.',
      'Cool slightly before serving.',
    ]);
  });
});

describe('readVisibleRecipe on a method cut by what a page shows beside it', () => {
  it("leaves out a shop's product box between steps, and a caption set apart by its class or under a video", () => {
    const product = `<div class="shop-the-post"><h3>Shop the rub</h3><div class="card-wrapper product-card-wrapper">
      <h3 class="card__heading"><a href="/products/rub">Sweet Heat Rub</a></h3><span>Brown sugar and cayenne</span>
      <div class="price">$12.99 USD</div><button>Add to cart</button></div></div>`;
    const video =
      '<div><iframe src="https://www.youtube.com/embed/x"></iframe></div><p><i>Watch how to press it</i></p>';
    expect(
      steps(`<p><b>Step 1:</b> Preheat a sandwich press.</p>${product}<p><b>Step 2:</b> Layer the cheese on the bread.</p>
        <div class="photo"><img src="a.jpg"><br><span class="caption">The cheese goes right to the edges.</span></div>
        ${video}<p><b>Step 3:</b> Cook for 3 minutes until the cheese melts.</p>`),
    ).toEqual([
      'Preheat a sandwich press.',
      'Layer the cheese on the bread.',
      'Cook for 3 minutes until the cheese melts.',
    ]);
  });

  it("reads on past a photo's box and its caption to the next paragraph of a site builder's method", () => {
    const photo = '<div><div class="wsite-image"><a><img src="a.jpg"></a><div>Golden and crisp</div></div></div>';
    const recipe = readVisibleRecipe(
      parseDocument(`<h1>Cheese toastie</h1><div class="paragraph"><b>Ingredients:</b><br>2 slices bread<br>
        40 g cheese<br><br><b>Directions:</b><br>Preheat a sandwich press.<br>Layer the cheese on the bread.</div>
        ${photo}<div class="paragraph">Cook for 3 minutes until the cheese melts.</div>`),
    );
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Preheat a sandwich press.',
      'Layer the cheese on the bread.',
      'Cook for 3 minutes until the cheese melts.',
    ]);
  });

  it('leaves out a box of a related recipe between the rows and the method', () => {
    const related = `<aside class="receta-relacionada"><span>Receta relacionada</span><h3><a href="/g">Garbanzos</a></h3>
      <ul><li>400 g de garbanzos</li><li>300 g de espinacas</li></ul><a href="/g">Ver receta</a></aside>`;
    const recipe = readVisibleRecipe(
      parseDocument(`<h1>Lentejas</h1><h2>Ingredientes</h2><ul><li>300 g de lentejas</li><li>1 chorizo</li></ul>
        ${related}<h2>Preparación</h2><ol><li>Remojar las lentejas.</li><li>Cocer 40 minutos.</li></ol>`),
    );
    expect(recipe?.ingredients).toEqual(['300 g de lentejas', '1 chorizo']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Remojar las lentejas.', 'Cocer 40 minutos.']);
  });
});
