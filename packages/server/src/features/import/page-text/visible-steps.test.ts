import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';

const read = (html: string) => readVisibleRecipe(parseDocument(html));

describe('stepLines', () => {
  it('leaves out the label of a control shown by every step (a cooking mode’s "Done"), in any language', () => {
    const recipe = read(`<h2>Suroviny</h2><ul><li>500 g múka</li><li>1 dl mlieko</li></ul>
      <h2>Postup</h2>
      <div><div class="n">1</div><div class="done">Hotové</div><p>Do mlieka pridáme cukor.</p></div>
      <div><div class="n">2</div><div class="done">Hotové</div><p>Cesto necháme kysnúť.</p></div>
      <div><div class="n">3</div><div class="done">Hotové</div><p>Buchty paríme 8 minút.</p></div>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Do mlieka pridáme cukor.',
      'Cesto necháme kysnúť.',
      'Buchty paríme 8 minút.',
    ]);
  });

  it('reads on past a short step without its stop after a long one without it, where a step follows', () => {
    const recipe = read(`<h1>Lemon Cake</h1><h2>Ingredients</h2><ul><li>200 g flour</li><li>4 eggs</li></ul>
      <h2>Method</h2><div><p>Heat the oven to 180C.</p><p>Beat the sugar and eggs until pale and fluffy, about 5
      minutes</p><p>Fold in the flour and zest</p><p>Bake for 40 minutes.</p></div><div><p>By Jane</p></div>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Heat the oven to 180C.',
      'Beat the sugar and eggs until pale and fluffy, about 5 minutes',
      'Fold in the flour and zest',
      'Bake for 40 minutes.',
    ]);
  });

  it('reads every group of a method whose groups are blocks of one kind, each named by a plain line over its steps', () => {
    const group = (name: string, steps: string) => `<div class="group"><p>${name}</p><p>${steps}</p></div>`;
    const recipe = read(`<h1>Roll Cake</h1><h2>Ingredients</h2><ul><li>500 g flour</li><li>250 ml milk</li></ul>
      <h2>Instructions</h2>${group('Prepare the Dough', 'Warm the milk.<br>Knead in the flour.<br>Leave to rise.')}
      ${group('For the Filling', 'Mix the butter and sugar.')}${group('Assembly', 'Roll, fill and bake.')}
      <h2>Notes</h2><p>Keeps for 2 days.</p>`);
    expect(recipe?.steps).toEqual([
      { text: 'Warm the milk.', label: 'Prepare the Dough' },
      { text: 'Knead in the flour.', label: null },
      { text: 'Leave to rise.', label: null },
      { text: 'Mix the butter and sugar.', label: 'For the Filling' },
      { text: 'Roll, fill and bake.', label: 'Assembly' },
    ]);
  });

  it("reads a step's own list inside its item as a part of that step, and the steps after it", () => {
    const recipe = read(`<h1>Dal</h1><h2>Ingredients</h2><ul><li>1 cup lentils</li><li>1 onion, chopped</li></ul>
      <h2>Instructions</h2><ol><li>Rinse the lentils.</li><li>Simmer the lentils for 20 minutes.<ul><li>Skim off the
      foam.</li><li>Add more water if needed.</li></ul></li><li>Fry the onion and stir it into the dal.</li></ol>
      <h2>Notes</h2><p>Keeps for 3 days.</p>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Rinse the lentils.',
      'Simmer the lentils for 20 minutes. Skim off the foam. Add more water if needed.',
      'Fry the onion and stir it into the dal.',
    ]);
  });

  it("leaves out a step's time set beside its text in its item, before or after it ('5 mins', '1 hr 10 mins')", () => {
    const method = (items: string) =>
      read(
        `<h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul><h2>Method</h2><ol>${items}</ol>`,
      )?.steps.map((s) => s.text);
    expect(
      method(
        `<li><p>Mix the flour and eggs.</p><span>5 mins</span></li><li><p>Bake it well.</p><span>1 hr 10 mins</span></li>`,
      ),
    ).toEqual(['Mix the flour and eggs.', 'Bake it well.']);
    expect(
      method(
        `<li><span>2-3 Min.</span><p>Mix the flour and eggs.</p></li><li><span>40 min</span><p>Bake it well.</p></li>`,
      ),
    ).toEqual(['Mix the flour and eggs.', 'Bake it well.']);
  });

  it('reads steps written as headings, two or more in a row, and ends them at the next heading that is none', () => {
    const method = (steps: string) =>
      read(`<h1>Pasta</h1><h3>Pesto</h3><ul><li>Broccoli 75 g</li><li>Parmesan 1 dl</li></ul><h3>Instruktioner</h3>${steps}
        <h3>Liknande barnrecept</h3><p>4.8</p><p>Kycklingsallad</p><p>Från 10 mån</p>`)?.steps.map((s) => s.text);
    expect(
      method(
        '<h3>1. Koka valfri pasta</h3><h3>2. Ånga broccolin tills den är mjuk</h3><h3>3. Blanda med den färdiga pastan</h3>',
      ),
    ).toEqual(['Koka valfri pasta', 'Ånga broccolin tills den är mjuk', 'Blanda med den färdiga pastan']);
    // A step's title over its text stays a label.
    expect(
      read(`<h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul><h2>Method</h2>
        <h4>Step 1: Heat the oven.</h4><p>Line a tin with paper.</p><h4>Step 2: Mix it.</h4><p>Use a big bowl.</p>`)
        ?.steps,
    ).toEqual([
      { text: 'Line a tin with paper.', label: 'Step 1: Heat the oven.' },
      { text: 'Use a big bowl.', label: 'Step 2: Mix it.' },
    ]);
  });

  it('reads on into the next list under the next step’s number on a line of its own ("Step 3"), and no further', () => {
    const method = (between: string) =>
      read(`<h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul><h2>Method</h2>
        <ol><li>Mix the flour and eggs in a bowl.</li><li>Bake for 30 minutes until golden.</li></ol>${between}
        <ol><li>Mix the icing sugar with a little water.</li><li>Pour the glaze over the cake.</li></ol>`)?.steps
        .length;
    expect(method('<p>Step 3</p>')).toBe(4);
    expect(method('<p>Step 5</p>')).toBe(2);
  });

  it('keeps a short step that only comes once or twice', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>1 onion</li><li>2 carrots</li></ul>
      <h2>Method</h2><ol><li>Chop the onion.</li><li>Stir well</li><li>Stir well</li><li>Serve it hot.</li></ol>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Chop the onion.', 'Stir well', 'Stir well', 'Serve it hot.']);
  });

  it('ends paragraphs counted from 1 at a paragraph without the next number; one before the next number goes on its step', () => {
    const steps = (method: string) =>
      read(
        `<p><b>Ingredients:</b></p><p>2 cups flour</p><p>1/2 cup butter</p><p><b>Directions:</b></p>${method}`,
      )?.steps.map((s) => s.text);
    expect(
      steps(`<p>1. Rub the butter into the flour.</p><p>2. Stir in the milk.</p><p>3. Bake for 12 minutes.</p>
        <p>Hope you enjoy these as much as my family does!</p>`),
    ).toEqual(['Rub the butter into the flour.', 'Stir in the milk.', 'Bake for 12 minutes.']);
    expect(
      steps(`<p>1. Rub the butter into the flour.</p><p>2. Stir in the milk.</p><p>Knead it lightly, just until smooth.</p>
        <p>3. Bake for 12 minutes.</p>`),
    ).toEqual([
      'Rub the butter into the flour.',
      'Stir in the milk. Knead it lightly, just until smooth.',
      'Bake for 12 minutes.',
    ]);
    // (And so are paragraphs counted as "Step 1:", "Step 2:".)
    expect(
      steps(`<p><b>Step 1:</b> Rub the butter into the flour.</p><p><b>Step 2:</b> Stir in the milk.</p>
        <p>Knead it lightly, just until smooth.</p><p><b>Step 3:</b> Bake for 12 minutes.</p>
        <p>Hope you enjoy these as much as my family does!</p>`),
    ).toEqual([
      'Rub the butter into the flour.',
      'Stir in the milk. Knead it lightly, just until smooth.',
      'Bake for 12 minutes.',
    ]);
  });

  it('reads a step counter that says how many steps there are ("Step 1 of 2", "Schritt 1 von 2") as layout', () => {
    const card = '<h1>Stew</h1><h2>Ingredients</h2><ul><li>500 g pork</li><li>2 onions</li></ul><h2>Method</h2>';
    const texts = (html: string) => read(`${card}${html}`)?.steps.map((s) => [s.label, s.text]);
    const want = [
      [null, 'Brown the pork in a pan.'],
      [null, 'Add the onions.'],
    ];
    expect(
      texts(`<div><span>Step 1 of 2</span><p>Brown the pork in a pan.</p></div>
        <div><span>Step 2 of 2</span><p>Add the onions.</p></div>`),
    ).toEqual(want);
    expect(
      texts(`<ol><li>Step 1 of 2: Brown the pork in a pan.</li><li>Step 2 of 2: Add the onions.</li></ol>`),
    ).toEqual(want);
    expect(
      texts(`<p><b>Schritt 1 von 2</b></p><p>Brown the pork in a pan.</p><p><b>Schritt 2 von 2</b></p>
        <p>Add the onions.</p>`),
    ).toEqual(want);
  });

  it('ends three steps or more, each in a wrapper of its own side by side, at a line outside their container', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>2 tbsp oil</li><li>6 tortillas</li></ul>
      <div class="steps"><h2>Directions</h2><div class="list">
        <div class="step"><div class="inner">Heat the oil in a skillet.</div></div>
        <div class="step"><div class="inner">Add the potatoes and cook them.</div></div>
        <div class="step"><div class="inner">Toast the tortillas in a dry pan.</div></div>
        <div class="step"><div class="inner">Spread the filling over the tortillas and serve!</div></div></div>
        <div class="progress"><div>Need to start again?</div><div>Recipe Complete!</div></div></div>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Heat the oil in a skillet.',
      'Add the potatoes and cook them.',
      'Toast the tortillas in a dry pan.',
      'Spread the filling over the tortillas and serve!',
    ]);
  });

  it('reads a heading element over the rest of its list item as the step’s title, not as words of the step', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>1 crust</li><li>4 apples</li></ul>
      <h2>Instructions</h2><ol><li><h3>Prepare the crust</h3><p>Roll out the crust and line the dish.</p></li>
      <li><h3>Fill</h3><p>Slice the apples and fill the crust.</p></li></ol>`);
    expect(recipe?.steps).toEqual([
      { text: 'Roll out the crust and line the dish.', label: 'Prepare the crust' },
      { text: 'Slice the apples and fill the crust.', label: 'Fill' },
    ]);
  });

  it('keeps a short last step without its stop before the notes, not an author’s sign-off', () => {
    const steps = (last: string) =>
      read(`<h2>Ingredients</h2><ul><li>1 onion</li><li>2 carrots</li></ul>
        <h2>Instructions</h2><div><p>Chop the onion and the carrots finely.</p><p>Simmer them in the stock for an hour.</p>
        <p>${last}</p></div><h2>Notes</h2><p>Keeps for three days in the fridge.</p>`)?.steps.map((s) => s.text);
    expect(steps('Serve hot')).toEqual([
      'Chop the onion and the carrots finely.',
      'Simmer them in the stock for an hour.',
      'Serve hot',
    ]);
    expect(steps('Love, Anna')).toHaveLength(2);
  });
});

describe('steps written as the lines of one paragraph', () => {
  it('ends them with their paragraph, as a list ends, not at the credit after it', () => {
    const recipe = read(`<h1>Shortbread</h1><h2>Ingredients</h2><p>200 g butter<br>100 g sugar<br>250 g flour</p>
      <h2>Method</h2><p>Cream the butter and sugar.<br>Sift in the flour and mix.<br>Bake for 12 minutes.</p>
      <p>This recipe was adapted from a lovely book that my grandmother gave me years ago.</p>`);
    expect(recipe?.ingredients).toEqual(['200 g butter', '100 g sugar', '250 g flour']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Cream the butter and sugar.',
      'Sift in the flour and mix.',
      'Bake for 12 minutes.',
    ]);
  });
});

describe('steps as a list straight after the ingredients’ list, under no method heading', () => {
  it('reads the method from that list on, its groups’ names as labels, up to the rest of the page', () => {
    const recipe = read(`<h1>Swordfish Piccata</h1><h2>Ingredients</h2>
      <ul><li>2 swordfish steaks</li><li>1/3 cup lemon juice</li><li>Lemon garnish</li></ul>
      <ol><li>Dredge the swordfish in the flour.</li><li>Brown it in the oil and butter, 4 minutes a side.</li></ol>
      <p><strong>To make the sauce:</strong></p>
      <ol><li>Add the garlic to the skillet.</li><li>Deglaze with the lemon juice and wine.</li></ol>
      <h2>About the Author</h2><p>Sally is a photographer who loves a good lunch.</p>`);
    expect(recipe?.ingredients).toEqual(['2 swordfish steaks', '1/3 cup lemon juice', 'Lemon garnish']);
    expect(recipe?.steps.map((s) => [s.label, s.text])).toEqual([
      [null, 'Dredge the swordfish in the flour.'],
      [null, 'Brown it in the oil and butter, 4 minutes a side.'],
      ['To make the sauce', 'Add the garlic to the skillet.'],
      [null, 'Deglaze with the lemon juice and wine.'],
    ]);
  });
});
