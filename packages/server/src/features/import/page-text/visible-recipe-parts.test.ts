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
