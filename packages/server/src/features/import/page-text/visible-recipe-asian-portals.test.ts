import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';
import { visibleServings } from './visible-servings';
import { visibleLines } from './visible-lines';
import { withoutSiteName } from './site-name';

// Pages of a food maker, a portal, a blog editor and a newspaper in Japanese, Chinese, Korean, Vietnamese and
// Turkish, and a shop's blog in Polish: headings as pictures or in brackets, rows after their group's name, steps
// after a step's word, tips and asides in the sites' words.

const read = (html: string) => readVisibleRecipe(parseDocument(html));
const servings = (html: string) => visibleServings(visibleLines(parseDocument(html)));

describe("a food maker's page", () => {
  it('reads a heading set as a picture of its words, and the servings beside it, not those of the nutrition', () => {
    const page = `<h1>豚こまの照り焼き</h1><ul><li>エネルギー412kcal（1人分）</li></ul>
      <h2><img src="/ttl_zairyo.png" alt="材料"><span>（2人分）</span></h2><ul><li>豚こま切れ肉 200g</li>
      <li>片栗粉 大さじ1</li></ul><h2><img src="/ttl_tsukurikata.png" alt="作り方"></h2>
      <ol><li>豚肉に片栗粉をまぶす。</li><li>フライパンで焼く。</li></ol>`;
    expect(read(page)?.ingredients).toEqual(['豚こま切れ肉 200g', '片栗粉 大さじ1']);
    expect(servings(page)).toBe(2);
  });
});

describe("a Chinese portal's article", () => {
  it("reads headings in brackets, rows one after another after their group's name, and ends at the tips", () => {
    const recipe = read(`<h1>番茄土豆炖牛腩</h1><p>【所需食材】</p><p>主料：牛腩600克、番茄3个、土豆2个</p>
      <p>调料：生抽2勺、冰糖10克、盐适量</p><p>【烹饪步骤】</p><p>1. 牛腩切块，泡出血水。</p><p>2. 炒糖色，倒入牛腩。</p>
      <p>3. 加水炖1个半小时。</p><p>【小贴士】</p><p>1、炒糖色一定要用小火。</p><p>2、番茄分两次放。</p>`);
    expect(recipe?.ingredients).toEqual(['牛腩600克', '番茄3个', '土豆2个', '生抽2勺', '冰糖10克', '盐适量']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      '牛腩切块，泡出血水。',
      '炒糖色，倒入牛腩。',
      '加水炖1个半小时。',
    ]);
  });
});

describe('a Korean blog post', () => {
  it('reads a group named in square brackets among the rows as its name', () => {
    const lines = ['두부 1모', '표고버섯 3개', '[양념장]', '진간장 2큰술', '물 5큰술'];
    const recipe = read(`<h1>두부덮밥</h1><p>재료 (2인분)</p>${lines.map((l) => `<p>${l}</p>`).join('')}
      <p>만드는 법</p><p>1. 두부를 썰어주세요.</p><p>2. 팬에 구워주세요.</p>`);
    expect(recipe?.ingredients).toEqual(['두부 1모', '표고버섯 3개', '진간장 2큰술', '물 5큰술']);
  });
});

describe('a Vietnamese food blog', () => {
  it('reads "Cách làm …" as the method heading, and steps after "Bước N –" without it', () => {
    const recipe = read(`<h1>Gà kho gừng</h1><h2>Nguyên liệu</h2><ul><li>600g đùi gà</li><li>1 củ gừng</li></ul>
      <h2>Cách làm gà kho gừng sả đậm đà</h2><p>Bước 1 – Sơ chế gà: Đùi gà rửa sạch, chặt miếng vừa ăn.</p>
      <p>Bước 2 – Kho gà: Cho gà vào nồi, kho lửa nhỏ 25 phút.</p><h2>Mẹo để gà kho ngon hơn</h2>
      <ul><li>Dùng nước dừa tươi.</li><li>Không kho lửa quá lớn.</li></ul>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Sơ chế gà: Đùi gà rửa sạch, chặt miếng vừa ăn.',
      'Kho gà: Cho gà vào nồi, kho lửa nhỏ 25 phút.',
    ]);
  });
});

describe("a Turkish newspaper's recipe", () => {
  it('leaves out a related story between the parts and the trick after the method', () => {
    const recipe = read(`<h1>Fırında sebzeli köfte</h1><h2>Malzemeler</h2><p>500 gram dana kıyma</p>
      <p>1 adet kuru soğan</p><div><span>İLGİLİ HABER</span> <a href="/izmir">İzmir köfte tarifi: Sosu ile lezzet</a></div>
      <h2>Fırında sebzeli köfte nasıl yapılır?</h2><p>Kıymayı ve soğanı iyice yoğurun.</p><p>Köfteleri fırında pişirin.</p>
      <p><strong>Püf noktası:</strong> Patatesleri ince doğrayın.</p><p>Afiyet olsun!</p>`);
    expect(recipe?.ingredients).toEqual(['500 gram dana kıyma', '1 adet kuru soğan']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Kıymayı ve soğanı iyice yoğurun.',
      'Köfteleri fırında pişirin.',
    ]);
  });

  it('is titled by the dish, not by "… tarifi:" and its question', () => {
    expect(withoutSiteName('Fırında sebzeli köfte tarifi: Fırında sebzeli köfte nasıl yapılır?', null, null)).toBe(
      'Fırında sebzeli köfte',
    );
  });
});

describe("a Polish shop's blog", () => {
  it("leaves out an expert's advice in a box after a step's paragraph", () => {
    const recipe = read(`<h1>Pierogi</h1><h2>Składniki</h2><ul><li>500 g mąki</li><li>1 jajko</li></ul>
      <h2>Przygotowanie</h2><h3>Krok 1</h3><p>Wyrabiaj ciasto przez 6 minut.</p>
      <div class="tip-box"><p><b>Porada eksperta:</b> Nie przekraczaj 2. biegu.</p></div>
      <h3>Krok 2</h3><p>Rozwałkuj ciasto i wykrawaj krążki.</p>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Wyrabiaj ciasto przez 6 minut.',
      'Rozwałkuj ciasto i wykrawaj krążki.',
    ]);
  });

  it('reads a Slovak "Vystačí pre: 2 osoby"', () => {
    expect(servings('<p>Vystačí pre: 2 osoby</p>')).toBe(2);
  });
});

describe('a Japanese, a Korean and a Thai blog', () => {
  it("reads circled steps in two paragraphs around a photo and a ※ tip, on a page whose body's class says header", () => {
    const recipe = read(`<body class="page-entry header-image-enable"><h1>豚の生姜焼き</h1>
      <h3>材料（2人分）</h3><p>豚ロース薄切り肉 250g<br>玉ねぎ 1/2個<br>しょうゆ 大さじ2</p><h3>作り方</h3>
      <p>①玉ねぎは薄切りにする。豚肉は筋切りしておく。<br>②ボウルにタレの材料をすべて入れて混ぜる。<br>
      ③フライパンに油を熱し、豚肉を並べて焼く。</p><p><img src="a.jpg"></p><p>※お肉は重ならないように広げるのがコツです！</p>
      <p>④玉ねぎを入れて炒め、豚肉を戻し入れる。<br>⑤タレを回し入れ、汁気が少なくなるまで煮詰める。</p>
      <h3>ポイント</h3><p>生のしょうがをすりおろすと香りが違います。</p></body>`);
    expect(recipe?.steps.map((s) => s.text.slice(0, 6))).toEqual([
      '玉ねぎは薄切',
      'ボウルにタレ',
      'フライパンに',
      '玉ねぎを入れ',
      'タレを回し入',
    ]);
  });

  it("reads a blog's post titled under the blog's name, rows after bare group names, without a ※ note", () => {
    const recipe = read(`<h1 class="blog_name"><a href="https://blog.naver.com/cook">지영이네 집밥 일기</a></h1>
      <p class="se-text-paragraph"><b>제육볶음</b></p><p>재료 (2인분)</p><p>돼지고기 500g</p><p>양파 1/2개</p>
      <p>양념장</p><p>고추장 2큰술</p><p>설탕 1큰술</p><p>마무리</p><p>참기름 1큰술</p><p>통깨 약간</p>
      <p>※ 계량은 밥숟가락 기준이에요!</p><p>만드는 법</p><p>1. 고기를 썰어 주세요.</p><p>2. 양념장에 재워 둡니다.</p>
      <p>3. 센 불에서 볶아 주세요.</p>`);
    expect(recipe?.ingredients).toEqual([
      '돼지고기 500g',
      '양파 1/2개',
      '고추장 2큰술',
      '설탕 1큰술',
      '참기름 1큰술',
      '통깨 약간',
    ]);
    expect(recipe?.title).not.toBe('지영이네 집밥 일기');
  });

  it('ends the method at a heading of tips in Thai', () => {
    const recipe = read(`<h1>ผัดกะเพราหมูสับ</h1><h2>ส่วนผสม</h2><ul><li>หมูสับ 200 กรัม</li><li>ใบกะเพรา 1 กำ</li></ul>
      <h2>วิธีทำ</h2><ol><li>โขลกกระเทียมและพริก</li><li>ผัดหมูสับให้สุก</li></ol>
      <h3>เคล็ดลับ</h3><ul><li>ใช้กะเพราแดงจะหอมกว่า</li><li>อย่าผัดนานเกินไป</li></ul>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['โขลกกระเทียมและพริก', 'ผัดหมูสับให้สุก']);
  });
});
