import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';
import { visibleServings } from './visible-servings';
import { visibleLines } from './visible-lines';

// Pages in the Cyrillic, Japanese, Arabic and Hebrew scripts, and the words their sites use.

const read = (html: string) => readVisibleRecipe(parseDocument(html));
const servings = (html: string) => visibleServings(visibleLines(parseDocument(html)));

describe('a recipe page in Russian or Ukrainian', () => {
  it('reads "Как приготовить …" as the method heading, and "Шаг 1" as a step number', () => {
    const recipe = read(`<h1>Солянка</h1><h2>Ингредиенты</h2><ul><li>Говядина — 600 г</li><li>Вода — 3 л</li></ul>
      <h2>Как приготовить солянку мясную сборную:</h2><div>Шаг 1</div><p>Говядину залейте водой.</p>
      <div>Шаг 2</div><p>Варите бульон 2 часа.</p>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Говядину залейте водой.', 'Варите бульон 2 часа.']);
  });

  it('reads how many it makes: "на 6 порций" in the heading, "Вихід: близько 50 вареників"', () => {
    expect(servings('<table><tr><td><span>Продукты</span> (на 6 порций)</td></tr></table>')).toBe(6);
    expect(servings('<p>Вихід: близько 50 вареників</p>')).toBe(50);
  });
});

describe('a recipe page in Japanese', () => {
  it('reads names and amounts in blocks side by side, amounts that start with their measure, ■ groups', () => {
    const rows = [
      ['豚こま切れ肉', '200g'],
      ['片栗粉', '大さじ1'],
      ['■合わせ調味料', null],
      ['醤油', '小さじ1/2'],
      ['白いりごま', 'お好みで'],
    ];
    const list = rows.map(([name, amount]) => `<div>${name}</div>${amount ? `<div>${amount}</div>` : ''}`).join('');
    const recipe = read(`<h1>豚こまとなすの味噌炒め</h1><h3>材料 (2人分)</h3><div>${list}</div>
      <a class="add_shopping_list" href="/list">買い物リストに追加</a><h3>作り方</h3><ol><li>なすを切る。</li><li>炒める。</li></ol>`);
    expect(recipe?.ingredients).toEqual([
      '豚こま切れ肉 200g',
      '片栗粉 大さじ1',
      '醤油 小さじ1/2',
      '白いりごま お好みで',
    ]);
  });
});

describe('a recipe page in Arabic, Hebrew, Indonesian or Dutch', () => {
  it('reads how many it is for in their words', () => {
    expect(servings('<li>عدد الأفراد: 6 أشخاص</li>')).toBe(6);
    expect(servings('<li>כמות: 2 עוגות</li>')).toBe(2);
    expect(servings('<p>Porsi: 6 orang</p>')).toBe(6);
    expect(servings('<p>Aantal: 12 punten</p>')).toBe(12);
  });
});

describe('a recipe page in Korean, Greek or Italian', () => {
  it('reads a post titled "how to make it" by its method heading, and a table’s row of column names as none', () => {
    const table = '<tr><td><b>재료</b></td><td><b>분량</b></td></tr><tr><td>고춧가루</td><td>1큰술</td></tr>';
    const recipe =
      read(`<h1>김치찌개 끓이는 법</h1><p>안녕하세요.</p><h3>김치찌개 재료 (2인분)</h3><p>두부 1/2모<br>양파 1/2개</p>
      <h4>양념</h4><table>${table}<tr><td>설탕</td><td>1/2큰술</td></tr></table><h3>김치찌개 만드는 법</h3>
      <p>1. 김치를 썰어 주세요.</p><p>2. 끓여 주세요.</p>`);
    expect(recipe?.ingredients).toEqual(['두부 1/2모', '양파 1/2개', '고춧가루 1큰술', '설탕 1/2큰술']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['김치를 썰어 주세요.', '끓여 주세요.']);
  });

  it('ends the method at a Greek tip or sign-off, and leaves the servings among facts out of the rows', () => {
    const greek = read(`<h1>Σπανακόπιτα</h1><p><b>Υλικά</b></p><ul><li>500 γρ. αλεύρι</li><li>1 κιλό σπανάκι</li></ul>
      <p><b>Εκτέλεση</b></p><p>Ανακατεύουμε το αλεύρι.</p><p>Ψήνουμε για 1 ώρα.</p>
      <p>Τα μυστικά της γιαγιάς: Το ξίδι κάνει το φύλλο τραγανό.</p><p>Καλή επιτυχία!</p>`);
    expect(greek?.steps.map((s) => s.text)).toEqual(['Ανακατεύουμε το αλεύρι.', 'Ψήνουμε για 1 ώρα.']);
    const italian = read(`<h1>Parmigiana</h1><h2>Ingredienti</h2><p>Dosi per: 6 persone · teglia 30x20 cm</p>
      <table><tr><td colspan="2" class="grouphead">Per le melanzane</td></tr><tr><td>Melanzane</td><td>1,5 kg</td></tr>
      <tr><td>Sale grosso</td><td>q.b.</td></tr></table><h2>Preparazione</h2><ol><li>Friggere.</li><li>Cuocere.</li></ol>`);
    expect(italian?.ingredients).toEqual(['Melanzane 1,5 kg', 'Sale grosso q.b.']);
  });
});

describe('a recipe page in Russian or Croatian, its tips after the method', () => {
  it('ends the method at "Мои советы" and at a tip led in "Savjet:", and reads no badge raised after the title', () => {
    const russian = read(`<h1>Сырники</h1><p><b>Ингредиенты</b></p><p>Творог — 500 г<br>Яйцо — 1 шт.</p>
      <p><b>Приготовление</b></p><p>1. Творог разомните вилкой.</p><p>2. Жарьте сырники 4 минуты.</p>
      <p><b>Мои советы</b></p><p>Если творог сухой, добавьте сметаны.</p><p>Сырники можно заморозить.</p>`);
    expect(russian?.steps.map((s) => s.text)).toEqual(['Творог разомните вилкой.', 'Жарьте сырники 4 минуты.']);
    const croatian = read(`<h2 class="itemTitle">Zagorski štrukli <span><sup>Izdvojeno</sup></span></h2>
      <h3>Sastojci</h3><ul><li>500 g brašna</li><li>1 jaje</li></ul><h3>Priprema</h3>
      <p>Zamijesite tijesto.</p><p>Pecite 30 minuta.</p><p><em>Savjet: tijesto neka odmori.</em></p>`);
    expect(croatian?.title).toBe('Zagorski štrukli');
    expect(
      read(`<h1>My 1<sup>st</sup> loaf</h1>${'<h2>Ingredients</h2><ul><li>1 kg flour</li><li>1 l water</li></ul>'}
      <h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>`)?.title,
    ).toBe('My 1st loaf');
    expect(croatian?.steps.map((s) => s.text)).toEqual(['Zamijesite tijesto.', 'Pecite 30 minuta.']);
  });
});

describe('a recipe page in Romanian or Finnish', () => {
  it('leaves a news site’s "CITEȘTE ȘI:" out of the step it stands in, and the yield in brackets out of the rows', () => {
    const also = (to: string) =>
      `<p class="read-also"><strong>CITEȘTE ȘI:</strong> <a href="/${to}">Rețeta ${to}</a></p>`;
    const recipe = read(`<h1>Ciorbă de perișoare</h1>${also('sarmale')}<h2>Ingrediente</h2><p>(noin 30 kpl)</p>
      <ul><li>500 g carne</li><li>2 l apă</li></ul><h2>Mod de preparare</h2><p><strong>Pasul 1:</strong> Fierbeți
      legumele.</p><p><strong>Pasul 2:</strong> Formați perișoarele.</p>${also('bors')}<p><strong>Pasul 3:</strong>
      Adăugați perișoarele.</p>`);
    expect(recipe?.ingredients).toEqual(['500 g carne', '2 l apă']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Fierbeți legumele.',
      'Formați perișoarele.',
      'Adăugați perișoarele.',
    ]);
  });
});
