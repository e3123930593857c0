import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';

const stepsOf = (html: string) => readVisibleRecipe(parseDocument(html))?.steps.map((s) => s.text);
const ingredients = `<h1>Chili</h1><h2>Ingredients</h2><ul><li>500 g beef</li><li>1 can beans</li></ul>`;
const method = `<h2>Method</h2><p>Brown the beef in a pan.</p><p>Add the beans and simmer for an hour.</p>`;
const both = ['Brown the beef in a pan.', 'Add the beans and simmer for an hour.'];

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
});
