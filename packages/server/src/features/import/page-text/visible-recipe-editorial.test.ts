import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';
import { visibleServings } from './visible-servings';
import { visibleLines } from './visible-lines';

// Recipes in a newspaper's story, a cooking school's lesson, a producer's or a shop's page: no structured data, and
// headings, tips and facts laid out as their editors like.

const read = (html: string) => readVisibleRecipe(parseDocument(html));
const steps = (html: string) => read(html)?.steps.map((s) => s.text);
const servings = (html: string) => visibleServings(visibleLines(parseDocument(html)));

const METHOD = '<p><strong>Directions</strong></p><p>Simmer the beans for an hour.</p><p>Serve with the toasts.</p>';

describe("a newspaper's recipe at the end of its story", () => {
  it("reads the rows under their groups' names, not the story's links to other stories above them", () => {
    const recipe = read(`<h1>A pot of beans got this family through the winter.</h1><p>Read more</p>
      <ul><li><a href="/a">The kringle family tree: how one bakery kept its recipe for 70 years</a></li>
      <li><a href="/b">Deer camp chili, ranked by the people who eat it</a></li></ul>
      <p>"He acts like he invented it," Marian said.</p><h3>Smoky White Bean Stew</h3><p>6 servings</p>
      <p><strong>For the stew</strong></p><p>1 pound dried navy beans</p><p>2 tablespoons olive oil</p>
      <p><strong>For the toasts</strong></p><p>6 slices country bread</p><p>3 tablespoons butter</p>${METHOD}`);
    expect(recipe?.ingredients).toEqual([
      '1 pound dried navy beans',
      '2 tablespoons olive oil',
      '6 slices country bread',
      '3 tablespoons butter',
    ]);
  });

  it('ends the method at what a serving holds, with the credit after it', () => {
    expect(
      steps(`<h1>Stew</h1><h2>Ingredients</h2><ul><li>1 pound beans</li><li>1 onion</li></ul>${METHOD}
        <p>Per serving: 520 calories, 27 g protein, 62 g carbohydrates, 19 g fat, 8 g saturated fat, 980 mg sodium.</p>
        <p>Adapted from Marian Vandersloot; tested by Dana Kowalczyk.</p>`),
    ).toEqual(['Simmer the beans for an hour.', 'Serve with the toasts.']);
  });

  it('reads the method named at the start of its first paragraph, and ends it at a tip or a call to the readers', () => {
    const column = (after: string) => `<h1>Döppekuchen</h1><p><strong>Zutaten für 6 Personen:</strong><br>
      2 kg Kartoffeln<br>3 Eier<br>200 g Speck</p><p><strong>Zubereitung:</strong> Die Kartoffeln schälen und auf der feinen Seite der Reibe in eine Schüssel reiben.</p>
      <p>Alles vermengen und backen.</p>${after}`;
    const method = [
      'Die Kartoffeln schälen und auf der feinen Seite der Reibe in eine Schüssel reiben.',
      'Alles vermengen und backen.',
    ];
    expect(steps(column('<p><em>Tipp von Hildegard Kremer:</em> Dazu passt Apfelmus.</p>'))).toEqual(method);
    expect(
      steps(
        column(`<p>Haben Sie auch ein Familienrezept, das Sie mit unseren Lesern teilen möchten? Schicken Sie es an die
          Redaktion.</p>`),
      ),
    ).toEqual(method);
  });
});

describe("a cooking school's lesson", () => {
  it("reads on past a group's name and a tip box between steps headed by their numbers, and leaves the tip out", () => {
    const recipe = read(`<h1>Tart</h1><div class="title">Ingredients</div><div>200 g flour</div><div>1 egg yolk</div>
      <div class="title">Method</div><h3>Making the pastry</h3><h4>Step 1</h4><p>Rub the butter into the flour.</p>
      <h4>Step 2</h4><p>Mix in the egg yolk and chill.</p>
      <div class="tip"><p class="tip-title">Imogen’s tip</p><p>Squeeze a little of the mixture in your palm.</p></div>
      <h3>Lining and blind baking</h3><h4>Step 3</h4><p>Roll the pastry out.</p><h4>Step 4</h4><p>Bake it blind.</p>
      <h2>Your practice task</h2><p>Make the tart this week.</p>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Rub the butter into the flour.',
      'Mix in the egg yolk and chill.',
      'Roll the pastry out.',
      'Bake it blind.',
    ]);
  });
});

describe("a producer's page", () => {
  it("reads on past a miller's tip between counted paragraphs, the next group's name after it", () => {
    expect(
      steps(`<h1>Focaccia</h1><h2>Ingredienti</h2><ul><li>500 g di farina</li><li>350 g di acqua</li></ul>
        <h2>Procedimento</h2><h4>L'impasto</h4><p>1. Sciogliete il lievito nell'acqua.</p><p>2. Impastate a lungo.</p>
        <div class="box"><strong>Il consiglio del mugnaio:</strong> il ripieno deve essere ben asciutto.</div>
        <h4>Cottura</h4><p>3. Stendete l'impasto nella teglia.</p><p>4. Cuocete per 30 minuti.</p>`),
    ).toEqual([
      "Sciogliete il lievito nell'acqua.",
      'Impastate a lungo.',
      "Stendete l'impasto nella teglia.",
      'Cuocete per 30 minuti.',
    ]);
  });

  it('reads a Polish "Ilość: ok. 40 sztuk" as what it makes', () => {
    expect(servings('<div><span>Ilość:</span> <b>ok. 40 sztuk</b></div>')).toBe(40);
  });
});

describe("a shop's or a blog's ingredients", () => {
  it('reads "Wat heb je nodig?" as the ingredients heading, and a group\'s name in another element over rows', () => {
    const recipe = read(`<h1>Appelflappen</h1><div class="kopje">Wat heb je nodig?</div><p class="groep">Deeg</p>
      <div>8 plakjes bladerdeeg</div><div>1 ei</div><p class="groep">Afwerking</p><div>3 eetlepels suiker</div>
      <div>poedersuiker om te bestuiven</div><div class="kopje">Zo maak je het</div><ol><li>Vul de flappen.</li>
      <li>Bak ze goudbruin.</li></ol>`);
    expect(recipe?.ingredients).toEqual([
      '8 plakjes bladerdeeg',
      '1 ei',
      '3 eetlepels suiker',
      'poedersuiker om te bestuiven',
    ]);
  });

  it("leaves out the shop's line about prices after the rows, and Greek group names among the items", () => {
    const shop = read(`<h1>Æbletærte</h1><h2>Ingredienser</h2><div>175 g hvedemel</div><div>100 g smør</div>
      <p class="small">Priser og tilbud gælder i din valgte butik. <a href="/butik">Vælg butik</a></p>
      <h2>Sådan gør du</h2><ol><li>Smuldr mel og smør.</li><li>Bag tærten.</li></ol>`);
    expect(shop?.ingredients).toEqual(['175 g hvedemel', '100 g smør']);
    // (A row among rows of its own element may go on past a sentence: "Your favorite BBQ Sauce. We love …".)
    const rows = read(`<h1>Ribs</h1><h2>Ingredients</h2><div>1 cup brown sugar</div><p>Optional</p>
      <div>Your favorite BBQ Sauce. We love Meat Mitch Whomp</div><div>Texas Pepper Jelly</div>
      <h2>Instructions</h2><ol><li>Smoke the ribs.</li><li>Glaze them.</li></ol>`);
    expect(rows?.ingredients).toEqual([
      '1 cup brown sugar',
      'Your favorite BBQ Sauce. We love Meat Mitch Whomp',
      'Texas Pepper Jelly',
    ]);
    const portal = read(`<h1>Παστίτσιο</h1><h3>Υλικά</h3><ul><li><span class="group">Για τα μακαρόνια</span></li>
      <li>500 γρ. μακαρόνια</li><li><span class="group">Για την μπεσαμέλ</span></li><li>1 λίτρο γάλα</li></ul>
      <h3>Εκτέλεση</h3><ol><li>Βράζουμε τα μακαρόνια.</li><li>Ψήνουμε.</li></ol>`);
    expect(portal?.ingredients).toEqual(['500 γρ. μακαρόνια', '1 λίτρο γάλα']);
  });
});

describe("a recipe's title", () => {
  it('is the post\'s name over a card headed "Receita de …", and a wiki page\'s name without its namespace', () => {
    const card = `<h3>Ingredientes</h3><ul><li>4 ovos</li><li>2 xícaras de leite</li></ul><h3>Modo de preparo</h3>
      <ol><li>Bata tudo.</li><li>Asse.</li></ol>`;
    expect(
      read(`<h1>Bolo de fubá cremoso</h1><p>História.</p><h2>Receita de bolo de fubá cremoso</h2>${card}`)?.title,
    ).toBe('Bolo de fubá cremoso');
    expect(read(`<h1>Cookbook:Tomato Peanut Poha</h1>${card}`)?.title).toBe('Tomato Peanut Poha');
  });
});
