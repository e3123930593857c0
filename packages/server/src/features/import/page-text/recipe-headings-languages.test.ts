import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { isAfterStepsHeading, isIngredientsHeading, isStepsHeading } from './recipe-headings';
import { readVisibleRecipe } from './visible-recipe';

describe('recipe headings beyond the European languages', () => {
  it('knows the ingredients and method headings of Chinese, Korean, Vietnamese, Indonesian, Thai, Arabic, Hebrew, Hindi, Catalan and Romanian pages', () => {
    for (const text of [
      '食材',
      '用料：',
      '재료 (2인분)',
      'Nguyên liệu',
      'Bahan-bahan',
      'ส่วนผสม',
      'المكونات',
      'מצרכים',
      'सामग्री',
    ])
      expect(isIngredientsHeading(text), text).toBe(true);
    for (const text of [
      '做法',
      '만드는 법',
      '조리 방법',
      'Cách làm',
      'Cara membuat',
      'วิธีทำ',
      'طريقة التحضير',
      'אופן ההכנה',
      'बनाने की विधि',
      'Preparació',
      'Preparare',
      'Come fare',
      'Cómo hacer',
    ])
      expect(isStepsHeading(text), text).toBe(true);
    // A site's menu of categories ("Cooking Method" over "Air Fryer Recipes") is no method heading.
    expect(isStepsHeading('Cooking Method')).toBe(false);
  });

  it('knows the headings that ask how it is made (Turkish, Hungarian), and "what you need" in more languages', () => {
    for (const text of ['Nasıl Yapılır?', 'Tarifi Nasıl Yapılır?', 'Hogyan készül?', 'Talimatlar', 'Uputstvo'])
      expect(isStepsHeading(text), text).toBe(true);
    for (const text of ['Cosa serve', 'Necesitarás:', 'Potrebno je', 'Kellékek'])
      expect(isIngredientsHeading(text), text).toBe(true);
    // (Not a question of a FAQ after the recipe.)
    expect(isStepsHeading('Köfte dondurulur mu?')).toBe(false);
  });

  it('knows the headings that name the dish first (Turkish, Hungarian, Korean, Japanese)', () => {
    for (const text of ['Fırında Karnıyarık Malzemeleri', '김치찌개 재료 (2인분)', '肉じゃがの材料'])
      expect(isIngredientsHeading(text), text).toBe(true);
    for (const text of [
      'Fırında Karnıyarık Nasıl Yapılır?',
      'A pörkölt elkészítése',
      '김치찌개 만드는 법',
      '肉じゃがの作り方',
    ])
      expect(isStepsHeading(text), text).toBe(true);
    // (Not a sentence that ends so: "Bu tarifi çok sevdim. Malzemeleri" is no heading.)
    expect(isIngredientsHeading('Bu tarifi çok sevdim. Malzemeleri')).toBe(false);
  });

  it('reads a Chinese page written in paragraphs, past its menu and its related recipes', () => {
    const recipe = readVisibleRecipe(
      parseDocument(`<h1>番茄炒蛋</h1><ul><li>首页</li><li>菜谱</li></ul><p>简单好吃的家常菜。</p>
        <h2>食材</h2><p>番茄 2个</p><p>鸡蛋 3个</p><h2>做法</h2><p>番茄切块。</p><p>鸡蛋打散炒熟。</p>
        <h2>相关菜谱</h2><ul><li>青椒炒肉</li><li>红烧肉</li></ul>`),
    );
    expect(recipe?.ingredients).toEqual(['番茄 2个', '鸡蛋 3个']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['番茄切块。', '鸡蛋打散炒熟。']);
  });
});

describe('what follows a recipe’s steps, in the languages of the sites', () => {
  it('knows comments, similar recipes, notes and "Tried this recipe?" beyond English', () => {
    for (const text of [
      'Kommentare',
      'Commentaires',
      'Lascia un commento',
      'Ähnliche Rezepte',
      'Recettes similaires',
      'Anmerkungen',
      'Poznámky',
      'Tipps & Tricks',
      'Tried this recipe?',
      'Hast du das Rezept ausprobiert?',
      'Leftovers',
    ])
      expect(isAfterStepsHeading(text), text).toBe(true);
  });

  it('ends the method at such a heading ranked under the method’s own', () => {
    const steps = (html: string) => readVisibleRecipe(parseDocument(html))?.steps.map((s) => s.text);
    expect(
      steps(`<h2>Zutaten</h2><ul><li>500 g Mehl</li><li>1 Ei</li></ul><h2>Zubereitung</h2>
        <p>Den Teig kneten und ruhen lassen.</p><p>Im Ofen 20 Minuten backen.</p>
        <h3>Ähnliche Rezepte</h3><p>Apfelstrudel mit Vanillesoße, ganz einfach gemacht.</p>`),
    ).toEqual(['Den Teig kneten und ruhen lassen.', 'Im Ofen 20 Minuten backen.']);
    expect(
      steps(`<h2>Ingrédients</h2><ul><li>500 g de farine</li><li>1 œuf</li></ul><h2>Préparation</h2>
        <ol><li>Pétrir la pâte.</li><li>Cuire 20 minutes.</li></ol>
        <h3>Commentaires</h3><ol><li>Super recette, merci beaucoup !</li><li>Trop bon, je la refais demain.</li></ol>`),
    ).toEqual(['Pétrir la pâte.', 'Cuire 20 minutes.']);
  });

  it('takes "Recette" alone for the method’s heading, not a heading that names the dish after it', () => {
    expect(isStepsHeading('Recette')).toBe(true);
    expect(isStepsHeading('La recette :')).toBe(true);
    expect(isStepsHeading('Recette cake aux olives')).toBe(false);
    const recipe = readVisibleRecipe(
      parseDocument(`<h1>Cake aux olives</h1><h2>Ingrédients</h2><ul><li>200 g de farine</li><li>3 œufs</li></ul>
        <h2>Recette cake aux olives en vidéo</h2><p>Regardez la vidéo.</p>
        <h2>Préparation</h2><ol><li>Mélanger la farine et les œufs.</li><li>Cuire 45 minutes.</li></ol>`),
    );
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Mélanger la farine et les œufs.', 'Cuire 45 minutes.']);
  });
});
