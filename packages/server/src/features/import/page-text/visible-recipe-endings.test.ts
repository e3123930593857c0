import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';

const stepsOf = (html: string) => readVisibleRecipe(parseDocument(html))?.steps.map((s) => s.text);
const ingredients = `<h1>Chili</h1><h2>Ingredients</h2><ul><li>500 g beef</li><li>1 can beans</li></ul>`;
const method = `<h2>Method</h2><p>Brown the beef in a pan.</p><p>Add the beans and simmer for an hour.</p>`;
const both = ['Brown the beef in a pan.', 'Add the beans and simmer for an hour.'];

describe('where a method written as paragraphs ends, at notes on keeping it', () => {
  it('at notes on storing, freezing or making it ahead, in the languages of the sites', () => {
    for (const note of ['Storage', 'Freezing', 'Make ahead', 'Leftovers', 'Aufbewahrung', 'Conservation'])
      expect(
        stepsOf(`${ingredients}${method}<p>${note}: keeps for 3 days in the fridge.</p><p>Reheat: in a pan.</p>`),
      ).toEqual(both);
  });
});

describe('where a method written as paragraphs ends, at a call to share it', () => {
  it('leaves out "Did you make this recipe?", "Tried this recipe?" and "Pin this recipe for later!"', () => {
    for (const call of [
      'Did you make this recipe? Tag @anna on Instagram!',
      'Tried this recipe? Let us know how it went!',
      'Pin this recipe for later!',
    ])
      expect(stepsOf(`${ingredients}${method}<p>${call}</p>`), call).toEqual(both);
    // The question alone is a card's heading that ends it, and is kept as such.
    expect(stepsOf(`${ingredients}${method}<h3>Did you make this recipe?</h3><p>Gluten Free Waffles</p>`)).toEqual(
      both,
    );
  });
});

describe('where a method written as paragraphs ends, at the cook signing off', () => {
  it('at a wish of a good meal outside the block that holds the steps, in the languages of the sites', () => {
    const card = `${ingredients}<div class="method">${method}</div>`;
    for (const wish of ['Enjoy!', 'Bon appétit !', 'Guten Appetit!', 'Smacznego! 😋', 'Buen provecho.'])
      expect(stepsOf(`${card}<p>${wish}</p><p>Anna</p>`), wish).toEqual(both);
    // So does one after paragraph steps in the flow of a post that lists the ingredients too, the writer signing off.
    expect(stepsOf(`${ingredients}${method}<p>Bon appétit !</p><p>Tip: keeps 3 days.</p>`)).toEqual(both);
    // And one that writes its story and ingredients as lines, not a list, in the same block (a Blogger post's divs).
    const story =
      '<div>We had the first frost at last, so it was time for a pot of chili on the stove again. My husband says it tastes better the next day, and he is right.</div>';
    const rows = `<div>500 g beef<br>1 can beans<br>1 onion<br>2 cloves of garlic<br>1 tsp cumin<br>salt</div>`;
    const steps = both.map((s) => `<div>${s}</div>`).join('');
    const post = `<h1>Chili</h1><div class="post-body">${story}<div><b>Ingredients</b></div>${rows}`;
    expect(stepsOf(`${post}<div><b>Method</b></div>${steps}<div>Enjoy!</div></div>`)).toEqual(both);
    // (A step that says it, and a method that holds it, a list, its paragraphs in a block of their own or its lines,
    // keep it: a card's last step.)
    expect(stepsOf(`${ingredients}${method}<p>Serve and enjoy!</p>`)).toEqual([...both, 'Serve and enjoy!']);
    expect(stepsOf(`${ingredients}<div>${method}<p>Enjoy!</p></div>`)).toEqual([...both, 'Enjoy!']);
    const listed = `${ingredients}<h2>Method</h2><ol><li>Brown the beef in a pan.</li><li>Enjoy!</li></ol>`;
    expect(stepsOf(listed)).toEqual(['Brown the beef in a pan.', 'Enjoy!']);
    const lines = `${ingredients}<h2>Method</h2><p>Brown the beef in a pan.<br>Add the beans.<br>Enjoy!</p>`;
    expect(stepsOf(lines)).toEqual(['Brown the beef in a pan.', 'Add the beans.', 'Enjoy!']);
  });
});

describe('where a method written as paragraphs ends, at the writer’s story going on', () => {
  it('at a paragraph of the writer’s own after three steps or more, not a step that speaks of the cook', () => {
    const steps = ['Whisk the flour and salt.', 'Stir in the milk and eggs.', 'Fry in a hot buttered pan.'];
    const html = `${ingredients}<h2>Method</h2>${steps.map((s) => `<p>${s}</p>`).join('')}`;
    const story =
      '<p>That summer we ate them on the back steps almost every Sunday.</p><p>My grandmother never wrote it down.</p>';
    expect(stepsOf(`${html}${story}`)).toEqual(steps);
    expect(stepsOf(`${html}<p>Serve them warm, as I like them best.</p>`)).toEqual([
      ...steps,
      'Serve them warm, as I like them best.',
    ]);
  });
});

describe('where a method written as paragraphs ends, under a heading ranked under its own', () => {
  it('at a question (a FAQ after the recipe)', () => {
    expect(
      stepsOf(`${ingredients}${method}<h3>Can I freeze chili?</h3><p>Yes, it freezes well for three months.</p>`),
    ).toEqual(both);
  });

  it('at other recipes, a newsletter, what to serve it with or more to read, in the languages of the sites', () => {
    for (const heading of [
      'More easy dinner recipes',
      'Sign up for our newsletter',
      'What to serve with chili',
      'Otras recetas que te pueden gustar',
      'Ti potrebbe interessare anche',
      'Weitere Rezepte',
    ])
      expect(
        stepsOf(
          `${ingredients}${method}<h3>${heading}</h3><p>Try our beef stew, which is just as easy and hearty.</p>`,
        ),
      ).toEqual(both);
  });

  it('not at a heading naming a group of steps', () => {
    expect(
      stepsOf(`${ingredients}<h2>Method</h2><h3>Make the chili</h3><p>Brown the beef in a pan.</p>
        <h3>Serve</h3><p>Ladle into bowls and top with cheese.</p><h2>Notes</h2><p>Freezes well.</p>`),
    ).toEqual(['Brown the beef in a pan.', 'Ladle into bowls and top with cheese.']);
  });
});

describe('a method list the page cuts into several lists', () => {
  it('goes on past a photo between its steps, each in a list of its own', () => {
    expect(
      stepsOf(`${ingredients}<h2>Method</h2><ol><li>Brown the beef in a pan.</li></ol><img src="1.jpg">
        <ol><li>Add the beans and simmer.</li></ol><figure><img src="2.jpg"></figure>
        <ol><li>Serve hot with rice.</li></ol><h2>Notes</h2><p>Freezes well.</p>`),
    ).toEqual(['Brown the beef in a pan.', 'Add the beans and simmer.', 'Serve hot with rice.']);
  });

  it('goes on past a tip when the next list counts on from the steps before it', () => {
    expect(
      stepsOf(`${ingredients}<h2>Method</h2><ol><li>Brown the beef in a pan.</li><li>Add the beans.</li></ol>
        <p><em>Tip: use a heavy pot.</em></p><ol start="3"><li>Simmer for an hour.</li><li>Serve hot with rice.</li></ol>
        <h2>Notes</h2><p>Freezes well.</p>`),
    ).toEqual(['Brown the beef in a pan.', 'Add the beans.', 'Simmer for an hour.', 'Serve hot with rice.']);
  });

  it('ends at a list of links after the method', () => {
    expect(
      stepsOf(`${ingredients}<h2>Method</h2><ol><li>Brown the beef in a pan.</li><li>Add the beans.</li></ol>
        <ul><li><a href="/t/beef">Beef</a></li><li><a href="/t/dinner">Dinner</a></li></ul>`),
    ).toEqual(['Brown the beef in a pan.', 'Add the beans.']);
  });

  it('is found under no heading where a link to another post reads like one ("How to Make … | PREVIOUS")', () => {
    const recipe = readVisibleRecipe(
      parseDocument(`${ingredients}<ul><li>Brown the beef in a pan.</li><li>Add the beans and simmer for an hour.</li></ul>
        <h2>About me</h2><p>Hi, I am Colleen and I cook for four.</p>
        <div><a href="/mac">How to Make Box Mac N Cheese Better</a> <a href="/mac">PREVIOUS</a></div>
        <div><a href="/burger">Jackfruit Burgers</a> <a href="/burger">NEXT</a></div>`),
    );
    expect(recipe?.ingredients).toEqual(['500 g beef', '1 can beans']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(both);
  });
});

describe('a method that goes on past what looks like its end', () => {
  const card = `<h1>Chili</h1><h3>Ingredients</h3><ul><li>500 g beef</li><li>1 can beans</li></ul><h3>Instructions</h3>`;

  it('under headings ranked as the method heading that name groups of its steps', () => {
    const groups = (a: string, b: string) =>
      stepsOf(`${card}<h3>${a}</h3><ol><li>Fry the onion until soft.</li><li>Add the tomatoes.</li></ol>
        <h3>${b}</h3><ol><li>Brown the beef well.</li><li>Stir in the sauce.</li></ol><h3>Notes</h3><p>Freezes well.</p>`);
    const all = ['Fry the onion until soft.', 'Add the tomatoes.', 'Brown the beef well.', 'Stir in the sauce.'];
    expect(groups('For the sauce', 'For the meat')).toEqual(all);
    expect(groups('Sauce', 'Meat')).toEqual(all);
    expect(
      stepsOf(`${card}<h3>Step 1: Sauce</h3><p>Fry the onion until soft.</p><h3>Step 2: Beef</h3><p>Brown the beef.</p>
        <h3>Notes</h3><p>Freezes well.</p>`),
    ).toEqual(['Fry the onion until soft.', 'Brown the beef.']);
  });

  it('but not past a heading so ranked over prose after paragraphs', () => {
    expect(
      stepsOf(`${card}<p>Fry the onion until soft.</p><p>Brown the beef well.</p><h3>Why this chili works</h3>
        <p>Browning the beef first gives the sauce its depth.</p>`),
    ).toEqual(['Fry the onion until soft.', 'Brown the beef well.']);
  });

  it('in paragraphs that the page groups in blocks of one kind, a few to each', () => {
    expect(
      stepsOf(`${card}<div class="group"><p>Fry the onion until soft.</p><p>Add the tomatoes and cook.</p>
        <p>Season with salt.</p></div><div class="group"><p>Brown the beef well in a pan.</p>
        <p>Stir in the sauce and simmer.</p></div><div class="credit"><p>Recipe by Sam, who cooks it every week.</p></div>`),
    ).toEqual([
      'Fry the onion until soft.',
      'Add the tomatoes and cook.',
      'Season with salt.',
      'Brown the beef well in a pan.',
      'Stir in the sauce and simmer.',
    ]);
  });

  it('past a step’s own list of sub-steps, and past an advert’s line and a photo’s caption', () => {
    expect(
      stepsOf(`${card}<ol><li>Make the sauce:<ul><li>Fry the onion.</li><li>Add tomatoes.</li></ul></li>
        <li>Brown the beef.</li></ol><h3>Notes</h3>`),
    ).toEqual(['Fry the onion.', 'Add tomatoes.', 'Brown the beef.']);
    expect(
      stepsOf(`${card}<p>Fry the onion until soft.</p><div class="wp-caption"><img src="a.jpg">
        <p class="wp-caption-text">Onions frying</p></div><p>Add the tomatoes and cook.</p>
        <div class="ad"><span>Advertisement - Continue Reading Below</span></div><p>Brown the beef well.</p><h3>Notes</h3>`),
    ).toEqual(['Fry the onion until soft.', 'Add the tomatoes and cook.', 'Brown the beef well.']);
  });

  it('past an advert’s label or line, a photo’s credit and a copyright line between paragraphs', () => {
    for (const aside of [
      'AD',
      'Story continues below advertisement',
      'Photo: Jane Doe',
      '(Photo credit: Jo Smith)',
      '© 2024 Jo Cooks. All rights reserved.',
    ])
      expect(
        stepsOf(`${card}<p>Fry the onion until soft.</p><p>Add the tomatoes and cook.</p><p>${aside}</p>
          <p>Brown the beef well.</p><h3>Notes</h3>`),
      ).toEqual(['Fry the onion until soft.', 'Add the tomatoes and cook.', 'Brown the beef well.']);
  });
});

describe('steps without their stops among steps with them', () => {
  it('reads a few short steps in a row without stops, in the block of the steps around them', () => {
    expect(
      stepsOf(`${ingredients}<h2>Method</h2><p>Brown the beef in a pan.</p><p>Add the beans</p><p>Simmer for an hour</p>
        <p>Serve with rice.</p><h2>Notes</h2>`),
    ).toEqual(['Brown the beef in a pan.', 'Add the beans', 'Simmer for an hour', 'Serve with rice.']);
  });

  it('but ends at such lines in a block of their own after the steps', () => {
    expect(
      stepsOf(`${ingredients}<h2>Method</h2><p>Brown the beef in a pan.</p><p>Add the beans and simmer for an hour.</p>
        <div class="author"><p>Sam Jones</p><p>Food writer</p><p>Sam cooks for a family of five.</p></div>`),
    ).toEqual(both);
  });
});

describe('a note in a method written as paragraphs', () => {
  it('is the step’s when it ends the step’s own block, and the steps go on after it', () => {
    expect(
      stepsOf(`${ingredients}<h2>Method</h2><div class="step"><span>Brown the beef in a pan.</span><div></div>
        <span><strong>Note:</strong> do it in batches, so that it browns.</span></div>
        <div class="step"><span>Add the beans and simmer for an hour.</span></div>`),
    ).toEqual(['Brown the beef in a pan. Note: do it in batches, so that it browns.', both[1]]);
  });

  it('ends the method in a block of its own after the steps', () => {
    expect(
      stepsOf(`${ingredients}${method}<p>Note: it keeps for three days in the fridge.</p><p>Enjoy it!</p>`),
    ).toEqual(both);
  });
});

describe('a tip between two steps of the method', () => {
  const tip = '<p>Tip: keep the heat low so that nothing catches.</p>';
  const three = [...both, 'Serve the chili with rice.'];

  it('is passed over between two parts of the method’s list, which does not count on', () => {
    expect(
      stepsOf(`${ingredients}<h2>Method</h2><ol class="steps"><li>${both[0]}</li><li>${both[1]}</li></ol>${tip}
        <ol class="steps"><li>Serve the chili with rice.</li></ol><h2>More recipes</h2>`),
    ).toEqual(three);
  });

  it('is passed over where the method has no heading of its words and its list goes on after it', () => {
    expect(
      stepsOf(`${ingredients}<h2>Get started</h2><ol><li>${both[0]}</li><li>${both[1]}</li></ol>${tip}
        <ol><li>Serve the chili with rice.</li></ol>`),
    ).toEqual(three);
  });

  it('is passed over between paragraphs counted on after it, or in blocks of the kind of the steps before it', () => {
    expect(
      stepsOf(
        `${ingredients}<h2>Method</h2><p>1. ${both[0]}</p><p>2. ${both[1]}</p>${tip}<p>3. Serve the chili with rice.</p>`,
      ),
    ).toEqual(three);
    expect(
      stepsOf(`${ingredients}<h2>Method</h2><div class="part"><p>${both[0]}</p><p>${both[1]}</p></div>${tip}
        <div class="part"><p>Serve the chili with rice.</p></div>`),
    ).toEqual(three);
  });

  it('is the last step where it ends the block that holds the method’s paragraphs alone', () => {
    expect(
      stepsOf(`${ingredients}<h2>Method</h2><div class="method"><p>${both[0]}</p><p>${both[1]}</p>${tip}</div>
        <p>Note: the photos show a double batch.</p>`),
    ).toEqual([...both, 'Tip: keep the heat low so that nothing catches.']);
  });

  it('still ends the method before a list of another kind after it', () => {
    expect(
      stepsOf(`${ingredients}<h2>Method</h2><ol><li>${both[0]}</li><li>${both[1]}</li></ol>${tip}
        <ul><li><a href="/a">Chili recipes</a></li><li><a href="/b">Beef recipes</a></li></ul>`),
    ).toEqual(both);
  });
});

describe('where a method under a bold heading ends, at a heading element above it', () => {
  it('ends at an <h2> after the numbered paragraphs, the page going on ("Secrets of good dumplings")', () => {
    const html = `<h2>Dumplings</h2><p><b>Ingredients:</b></p><ul><li>500 g flour</li><li>1 egg</li></ul>
      <p><b>Method:</b></p><p>1. Knead the dough.</p><p>2. Boil the dumplings.</p>
      <h2>Secrets of good dumplings</h2><p>Mash the potatoes while hot.</p><p>Oil your hands, not the dough.</p>`;
    expect(stepsOf(html)).toEqual(['Knead the dough.', 'Boil the dumplings.']);
  });
});
