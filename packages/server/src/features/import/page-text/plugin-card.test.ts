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
  it('reads an ingredient written in parts as one line (its notes in brackets), and each step element as a step', () => {
    const recipe = card(
      wprm(
        `<ul class="wprm-recipe-ingredients">${ingredient('½', 'cup', 'Semi-Pearled Farro', 'rinsed')}${ingredient('2', 'tbsp', 'olive oil')}</ul>`,
        `<ul>${step('Rinse the farro.')}${step('Simmer it for 20 minutes.')}</ul>`,
      ),
    );
    expect(recipe).toEqual({
      title: 'Lemon Bars',
      // The card shows the notes apart, faded; the plugin's own data writes them in brackets.
      ingredients: ['½ cup Semi-Pearled Farro (rinsed)', '2 tbsp olive oil'],
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

  it('reads an item an author wrote as the name of a group ("For the filling:") as the label of the next', () => {
    const recipe = card(`<div class="tasty-recipes"><h2 class="tasty-recipes-title">Thumbprint Cookies</h2>
      <div class="tasty-recipes-ingredients"><ul><li>1 cup butter</li><li><strong>For the filling:</strong></li>
        <li>1 cup jam</li></ul></div>
      <div class="tasty-recipes-instructions"><ol><li>Cream the butter.</li><li><strong>For the filling</strong></li>
        <li>Spoon the jam into the cookies.</li></ol></div>
    </div>`);
    expect(recipe?.ingredients).toEqual(['1 cup butter', '1 cup jam']);
    expect(recipe?.steps).toEqual([
      { text: 'Cream the butter.', label: null },
      { text: 'Spoon the jam into the cookies.', label: 'For the filling' },
    ]);
  });

  it('reads Zip Recipes’ card, whose groups’ names stand between its lists, not in them', () => {
    const list = (kind: string, items: string[]) =>
      `<ul class="zrdn-list zrdn-${kind}-list bullets">${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
    const recipe = card(`<div class="zrdn-recipe-container">
      <div class="zrdn-print-link"><a class="zrdn-print-link-button" href="#">Print</a></div>
      <h2 class="zrdn-recipe-title zrdn-element_recipe_title">Lemon Drizzle Cake</h2>
      <h3 class="zrdn-recipe-label zrdn-ingredients-label">Ingredients</h3>
      ${list('ingredients', ['225 g butter', '225 g caster sugar'])}
      <h4 class="zrdn-subtitle">For the drizzle</h4>${list('ingredients', ['1 lemon', '85 g sugar'])}
      <h3 class="zrdn-recipe-label zrdn-instructions-label">Instructions</h3>
      ${list('instructions', ['Cream the butter and sugar.', 'Bake for 45 minutes.'])}
      <h4 class="zrdn-subtitle"> Drizzle</h4>${list('instructions', ['Pour the lemon syrup over the cake.'])}
    </div>`);
    expect(recipe).toEqual({
      title: 'Lemon Drizzle Cake',
      ingredients: ['225 g butter', '225 g caster sugar', '1 lemon', '85 g sugar'],
      steps: [
        { text: 'Cream the butter and sugar.', label: null },
        { text: 'Bake for 45 minutes.', label: null },
        { text: 'Pour the lemon syrup over the cake.', label: 'Drizzle' },
      ],
    });
  });

  it('reads an older Zip Recipes card by its ids, a list per group with the group’s name first in it', () => {
    const list = (tag: string, id: string, label: string, kind: string, items: string[]) =>
      `<${tag} id="zlrecipe-${id}-list">` +
      (label ? `<div class="${kind} no-bullet-label">${label}</div>` : '') +
      items.map((i) => `<li class="${kind} no-bullet">${i}</li>`).join('') +
      `</${tag}>`;
    const recipe = card(`<div id="zlrecipe-container-12" class="zlrecipe-container-border">
      <div id="zlrecipe-container" class="serif zlrecipe"><div id="zlrecipe-innerdiv">
        <div class="item b-b"><div class="zlrecipe-print-link fl-r"><a class="butn-link" title="Print this recipe"
          href="javascript:void(0);" onclick="zlrPrint('zlrecipe-container-12', ''); return false">Print</a></div>
          <div id="zlrecipe-title" class="b-b h-1 strong">Apple Crumble</div></div>
        <p id="zlrecipe-ingredients" class="h-4 strong">Ingredients</p>
        ${list('ul', 'ingredients', '', 'ingredient', ['6 apples', '2 tbsp sugar'])}
        ${list('ul', 'ingredients', 'Crumble', 'ingredient', ['100 g flour', '50 g butter'])}
        <p id="zlrecipe-instructions" class="h-4 strong">Instructions</p>
        ${list('ul', 'instructions', '', 'instruction', ['Slice the apples.'])}
        ${list('ul', 'instructions', 'Crumble', 'instruction', ['Rub the butter into the flour.', 'Bake for 30 minutes.'])}
      </div></div></div>`);
    expect(recipe).toEqual({
      title: 'Apple Crumble',
      ingredients: ['6 apples', '2 tbsp sugar', '100 g flour', '50 g butter'],
      steps: [
        { text: 'Slice the apples.', label: null },
        { text: 'Rub the butter into the flour.', label: 'Crumble' },
        { text: 'Bake for 30 minutes.', label: null },
      ],
    });
  });

  it('reads a WPZOOM recipe card, its groups’ names as list items of their own, without its print button', () => {
    const item = (amount: string, unit: string, name: string) =>
      `<li class="ingredient-item"><span class="tick-circle"></span><p class="ingredient-item-name">` +
      (amount ? `<span class="wpzoom-rcb-ingredient-amount">${amount}</span>` : '') +
      ` ${unit ? `<span class="wpzoom-rcb-ingredient-unit">${unit}</span>` : ''} ` +
      `<span class="wpzoom-rcb-ingredient-name">${name}</span></p></li>`;
    const group = (kind: string, name: string) =>
      `<li class="${kind} ${kind}-group"><strong class="${kind}-group-title">${name}</strong></li>`;
    const recipe =
      card(`<div class="wp-block-wpzoom-recipe-card-block-recipe-card is-style-default" id="wpzoom-recipe-card">
      <div class="recipe-card-image"><figure><img src="bread.jpg" alt="Banana Bread"/><figcaption>
        <div class="wpzoom-recipe-card-print-link"><a class="btn-print-link no-print" href="#wpzoom-recipe-card"
          title="Print directions...">Print</a></div></figcaption></figure></div>
      <div class="recipe-card-heading"><h2 class="recipe-card-title">Banana Bread</h2>
        <span class="recipe-card-author">Recipe by Ann</span></div>
      <div class="recipe-card-ingredients"><h3 class="ingredients-title">Ingredients</h3>
        <ul class="ingredients-list layout-1-column">${item('3', '', 'ripe bananas')}${item('2', 'cups', 'flour')}
          ${group('ingredient-item', 'For the topping')}${item('1', 'tbsp', 'demerara sugar')}</ul></div>
      <div class="recipe-card-directions"><h3 class="directions-title">Directions</h3><ul class="directions-list">
        <li class="direction-step">Mash the bananas and stir in the flour.</li>
        ${group('direction-step', 'Topping')}<li class="direction-step">Sprinkle the sugar over and bake.</li></ul></div>
      <div class="footer-copyright"><p>Recipe Card plugin by <a href="https://www.wpzoom.com/">WPZOOM</a></p></div>
    </div>`);
    expect(recipe).toEqual({
      title: 'Banana Bread',
      ingredients: ['3 ripe bananas', '2 cups flour', '1 tbsp demerara sugar'],
      steps: [
        { text: 'Mash the bananas and stir in the flour.', label: null },
        { text: 'Sprinkle the sugar over and bake.', label: 'Topping' },
      ],
    });
  });

  it('reads WPZOOM’s ingredients and directions blocks standing on their own, without the print button in each', () => {
    const block = (kind: string, item: string, texts: string[]) =>
      `<div id="wpzoom-${kind}" class="wp-block-wpzoom-recipe-card-block-${kind}">` +
      `<div class="wpzoom-recipe-card-print-link visible"><a class="btn-print-link no-print" href="#wpzoom-${kind}" ` +
      `title="Print ${kind}..."><img class="icon-print-link" src="printer.svg" alt="Print"/>Print</a></div>` +
      `<h3 class="${kind}-title">${kind}</h3><ul class="${kind}-list">` +
      texts.map((t) => `<li class="${item}">${t}</li>`).join('') +
      '</ul></div>';
    const recipe = card(`<div class="entry-content"><p>Our favourite pancakes.</p>
      ${block('ingredients', 'ingredient-item', ['<p class="ingredient-item-name">2 eggs</p>', '1 cup milk'])}
      ${block('directions', 'direction-step', ['Whisk the eggs and milk.', 'Fry in butter.'])}
    </div>`);
    expect(recipe).toEqual({
      title: null,
      ingredients: ['2 eggs', '1 cup milk'],
      steps: [
        { text: 'Whisk the eggs and milk.', label: null },
        { text: 'Fry in butter.', label: null },
      ],
    });
  });

  it('reads a Cooked recipe’s ingredients and steps, leaving out the step numbers and the checkboxes', () => {
    const ingredient = (amount: string, unit: string, name: string) =>
      `<div itemprop="recipeIngredient" class="cooked-single-ingredient cooked-ingredient">` +
      `<span class="cooked-ingredient-checkbox">&nbsp;</span><span class="cooked-ing-amount" data-decimal="1">` +
      `${amount}</span> <span class="cooked-ing-measurement">${unit}</span> <span class="cooked-ing-name">${name}</span></div>`;
    const direction = (n: number, text: string) =>
      `<div id="cooked-single-direction-step-${n}" class="cooked-single-direction cooked-direction ` +
      `cooked-direction-has-number" data-step="Step ${n}"><span class="cooked-direction-number">${n}</span>` +
      `<div class="cooked-dir-content"><p>${text}</p></div></div>`;
    const recipe =
      card(`<div class="entry-content"><div class="cooked-recipe-info cooked-clearfix"><span class="cooked-print"><a target="_blank"
        rel="nofollow" href="?print=1" class="cooked-print-icon"><i class="cooked-icon cooked-icon-print"></i></a></span>
        <span class="cooked-servings"><strong class="cooked-meta-title">Yields</strong><a href="#">4 Servings</a></span></div>
      <div class="cooked-recipe-ingredients">${ingredient('2', 'cups', 'flour')}
        <div class="cooked-single-ingredient cooked-heading">For the glaze</div>${ingredient('1', 'cup', 'icing sugar')}</div>
      <div class="cooked-recipe-directions">${direction(1, 'Whisk the flour and milk.')}
        <h3 class="cooked-single-direction cooked-heading">Glaze</h3>${direction(2, 'Stir the icing sugar with water.')}</div></div>`);
    expect(recipe).toEqual({
      title: null,
      ingredients: ['2 cups flour', '1 cup icing sugar'],
      steps: [
        { text: 'Whisk the flour and milk.', label: null },
        { text: 'Stir the icing sugar with water.', label: 'Glaze' },
      ],
    });
  });

  it('reads a WP Ultimate Recipe card, an ingredient’s quantity, unit, name and notes on one line', () => {
    const ingredient = (quantity: string, unit: string, name: string, notes = '') =>
      `<li class="wpurp-recipe-ingredient" itemprop="ingredients"><span data-original="${quantity}" ` +
      `class="wpurp-recipe-ingredient-quantity">${quantity}</span><span data-original="${unit}" ` +
      `class="wpurp-recipe-ingredient-unit">${unit}</span><span class="wpurp-recipe-ingredient-name">` +
      `<a href="/ingredient/${name}/">${name}</a></span>` +
      (notes ? `<span class="wpurp-recipe-ingredient-notes">${notes}</span>` : '') +
      '</li>';
    const group = (kind: string, name: string, items: string) =>
      `<div>${name ? `<span class="wpurp-recipe-${kind}-group">${name}</span>` : ''}` +
      `<ul class="wpurp-recipe-${kind}-container">${items}</ul></div>`;
    const step = (text: string) =>
      `<li class="wpurp-recipe-instruction"><span class="wpurp-recipe-instruction-text">${text}</span>` +
      '<img src="step.jpg" alt=""/></li>';
    const recipe = card(`<div class="wpurp-container">
      <span class="wpurp-recipe-title">Tomato Soup</span>
      <a href="#" class="recipe-tooltip wpurp-recipe-print-button" data-recipe-id="7"><i class="fa fa-print"></i></a>
      <div class="recipe-tooltip-content">Print Recipe</div>
      <div class="wpurp-recipe-ingredients" data-servings="4">
        ${group('ingredient', 'Soup', ingredient('1', 'kg', 'tomatoes', 'ripe') + ingredient('1', 'l', 'stock'))}
        ${group('ingredient', 'Croutons', ingredient('2', 'slices', 'bread'))}</div>
      <div class="wpurp-recipe-instructions">${group('instruction', '', step('Simmer the tomatoes in the stock.'))}
        ${group('instruction', 'Croutons', step('Toast the bread.'))}</div>
    </div>`);
    expect(recipe).toEqual({
      title: 'Tomato Soup',
      ingredients: ['1 kg tomatoes ripe', '1 l stock', '2 slices bread'],
      steps: [
        { text: 'Simmer the tomatoes in the stock.', label: null },
        { text: 'Toast the bread.', label: 'Croutons' },
      ],
    });
  });

  it('reads a Jetpack [recipe] card, its groups’ names as headings in its list, without its meta and print link', () => {
    const ingredient = (text: string) =>
      `<li class="jetpack-recipe-ingredient" itemprop="recipeIngredient">${text}</li>`;
    const recipe = card(`<div class="hrecipe jetpack-recipe" itemscope itemtype="https://schema.org/Recipe">
      <h3 class="jetpack-recipe-title" itemprop="name">Peach Cobbler Loaf</h3>
      <ul class="jetpack-recipe-meta"><li class="jetpack-recipe-servings" itemprop="recipeYield"><strong>Servings:
        </strong>8</li><li class="jetpack-recipe-print"><a href="#">Print</a></li></ul>
      <div class="jetpack-recipe-content">
        <div class="jetpack-recipe-ingredients"><h4 class="jetpack-recipe-ingredients-title">Ingredients</h4><ul>
          <h5>Cake</h5>${ingredient('1¼ pounds peaches')}${ingredient('2 large eggs')}
          <h5>Streusel</h5>${ingredient('Pinch of salt')}</ul></div>
        <div class="jetpack-recipe-directions"><h4 class="jetpack-recipe-directions-title">Directions</h4>
          <ol itemprop="recipeInstructions"><li class="jetpack-recipe-directions">Heat oven to 375°F.</li>
          <li class="jetpack-recipe-directions">Bake for 60 to 70 minutes.</li></ol></div>
      </div></div>`);
    expect(recipe).toEqual({
      title: 'Peach Cobbler Loaf',
      ingredients: ['1¼ pounds peaches', '2 large eggs', 'Pinch of salt'],
      steps: [
        { text: 'Heat oven to 375°F.', label: null },
        { text: 'Bake for 60 to 70 minutes.', label: null },
      ],
    });
  });

  it('reads a Yumprint card’s sections, its name over them, without its save and print buttons nor its notes', () => {
    const section = (kind: string, title: string, items: string[]) =>
      `<div class="blog-yumprint-${kind}-section"><div class="blog-yumprint-subheader">${title}</div>` +
      `<ol class="blog-yumprint-${kind}s">${items.map((i) => `<li class="blog-yumprint-${kind}-item">${i}</li>`).join('')}</ol></div>`;
    const recipe = card(`<div class="blog-yumprint-recipe">
      <div class="blog-yumprint-recipe-title" itemprop="name">Chocolate Chip Cookies</div>
      <div class="blog-yumprint-serves">Serves 24</div>
      <div class="blog-yumprint-header"><div class="blog-yumprint-save blog-yumprint-action"><a
        href="https://yumprint.com/app/object/1">Save Recipe</a></div><div class="blog-yumprint-print
        blog-yumprint-action">Print</div></div>
      <div class="blog-yumprint-recipe-contents">
        ${section('ingredient', 'Ingredients', ['1 cup butter', '2 cups flour'])}
        ${section('ingredient', 'Mix-ins', ['2 cups chocolate chips'])}
        ${section('method', 'Instructions', ['Cream the butter.', 'Fold in the chips.'])}
        ${section('method', 'Baking', ['Bake for 10 minutes.'])}
        ${section('note', 'Notes', ['Chill the dough overnight.'])}
      </div></div>`);
    expect(recipe).toEqual({
      title: 'Chocolate Chip Cookies',
      ingredients: ['1 cup butter', '2 cups flour', '2 cups chocolate chips'],
      steps: [
        { text: 'Cream the butter.', label: null },
        { text: 'Fold in the chips.', label: null },
        { text: 'Bake for 10 minutes.', label: 'Baking' },
      ],
    });
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
