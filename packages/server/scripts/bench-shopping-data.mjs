// The data bench-shopping.mjs shops with: recipe ingredients and the names asked for categories.

// What a family cookbook's ingredients look like: common names in a few spellings and units, so the 20 recipes
// share many of them (the merge adds across units and plurals) and a few stay apart (g and cup of flour).
export const PANTRY = [
  ['flour', 'g', 250],
  ['Flour', 'cup', 1],
  ['eggs', null, 2],
  ['Egg', null, 1],
  ['milk', 'ml', 200],
  ['Milk', 'cup', 0.5],
  ['butter', 'tbsp', 2],
  ['Butter', 'g', 50],
  ['sugar', 'g', 100],
  ['onion', null, 1],
  ['onions', null, 2],
  ['garlic', 'clove', 3],
  ['olive oil', 'tbsp', 2],
  ['salt', 'tsp', 1],
  ['black pepper', 'tsp', 0.5],
  ['tomatoes', null, 4],
  ['tomato paste', 'tbsp', 2],
  ['chicken breast', 'lb', 1],
  ['chicken breasts', 'g', 300],
  ['rice', 'cup', 1],
  ['parmesan', 'oz', 2],
  ['carrots', null, 3],
  ['celery', 'stalk', 2],
  ['lemon', null, 1],
  ['parsley', 'bunch', 1],
  ['cumin', 'tsp', 1],
  ['paprika', 'tsp', 2],
  ['chicken stock', 'l', 1],
  ['heavy cream', 'fl oz', 4],
  ['spinach', 'g', 200],
];

export const NAMES = [
  'bananas',
  'bananna',
  'Eggs',
  'whole milk',
  'Philadelphia',
  'Heinz ketchup',
  'extra virgin olive oil',
  'frozen peas',
  'canned tomatoes',
  'chiken thighs',
  'paper towels',
  'dog food',
  'Doritos',
  'cheerios',
  'sourdough bread',
  'parmesean',
  'pommes de terre',
  'Hähnchenbrust',
  'sparkling water',
  'toothpaste',
  'diapers',
  'basmati rice',
  'tumeric',
  'brocoli',
  'ground beef',
  'greek yogurt',
  'baking soda',
  'maple syrup',
  'dish soap',
  'granola bars',
  'zqxv blorp',
  'kombucha',
];
// 200 different names: the list above with a varying second word, so each request is a distinct lookup.
const QUALIFIERS = ['', 'fresh', 'organic', 'large', 'small', 'family pack', 'store brand'];
export const SUGGEST_NAMES = Array.from({ length: 200 }, (_, i) => {
  const q = QUALIFIERS[Math.floor(i / NAMES.length) % QUALIFIERS.length];
  return `${q} ${NAMES[i % NAMES.length]}`.trim();
});
