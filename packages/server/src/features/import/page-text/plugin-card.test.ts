import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { pluginCard } from './plugin-card';
import { readVisibleRecipe } from './visible-recipe';

const card = (html: string) => pluginCard(parseDocument(html));

const wprm = (ingredientGroups: string, steps: string) => `<div class="wprm-recipe wprm-recipe-template-x">
  <h2 class="wprm-recipe-name">Lemon Bars</h2>
  <div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header">Ingredients</h3>${ingredientGroups}</div>
  <div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header">Instructions</h3>${steps}</div>
</div>`;
const ingredient = (amount: string, unit: string, name: string, notes = '') =>
  `<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">${amount}</span>&#32;` +
  `<span class="wprm-recipe-ingredient-unit">${unit}</span>&#32;<span class="wprm-recipe-ingredient-name">${name}</span>` +
  (notes ? `&#32;<span class="wprm-recipe-ingredient-notes">${notes}</span>` : '') +
  '</li>';
const step = (text: string) =>
  `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text"><span>${text}</span></div></li>`;

describe('a recipe plugin’s card read by its own class names', () => {
  it('reads an ingredient written in parts as one line, and each step element as a step', () => {
    const recipe = card(
      wprm(
        `<ul class="wprm-recipe-ingredients">${ingredient('½', 'cup', 'Semi-Pearled Farro', 'rinsed')}${ingredient('2', 'tbsp', 'olive oil')}</ul>`,
        `<ul>${step('Rinse the farro.')}${step('Simmer it for 20 minutes.')}</ul>`,
      ),
    );
    expect(recipe).toEqual({
      title: 'Lemon Bars',
      ingredients: ['½ cup Semi-Pearled Farro rinsed', '2 tbsp olive oil'],
      steps: [
        { text: 'Rinse the farro.', label: null },
        { text: 'Simmer it for 20 minutes.', label: null },
      ],
    });
  });

  it('keeps groups’ names out of the ingredients, as labels of their first steps, and leaves out a group of tools', () => {
    const group = (name: string, rows: string) =>
      `<div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">${name}</h4><ul>${rows}</ul></div>`;
    const recipe = card(
      wprm(
        group('For the crust', ingredient('1', 'cup', 'flour')) +
          group('Equipment Needed', ingredient('', '', '9x13 pan')) +
          group('For the filling', ingredient('4', '', 'lemons')),
        `<div><h4 class="wprm-recipe-group-name">For the crust:</h4><ul>${step('Press the crust.')}</ul></div>` +
          `<div><p>Filling</p><ul>${step('Juice the lemons.')}${step('Bake.')}</ul></div>`,
      ),
    );
    expect(recipe?.ingredients).toEqual(['1 cup flour', '4 lemons']);
    expect(recipe?.steps).toEqual([
      { text: 'Press the crust.', label: 'For the crust' },
      { text: 'Juice the lemons.', label: 'Filling' },
      { text: 'Bake.', label: null },
    ]);
  });

  it('reads the list items of a plugin that gives its items no class, without its header’s controls', () => {
    const recipe = card(`<div class="tasty-recipes"><h2 class="tasty-recipes-title">Thumbprint Cookies</h2>
      <div class="tasty-recipes-ingredients"><div class="tasty-recipes-ingredients-header"><h3>Ingredients</h3>
        <span class="tasty-recipes-scale-label">Scale</span><button>1x</button></div>
        <div><h4>Dough</h4><ul><li><span class="nutrifox-quantity">1</span> cup butter</li><li>2 cups flour</li></ul></div></div>
      <div class="tasty-recipes-instructions"><h3>Instructions</h3><ol><li>Cream the butter.</li><li>Add the flour.</li></ol></div>
    </div>`);
    expect(recipe?.title).toBe('Thumbprint Cookies');
    expect(recipe?.ingredients).toEqual(['1 cup butter', '2 cups flour']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Cream the butter.', 'Add the flour.']);
  });

  it('reads no card that is hidden, nor one without steps', () => {
    expect(
      card(`<div style="display:none" class="mv-create-card"><h2 class="mv-create-title">Hidden</h2>
        <div class="mv-create-ingredients"><ul><li>1 egg</li></ul></div>
        <div class="mv-create-instructions"><ol><li>Boil it.</li></ol></div></div>`),
    ).toBeNull();
    expect(card(`<div class="ERSIngredients"><ul><li class="ingredient">1 egg</li></ul></div>`)).toBeNull();
  });

  it('is how the page’s recipe is read when its headings are plain paragraphs', () => {
    const recipe = readVisibleRecipe(
      parseDocument(
        `<h1>Lemon Bars</h1><p>Our favourite bars.</p>${wprm(
          `<ul>${ingredient('1', 'cup', 'flour')}${ingredient('4', '', 'lemons')}</ul>`,
          `<ul>${step('Mix.')}${step('Bake.')}</ul>`,
        ).replace(/<h3[^>]*>(.*?)<\/h3>/g, '<p>$1</p>')}`,
      ),
    );
    expect(recipe?.ingredients).toEqual(['1 cup flour', '4 lemons']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Mix.', 'Bake.']);
  });
});
