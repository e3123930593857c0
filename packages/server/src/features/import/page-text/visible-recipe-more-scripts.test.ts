import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';
import { visibleServings } from './visible-servings';
import { visibleLines } from './visible-lines';

// Pages in Thai, Indonesian, Hebrew, Traditional Chinese, Korean and Japanese: adverts' labels, asides, tips, wishes,
// step numbers and title tails in the sites' own words and marks.

const read = (html: string) => readVisibleRecipe(parseDocument(html));
const steps = (html: string) => read(html)?.steps.map((s) => s.text);
const servings = (html: string) => visibleServings(visibleLines(parseDocument(html)));

describe('a Thai or Indonesian portal', () => {
  it("leaves out an advert's label among the rows and a 'read also' line", () => {
    const thai = read(`<h1>ผัดพริกแกงหมูกรอบ</h1><h2>ส่วนผสม</h2><table><tr><td>หมูกรอบ</td><td>300 กรัม</td></tr>
      <tr><td>ใบมะกรูด</td><td>5 ใบ</td></tr></table><div class="ad"><span>โฆษณา</span></div>
      <h2>วิธีทำ</h2><ol><li>ผัดพริกแกงกับน้ำมัน</li><li>ใส่หมูกรอบลงไป</li></ol>`);
    expect(thai?.ingredients).toEqual(['หมูกรอบ 300 กรัม', 'ใบมะกรูด 5 ใบ']);
    const indonesian = read(`<h1>Ayam Bakar</h1><p><b>Bahan:</b><br>1 ekor ayam<br>2 sdm kecap manis</p>
      <p>Baca Juga: 5 Cara Bakar Ayam di Teflon</p><p><b>Cara membuat:</b></p><ol><li>Lumuri ayam dengan bumbu.</li>
      <li>Bakar sampai matang.</li></ol>`);
    expect(indonesian?.ingredients).toEqual(['1 ekor ayam', '2 sdm kecap manis']);
  });

  it('reads "2-3 ที่" as whom it serves', () => {
    expect(servings('<p>2-3 ที่</p>')).toBe(3);
  });
});

describe('a Hebrew blog', () => {
  it('ends the method at a tip and a wish of a good meal', () => {
    expect(
      steps(`<h1>רוגלך</h1><h2>מצרכים</h2><ul><li>500 גרם קמח</li><li>1 כוס חלב</li></ul><h2>אופן ההכנה</h2>
        <p>מערבבים את כל המצרכים ללישה.</p><p>אופים 20 דקות בתנור.</p><p>טיפ: אם הבצק דביק, מוסיפים קמח.</p>
        <p>בתיאבון!</p>`),
    ).toEqual(['מערבבים את כל המצרכים ללישה.', 'אופים 20 דקות בתנור.']);
  });
});

describe('a Taiwanese blog', () => {
  it('reads "【主材料】" groups over rows and "【作法】" as the method heading', () => {
    const recipe = read(`<h1>古早味滷肉飯</h1><p>份量：約6人份</p><p>【主材料】</p><p>豬五花肉 600g</p><p>水煮蛋 5顆</p>
      <p>【調味料】</p><p>醬油 80ml</p><p>【作法】</p><p>1. 五花肉切小條。</p><p>2. 加入醬油滷1小時。</p>`);
    expect(recipe?.ingredients).toEqual(['豬五花肉 600g', '水煮蛋 5顆', '醬油 80ml']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['五花肉切小條。', '加入醬油滷1小時。']);
  });
});

describe('a Korean blog post typed with emoji', () => {
  it('reads "양념" as a group\'s name and keycap numbers as the steps\' numbers', () => {
    const recipe = read(`<h1>숙주볶음</h1><p><b>📌 재료 (2인분)</b></p><p>대패삼겹살 300g</p><p>숙주 1봉지</p>
      <p><b>📌 양념</b></p><p>굴소스 1큰술</p><p>진간장 1큰술</p><p><b>📌 만드는 법</b></p>
      <p>1️⃣ 숙주는 찬물에 씻어주세요.</p><p>2️⃣ 팬에 고기를 구워주세요.</p>`);
    expect(recipe?.ingredients).toEqual(['대패삼겹살 300g', '숙주 1봉지', '굴소스 1큰술', '진간장 1큰술']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['숙주는 찬물에 씻어주세요.', '팬에 고기를 구워주세요.']);
  });
});

describe('a Japanese video recipe site', () => {
  it('is titled by the dish without "作り方・レシピ" after it, and "2人前" on its own line is whom it serves', () => {
    const page = `<h1>なすの味噌炒め 作り方・レシピ</h1><p>2人前</p><h2>材料</h2><ul><li>なす 2本</li><li>味噌 大さじ1</li></ul>
      <h2>作り方</h2><ol><li>なすを切る。</li><li>味噌で炒める。</li></ol>`;
    expect(read(page)?.title).toBe('なすの味噌炒め');
    expect(read(page)?.ingredients).toEqual(['なす 2本', '味噌 大さじ1']);
    expect(servings(page)).toBe(2);
  });
});
