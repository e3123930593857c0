import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';

// Newspapers' and magazines' recipes: a headline, the writer's text, then the recipe under its own name, its rows
// written as paragraphs ("butter 30g"), its method as paragraphs with the paper's asides between and after them.

const read = (html: string) => readVisibleRecipe(parseDocument(html));
const stepsOf = (html: string) => read(html)?.steps.map((s) => s.text);

describe("a newspaper's recipe", () => {
  it('reads rows written name first under the dish\'s name and "Serves 2", and the paragraphs of sentences after them', () => {
    const recipe = read(`<h1>An easy autumn supper</h1><p>Apples and pork, a match made in October.</p>
      <h2>Pork chops with apples</h2><p><b>Serves 2</b></p><p>pork chops 2, thick</p><p>olive oil 1 tbsp</p>
      <p>butter 30g</p><p>dry cider 250ml</p><p>Season the chops and brown them in the oil.</p>
      <p>Add the cider and let it bubble for 3 minutes.</p><p>Follow Nigel on Twitter @NigelSlater</p>`);
    expect(recipe?.ingredients).toEqual(['pork chops 2, thick', 'olive oil 1 tbsp', 'butter 30g', 'dry cider 250ml']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Season the chops and brown them in the oil.',
      'Add the cider and let it bubble for 3 minutes.',
    ]);
  });

  it("leaves a headline's kicker out of the title, and a labelled link to another story out of the steps", () => {
    const recipe = read(`<h1><span class="article-heading__kicker">Wochenmarkt</span>
      <span class="article-heading__title">Ofenkürbis mit Feta</span></h1><h2>Zutaten</h2><ul><li>1 Kürbis</li>
      <li>200 g Feta</li></ul><h2>Zubereitung</h2><p>Den Kürbis in Spalten schneiden und backen.</p>
      <div><span class="link__label">Lesen Sie auch</span> <a href="/x">Die besten Kürbisrezepte des Herbstes</a></div>
      <p>Den Feta darüber bröseln und servieren.</p>`);
    expect(recipe?.title).toBe('Ofenkürbis mit Feta');
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Den Kürbis in Spalten schneiden und backen.',
      'Den Feta darüber bröseln und servieren.',
    ]);
  });

  it("ends the method at an editor's note in italics, and leaves out a sign-up box between two steps", () => {
    const signUp = `<div class="newsletter-box"><p class="newsletter-title">Get our best recipes</p>
      <p>Every week, seasonal menus and our chefs' tips, straight to your inbox.</p></div>`;
    expect(
      stepsOf(`<h1>Shrimp and Grits</h1><h2>Ingredients</h2><ul><li>1 cup grits</li><li>1 lb shrimp</li></ul>
        <h2>Instructions</h2><p>Simmer the grits for 25 minutes.</p>${signUp}<p>Sear the shrimp in a hot pan.</p>
        <p>Serve the shrimp over the grits.</p><p><em>Marsh &amp; Main is open for dinner Tuesday through Saturday.</em></p>`),
    ).toEqual([
      'Simmer the grits for 25 minutes.',
      'Sear the shrimp in a hot pan.',
      'Serve the shrimp over the grits.',
    ]);
  });

  it("reads the rows from whom they are for, not a byline's links and an interview above them", () => {
    const recipe = read(`<h1>Maria Delgado on grits</h1><div class="byline"><b><a href="/a">Hannah</a></b></div>
      <div><a href="#c">4</a></div><div><a href="/fb">Facebook</a></div><div><a href="/tw">Twitter</a></div>
      <p>Maria grew up on James Island, where her grandfather ran a shrimp boat.</p>
      <div class="td-a-rec td-a-rec-id-content_inline">- Advertisement -</div>
      <p><strong>Chef Maria's Shrimp and Grits</strong></p><p>Serves 4</p><p>1 cup grits</p><p>2 cups milk</p>
      <p>1 lb shrimp</p><p><b>Instructions</b></p><p>Simmer the grits in the milk.</p><p>Sear the shrimp.</p>`);
    expect(recipe?.ingredients).toEqual(['1 cup grits', '2 cups milk', '1 lb shrimp']);
  });
});

describe('a method in named groups', () => {
  it('reads the paragraphs under the last group after the lists of the others, not a tip after them', () => {
    expect(
      stepsOf(`<h1>Rigatoni</h1><h2>Ingredients</h2><ul><li>1 lb rigatoni</li><li>1 cup cream</li></ul>
        <h2>Instructions</h2><h3>Make the sauce</h3><ol><li>Warm the cream in a pan.</li><li>Season it well.</li></ol>
        <h3>Cook the pasta</h3><ol><li>Boil the rigatoni for 10 minutes.</li><li>Drain it well.</li></ol>
        <h3>Assemble</h3><p>Toss the pasta with the sauce.</p><p>Divide it between the bowls.</p>`),
    ).toEqual([
      'Warm the cream in a pan.',
      'Season it well.',
      'Boil the rigatoni for 10 minutes.',
      'Drain it well.',
      'Toss the pasta with the sauce.',
      'Divide it between the bowls.',
    ]);
    expect(
      stepsOf(`<h1>Rigatoni</h1><h2>Ingredients</h2><ul><li>1 lb rigatoni</li><li>1 cup cream</li></ul>
        <h2>Instructions</h2><h3>Make the sauce</h3><ol><li>Warm the cream in a pan.</li><li>Season it well.</li></ol>
        <h3>Our kitchen tip</h3><p>Drying the pasta well is the secret to a glossy sauce.</p>`),
    ).toEqual(['Warm the cream in a pan.', 'Season it well.']);
  });
});
