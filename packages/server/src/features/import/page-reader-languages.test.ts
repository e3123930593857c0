import { describe, expect, it } from 'vitest';
import { readRecipePage } from './page-reader';
import { noTextReader } from './page-reader.fixtures';

// A page without structured data, in each of the sites' languages, written every common way: its headings as
// headings or bold lines, its ingredients as a list, lines broken by <br> or paragraphs, its method as a list,
// paragraphs or numbered paragraphs, with a notes heading and the author's sign-off after it.

interface Language {
  ingredients: string;
  method: string;
  rows: string[];
  steps: string[];
  notes: string;
  signOff: string;
}

const LANGUAGES: Record<string, Language> = {
  de: {
    ingredients: 'Zutaten für 4 Personen',
    method: 'Zubereitung',
    rows: ['200 g Mehl', '2 Eier', '300 ml Milch', '1 Prise Salz'],
    steps: [
      'Mehl und Eier in einer Schüssel verrühren.',
      'Die Milch nach und nach unterrühren.',
      'Die Pfannkuchen in heißer Butter ausbacken.',
    ],
    notes: 'Tipp',
    signOff: 'Guten Appetit wünscht euch Anna',
  },
  fr: {
    ingredients: 'Ingrédients (pour 4 personnes)',
    method: 'Préparation',
    rows: ['200 g de farine', '2 œufs', '30 cl de lait', '1 pincée de sel'],
    steps: [
      'Mélangez la farine et les œufs dans un saladier.',
      'Ajoutez le lait petit à petit en fouettant.',
      'Faites cuire les crêpes dans une poêle beurrée.',
    ],
    notes: 'Astuce',
    signOff: 'Bon appétit !',
  },
  it: {
    ingredients: 'Ingredienti per 4 persone',
    method: 'Procedimento',
    rows: ['200 g di farina', '2 uova', '300 ml di latte', '1 pizzico di sale'],
    steps: [
      'Mescolate la farina con le uova in una ciotola.',
      'Aggiungete il latte poco alla volta mescolando.',
      'Cuocete le crespelle in una padella imburrata.',
    ],
    notes: 'Consigli',
    signOff: 'Buon appetito!',
  },
  es: {
    ingredients: 'Ingredientes para 4 personas',
    method: 'Elaboración paso a paso',
    rows: ['200 g de harina', '2 huevos', '300 ml de leche', '1 pizca de sal'],
    steps: [
      'Mezcla la harina y los huevos en un bol.',
      'Añade la leche poco a poco sin dejar de batir.',
      'Cocina las tortitas en una sartén con mantequilla.',
    ],
    notes: 'Trucos',
    signOff: '¡Que aproveche!',
  },
  nl: {
    ingredients: 'Ingrediënten',
    method: 'Bereiding',
    rows: ['200 g bloem', '2 eieren', '300 ml melk', '1 snuf zout'],
    steps: [
      'Meng de bloem en de eieren in een kom.',
      'Voeg beetje bij beetje de melk toe.',
      'Bak de pannenkoeken in een pan met boter.',
    ],
    notes: 'Tip',
    signOff: 'Eet smakelijk!',
  },
  pl: {
    ingredients: 'Składniki',
    method: 'Sposób przygotowania',
    rows: ['200 g mąki', '2 jajka', '300 ml mleka', '1 szczypta soli'],
    steps: [
      'Mąkę wymieszaj z jajkami w misce.',
      'Stopniowo dolewaj mleko, cały czas mieszając.',
      'Smaż naleśniki na rozgrzanej patelni z masłem.',
    ],
    notes: 'Wskazówki',
    signOff: 'Smacznego!',
  },
  ja: {
    ingredients: '材料（4人分）',
    method: '作り方',
    rows: ['小麦粉 200g', '卵 2個', '牛乳 300ml', '塩 少々'],
    steps: ['ボウルに小麦粉と卵を入れて混ぜる。', '牛乳を少しずつ加えて混ぜる。', 'フライパンにバターを熱して焼く。'],
    notes: 'ポイント',
    signOff: 'ごちそうさまでした',
  },
  pt: {
    ingredients: 'Ingredientes',
    method: 'Modo de preparo',
    rows: ['200 g de farinha', '2 ovos', '300 ml de leite', '1 pitada de sal'],
    steps: [
      'Misture a farinha e os ovos numa tigela.',
      'Junte o leite aos poucos, mexendo sempre.',
      'Frite as panquecas numa frigideira com manteiga.',
    ],
    notes: 'Dicas',
    signOff: 'Bom apetite!',
  },
  sv: {
    ingredients: 'Ingredienser',
    method: 'Gör så här',
    rows: ['2 dl vetemjöl', '2 ägg', '3 dl mjölk', '1 nypa salt'],
    steps: [
      'Blanda mjöl och ägg i en bunke.',
      'Vispa ner mjölken lite i taget.',
      'Stek pannkakorna i smör i en het panna.',
    ],
    notes: 'Tips',
    signOff: 'Smaklig måltid!',
  },
  da: {
    ingredients: 'Ingredienser',
    method: 'Fremgangsmåde',
    rows: ['200 g hvedemel', '2 æg', '3 dl mælk', '1 knivspids salt'],
    steps: [
      'Bland mel og æg i en skål.',
      'Pisk mælken i lidt ad gangen.',
      'Steg pandekagerne i smør på en varm pande.',
    ],
    notes: 'Tip',
    signOff: 'Velbekomme!',
  },
  cs: {
    ingredients: 'Suroviny',
    method: 'Postup',
    rows: ['200 g mouky', '2 vejce', '300 ml mléka', '1 špetka soli'],
    steps: [
      'Mouku smíchejte s vejci v míse.',
      'Postupně přilévejte mléko a míchejte.',
      'Palačinky smažte na pánvi s máslem.',
    ],
    notes: 'Tip',
    signOff: 'Dobrou chuť!',
  },
  hu: {
    ingredients: 'Hozzávalók',
    method: 'Elkészítés',
    rows: ['200 g liszt', '2 tojás', '3 dl tej', '1 csipet só'],
    steps: [
      'A lisztet keverd össze a tojással egy tálban.',
      'Fokozatosan add hozzá a tejet.',
      'A palacsintákat süsd ki forró serpenyőben.',
    ],
    notes: 'Tipp',
    signOff: 'Jó étvágyat!',
  },
  el: {
    ingredients: 'Υλικά',
    method: 'Εκτέλεση',
    rows: ['200 γρ. αλεύρι', '2 αυγά', '300 ml γάλα', '1 πρέζα αλάτι'],
    steps: [
      'Ανακατεύουμε το αλεύρι με τα αυγά σε ένα μπολ.',
      'Προσθέτουμε σιγά σιγά το γάλα.',
      'Ψήνουμε τις κρέπες σε τηγάνι με βούτυρο.',
    ],
    notes: 'Συμβουλές',
    signOff: 'Καλή όρεξη!',
  },
  tr: {
    ingredients: 'Malzemeler',
    method: 'Yapılışı',
    rows: ['200 gr un', '2 yumurta', '300 ml süt', '1 tutam tuz'],
    steps: [
      'Un ve yumurtayı bir kapta karıştırın.',
      'Sütü azar azar ekleyerek çırpın.',
      'Krepleri tereyağlı tavada pişirin.',
    ],
    notes: 'Püf noktası',
    signOff: 'Afiyet olsun!',
  },
};

const HEADINGS: Record<string, (text: string) => string> = {
  heading: (t) => `<h2>${t}</h2>`,
  'bold line': (t) => `<p><strong>${t}</strong></p>`,
  'heading with a span': (t) => `<h3><span class="title">${t}</span></h3>`,
};
const INGREDIENTS: Record<string, (rows: string[]) => string> = {
  list: (rows) => `<ul>${rows.map((r) => `<li>${r}</li>`).join('')}</ul>`,
  'line breaks': (rows) => `<p>${rows.join('<br>')}</p>`,
  paragraphs: (rows) => rows.map((r) => `<p>${r}</p>`).join(''),
};
const METHODS: Record<string, (steps: string[]) => string> = {
  list: (steps) => `<ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol>`,
  paragraphs: (steps) => steps.map((s) => `<p>${s}</p>`).join(''),
  'numbered paragraphs': (steps) => steps.map((s, n) => `<p>${n + 1}. ${s}</p>`).join(''),
};

describe('readRecipePage on pages without structured data, in each language and layout', () => {
  for (const [code, language] of Object.entries(LANGUAGES))
    it(`reads every ${code} page's ingredients and steps, and no line of its notes`, async () => {
      for (const [headingName, heading] of Object.entries(HEADINGS))
        for (const [rowsName, rows] of Object.entries(INGREDIENTS))
          for (const [methodName, method] of Object.entries(METHODS)) {
            const html = `<html><body><h1>Crêpes</h1><p>${language.signOff} ${language.signOff}.</p>
              ${heading(language.ingredients)}${rows(language.rows)}${heading(language.method)}${method(language.steps)}
              ${heading(language.notes)}<p>${language.signOff}</p><footer>© 2026</footer></body></html>`;
            const draft = await readRecipePage(html, 'https://blog.example/crepes', noTextReader);
            const layout = `${headingName}, ${rowsName}, ${methodName}`;
            expect(draft.parsed.title, layout).toBe('Crêpes');
            expect(draft.parsed.ingredients, layout).toHaveLength(language.rows.length);
            expect(
              draft.parsed.instructions.map((s) => s.instruction),
              layout,
            ).toEqual(language.steps);
          }
    });
});
