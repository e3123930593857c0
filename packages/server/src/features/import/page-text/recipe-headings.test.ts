import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { isAfterStepsHeading, isIngredientsHeading, isPageMetaLine, isStepsHeading } from './recipe-headings';
import { readVisibleRecipe } from './visible-recipe';

describe('recipe headings in the languages of the sites', () => {
  it('knows the method headings of Czech and Slovak, Norwegian and Dutch pages, and their tags lines', () => {
    for (const text of ['Kroky', 'Slik gjør du', 'Zo maak je het', 'So wird’s gemacht', "Comment c'est fait :"])
      expect(isStepsHeading(text), text).toBe(true);
    expect(isIngredientsHeading('Ingrediencie:')).toBe(true);
    expect(isIngredientsHeading('Složení')).toBe(true);
    expect(isPageMetaLine('Tagi: Kuchnia Polska WARZYWA')).toBe(true);
    for (const footer of ['Labels: breakfast, pancakes', 'Libellés : crêpes', 'Etiketter: frukost', 'Štítky: snídaně'])
      expect(isPageMetaLine(footer)).toBe(true);
    expect(isPageMetaLine('Tagliare le cipolle a fette sottili.')).toBe(false);
    expect(isPageMetaLine('Posted in Breakfast, Easy')).toBe(true);
    expect(isPageMetaLine('Filed under: Soups')).toBe(true);
    expect(isPageMetaLine('Posted on 13 March 2024')).toBe(false);
    expect(isPageMetaLine('Current Rating: (212 votes)')).toBe(true);
    expect(isPageMetaLine('Rating the dough by its smell is no help.')).toBe(false);
  });

  it('knows "What you need" and "How to make it" as posts in the other languages write them', () => {
    for (const text of [
      'Du skal bruge:',
      'Du trenger',
      'Du behöver',
      'Wat heb je nodig',
      'Das brauchst du',
      'Occorrente',
      'Você vai precisar',
      'Potrzebujesz:',
      "Ce qu'il vous faut",
      'Lo que necesitas',
      'Tarvitset',
      'Potřebujete',
      'Υλικά για 4 άτομα',
      'Suroviny pro 4 osoby',
    ])
      expect(isIngredientsHeading(text), text).toBe(true);
    for (const text of ['Jak zrobić', 'Cómo hacerlo', 'Näin valmistat']) expect(isStepsHeading(text), text).toBe(true);
    expect(isIngredientsHeading('Du behöver inte vänta till helgen för att baka den här kakan.')).toBe(false);
  });
});

describe('method headings that name the dish', () => {
  it('knows "How to make" and its like before a dish’s name of any length, not a question or a sentence', () => {
    for (const text of [
      'How to Make Molasses Cookies',
      'Come fare le Lasagne al radicchio e formaggio',
      'Comment faire une pâte brisée maison',
      'Cómo hacer tortilla de patatas',
    ])
      expect(isStepsHeading(text), text).toBe(true);
    for (const text of ['How to make it ahead?', 'How to make the most of a lemon. Zest it first.'])
      expect(isStepsHeading(text), text).toBe(false);
  });

  it('reads a method heading ranked under the method’s own as the label of a group of steps', () => {
    const grouped = readVisibleRecipe(
      parseDocument(`<h3>Ingredients</h3><ul><li>350 g flour</li><li>Water</li></ul><h3>Instructions</h3>
        <h4>How to make the starter</h4><p>Mix 25 g flour and 25 g water.</p><p>Feed it the next day.</p>`),
    );
    expect(grouped?.steps.map((s) => [s.label, s.text])).toEqual([
      ['How to make the starter', 'Mix 25 g flour and 25 g water.'],
      [null, 'Feed it the next day.'],
    ]);
  });
});

describe('recipe headings with an article or "Recipe" before the name', () => {
  it('knows "The Method", "Die Zutaten", "La préparation", "Recipe Ingredients" and more words of the sites', () => {
    for (const text of [
      'The Method',
      'Die Zubereitung',
      'La préparation',
      'Recipe Instructions:',
      'Cooking Instructions',
    ])
      expect(isStepsHeading(text), text).toBe(true);
    for (const text of ['Die Zutaten', 'Gli ingredienti', 'Recipe Ingredients', 'Ingredienser till 4 portioner'])
      expect(isIngredientsHeading(text), text).toBe(true);
    for (const text of ['Tillagning', 'Så här gör du', 'Instructies', 'Zubereitungsschritte', 'Come preparare'])
      expect(isStepsHeading(text), text).toBe(true);
  });

  it('does not take a heading that only starts with "Recipe" and an ingredients word', () => {
    expect(isIngredientsHeading('Recipe Ingredient Notes')).toBe(false);
    expect(isStepsHeading('Cooking method')).toBe(false);
  });
});

describe('recipe headings in more languages of recipe sites', () => {
  it('knows the ingredients and method headings of Spanish, Portuguese, Polish, Hungarian, Finnish, Balkan, Baltic and Cyrillic pages', () => {
    for (const text of ['Sastojci', 'Sestavine', 'Ингредиенты:', 'Koostisosad', 'Sastāvdaļas', 'Ingredientai'])
      expect(isIngredientsHeading(text), text).toBe(true);
    for (const text of [
      'Modo de preparación',
      'Preparação',
      'Instruções',
      'Wykonanie:',
      'Elkészítése',
      'Ohjeet',
      'Procedure',
      'Arbeitsschritte',
      'Und so geht’s',
      'Priprema',
      'Способ приготовления',
      '手順',
    ])
      expect(isStepsHeading(text), text).toBe(true);
  });

  it('knows more ways pages say what you need and how to make it, and what the list is for', () => {
    for (const text of [
      'Potrebné suroviny',
      'Potřebujeme',
      'Co budete potřebovat',
      'Was du brauchst',
      'Sie benötigen',
      'Einkaufsliste',
      'Benodigdheden',
      'Hvad skal du bruge',
      'Nødvendige ingredienser',
      'Det här behöver du',
      "You'll need",
      'Alapanyagok',
      'Namirnice',
      'Gerekli malzemeler',
      'Продукты',
      'Ингредиенты на 4 порции',
      'Ingrediente pentru 4 persoane',
      'Suroviny za 4 porce',
    ])
      expect(isIngredientsHeading(text), text).toBe(true);
    for (const text of [
      'Az elkészítés menete',
      'Framgangsmåte',
      'Valmistusohjeet',
      'Pregătire',
      'Način pripreme',
      'Пошаговый рецепт',
      'Comment faire',
    ])
      expect(isStepsHeading(text), text).toBe(true);
    // A step's number after the word is a step's title, not the method's heading.
    expect(isStepsHeading('Step 1')).toBe(false);
  });

  it('does not take a sentence that starts with one of the new words for a heading', () => {
    expect(isStepsHeading('Procedure was simple and quick today')).toBe(false);
    expect(isIngredientsHeading('Продукты питания для здоровья и красоты вашей семьи сегодня')).toBe(false);
    expect(isStepsHeading('Preparação do molho de tomate com manjericão fresco e alho dourado')).toBe(false);
  });
});

describe('recipe headings after the dish name and a colon', () => {
  it('reads the part after the colon ("Pruimenjam maken: zo doe je dat", "Tiramisu: Zutaten")', () => {
    expect(isStepsHeading('Pruimenjam maken: zo doe je dat')).toBe(true);
    expect(isStepsHeading('Pancakes: Instructions')).toBe(true);
    expect(isIngredientsHeading('Tiramisu: Zutaten')).toBe(true);
    expect(isStepsHeading('Recipe: Chicken soup')).toBe(false);
    expect(isIngredientsHeading('Note: ingredients vary by season and by the shop')).toBe(false);
  });
});

describe('recipe headings set with icons', () => {
  it('reads a heading with emoji or symbols around its words ("🛒 Ingredients", "Instructions ✨", "➤ Notes")', () => {
    expect(isIngredientsHeading('🛒 Ingredients')).toBe(true);
    expect(isIngredientsHeading('🥕 Zutaten für 4 Personen')).toBe(true);
    expect(isStepsHeading('Instructions ✨')).toBe(true);
    expect(isAfterStepsHeading('➤ Notes')).toBe(true);
    expect(isStepsHeading('🔥 Hot tips for a crowd of hungry kids')).toBe(false);
  });

  it("reads a heading with an accordion's toggle, the recipe's scale buttons or its units switch around it", () => {
    for (const text of [
      'Ingredients ▼',
      'Ingredients +',
      '- Ingredients -',
      '1x 2x 3x Ingredients',
      'Ingredients 1x2x3x',
      'Ingredients 1x 2x 3x:',
      'Ingredients US Customary Metric:',
    ])
      expect(isIngredientsHeading(text), text).toBe(true);
    expect(isIngredientsHeading('Ingredients US / Metric')).toBe(true);
    for (const text of ['Method ▼', 'Instructions ▢', "Let's make it!"]) expect(isStepsHeading(text), text).toBe(true);
    expect(isIngredientsHeading('2x more ingredients than you think')).toBe(false);
  });
});

describe('recipe headings with what they are for after them', () => {
  it('reads full-width brackets and colons and a dash before the servings ("材料（2人分）", "Ingredients – Serves 4")', () => {
    for (const text of [
      '材料（2人分）',
      '材料【4人分】',
      'Ingredients [for 4]',
      'Ingredients – Serves 4',
      'Zutaten | 12 Stück',
    ])
      expect(isIngredientsHeading(text), text).toBe(true);
    expect(isStepsHeading('作り方：')).toBe(true);
    expect(isStepsHeading('Step 1')).toBe(false);
  });

  it('reads an ingredients heading saying how many it is for with the number among its words', () => {
    for (const text of ['Hozzávalók 4 személyre', 'Ainekset 4 hengelle', 'Ingrediënten 4 personen'])
      expect(isIngredientsHeading(text), text).toBe(true);
    for (const text of ['Step 1', 'Steps 1 2 3', 'Method 2']) expect(isStepsHeading(text), text).toBe(false);
  });

  it('reads a heading that joins another part with "&" ("Ingredients & equipment", "Zutaten & Zubehör")', () => {
    for (const text of ['Ingredients & equipment', 'Zutaten & Zubehör', 'Ingrédients & ustensiles'])
      expect(isIngredientsHeading(text), text).toBe(true);
    expect(isStepsHeading('Method & tips')).toBe(true);
    expect(isIngredientsHeading('Ingredients & how to make it now')).toBe(false);
  });

  it('knows "Cooking Steps", "Baking Instructions" and "Here\'s what you\'ll need" (not "Cooking method", a fact)', () => {
    for (const text of ['Cooking steps:', 'Baking Instructions', 'Baking steps'])
      expect(isStepsHeading(text), text).toBe(true);
    for (const text of ["Here's what you'll need", 'For this recipe you need:'])
      expect(isIngredientsHeading(text), text).toBe(true);
    // A time's label over its value is no heading.
    for (const text of ['Preparation time', 'Preparation Time:']) expect(isStepsHeading(text), text).toBe(false);
  });

  it('knows Greek headings in capitals and more method words, not a time of the card in Greek or with a prime', () => {
    for (const text of ['ΥΛΙΚΑ', 'Συστατικά']) expect(isIngredientsHeading(text), text).toBe(true);
    for (const text of [
      'ΕΚΤΕΛΕΣΗ',
      'Τρόπος παρασκευής',
      'Προετοιμασία',
      'Procedimiento',
      'Esecuzione',
      'Návod',
      'Pokyny',
    ])
      expect(isStepsHeading(text), text).toBe(true);
    for (const text of ['Προετοιμασία: 15 λεπτά', 'Παρασκευή: 1 ώρα', "Preparazione: 15'", 'Esecuzione: 20 minuti'])
      expect(isStepsHeading(text), text).toBe(false);
    for (const text of ['ΣΗΜΕΙΩΣΕΙΣ', 'ΣΥΜΒΟΥΛΕΣ', 'ΣΧΟΛΙΑ']) expect(isAfterStepsHeading(text), text).toBe(true);
  });

  it('knows "Méthode", "Método", "Metodo", "Here\'s how" and lists of ingredients, not how a dish is cooked', () => {
    for (const text of ['Méthode', 'Método:', 'Metodo', "Here's how", 'Here is how:'])
      expect(isStepsHeading(text), text).toBe(true);
    for (const text of ['Lista de ingredientes', 'Lista degli ingredienti', 'Ingrediëntenlijst', 'Benötigte Zutaten'])
      expect(isIngredientsHeading(text), text).toBe(true);
    for (const text of [
      'Method of cooking: Oven',
      'Méthode de cuisson : four',
      'Método de cocción: Horno',
      'Here is how it looks',
    ])
      expect(isStepsHeading(text), text).toBe(false);
  });
});

describe('headings of what follows a method', () => {
  it("knows variations, substitutions, storage, make-ahead notes, FAQs and the recipe's details", () => {
    for (const text of [
      'Variation',
      'Variations:',
      'Substitutions',
      'Storage',
      'How to store',
      'Make-Ahead',
      'FAQs',
      'Details',
    ])
      expect(isAfterStepsHeading(text), text).toBe(true);
    expect(isAfterStepsHeading('Stir in the variations of pepper you like best')).toBe(false);
  });

  it('knows related products, a newsletter and what a reader might also like', () => {
    for (const text of ['You might be interested in...', 'Recommended Products', 'Subscribe via Email', 'Newsletter'])
      expect(isAfterStepsHeading(text), text).toBe(true);
    expect(isAfterStepsHeading('Subscribe the dough to a long rest in the fridge')).toBe(false);
  });
});
