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
});
