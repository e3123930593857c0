import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';

// What sites add to a recipe's rows and steps: a shop's button on each row, a step's time, the tools, the
// nutrition under the rows, the photos' captions and the writer's goodbye between and after the steps.
const read = (html: string) => readVisibleRecipe(parseDocument(`<h1>Test dish</h1>${html}`));

describe('readVisibleRecipe on what a site adds to a recipe', () => {
  it("leaves out a shop's button on each row", () => {
    const rows = ['돼지고기 400g', '양파 1/2개', '고추장 2큰술']
      .map((row) => `<li><span>${row}</span> <a href="/shop?q=${row}" class="ingre-item__buy">구매</a></li>`)
      .join('');
    const recipe = read(`<h2>재료</h2><ul>${rows}</ul><h2>조리순서</h2>
      <ol><li>고기를 썰어 주세요.</li><li>양념장을 만들어 주세요.</li><li>센 불에서 볶아 주세요.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['돼지고기 400g', '양파 1/2개', '고추장 2큰술']);
  });

  it("leaves out a step's time printed before its text, in the page's language", () => {
    const recipe = read(`<h2>Інгредієнти</h2><ul><li>Буряк 2 шт.</li><li>Морква 1 шт.</li></ul><h2>Приготування</h2>
      <ol><li><span class="method__time">⏱ 90 хв</span><p>Зваріть бульйон зі свининою.</p></li>
        <li><span class="method__time">⏱ 10 хв</span><p>Обсмажте цибулю з морквою.</p></li>
        <li><p>Додайте буряк і варіть до готовності.</p></li></ol>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Зваріть бульйон зі свининою.',
      'Обсмажте цибулю з морквою.',
      'Додайте буряк і варіть до готовності.',
    ]);
  });

  it('reads the method after a list of tools under the rows ("Benodigdheden" after "Ingrediënten")', () => {
    const recipe = read(`<h2>Ingrediënten</h2><ul><li>300 g penne</li><li>1 ui</li><li>200 ml kookroom</li></ul>
      <h2>Benodigdheden</h2><ul><li>grote pan</li><li>vergiet</li><li>rasp</li></ul>
      <h2>Bereiden</h2><ol><li><h3>Stap 1</h3><p>Kook de penne beetgaar.</p></li>
        <li><h3>Stap 2</h3><p>Fruit de ui en voeg de kookroom toe.</p></li></ol>`);
    expect(recipe?.ingredients).toEqual(['300 g penne', '1 ui', '200 ml kookroom']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Kook de penne beetgaar.',
      'Fruit de ui en voeg de kookroom toe.',
    ]);
  });

  it('leaves out the nutrition shown under the rows ("218 ккал", "Белки 13,1 г")', () => {
    const recipe = read(`<h2>Ингредиенты</h2><table><tr><td>Творог</td><td>500 г</td></tr>
        <tr><td>Яйцо куриное</td><td>2 шт.</td></tr></table>
      <div class="kcal"><div class="kcal-title">Пищевая ценность на 100 г</div>
        <div><div><b>218</b> ккал</div><div>Белки <b>13,1</b> г</div><div>Жиры <b>8,4</b> г</div></div></div>
      <h2>Приготовление</h2><ol><li>Разомните творог.</li><li>Добавьте яйца и перемешайте.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['Творог 500 г', 'Яйцо куриное 2 шт.']);
  });

  it("passes over a Blogger photo's caption between paragraph steps and stops at the writer's goodbye", () => {
    const photo = (caption: string) =>
      `<table class="tr-caption-container"><tr><td><a href="/p.jpg"><img src="/p.jpg"></a></td></tr>
        <tr><td class="tr-caption">${caption}</td></tr></table>`;
    const recipe = read(`<p><b>Ingredientes (para 4 personas):</b></p><div>- 300 g de lentejas<br>- 1 cebolla<br>
      - 1 chorizo</div><p><b>Preparación:</b></p>
      <div>Lavamos bien las lentejas bajo el grifo y las escurrimos.</div>${photo('Pochamos la verdura a fuego medio')}
      <div>Pochamos la cebolla en una olla grande con el aceite.</div>
      <div>Añadimos el chorizo y las lentejas, cubrimos con agua y cocemos 40 minutos.</div>
      <div>Espero que os gusten, ¡un besote y hasta la próxima receta!</div>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Lavamos bien las lentejas bajo el grifo y las escurrimos.',
      'Pochamos la cebolla en una olla grande con el aceite.',
      'Añadimos el chorizo y las lentejas, cubrimos con agua y cocemos 40 minutos.',
    ]);
  });

  it('reads the method of the tab the page shows, not another way to cook it ("Oven" | "Air fryer")', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>1 kg potatoes</li><li>2 tbsp olive oil</li></ul><h2>Method</h2>
      <div role="tablist"><button role="tab" aria-controls="p-oven" aria-selected="true">Oven</button>
        <button role="tab" aria-controls="p-air" aria-selected="false">Air fryer</button></div>
      <div role="tabpanel" id="p-oven"><ol><li>Heat the oven to 220°C.</li><li>Roast the wedges for 30 minutes.</li></ol></div>
      <div role="tabpanel" id="p-air" hidden><ol><li>Heat the air fryer to 200°C.</li><li>Cook for 18 minutes.</li></ol></div>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Heat the oven to 220°C.', 'Roast the wedges for 30 minutes.']);
  });

  it('reads the paragraphs under each counted heading as one step, and ends at a heading that counts on from none', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>500 g flour</li><li>7 g yeast</li></ul>
      <h2>How to make them</h2><h3>1. Make the dough</h3><p>Mix the flour and yeast with warm water.</p>
      <p>Knead for 8 minutes until smooth.</p><h3>2. Let it rise</h3><p>Cover and leave for an hour.</p>
      <h3>3. Bake</h3><p>Bake at 200°C for 25 minutes.</p>
      <h4>Hannah’s tips</h4><p>No stand mixer? Knead by hand for about 10 minutes.</p>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Mix the flour and yeast with warm water. Knead for 8 minutes until smooth.',
      'Cover and leave for an hour.',
      'Bake at 200°C for 25 minutes.',
    ]);
  });

  it("leaves out a footnote's mark after a step, and passes over a caption in italics under a photo", () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>100 g oats</li><li>60 g honey</li></ul><h2>Method</h2>
      <p>Pour the boiling water over the oats.<sup id="fnref:1"><a href="#fn:1" class="footnote">1</a></sup></p>
      <figure><img src="/oats.jpg"></figure><p style="text-align:center"><em>The oats after soaking</em></p>
      <p>Stir in the honey and leave to cool.</p><p>Bake for 40 minutes until golden.</p>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Pour the boiling water over the oats.',
      'Stir in the honey and leave to cool.',
      'Bake for 40 minutes until golden.',
    ]);
  });

  it('ends paragraph steps at a wish of a good meal in bold, and reads a choice of servings as no row', () => {
    const recipe = read(`<h3>Du skal bruge:</h3><ul><li>500 g hakket svinekød</li><li>1 løg</li></ul>
      <div>Adag: <a href="?a=2">2</a> | <strong>4</strong> | <a href="?a=6">6</a> személy</div>
      <h3>Sådan gør du:</h3><p>Rør farsen med løg og krydderier.</p><p>Form små boller og kog dem i 5 minutter.</p>
      <p><strong>Velbekomme!</strong></p><p>Hvis du vil have lidt ekstra friskhed, kan du drysse med purløg.</p>`);
    expect(recipe?.ingredients).toEqual(['500 g hakket svinekød', '1 løg']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Rør farsen med løg og krydderier.',
      'Form små boller og kog dem i 5 minutter.',
    ]);
  });

  it("reads a carousel's steps once, without the copies it makes to loop them", () => {
    const slide = (n: number, text: string, copy = false) =>
      `<div class="swiper-slide${copy ? ' swiper-slide-duplicate' : ''}"><span>Step ${n} of 3</span><p>${text}</p></div>`;
    const recipe = read(`<h2>Ingredients</h2><ul><li>2 eggs</li><li>100 ml milk</li></ul><h2>Method</h2>
      <div class="swiper"><div class="swiper-wrapper">${slide(3, 'Fry until golden.', true)}${slide(1, 'Whisk the eggs.')}
        ${slide(2, 'Add the milk.')}${slide(3, 'Fry until golden.')}${slide(1, 'Whisk the eggs.', true)}</div></div>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Whisk the eggs.', 'Add the milk.', 'Fry until golden.']);
  });

  it('reads the items a list folds away behind a "Show all" button, as a person who clicks it does', () => {
    const folded = (text: string) => `<li class="is-hidden" style="display:none">${text}</li>`;
    const recipe = read(`<h2>Ingredients</h2><ul><li>2 eggs</li><li>100 ml milk</li>${folded('1 pinch salt')}</ul>
      <button>Show all 3 ingredients</button><h2>Method</h2>
      <ol><li>Whisk the eggs.</li><li>Add the milk.</li>${folded('Fry until golden.')}</ol>`);
    expect(recipe?.ingredients).toEqual(['2 eggs', '100 ml milk', '1 pinch salt']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Whisk the eggs.', 'Add the milk.', 'Fry until golden.']);
  });
});
