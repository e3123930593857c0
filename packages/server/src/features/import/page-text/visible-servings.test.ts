import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { visibleLines } from './visible-lines';
import { visibleServings } from './visible-servings';

const servings = (html: string) => visibleServings(visibleLines(parseDocument(html)));

describe('visibleServings', () => {
  it('reads how many a recipe is for as pages show it, in their languages', () => {
    expect(servings('<p>Prep Time: 15 min</p><p>Servings: 10 +</p>')).toBe(10);
    expect(servings('<p>Yield: 10 croissants</p>')).toBe(10);
    expect(servings('<span>2 personen</span>')).toBe(2);
    expect(servings('<div>8 porcí</div>')).toBe(8);
    expect(servings('<div>Portionen</div><div>2</div><p>Portionen 2</p>')).toBe(2);
    expect(servings('<h3>Pour 2 personnes :</h3><ul><li>200 g de pâtes</li></ul>')).toBe(2);
    expect(servings('<h2>Zutaten für 4 Personen</h2>')).toBe(4);
    expect(servings('<li>Ingredienti per 6 tortini</li>')).toBe(6);
    expect(servings('<p>Antal 10 stk.</p>')).toBe(10);
    expect(servings('<div>Antal: Til 6 personer Tid: 1 time + afkøling Sværhedsgrad: Let</div>')).toBe(6);
  });

  it('reads what a recipe yields in brackets, a label of Portuguese sites and the chosen button of a servings switch', () => {
    expect(servings('<p>Zutaten für eine Springform (26 cm):</p><p>(ergibt 12 Stücke)</p>')).toBe(12);
    expect(servings('<table><tr><td>Doses: Para 6 pessoas</td></tr></table>')).toBe(6);
    expect(servings('<p>Hidangan: 6 orang | Masa penyediaan: 20 minit</p>')).toBe(6);
    // (The other buttons are controls, as every button is: "3 personnes" and "4 personnes" say no more.)
    const buttons = ['2', '3', '4'].map(
      (n) => `<button role="radio" aria-checked="${n === '2'}">${n} personnes</button>`,
    );
    expect(servings(`<div role="radiogroup">${buttons.reverse().join('')}</div>`)).toBe(2);
    expect(servings('<button aria-pressed="false">4 personnes</button>')).toBeNull();
  });

  it('reads a number labelled only by an icon in a block its class names for the servings, not a serving size', () => {
    expect(servings('<div class="item portions"><svg></svg><h2>2</h2></div><div class="time"><h2>5</h2></div>')).toBe(
      2,
    );
    expect(servings('<div class="recipe-servings"><span>6</span></div>')).toBe(6);
    expect(servings('<div class="serving-size"><span>250</span></div>')).toBeNull();
    expect(servings('<ul class="servings"><li>2 eggs</li></ul>')).toBeNull();
  });

  it('reads a range as far as it goes, a label over its number, and "Serves 8" among other facts', () => {
    expect(servings('<li>Serves 2 to 4</li>')).toBe(4);
    expect(servings('<p>Servings 6 to 8 servings</p>')).toBe(8);
    expect(servings('<p>Serves 4-6</p>')).toBe(6);
    expect(servings('<p>Personnes 6/8</p>')).toBe(6);
    expect(servings('<dt>Makes:</dt><dd>1</dd>')).toBe(1);
    expect(servings('<p>45 minutes Prep: 20 minutes Serves 8</p>')).toBe(8);
    expect(servings('<div>Προετοιμασία: 15 λεπτά Μαγείρεμα: 1 ώρα 50 λεπτά Μερίδες: 6 Δυσκολία: Εύκολη</div>')).toBe(6);
  });

  it('reads the number before the word saying whom it is for, each in a block of its own (a servings control)', () => {
    expect(servings('<div>Für</div><div>4</div><div>Portionen</div><div>200</div><div>g Nudeln</div>')).toBe(4);
    expect(servings('<div>6</div><div>servings</div><h2>Ingredients</h2>')).toBe(6);
    // (A number after the word, with no "for" before the number, is the label's own: "Calories" | "320" |
    // "Servings" | "4".)
    expect(servings('<div>Calories</div><div>320</div><div>Servings</div><div>4</div>')).toBe(4);
  });

  it('reads more languages, counts of Japanese, Korean and Chinese, and the servings among a line of facts', () => {
    expect(servings('<div class="portions-ctrl">Порций <button>−</button> 6 <button>+</button></div>')).toBe(6);
    expect(servings('<li>Rendimento: 12 porções</li>')).toBe(12);
    expect(servings('<li>Dosi per: 8 persone (stampo da 24 cm)</li>')).toBe(8);
    expect(servings('<h2>材料（2人分）</h2>')).toBe(2);
    expect(servings('<div>인분 3인분 준비시간10분 조리시간25분</div>')).toBe(3);
    expect(servings('<p><b>Pour 6 personnes – Préparation: 25 min – Repos: 30 min – Cuisson: 45 min</b></p>')).toBe(6);
    expect(
      servings('<div>Prep 30 minutes Bake 35 minutes Cool 1 hour Level Moderate Serves 12 Print recipe</div>'),
    ).toBe(12);
  });

  it('reads a line of facts that ends with a unit’s stop, a first sentence that says only it, more words', () => {
    expect(servings('<p>Χρόνος προετοιμασίας: 1 ώρα | Ψήσιμο: 1 ώρα | Μερίδες: 8 | Ταψί: 35 εκ.</p>')).toBe(8);
    expect(servings('<p>Makes about 40 pierogi. We always double it for Christmas Eve.</p>')).toBe(40);
    expect(servings('<p><b>Składniki (na ok. 60 pierogów):</b></p>')).toBe(60);
    expect(servings('<p>Racions: per a 6 persones (6 cassoletes)</p>')).toBe(6);
    expect(servings('<li>Broj osoba: 6</li>')).toBe(6);
    expect(servings('<p>Ainekset</p><p>(noin 30 kpl)</p>')).toBe(30);
    expect(servings('<h2>Ingrediente (6 porții)</h2>')).toBe(6);
    // (Not a weight in brackets.)
    expect(servings('<p>(200 g)</p>')).toBeNull();
    expect(servings('<div>Priprema: 15 min Pečenje: 40 min Težina: Lako Broj porcija: 8</div>')).toBe(8);
  });

  it('reads "for" before the count, a Czech label, and the count first in a row of facts without marks', () => {
    expect(servings('<ul><li>2 год 30 хв</li><li>На 6 порцій</li></ul>')).toBe(6);
    expect(servings('<div><span>Počet porcí</span> <strong>16 buchet</strong></div>')).toBe(16);
    expect(servings('<div><span class="label">Kaç Kişilik</span><span class="value">8 Kişilik</span></div>')).toBe(8);
    expect(
      servings(
        '<div class="row"><div class="col-3">12 kişilik</div><div class="col-3">Hazırlık 20 dk</div><div class="col-3">Pişirme 35 dk</div><div class="col-3">Puan 4,7</div></div>',
      ),
    ).toBe(12);
  });

  it('reads whom it serves in brackets after what it makes ("Makes about 7 cups (14 servings)")', () => {
    expect(servings('<p>Makes about 7 cups (14 servings)</p>')).toBe(14);
  });

  it('does not read sentences, serving sizes or times', () => {
    expect(servings('<p>This easy soup serves 4 people and keeps for a week in the fridge.</p>')).toBeNull();
    expect(servings('<p>Serving Size: 1</p><p>Calories per serving: 320</p>')).toBeNull();
    expect(servings('<p>Bake for 20 minutes.</p><p>4 eggs</p>')).toBeNull();
  });
});
