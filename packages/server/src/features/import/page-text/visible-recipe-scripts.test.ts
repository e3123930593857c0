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
