import { estimate, type DemoRecipe } from './demo-recipe';

/** Greek, Spanish and broader Mediterranean dishes: Nonna’s neighbours, Dan’s semester in Seville. */
export const MEDITERRANEAN_RECIPES: DemoRecipe[] = [
  {
    title: 'Kyria Eleni’s Spanakopita',
    description:
      'A golden, shattering phyllo pie packed with spinach, dill and feta. Nonna’s Greek neighbour taught her this over many cups of coffee.',
    author: 'nonna_rosa',
    source_name: 'Kyria Eleni, Nonna’s neighbour',
    prep_time_minutes: 40,
    cook_time_minutes: 60,
    servings: 8,
    difficulty: 'medium',
    cuisine_type: 'greek',
    meal_type: 'lunch',
    visibility: 'public',
    status: 'published',
    category_names: ['Vegetarian', 'Baking'],
    tags: ['vegetarian', 'make ahead', 'picnic', 'phyllo'],
    notes:
      'Eleni uses whatever greens the garden gives — chard, sorrel, even wild fennel. Freezes unbaked; bake straight from frozen for about 70 minutes.',
    nutrition_json: estimate(8, {
      calories: 470,
      protein_g: 15,
      carbohydrates_g: 37,
      fat_g: 28,
      fiber_g: 4,
      sugar_g: 3,
      sodium_mg: 790,
      cholesterol_mg: 105,
      vitamin_c_mg: 30,
      calcium_mg: 330,
      iron_mg: 5,
    }),
    ingredients: [
      {
        amount: 1,
        unit: 'kg',
        ingredient_name: 'fresh spinach',
        preparation: 'washed, thick stems removed',
        notes: 'or 600 g frozen, thawed',
      },
      { amount: 2, unit: 'tbsp', ingredient_name: 'olive oil' },
      { amount: 1, unit: 'bunch', ingredient_name: 'scallions', preparation: 'finely sliced' },
      { amount: 1, unit: 'bunch', ingredient_name: 'fresh dill', preparation: 'chopped' },
      { amount: 0.5, unit: 'bunch', ingredient_name: 'flat-leaf parsley', preparation: 'chopped' },
      { amount: 300, unit: 'g', ingredient_name: 'feta', preparation: 'crumbled' },
      { amount: 3, unit: null, ingredient_name: 'eggs', preparation: 'beaten' },
      { amount: 0.25, unit: 'tsp', ingredient_name: 'ground nutmeg' },
      { amount: null, unit: null, ingredient_name: 'black pepper', preparation: 'to taste' },
      { amount: 450, unit: 'g', ingredient_name: 'phyllo pastry', preparation: 'thawed', notes: 'one 1 lb package' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'olive oil or melted butter', preparation: 'for brushing' },
    ],
    instructions: [
      {
        instruction: 'Heat the oven and brush a 23 × 33 cm (9 × 13 in) baking dish with oil.',
        temperature: '180°C / 350°F',
      },
      {
        instruction:
          'Wilt the spinach in batches in a large pot with the 2 tbsp oil over medium-high heat. Cool in a colander, then squeeze out every drop of liquid you can — this is the secret to crisp pastry.',
        time_minutes: 10,
      },
      {
        instruction:
          'Chop the spinach and mix with the scallions, dill, parsley, feta, eggs, nutmeg and pepper. Taste before adding salt; feta is salty.',
      },
      {
        instruction:
          'Lay 8 sheets of phyllo in the dish, brushing each with oil and letting the edges hang over. Keep the rest under a damp towel.',
      },
      {
        instruction:
          'Spread in the filling and fold the overhang over it. Top with the remaining sheets, brushing each one, and tuck in the edges. Score the top into 8 pieces and flick over a few drops of water.',
        time_minutes: 10,
      },
      {
        instruction: 'Bake until deep golden and crisp. Let it rest for 15 minutes before cutting.',
        time_minutes: 50,
        temperature: '180°C / 350°F',
      },
    ],
  },
  {
    title: 'Horiatiki (Greek Village Salad)',
    description:
      'Tomatoes, cucumber, olives and a whole slab of feta under a glug of good olive oil. No lettuce, ever.',
    author: 'nonna_rosa',
    source_name: 'Kyria Eleni, Nonna’s neighbour',
    prep_time_minutes: 15,
    cook_time_minutes: 0,
    servings: 4,
    difficulty: 'easy',
    cuisine_type: 'greek',
    meal_type: 'side',
    visibility: 'public',
    status: 'published',
    category_names: ['Salads', 'Vegetarian', 'Sides'],
    tags: ['vegetarian', 'gluten free', 'no cook', 'summer'],
    notes: 'Serve with crusty bread — mopping up the juices at the bottom of the bowl is the best part.',
    nutrition_json: estimate(4, {
      calories: 335,
      protein_g: 9.5,
      carbohydrates_g: 14,
      fat_g: 27.5,
      fiber_g: 3.5,
      sugar_g: 8,
      sodium_mg: 890,
      cholesterol_mg: 50,
      vitamin_c_mg: 55,
      calcium_mg: 290,
      iron_mg: 1.5,
    }),
    ingredients: [
      { amount: 600, unit: 'g', ingredient_name: 'ripe tomatoes', preparation: 'cut into wedges' },
      { amount: 1, unit: null, ingredient_name: 'cucumber', preparation: 'halved lengthwise and thickly sliced' },
      { amount: 1, unit: null, ingredient_name: 'green bell pepper', preparation: 'thinly sliced into rings' },
      { amount: 0.5, unit: null, ingredient_name: 'red onion', preparation: 'thinly sliced' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'Kalamata olives' },
      { amount: 200, unit: 'g', ingredient_name: 'feta', preparation: 'in one slab' },
      { amount: 1, unit: 'tsp', ingredient_name: 'dried Greek oregano' },
      { amount: 4, unit: 'tbsp', ingredient_name: 'extra-virgin olive oil' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'red wine vinegar' },
      { amount: null, unit: null, ingredient_name: 'salt', preparation: 'to taste' },
    ],
    instructions: [
      { instruction: 'Soak the onion slices in cold water to soften their bite, then drain.', time_minutes: 5 },
      {
        instruction:
          'Combine the tomatoes, cucumber, pepper, onion and olives in a wide, shallow bowl. Season lightly with salt and the vinegar and toss.',
      },
      {
        instruction:
          'Lay the feta slab on top, sprinkle with oregano and pour the olive oil over everything. Serve straight away.',
      },
    ],
  },
  {
    title: 'Tortilla Española',
    description:
      'A thick, juicy Spanish potato omelette with soft onions, slow-poached in olive oil. Good warm, better at room temperature, perfect in a sandwich.',
    author: 'dan_moretti',
    source_name: 'Señora Ruiz, Dan’s host mother in Seville',
    prep_time_minutes: 15,
    cook_time_minutes: 45,
    servings: 6,
    difficulty: 'medium',
    cuisine_type: 'spanish',
    meal_type: 'lunch',
    visibility: 'public',
    status: 'published',
    category_names: ['Vegetarian', 'Breakfast'],
    tags: ['vegetarian', 'gluten free', 'picnic', 'tapas'],
    notes:
      'Onion or no onion is a fierce debate in Spain; Señora Ruiz was firmly con cebolla. Save the poaching oil — it is wonderful for frying eggs.',
    nutrition_json: estimate(6, {
      calories: 275,
      protein_g: 9,
      carbohydrates_g: 25,
      fat_g: 15,
      fiber_g: 2.5,
      sugar_g: 2,
      sodium_mg: 450,
      cholesterol_mg: 185,
      vitamin_c_mg: 17,
      calcium_mg: 40,
      iron_mg: 1.8,
    }),
    ingredients: [
      {
        amount: 800,
        unit: 'g',
        ingredient_name: 'waxy potatoes',
        preparation: 'peeled and sliced 3 mm thick',
        notes: 'Yukon Gold work well',
      },
      { amount: 1, unit: null, ingredient_name: 'yellow onion', preparation: 'thinly sliced' },
      { amount: 1, unit: 'cup', ingredient_name: 'olive oil', notes: 'most is poured off and reused' },
      { amount: 6, unit: null, ingredient_name: 'large eggs' },
      { amount: 1, unit: 'tsp', ingredient_name: 'salt', preparation: 'divided' },
    ],
    instructions: [
      {
        instruction:
          'Heat the oil in a 24 cm (10 in) nonstick skillet over medium heat. Add the potatoes, onion and half the salt; they should bubble gently, not fry. Cook, turning now and then, until completely tender but not browned.',
        time_minutes: 25,
      },
      {
        instruction:
          'Drain through a sieve set over a bowl, keeping the oil. Beat the eggs with the remaining salt, fold in the warm potatoes and let stand so they soak up the egg.',
        time_minutes: 10,
      },
      {
        instruction:
          'Wipe out the pan and heat 2 tbsp of the reserved oil over medium-high. Pour in the mixture, shake the pan, then turn the heat to medium-low and cook until the edges are set and the bottom is golden.',
        time_minutes: 6,
      },
      {
        instruction:
          'Put a flat plate bigger than the pan on top and flip confidently in one motion. Slide the tortilla back in, tuck in the edges and cook briefly so the centre stays juicy.',
        time_minutes: 4,
      },
      { instruction: 'Slide onto a board and rest for 10 minutes before cutting into wedges.' },
    ],
  },
  {
    title: 'Gambas al Ajillo',
    description:
      'Shrimp sizzled in garlicky, chilli-spiked olive oil and served in the pan. Bring plenty of bread for the oil.',
    author: 'dan_moretti',
    source_name: 'Family recipe',
    prep_time_minutes: 10,
    cook_time_minutes: 8,
    servings: 4,
    difficulty: 'easy',
    cuisine_type: 'spanish',
    meal_type: 'appetizer',
    visibility: 'public',
    status: 'published',
    category_names: ['Seafood'],
    tags: ['tapas', 'seafood', 'quick', 'garlic', 'gluten free'],
    nutrition_json: estimate(4, {
      calories: 235,
      protein_g: 20,
      carbohydrates_g: 2.5,
      fat_g: 16,
      fiber_g: 0.3,
      sugar_g: 0.3,
      sodium_mg: 780,
      cholesterol_mg: 200,
      vitamin_c_mg: 6,
      calcium_mg: 80,
      iron_mg: 0.8,
    }),
    ingredients: [
      { amount: 500, unit: 'g', ingredient_name: 'large raw shrimp', preparation: 'peeled and deveined' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'olive oil' },
      { amount: 6, unit: 'clove', ingredient_name: 'garlic', preparation: 'thinly sliced' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'red pepper flakes', notes: 'or 1 dried guindilla chilli' },
      { amount: 1, unit: 'tsp', ingredient_name: 'smoked paprika (pimentón de la Vera)', is_optional: true },
      { amount: 2, unit: 'tbsp', ingredient_name: 'dry sherry' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'lemon juice' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'flat-leaf parsley', preparation: 'chopped' },
      { amount: null, unit: null, ingredient_name: 'crusty bread', preparation: 'to serve', is_optional: true },
    ],
    instructions: [
      { instruction: 'Pat the shrimp dry and toss with the salt.' },
      {
        instruction:
          'Put the oil, garlic and chilli in a cazuela or skillet and heat over medium-low until the garlic sizzles gently and turns pale gold. Don’t let it brown or it turns bitter.',
        time_minutes: 4,
      },
      {
        instruction:
          'Turn the heat to medium-high, add the shrimp in a single layer with the paprika and cook about 1 minute per side, until just pink.',
        time_minutes: 2,
      },
      {
        instruction:
          'Splash in the sherry and lemon juice, let it bubble for 30 seconds and scatter over the parsley. Serve sizzling, in the pan.',
        time_minutes: 1,
      },
    ],
  },
  {
    title: 'Lemon-Oregano Chicken Traybake',
    description:
      'Crisp-skinned chicken thighs roasted over potatoes with lemon, garlic and olives. One pan, fifteen minutes of work, dinner done.',
    author: 'dan_moretti',
    source_name: 'Family recipe',
    prep_time_minutes: 15,
    cook_time_minutes: 45,
    servings: 4,
    difficulty: 'easy',
    cuisine_type: 'mediterranean',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'published',
    category_names: ['Poultry'],
    tags: ['weeknight', 'one pan', 'gluten free', 'family favorite'],
    notes:
      'Toss everything in the marinade in the morning and leave it in the fridge; the flavour gets deeper and dinner is a matter of switching the oven on.',
    nutrition_json: estimate(4, {
      calories: 650,
      protein_g: 42,
      carbohydrates_g: 35,
      fat_g: 38,
      fiber_g: 5,
      sugar_g: 5,
      sodium_mg: 980,
      cholesterol_mg: 215,
      vitamin_c_mg: 45,
      calcium_mg: 70,
      iron_mg: 3.5,
    }),
    ingredients: [
      { amount: 8, unit: null, ingredient_name: 'bone-in, skin-on chicken thighs', notes: 'about 1.2 kg' },
      { amount: 700, unit: 'g', ingredient_name: 'baby potatoes', preparation: 'halved' },
      { amount: 1, unit: null, ingredient_name: 'red onion', preparation: 'cut into wedges' },
      { amount: 1, unit: null, ingredient_name: 'lemon', preparation: 'zested and juiced, halves kept' },
      { amount: 4, unit: 'clove', ingredient_name: 'garlic', preparation: 'smashed' },
      { amount: 3, unit: 'tbsp', ingredient_name: 'olive oil' },
      { amount: 2, unit: 'tsp', ingredient_name: 'dried oregano' },
      { amount: 1, unit: 'tsp', ingredient_name: 'sweet paprika' },
      { amount: 1.5, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'black pepper', preparation: 'freshly ground' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'green olives', notes: 'Castelvetrano are lovely' },
      { amount: 200, unit: 'g', ingredient_name: 'cherry tomatoes' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'flat-leaf parsley', preparation: 'chopped', is_optional: true },
    ],
    instructions: [
      { instruction: 'Heat the oven.', temperature: '220°C / 425°F' },
      {
        instruction:
          'Whisk the oil, lemon zest and juice, garlic, oregano, paprika, salt and pepper in a large bowl. Toss the chicken, potatoes and onion in it.',
      },
      {
        instruction:
          'Spread the potatoes and onion over a large sheet pan, nestle the chicken on top skin side up and tuck the squeezed lemon halves around. Roast for 30 minutes.',
        time_minutes: 30,
        temperature: '220°C / 425°F',
      },
      {
        instruction:
          'Scatter over the olives and tomatoes, baste with the pan juices and roast until the skin is crisp, the potatoes tender and the chicken reads 75°C / 165°F at the bone.',
        time_minutes: 15,
        temperature: '220°C / 425°F',
      },
      { instruction: 'Rest for 5 minutes, spoon the pan juices over and finish with parsley.' },
    ],
  },
];
