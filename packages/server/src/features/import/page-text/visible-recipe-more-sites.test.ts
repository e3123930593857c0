import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { isMealWish } from './line-kinds';
import { readVisibleRecipe } from './visible-recipe';
import { visibleLines } from './visible-lines';
import { visibleServings } from './visible-servings';

// Pages of more sites: a card's tools as links between bars, tips
// and wishes in Hindi, Serbian and Persian, servings in brackets or over the rows.
const steps = (html: string) => readVisibleRecipe(parseDocument(`<h1>Test dish</h1>${html}`))?.steps.map((s) => s.text);
const INGREDIENTS = '<h2>Ingredients</h2><ul><li>500 g minced meat</li><li>1 onion</li></ul>';

describe('readVisibleRecipe on more sites', () => {
  it("reads no row in a card's tools written as links between bars", () => {
    const recipe = readVisibleRecipe(
      parseDocument(`<h1>Мусака</h1><h2>Необходими продукти</h2><table><tr><td>картофи</td><td>1 кг</td></tr>
        <tr><td>кайма</td><td>500 г</td></tr></table>
        <div><a href="#">Добави в списъка за пазаруване</a> | <a href="/kalkulator">Изчисли калориите</a></div>
        <h2>Начин на приготвяне</h2><p>1. Картофите се обелват.</p><p>2. Кaймата се запържва.</p>`),
    );
    expect(recipe?.ingredients).toEqual(['картофи 1 кг', 'кайма 500 г']);
  });

  it('ends the method at tips in Hindi, a wish in Serbian and a note in Serbian', () => {
    expect(
      steps(`${INGREDIENTS}<h2>विधि</h2><ol><li>आलू उबालें।</li><li>पराठा सेकें।</li></ol>
        <h3>टिप्स</h3><ul><li>आलू एक दिन पहले उबालें।</li></ul>`),
    ).toEqual(['आलू उबालें।', 'पराठा सेकें।']);
    expect(
      steps(`${INGREDIENTS}<p><b>Припрема</b></p><p>Умесите тесто и оставите га да одстоји.</p>
        <p>Пеците питу 40 минута на 200 степени.</p><p>Пријатно!</p>
        <p>Напомена: пита је најбоља сутрадан, кад се фил лепо слегне.</p>`),
    ).toEqual(['Умесите тесто и оставите га да одстоји.', 'Пеците питу 40 минута на 200 степени.']);
  });
});

describe('readVisibleRecipe on big portals', () => {
  it("reads no row in a servings control's pieces, nor a method heading in a time's label over its value", () => {
    const recipe = readVisibleRecipe(
      parseDocument(`<h1>Gratin</h1><h2>Ingrédients</h2><div><span>pour</span><input value="4"><span>4</span>
        <span>personnes</span></div><ul><li>1 kg de pommes de terre</li><li>50 cl de crème</li></ul>
        <h2>Préparation</h2><div>Temps total :</div><div>1h35 min</div><div>Préparation :</div><div>20 min</div>
        <div>Étape 1</div><p>Épluchez les pommes de terre.</p><div>Étape 2</div><p>Versez la crème et enfournez.</p>`),
    );
    expect(recipe?.ingredients).toEqual(['1 kg de pommes de terre', '50 cl de crème']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Épluchez les pommes de terre.',
      'Versez la crème et enfournez.',
    ]);
  });

  it("leaves out a servings control's link, and reads a group's named term as its heading", () => {
    const recipe = readVisibleRecipe(
      parseDocument(`<h1>Gnocchi</h1><h2>Ingredienti</h2><div><span>Dosi per 4 persone</span>
        <a class="calc" href="#">Modifica dosi</a></div><dl><dt>Patate</dt><dd>1 kg</dd></dl>
        <dl><dt class="gz-title-ingredients-section"><strong>PER CONDIRE</strong></dt><dd>Parmigiano 40 g</dd></dl>
        <h2>Preparazione</h2><p>Lessate le patate.</p><p>Impastate con la farina.</p>`),
    );
    expect(recipe?.ingredients).toEqual(['Patate 1 kg', 'Parmigiano 40 g']);
  });

  it('reads a Chinese "…的做法步骤", a heading with its English name after it, and a Vietnamese tip', () => {
    const head = (ingredients: string, method: string, steps: string) =>
      readVisibleRecipe(
        parseDocument(`<h1>Dish</h1><h2>${ingredients}</h2><ul><li>鸡翅 10个</li><li>可乐 330毫升</li></ul>
        <h2>${method}</h2>${steps}`),
      )?.steps.map((s) => s.text);
    expect(head('用料', '可乐鸡翅的做法步骤', '<p>1 鸡翅洗净。</p><p>2 倒入可乐。</p>')).toEqual([
      '鸡翅洗净。',
      '倒入可乐。',
    ]);
    expect(head('재료Ingredients', '조리순서Steps', '<ol><li>고기를 썰어요.</li><li>볶아요.</li></ol>')).toEqual([
      '고기를 썰어요.',
      '볶아요.',
    ]);
    expect(
      head(
        'Nguyên liệu',
        'Cách làm',
        '<p>Rửa sạch thịt.</p><p>Kho thịt 1 tiếng.</p><p>Mẹo nhỏ: Không đậy kín nắp nồi.</p>',
      ),
    ).toEqual(['Rửa sạch thịt.', 'Kho thịt 1 tiếng.']);
  });
});

describe('readVisibleRecipe on blog platforms', () => {
  it('reads an asked heading with whom it is for after it, and more wishes of a good meal', () => {
    const recipe = readVisibleRecipe(
      parseDocument(`<h1>Stamppot</h1><div><b>Wat heb je nodig? (voor 4 personen)</b><br>1,5 kg aardappelen<br>
        500 g boerenkool<br></div><b>Zo maak je het:</b>
        <ol><li>Kook de aardappelen.</li><li>Stamp alles fijn.</li></ol>`),
    );
    expect(recipe?.ingredients).toEqual(['1,5 kg aardappelen', '500 g boerenkool']);
    for (const wish of ['¡Que aproveche!', 'Bonne dégustation!', 'Bon appétit à tous et à très vite!'])
      expect(isMealWish(wish), wish).toBe(true);
  });
});

describe('visibleServings on more sites', () => {
  const servings = (html: string) => visibleServings(visibleLines(parseDocument(html)));
  it('reads "for" in brackets and "for about" over the rows', () => {
    expect(servings('<p>Ingrédients<br>(pour 6 personnes)</p>')).toBe(6);
    expect(servings('<h2>Ingredientes</h2><p>Para unas 30 croquetas</p><ul><li>100 g de harina</li></ul>')).toBe(30);
  });
});

describe("readVisibleRecipe on portals' cards", () => {
  it('reads rows of an amount and one or two words as rows of their own, not as amounts over the next rows', () => {
    const rows = ['1 pâte brisée', '3 poireaux', '200 g bûche de chèvre', '3 oeufs', '20 cl crème fraîche', 'sel'];
    const recipe = readVisibleRecipe(
      parseDocument(`<h1>Tarte aux poireaux</h1><h2>Ingrédients</h2>
        ${rows.map((r) => `<div class="card-ingredient-content">${r}</div>`).join('')}
        <h2>Préparation</h2><ol><li>Émincer les poireaux.</li><li>Garnir la pâte et cuire 35 minutes.</li></ol>`),
    );
    expect(recipe?.ingredients).toEqual(rows);
  });

  it("reads no icon drawn from its name's letters, and ends the last numbered step at a wish of a good meal", () => {
    expect(
      steps(`${INGREDIENTS}<h2>Preparazione</h2><p><i class="material-icons">timer</i> Tempo totale 40 minuti</p>
        <div><span>1</span><p>Tritate la cipolla finemente.</p><p>Rosolatela nell'olio per 5 minuti.</p></div>
        <div><span>2</span><p>Aggiungete la carne e cuocete 20 minuti.</p></div>
        <div><span>3</span><p>Servite ben caldo con il pane.</p></div><p><em>Buon appetito!</em></p>`),
    ).toEqual([
      "Tritate la cipolla finemente. Rosolatela nell'olio per 5 minuti.",
      'Aggiungete la carne e cuocete 20 minuti.',
      'Servite ben caldo con il pane.',
    ]);
  });
});
