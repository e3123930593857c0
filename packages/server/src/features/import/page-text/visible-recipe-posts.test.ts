import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { runTogether } from './visible-ingredients';
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
    // The page's numbers are kept as it prints them ("1-"); a paragraph without one goes on the step before it.
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      '1- Die Schalotten schälen und in dünnen Scheiben schneiden. Die Entenbrust auf einem Teller platzieren und das Fleisch ziehen.',
      '2- In einer großen Pfanne die Schalotten braten und dann das Fleisch geben.',
      '3- Den Blätterteig ausrollen und 35 Minuten bei 180°C backen.',
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
