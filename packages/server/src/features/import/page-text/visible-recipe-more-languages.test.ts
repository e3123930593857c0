import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { isIngredientsHeading, isStepsHeading } from './recipe-headings';
import { readVisibleRecipe } from './visible-recipe';
import { visibleLines } from './visible-lines';
import { visibleServings } from './visible-servings';

// Sites in Tagalog, Malay, Hindi and Bengali, a French blog of the 2000s, a German blog's steps headed by their
// numbers over lists of points, a Czech portal's shop button and a Japanese maker's note on its nutrition.

const read = (html: string) => readVisibleRecipe(parseDocument(html));
const stepsOf = (html: string) => read(html)?.steps.map((s) => s.text);

describe('readVisibleRecipe in Tagalog, Malay, Hindi and Bengali', () => {
  it('knows their ingredients and method headings, and those of Urdu and Bulgarian sites', () => {
    for (const rows of ['Mga Sangkap', 'आवश्यक सामग्री', 'উপকরণ', 'اجزاء', 'Необходими продукти'])
      expect(isIngredientsHeading(rows), rows).toBe(true);
    for (const method of ['ترکیب', 'بنانے کا طریقہ']) expect(isStepsHeading(method), method).toBe(true);
    for (const method of ['Paraan ng Pagluluto', 'প্রণালী', 'রান্নার পদ্ধতি'])
      expect(isStepsHeading(method), method).toBe(true);
  });

  it('reads Malay groups named after the word for ingredients ("Bahan kisar:"), and ends at "ये भी पढ़ें:"', () => {
    const recipe = read(`<h1>Ayam Masak Merah</h1><h3>Bahan-bahan</h3><p>1 ekor ayam</p><p>1 sudu teh garam</p>
      <p><b>Bahan kisar:</b></p><p>15 tangkai cili kering</p><p>5 ulas bawang putih</p><h3>Cara memasak</h3>
      <p>Goreng ayam sehingga garing.</p><p>Tumis bahan kisar sehingga pecah minyak.</p>
      <p><strong>ये भी पढ़ें:</strong> <a href="/x">शाही पनीर रेसिपी</a></p>`);
    expect(recipe?.ingredients).toEqual([
      '1 ekor ayam',
      '1 sudu teh garam',
      '15 tangkai cili kering',
      '5 ulas bawang putih',
    ]);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Goreng ayam sehingga garing.',
      'Tumis bahan kisar sehingga pecah minyak.',
    ]);
  });
});

describe('readVisibleRecipe on more step layouts', () => {
  it("leaves out a grandmother's tip and a longer wish after a method of one paragraph", () => {
    expect(
      stepsOf(`<h1>Clafoutis</h1><p><b>Pour 6 personnes :</b></p><p>500 g de cerises<br>3 oeufs<br>100 g de sucre</p>
        <p><b>Préparation :</b></p><p>Préchauffez le four. Mélangez les oeufs et le sucre. Versez sur les cerises et cuisez 40 minutes.</p>
        <p><strong>Petite astuce de Mamie :</strong> il est meilleur le lendemain.</p>
        <p>Bon appétit et à très bientôt dans ma cuisine !</p>`),
    ).toEqual(['Préchauffez le four. Mélangez les oeufs et le sucre. Versez sur les cerises et cuisez 40 minutes.']);
  });

  it('reads on past each step number over its own list of points', () => {
    const steps = stepsOf(`<h1>Käsespätzle</h1><h2>Zutaten</h2><ul><li>400 g Mehl</li><li>4 Eier</li></ul>
      <h2>Zubereitung</h2><h4>Schritt 1</h4><ul><li>Mehl und Eier verrühren.</li><li>Den Teig ruhen lassen.</li></ul>
      <h4>Schritt 2</h4><ul><li>Den Teig ins Wasser schaben.</li><li>Die Spätzle abgießen.</li></ul>`);
    expect(steps).toEqual([
      'Mehl und Eier verrühren.',
      'Den Teig ruhen lassen.',
      'Den Teig ins Wasser schaben.',
      'Die Spätzle abgießen.',
    ]);
  });

  it("reads no row in a shop's button drawn by its class, and no servings in a note on the nutrition", () => {
    const recipe = read(`<h1>Svíčková</h1><h2>Suroviny</h2><ul><li>1 kg svíčková</li><li>3 ks mrkev</li></ul>
      <p><a href="/seznam" class="btn-outline">Přidat suroviny do nákupního seznamu</a></p>
      <h2>Postup</h2><ol><li>Maso osolíme.</li><li>Pečeme dvě hodiny.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['1 kg svíčková', '3 ks mrkev']);
    const lines = visibleLines(parseDocument('<p>※エネルギー・塩分は1人分の値です。</p><h2>材料（4人分）</h2>'));
    expect(visibleServings(lines)).toBe(4);
  });
});

describe('readVisibleRecipe on Baltic, Balkan, Korean and Chinese blogs', () => {
  it('reads a step number written before its word ("1. solis"), and leaves out an Estonian tip and a Balkan wish', () => {
    const steps = (n: number, text: string) => `<div class="step-number">${n}. solis</div><p>${text}</p>`;
    expect(
      stepsOf(`<h1>Pīrādziņi</h1><h2>Sastāvdaļas</h2><ul><li>500 g miltu</li><li>200 g speķa</li></ul>
        <h2>Pagatavošana</h2>${steps(1, 'Iejauc mīklu un ļauj tai rūgt.')}${steps(2, 'Cep 15 minūtes krāsnī.')}
        <p>Nipp: soojalt on täidis veel pehme.</p><p>Да ви е сладко!</p>`),
    ).toEqual(['Iejauc mīklu un ļauj tai rūgt.', 'Cep 15 minūtes krāsnī.']);
  });

  it("leaves a Tistory ad's size label out of a step, and ends the method at a Taiwanese blog's tips", () => {
    expect(
      stepsOf(`<h1>된장찌개</h1><h3>재료 (2인분)</h3><ul><li>된장 2큰술</li><li>감자 1개</li></ul><h3>만드는 법</h3>
        <p>① 감자를 썰어 줍니다.</p><p>② 쌀뜨물을 붓고 5분 끓여줍니다.</p>
        <div class="revenue_unit_wrap"><div class="revenue_unit_info">728x90</div></div><p>③ 된장을 풀어 줍니다.</p>`),
    ).toEqual(['감자를 썰어 줍니다.', '쌀뜨물을 붓고 5분 끓여줍니다.', '된장을 풀어 줍니다.']);
    expect(
      stepsOf(`<h1>三杯雞</h1><h2>材料</h2><ul><li>雞腿 2隻</li><li>老薑 1塊</li></ul><h2>作法</h2>
        <ol><li>雞腿肉切塊，擦乾水分。</li><li>小火煸香薑片，再放入雞肉。</li></ol><h3>小叮嚀</h3>
        <p>★ 黑麻油遇高溫容易變苦。</p>`),
    ).toEqual(['雞腿肉切塊，擦乾水分。', '小火煸香薑片，再放入雞肉。']);
  });

  it('reads servings "(za 6 oseb)", "Kogus: 12 tükki" and "Број порција: 6"', () => {
    const servings = (html: string) => visibleServings(visibleLines(parseDocument(html)));
    expect(servings('<p><b>Sestavine</b> (za 6 oseb):</p>')).toBe(6);
    expect(servings('<p>Kogus: 12 tükki</p>')).toBe(12);
    expect(servings('<p>Број порција: 6</p>')).toBe(6);
    expect(servings('<p>Za 2 minute</p>')).toBeNull();
  });
});
