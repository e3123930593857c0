import { estimate, type DemoRecipe } from './demo-recipe';

/** Chinese home cooking, including the dumpling afternoons with Sofia’s best friend’s family. */
export const CHINESE_RECIPES: DemoRecipe[] = [
  {
    title: 'Mapo Tofu',
    description:
      'Soft tofu in a fiery, glossy Sichuan sauce with crispy pork and numbing peppercorns. On the table in half an hour, gone in five minutes.',
    author: 'priya_moretti',
    source_name: 'Family recipe',
    prep_time_minutes: 15,
    cook_time_minutes: 15,
    servings: 4,
    difficulty: 'medium',
    cuisine_type: 'chinese',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'published',
    category_names: ['Meat'],
    tags: ['spicy', 'sichuan', 'weeknight', 'tofu'],
    notes:
      'Pixian doubanjiang is the soul of the dish; look for the deep red paste in Chinese groceries. For a vegetarian version, swap the pork for finely chopped shiitake.',
    nutrition_json: estimate(4, {
      calories: 290,
      protein_g: 14.5,
      carbohydrates_g: 8,
      fat_g: 22,
      fiber_g: 1.5,
      sugar_g: 2.5,
      sodium_mg: 890,
      cholesterol_mg: 30,
      vitamin_c_mg: 3,
      calcium_mg: 160,
      iron_mg: 2.6,
    }),
    ingredients: [
      { amount: 450, unit: 'g', ingredient_name: 'soft or silken tofu', preparation: 'cut into 2 cm cubes' },
      { amount: 150, unit: 'g', ingredient_name: 'ground pork' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'neutral oil' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'doubanjiang (Sichuan chilli bean paste)' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'fermented black beans', preparation: 'rinsed and chopped' },
      { amount: 2, unit: 'clove', ingredient_name: 'garlic', preparation: 'minced' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'fresh ginger', preparation: 'minced' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'chilli oil', notes: 'with its sediment' },
      { amount: 1, unit: 'cup', ingredient_name: 'unsalted chicken stock' },
      { amount: 1, unit: 'tsp', ingredient_name: 'light soy sauce' },
      { amount: 1, unit: 'tsp', ingredient_name: 'sugar' },
      { amount: 1.5, unit: 'tbsp', ingredient_name: 'cornstarch', preparation: 'mixed with 3 tbsp water' },
      { amount: 1, unit: 'tsp', ingredient_name: 'Sichuan peppercorns', preparation: 'toasted and ground' },
      { amount: 2, unit: null, ingredient_name: 'scallions', preparation: 'thinly sliced' },
    ],
    instructions: [
      {
        instruction:
          'Slide the tofu into gently simmering salted water for 2–3 minutes so it firms up and holds together, then drain.',
        time_minutes: 3,
      },
      {
        instruction: 'Heat the oil in a wok over medium-high and fry the pork until browned and a little crisp.',
        time_minutes: 4,
      },
      {
        instruction:
          'Lower the heat to medium, add the doubanjiang and fry for a minute until the oil turns red. Add the black beans, garlic, ginger and chilli oil for 30 seconds.',
        time_minutes: 2,
      },
      {
        instruction:
          'Add the stock, soy sauce and sugar, bring to a simmer and slide in the tofu. Nudge it with the back of a ladle instead of stirring, so it doesn’t break, and simmer.',
        time_minutes: 5,
      },
      {
        instruction:
          'Stir the cornstarch slurry and add it in 2–3 additions, nudging, until the sauce is glossy and clings. Scatter with Sichuan pepper and scallions and serve with steamed rice.',
        time_minutes: 1,
      },
    ],
  },
  {
    title: 'Pork and Chive Dumplings (Jiaozi)',
    description:
      'Juicy pork and garlic-chive dumplings in hand-rolled wrappers, boiled or pan-fried with crisp bottoms. Making them is a family afternoon; eating them takes ten minutes.',
    author: 'priya_moretti',
    source_name: 'The Lin family',
    prep_time_minutes: 90,
    cook_time_minutes: 20,
    servings: 6,
    difficulty: 'hard',
    cuisine_type: 'chinese',
    meal_type: 'appetizer',
    visibility: 'public',
    status: 'published',
    category_names: ['Meat', 'Snacks'],
    tags: ['dumplings', 'project cooking', 'freezer friendly', 'lunar new year'],
    notes:
      'Make a double batch and freeze on floured trays, then bag them; cook from frozen, adding 2 minutes. Everyone gets a job: Dan rolls, Sofia pleats, Nonna judges.',
    nutrition_json: estimate(6, {
      calories: 445,
      protein_g: 20.5,
      carbohydrates_g: 50,
      fat_g: 17,
      fiber_g: 2.2,
      sugar_g: 1,
      sodium_mg: 720,
      cholesterol_mg: 55,
      vitamin_c_mg: 7,
      calcium_mg: 40,
      iron_mg: 3.2,
    }),
    ingredients: [
      { amount: 3, unit: 'cup', ingredient_name: 'all-purpose flour', notes: 'about 375 g, plus more for dusting' },
      { amount: 0.75, unit: 'cup', ingredient_name: 'cold water', notes: 'approximately' },
      { amount: 450, unit: 'g', ingredient_name: 'ground pork', notes: 'not lean' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'light soy sauce' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'Shaoxing wine' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'fresh ginger', preparation: 'finely grated' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'ground white pepper' },
      { amount: 0.25, unit: 'cup', ingredient_name: 'cold water or stock', notes: 'for the filling' },
      { amount: 150, unit: 'g', ingredient_name: 'Chinese garlic chives', preparation: 'finely chopped' },
      { amount: 1, unit: 'tsp', ingredient_name: 'toasted sesame oil' },
      { amount: 3, unit: 'tbsp', ingredient_name: 'Chinkiang black vinegar', notes: 'for dipping' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'soy sauce', notes: 'for dipping' },
      { amount: 1, unit: 'tsp', ingredient_name: 'chilli oil', notes: 'for dipping', is_optional: true },
    ],
    instructions: [
      { instruction: 'Mix the flour and water and knead to a smooth, firm dough. Cover and rest.', time_minutes: 30 },
      {
        instruction:
          'Stir the pork with the soy sauce, wine, ginger, salt and pepper in one direction for 2 minutes, adding the cold water a spoonful at a time until the filling is sticky and springy. Fold in the chives and sesame oil and chill.',
        time_minutes: 5,
      },
      {
        instruction:
          'Roll the dough into 2.5 cm ropes and cut into 48 pieces. Flatten each and roll into an 8 cm round, thinner at the edge than in the middle. Keep them covered.',
        time_minutes: 30,
      },
      {
        instruction:
          'Put a heaped teaspoon of filling on each wrapper, fold in half and pleat one side against the other to seal. Set on a floured tray.',
        time_minutes: 25,
      },
      {
        instruction:
          'Boil in batches: when the dumplings float, add a cup of cold water and return to the boil; repeat once. When they float and puff again they are done. Or pan-fry until the bottoms brown, add ⅓ cup water, cover and steam for 6 minutes.',
        time_minutes: 7,
      },
      { instruction: 'Mix the vinegar, soy sauce and chilli oil and serve with the hot dumplings.' },
    ],
  },
  {
    title: 'Egg Fried Rice',
    description:
      'Fluffy, smoky fried rice with egg, peas and scallions — the best thing that can happen to yesterday’s rice. Ten minutes from fridge to table.',
    author: 'priya_moretti',
    source_name: 'Family recipe',
    prep_time_minutes: 10,
    cook_time_minutes: 10,
    servings: 4,
    difficulty: 'easy',
    cuisine_type: 'chinese',
    meal_type: 'side',
    visibility: 'public',
    status: 'published',
    category_names: ['Rice & Grains', 'Sides', 'Vegetarian'],
    tags: ['vegetarian', 'leftovers', 'quick', 'weeknight'],
    notes:
      'Cold, day-old rice is essential; fresh rice turns gluey. Have everything chopped before the wok goes on — it all happens fast.',
    nutrition_json: estimate(4, {
      calories: 365,
      protein_g: 10,
      carbohydrates_g: 45.5,
      fat_g: 15.5,
      fiber_g: 2,
      sugar_g: 1.5,
      sodium_mg: 620,
      cholesterol_mg: 140,
      vitamin_c_mg: 5,
      calcium_mg: 40,
      iron_mg: 1.5,
    }),
    ingredients: [
      {
        amount: 600,
        unit: 'g',
        ingredient_name: 'cooked jasmine rice',
        preparation: 'day-old and cold',
        notes: 'about 4 cups',
      },
      { amount: 3, unit: null, ingredient_name: 'eggs', preparation: 'beaten with a pinch of salt' },
      { amount: 3, unit: 'tbsp', ingredient_name: 'neutral oil', preparation: 'divided' },
      { amount: 2, unit: 'clove', ingredient_name: 'garlic', preparation: 'minced' },
      { amount: 4, unit: null, ingredient_name: 'scallions', preparation: 'sliced, whites and greens separated' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'frozen peas' },
      { amount: 1.5, unit: 'tbsp', ingredient_name: 'light soy sauce' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 0.25, unit: 'tsp', ingredient_name: 'ground white pepper' },
      { amount: 1, unit: 'tsp', ingredient_name: 'toasted sesame oil' },
    ],
    instructions: [
      { instruction: 'Break up the cold rice with your hands so there are no clumps.' },
      {
        instruction:
          'Heat a wok until smoking, add 1 tbsp oil and the eggs and scramble softly until just set. Tip out onto a plate.',
        time_minutes: 1,
      },
      {
        instruction:
          'Add the remaining oil, the scallion whites and garlic for 15 seconds, then the rice. Spread it out and toss over the highest heat until every grain is hot and hopping.',
        time_minutes: 4,
      },
      {
        instruction:
          'Add the peas, pour the soy sauce around the edge of the wok so it sizzles, season with salt and pepper and toss for a minute. Return the eggs, breaking them up, and finish with the scallion greens and sesame oil.',
        time_minutes: 2,
      },
    ],
  },
  {
    title: 'Smashed Cucumber Salad',
    description:
      'Cracked cucumbers in a garlicky black-vinegar and chilli-oil dressing. Crunchy, cold and ready in the time it takes to cook the rice.',
    author: 'sofia_bakes',
    source_name: 'The Lin family',
    prep_time_minutes: 20,
    cook_time_minutes: 0,
    servings: 4,
    difficulty: 'easy',
    cuisine_type: 'chinese',
    meal_type: 'appetizer',
    visibility: 'public',
    status: 'published',
    category_names: ['Salads', 'Vegan', 'Snacks'],
    tags: ['vegan', 'no cook', 'quick', 'spicy', 'summer'],
    notes:
      'Smashing instead of slicing makes rough edges that grab the dressing. Dress just before serving so it stays crunchy.',
    nutrition_json: estimate(4, {
      calories: 82,
      protein_g: 1.5,
      carbohydrates_g: 8,
      fat_g: 5,
      fiber_g: 1.2,
      sugar_g: 4.5,
      sodium_mg: 690,
      cholesterol_mg: 0,
      vitamin_c_mg: 5,
      calcium_mg: 35,
      iron_mg: 0.6,
    }),
    ingredients: [
      { amount: 2, unit: null, ingredient_name: 'English cucumbers', notes: 'about 700 g' },
      { amount: 1, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 1, unit: 'tsp', ingredient_name: 'sugar' },
      { amount: 2, unit: 'clove', ingredient_name: 'garlic', preparation: 'minced' },
      { amount: 1.5, unit: 'tbsp', ingredient_name: 'Chinkiang black vinegar' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'light soy sauce' },
      { amount: 1, unit: 'tsp', ingredient_name: 'toasted sesame oil' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'chilli oil', notes: 'with its sediment' },
      { amount: 1, unit: 'tsp', ingredient_name: 'toasted sesame seeds' },
      { amount: 1, unit: 'handful', ingredient_name: 'fresh cilantro', is_optional: true },
    ],
    instructions: [
      {
        instruction:
          'Lay the cucumbers on a board and whack them firmly along their length with the flat of a cleaver or a rolling pin until they crack. Cut on the diagonal into bite-size chunks.',
      },
      {
        instruction: 'Toss with the salt and sugar in a colander and leave to drain, then shake dry.',
        time_minutes: 15,
      },
      {
        instruction:
          'Whisk the garlic, vinegar, soy sauce, sesame oil and chilli oil. Toss with the cucumbers, top with sesame seeds and cilantro and serve.',
      },
    ],
  },
];
