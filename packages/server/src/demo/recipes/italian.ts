import { estimate, type DemoRecipe } from './demo-recipe';

/** Nonna Rosa’s Emilian table: the recipes she learned in Bologna and has cooked every Sunday since. */
export const ITALIAN_RECIPES: DemoRecipe[] = [
  {
    title: 'Nonna Rosa’s Sunday Ragù',
    description:
      'The slow-simmered Bolognese ragù that has anchored every Moretti Sunday since 1968. Three quiet hours on the back burner and the whole house smells like home.',
    author: 'nonna_rosa',
    source_name: 'Nonna Rosa',
    prep_time_minutes: 30,
    cook_time_minutes: 195,
    servings: 8,
    difficulty: 'medium',
    cuisine_type: 'italian',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'published',
    category_names: ['Pasta & Noodles', 'Meat', 'Sauces'],
    tags: ['sunday dinner', 'comfort food', 'make ahead', 'freezer friendly'],
    notes:
      'Nonna insists on beef and pork together, and on milk before the wine — it keeps the meat tender. Make it the day before if you can; it is better on Monday. Freezes well for 3 months.',
    nutrition_json: estimate(8, {
      calories: 800,
      protein_g: 34,
      carbohydrates_g: 83,
      fat_g: 36,
      fiber_g: 5,
      sugar_g: 9,
      sodium_mg: 720,
      cholesterol_mg: 105,
      vitamin_c_mg: 14,
      calcium_mg: 170,
      iron_mg: 4.6,
    }),
    ingredients: [
      { amount: 2, unit: 'tbsp', ingredient_name: 'extra-virgin olive oil' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'unsalted butter' },
      { amount: 100, unit: 'g', ingredient_name: 'pancetta', preparation: 'finely diced' },
      { amount: 1, unit: null, ingredient_name: 'yellow onion', preparation: 'finely chopped' },
      { amount: 1, unit: null, ingredient_name: 'carrot', preparation: 'finely chopped' },
      { amount: 1, unit: null, ingredient_name: 'celery stalk', preparation: 'finely chopped' },
      { amount: 500, unit: 'g', ingredient_name: 'ground beef', notes: 'chuck, not lean' },
      { amount: 250, unit: 'g', ingredient_name: 'ground pork' },
      { amount: 1, unit: 'cup', ingredient_name: 'whole milk' },
      { amount: 0.75, unit: 'cup', ingredient_name: 'dry white wine' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'tomato paste' },
      {
        amount: 1,
        unit: 'can',
        ingredient_name: 'whole peeled tomatoes',
        preparation: 'crushed by hand',
        notes: '28 oz / 800 g can',
      },
      { amount: 1, unit: 'cup', ingredient_name: 'beef or chicken stock' },
      { amount: 1, unit: null, ingredient_name: 'bay leaf' },
      { amount: 1, unit: 'pinch', ingredient_name: 'nutmeg', preparation: 'freshly grated' },
      { amount: null, unit: null, ingredient_name: 'salt and black pepper', preparation: 'to taste' },
      { amount: 800, unit: 'g', ingredient_name: 'dried tagliatelle', notes: 'or 1 kg fresh egg tagliatelle' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'Parmigiano-Reggiano', preparation: 'finely grated, to serve' },
    ],
    instructions: [
      {
        instruction:
          'Warm the oil and butter in a heavy Dutch oven over medium heat. Add the pancetta and cook until its fat renders, about 5 minutes.',
        time_minutes: 5,
      },
      {
        instruction:
          'Add the onion, carrot and celery (the soffritto) with a pinch of salt. Cook gently, stirring, until soft and sweet but not browned.',
        time_minutes: 12,
      },
      {
        instruction:
          'Raise the heat to medium-high, add the beef and pork and break them up with a wooden spoon. Cook until no longer pink and any liquid has evaporated.',
        time_minutes: 10,
      },
      {
        instruction:
          'Pour in the milk and simmer, stirring now and then, until it has almost disappeared. Grate in the nutmeg.',
        time_minutes: 10,
      },
      {
        instruction: 'Add the wine and let it bubble away until the pan smells of meat again, not alcohol.',
        time_minutes: 8,
      },
      {
        instruction:
          'Stir in the tomato paste, then the tomatoes, stock and bay leaf. Bring to the barest simmer, partly cover and cook on the lowest heat, stirring every 20 minutes and adding a splash of water if it gets too thick. Season with salt and pepper at the end.',
        time_minutes: 150,
      },
      {
        instruction:
          'Cook the tagliatelle in well-salted boiling water until just al dente. Save a cup of the water, drain, and toss the pasta with two-thirds of the ragù over low heat, loosening with pasta water. Serve with the rest of the ragù and the Parmigiano.',
        time_minutes: 10,
      },
    ],
  },
  {
    title: 'Potato Gnocchi with Brown Butter and Sage',
    description:
      'Pillowy hand-rolled gnocchi in nutty brown butter. A Saturday-afternoon project that rewards a light hand.',
    author: 'nonna_rosa',
    source_name: 'Nonna Rosa',
    prep_time_minutes: 45,
    cook_time_minutes: 75,
    servings: 4,
    difficulty: 'hard',
    cuisine_type: 'italian',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'published',
    category_names: ['Pasta & Noodles', 'Vegetarian'],
    tags: ['vegetarian', 'handmade pasta', 'project cooking', 'sunday dinner'],
    notes:
      'Use old, floury potatoes and as little flour as you can get away with. Nonna always tests one gnocco first: if it falls apart, knead in a spoonful more flour. Freeze extras on the tray, then bag them and cook from frozen.',
    nutrition_json: estimate(4, {
      calories: 570,
      protein_g: 14,
      carbohydrates_g: 80,
      fat_g: 21.5,
      fiber_g: 6,
      sugar_g: 2,
      sodium_mg: 680,
      cholesterol_mg: 110,
      vitamin_c_mg: 20,
      calcium_mg: 150,
      iron_mg: 3.2,
    }),
    ingredients: [
      { amount: 1, unit: 'kg', ingredient_name: 'floury potatoes', preparation: 'russet or Maris Piper, similar size' },
      { amount: 190, unit: 'g', ingredient_name: '00 or all-purpose flour', notes: 'plus more for dusting' },
      { amount: 1, unit: null, ingredient_name: 'egg yolk' },
      { amount: 1, unit: 'tsp', ingredient_name: 'fine sea salt' },
      { amount: 6, unit: 'tbsp', ingredient_name: 'unsalted butter' },
      { amount: 12, unit: null, ingredient_name: 'fresh sage leaves' },
      { amount: 40, unit: 'g', ingredient_name: 'Parmigiano-Reggiano', preparation: 'finely grated' },
      { amount: 1, unit: 'pinch', ingredient_name: 'nutmeg', preparation: 'freshly grated', is_optional: true },
      { amount: null, unit: null, ingredient_name: 'black pepper', preparation: 'to taste' },
    ],
    instructions: [
      {
        instruction:
          'Bake the whole potatoes on a bed of coarse salt until completely tender. Baking instead of boiling keeps them dry, which means less flour.',
        time_minutes: 60,
        temperature: '200°C / 400°F',
      },
      {
        instruction:
          'While they are still hot, halve the potatoes, scoop out the flesh and pass it through a ricer onto a clean counter. Spread it out and let the steam escape.',
        time_minutes: 10,
      },
      {
        instruction:
          'Sprinkle over the salt, nutmeg and most of the flour, add the yolk, and bring together with your fingertips and a bench scraper. Knead for 30 seconds only, adding flour just until the dough stops sticking.',
        time_minutes: 5,
      },
      {
        instruction:
          'Cut the dough into 6 pieces, roll each into a thumb-thick rope and cut into 2 cm pieces. Roll each over the back of a fork for ridges and set on a floured tray.',
        time_minutes: 20,
      },
      {
        instruction:
          'Melt the butter in a large skillet over medium heat until the milk solids turn hazelnut brown and smell nutty. Add the sage, let it crisp for 30 seconds and take off the heat.',
        time_minutes: 5,
      },
      {
        instruction:
          'Boil the gnocchi in batches in well-salted water. When they float, give them 30 seconds more, then lift them with a slotted spoon straight into the brown butter.',
        time_minutes: 10,
      },
      {
        instruction:
          'Toss gently over low heat with a splash of cooking water and plenty of pepper. Serve at once with the Parmigiano.',
      },
    ],
  },
  {
    title: 'Tiramisù',
    description:
      'Nonna’s tiramisù, with a gently cooked zabaione for a custard that is silky and safe for everyone. Make it the day before and let the fridge do the work.',
    author: 'nonna_rosa',
    source_name: 'Nonna Rosa',
    prep_time_minutes: 30,
    cook_time_minutes: 10,
    servings: 8,
    difficulty: 'medium',
    cuisine_type: 'italian',
    meal_type: 'dessert',
    visibility: 'public',
    status: 'published',
    category_names: ['Desserts'],
    tags: ['no bake', 'make ahead', 'coffee', 'celebration'],
    notes:
      'Nonna’s rule: one second per side for the biscuits — count “uno, due” out loud. For the kids’ version, leave out the marsala and liqueur and add a teaspoon of vanilla.',
    nutrition_json: estimate(8, {
      calories: 570,
      protein_g: 7,
      carbohydrates_g: 38,
      fat_g: 43,
      fiber_g: 1,
      sugar_g: 24,
      sodium_mg: 90,
      cholesterol_mg: 230,
      vitamin_c_mg: 0,
      calcium_mg: 90,
      iron_mg: 1.2,
    }),
    ingredients: [
      { amount: 4, unit: null, ingredient_name: 'large egg yolks' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'sugar' },
      { amount: 3, unit: 'tbsp', ingredient_name: 'dry marsala' },
      { amount: 500, unit: 'g', ingredient_name: 'mascarpone', preparation: 'cold' },
      { amount: 1, unit: 'cup', ingredient_name: 'heavy cream', preparation: 'cold' },
      { amount: 1.5, unit: 'cup', ingredient_name: 'strong espresso', preparation: 'cooled' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'coffee liqueur', is_optional: true },
      { amount: 200, unit: 'g', ingredient_name: 'savoiardi (ladyfingers)', notes: 'about 24' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'unsweetened cocoa powder' },
      { amount: 30, unit: 'g', ingredient_name: 'dark chocolate', preparation: 'for shaving', is_optional: true },
    ],
    instructions: [
      {
        instruction:
          'Whisk the yolks, sugar and marsala in a heatproof bowl set over barely simmering water (the bowl must not touch the water) until thick, pale and doubled, and 71°C / 160°F on a thermometer. Let cool for 10 minutes.',
        time_minutes: 8,
      },
      {
        instruction: 'Beat the mascarpone briefly to loosen it, then fold it into the cooled zabaione until smooth.',
        time_minutes: 3,
      },
      { instruction: 'Whip the cream to soft peaks and fold it into the mascarpone in two additions.' },
      {
        instruction:
          'Mix the espresso and liqueur in a shallow dish. Dip each ladyfinger for 1–2 seconds per side — moist, not soggy — and lay them in a single layer in a 23 × 33 cm (9 × 13 in) dish.',
      },
      {
        instruction:
          'Spread over half the cream, add a second layer of dipped biscuits and finish with the rest of the cream. Smooth the top.',
      },
      {
        instruction:
          'Cover and chill for at least 6 hours, ideally overnight. Just before serving, dust with cocoa through a fine sieve and shave over the chocolate.',
        time_minutes: 360,
      },
    ],
  },
  {
    title: 'Bruschetta al Pomodoro',
    description:
      'Charred bread, a rub of garlic and the best summer tomatoes you can find. The first thing on the table whenever Nonna has guests.',
    author: 'nonna_rosa',
    source_name: 'Nonna Rosa',
    prep_time_minutes: 15,
    cook_time_minutes: 5,
    servings: 6,
    difficulty: 'easy',
    cuisine_type: 'italian',
    meal_type: 'appetizer',
    visibility: 'public',
    status: 'published',
    category_names: ['Vegan', 'Snacks'],
    tags: ['vegan', 'summer', 'quick', 'party food'],
    notes:
      'Only worth making when tomatoes are in season. In winter Nonna tops the toasts with mashed white beans, rosemary and olive oil instead.',
    nutrition_json: estimate(6, {
      calories: 250,
      protein_g: 6,
      carbohydrates_g: 33,
      fat_g: 10.5,
      fiber_g: 2.5,
      sugar_g: 4,
      sodium_mg: 420,
      cholesterol_mg: 0,
      vitamin_c_mg: 12,
      calcium_mg: 50,
      iron_mg: 2.2,
    }),
    ingredients: [
      { amount: 500, unit: 'g', ingredient_name: 'ripe tomatoes', preparation: 'diced', notes: 'vine or Roma' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'flaky sea salt' },
      { amount: 2, unit: 'clove', ingredient_name: 'garlic', preparation: 'one finely grated, one halved' },
      { amount: 1, unit: 'handful', ingredient_name: 'fresh basil leaves', preparation: 'torn' },
      { amount: 4, unit: 'tbsp', ingredient_name: 'extra-virgin olive oil', notes: 'plus more for drizzling' },
      { amount: 1, unit: 'tsp', ingredient_name: 'red wine vinegar', is_optional: true },
      { amount: null, unit: null, ingredient_name: 'black pepper', preparation: 'to taste' },
      { amount: 12, unit: 'slice', ingredient_name: 'rustic Italian bread', preparation: '1.5 cm thick' },
    ],
    instructions: [
      {
        instruction:
          'Toss the tomatoes with the salt in a sieve set over a bowl and let them drain so the toasts stay crisp.',
        time_minutes: 10,
      },
      {
        instruction:
          'Mix the drained tomatoes with the grated garlic, basil, 3 tbsp of the oil, the vinegar and some pepper.',
      },
      {
        instruction: 'Grill or broil the bread until charred at the edges and crisp outside, 1–2 minutes per side.',
        time_minutes: 4,
      },
      {
        instruction:
          'Rub each warm toast with the cut side of the halved garlic clove and drizzle with the remaining oil. Spoon on the tomatoes just before serving.',
      },
    ],
  },
  {
    title: 'Risotto alla Milanese',
    description:
      'Golden saffron risotto, creamy enough to flow across the plate. Traditionally served with ossobuco, but lovely on its own.',
    author: 'nonna_rosa',
    source_name: 'Nonna Rosa',
    prep_time_minutes: 10,
    cook_time_minutes: 30,
    servings: 4,
    difficulty: 'medium',
    cuisine_type: 'italian',
    meal_type: 'side',
    visibility: 'public',
    status: 'published',
    category_names: ['Rice & Grains', 'Sides'],
    tags: ['saffron', 'classic', 'gluten free', 'comfort food'],
    notes: 'Leftovers become arancini the next day: roll cold risotto around a cube of mozzarella, crumb and fry.',
    nutrition_json: estimate(4, {
      calories: 440,
      protein_g: 12.5,
      carbohydrates_g: 64,
      fat_g: 13.5,
      fiber_g: 1.5,
      sugar_g: 2,
      sodium_mg: 820,
      cholesterol_mg: 40,
      vitamin_c_mg: 1,
      calcium_mg: 200,
      iron_mg: 1,
    }),
    ingredients: [
      { amount: 1.5, unit: 'l', ingredient_name: 'chicken or vegetable stock' },
      { amount: 0.25, unit: 'tsp', ingredient_name: 'saffron threads' },
      { amount: 3, unit: 'tbsp', ingredient_name: 'unsalted butter', preparation: 'divided, 2 tbsp kept cold' },
      { amount: 1, unit: null, ingredient_name: 'small onion', preparation: 'very finely chopped' },
      { amount: 300, unit: 'g', ingredient_name: 'carnaroli or arborio rice' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'dry white wine' },
      { amount: 60, unit: 'g', ingredient_name: 'Parmigiano-Reggiano', preparation: 'finely grated' },
      { amount: null, unit: null, ingredient_name: 'salt', preparation: 'to taste' },
    ],
    instructions: [
      {
        instruction:
          'Bring the stock to a gentle simmer and keep it there. Crumble the saffron into a small cup with a ladle of the hot stock to steep.',
        time_minutes: 5,
      },
      {
        instruction:
          'Melt 1 tbsp butter in a wide, heavy pan over medium heat and cook the onion gently until translucent.',
        time_minutes: 5,
      },
      {
        instruction:
          'Add the rice and stir for 2 minutes until the edges of the grains turn translucent. Pour in the wine and stir until absorbed.',
        time_minutes: 3,
      },
      {
        instruction:
          'Add the stock a ladle at a time, stirring often and waiting until each addition is nearly absorbed. After 10 minutes add the saffron and its liquid. Keep going until the rice is creamy and tender with a slight bite.',
        time_minutes: 18,
      },
      {
        instruction:
          'Take the pan off the heat and beat in the cold butter and the Parmigiano vigorously (the mantecatura). Season, cover for 2 minutes and serve all’onda — loose enough to move like a wave.',
        time_minutes: 2,
      },
    ],
  },
];
