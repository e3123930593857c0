import { describe, expect, it } from 'vitest';
import { jsonLd, read } from './page-reader.fixtures';

describe('readRecipePage steps', () => {
  it('reads steps given as one text without its heading, joining lines cut mid-sentence', async () => {
    const draft = await read(`<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Sopa</h1>
      <span itemprop="recipeIngredient">1 cebola</span><div itemprop="recipeInstructions"><h3>Modo de Preparo</h3>
      <p>Refogue a cebola até que
      comece a murchar.</p><p>Sirva quente.</p></div></div>`);
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual([
      'Refogue a cebola até que comece a murchar.',
      'Sirva quente.',
    ]);
  });

  it('reads the method list of a page whose structured steps are one text around it (the article)', async () => {
    const article =
      'Plum jam reminds us of summer. Wash the plums and stone them. Boil them with the sugar. Fill the jars. Enjoy!';
    const draft =
      await read(`${jsonLd({ name: 'Plum jam', recipeIngredient: ['1 kg plums'], recipeInstructions: article })}
      <p>Plum jam reminds us of summer.</p><ul><li>Home</li><li>Jams</li></ul>
      <h2>Plum jam, this is how</h2><ol><li>Wash the <b>plums</b> and stone them.</li><li>Boil them with the sugar.</li>
      <li>Fill the jars.</li></ol><p>Enjoy!</p>`);
    expect(draft.parsed.instructions.map((s) => [s.step_number, s.instruction])).toEqual([
      [1, 'Wash the plums and stone them.'],
      [2, 'Boil them with the sugar.'],
      [3, 'Fill the jars.'],
    ]);
    // A list the text does not hold (or holds out of order) is not its method.
    const other =
      await read(`${jsonLd({ name: 'Plum jam', recipeIngredient: ['1 kg plums'], recipeInstructions: article })}
      <ol><li>Fill the jars.</li><li>Wash the plums and stone them.</li></ol>`);
    expect(other.parsed.instructions.map((s) => s.instruction)).toEqual([article]);
  });

  it('keeps a method in parts the page shows whole, not the list of one part, from one text or its lines', async () => {
    const page = (recipeInstructions: string) =>
      read(`${jsonLd({ name: 'Cinnamon cake', recipeIngredient: ['500 g flour', '100 g butter'], recipeInstructions })}
      <h1>Cinnamon cake</h1><h2>Ingredients</h2><ul><li>500 g flour</li><li>100 g butter</li></ul>
      <h2>Instructions</h2><h3>Prepare the dough</h3><ol><li>Warm the milk in the microwave.</li>
      <li>Mix the flour with the milk and knead.</li></ol><h3>Assembly</h3><ol><li>Roll the dough into a rectangle.</li>
      <li>Spread the filling over it.</li><li>Roll it up and cut it into slices.</li></ol>`);
    const method = [
      'Prepare the dough',
      'Warm the milk in the microwave.',
      'Mix the flour with the milk and knead.',
      'Assembly',
      'Roll the dough into a rectangle.',
      'Spread the filling over it.',
      'Roll it up and cut it into slices.',
    ];
    const steps = method.filter((s) => s.endsWith('.'));
    // As one text, the page's steps under its parts' names.
    const oneText = await page(method.join(' '));
    expect(oneText.parsed.instructions.map((s) => [s.notes, s.instruction])).toEqual(
      steps.map((s, k) => [k === 0 ? 'Prepare the dough' : k === 2 ? 'Assembly' : null, s]),
    );
    // As lines, the lines (the names among them), not the list of one part.
    const lines = await page(method.join('\n'));
    expect(lines.parsed.instructions.map((s) => s.instruction)).toEqual(method);
  });

  it('reads a structured text that is a list of its own (one item a step) as its steps, whatever the page shows', async () => {
    const draft = await read(
      `${jsonLd({
        name: 'Plum jam',
        recipeIngredient: ['1 kg plums'],
        recipeInstructions:
          '<ol><li>Wash the plums. Stone them.</li><li>Boil them with the sugar.</li><li>Fill the jars.</li></ol>',
      })}<ol><li>Wash the plums.</li><li>Stone them.</li><li>Boil them with the sugar.</li><li>Fill the jars.</li></ol>`,
    );
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual([
      'Wash the plums. Stone them.',
      'Boil them with the sugar.',
      'Fill the jars.',
    ]);
  });

  it('reads a string of lines as steps, or the method list the page shows when the lines are the article around it', async () => {
    // Raw line breaks inside the JSON string, as some sites write it: one step per line.
    const raw = (recipeInstructions: string) =>
      `<script type="application/ld+json">{"@type":"Recipe","name":"Plum jam","recipeIngredient":["1 kg plums"],
      "recipeInstructions":"${recipeInstructions.replace(/"/g, '\\"')}"}</script>`;
    const lines = await read(raw('Wash the plums.\nBoil them with the sugar.\nFill the jars.'));
    expect(lines.parsed.instructions.map((s) => s.instruction)).toEqual([
      'Wash the plums.',
      'Boil them with the sugar.',
      'Fill the jars.',
    ]);
    const story = [
      'Plum jam reminds us of the summers at our grandmother’s house, where the kitchen smelled of fruit.',
      'This time we make it a little spiced, with cinnamon.',
      'Wash the plums and stone them.',
      'Boil them with the sugar for ten minutes.',
      'Fill the jars.',
      'Enjoy it on toast!',
    ].join('\n');
    const article = await read(`${raw(story)}<h2>Plum jam, this is how</h2><ol><li>Wash the plums and stone them.</li>
      <li>Boil them with the sugar for ten minutes.</li><li>Fill the jars.</li></ol>`);
    expect(article.parsed.instructions.map((s) => s.instruction)).toEqual([
      'Wash the plums and stone them.',
      'Boil them with the sugar for ten minutes.',
      'Fill the jars.',
    ]);
    // A short list the story quotes (two tips) is not its method: the lines stay the steps.
    const tips = await read(`${raw(story)}<ul><li>Fill the jars.</li><li>Enjoy it on toast!</li></ul>`);
    expect(tips.parsed.instructions).toHaveLength(6);
  });

  it('cuts structured steps written as one numbered text at their numbers', async () => {
    const text = '1. Preheat the oven to 200°C. 2. Mix 2 cups of flour with the butter. 3. Bake for 20 minutes.';
    for (const recipeInstructions of [text, [{ '@type': 'HowToStep', text }]]) {
      const draft = await read(jsonLd({ name: 'Scones', recipeIngredient: ['2 cups flour'], recipeInstructions }));
      expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual([
        'Preheat the oven to 200°C.',
        'Mix 2 cups of flour with the butter.',
        'Bake for 20 minutes.',
      ]);
    }
  });

  it('reads the list the page shows when the one structured step is that list written as one text', async () => {
    const recipeInstructions = 'Whisk the eggs with the milk. Fry in a hot pan until golden. Serve with lemon.';
    const draft =
      await read(`${jsonLd({ name: 'Pancakes', recipeIngredient: ['2 eggs', '1 cup milk'], recipeInstructions })}
      <h2>Ingredients</h2><ul><li>2 eggs</li><li>1 cup milk</li></ul><h2>Method</h2>
      <ol><li>Whisk the eggs with the milk.</li><li>Fry in a hot pan until golden.</li><li>Serve with lemon.</li></ol>`);
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual([
      'Whisk the eggs with the milk.',
      'Fry in a hot pan until golden.',
      'Serve with lemon.',
    ]);
  });

  it('reads the steps a page shows as paragraphs when the one structured step is them run together', async () => {
    const recipeInstructions = 'Whisk the eggs with the milk. Fry in a hot pan until golden.';
    const draft =
      await read(`${jsonLd({ name: 'Pancakes', recipeIngredient: ['2 eggs', '1 cup milk'], recipeInstructions })}
      <h2>Ingredients</h2><ul><li>2 eggs</li><li>1 cup milk</li></ul><h2>Method</h2>
      <p>Whisk the eggs with the milk.</p><p>Fry in a hot pan until golden.</p><h2>Notes</h2><p>Serve warm.</p>`);
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual([
      'Whisk the eggs with the milk.',
      'Fry in a hot pan until golden.',
    ]);
  });
});
