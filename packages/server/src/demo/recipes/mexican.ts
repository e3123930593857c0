import { estimate, type DemoRecipe } from './demo-recipe';

/** Mexican dishes, several of them learned from Tía Lupe, the family’s neighbour for twenty years. */
export const MEXICAN_RECIPES: DemoRecipe[] = [
  {
    title: 'Chicken Tinga Tacos',
    description:
      'Shredded chicken simmered in a smoky chipotle-tomato sauce, piled into warm corn tortillas with all the toppings. Taco Tuesday, sorted.',
    author: 'priya_moretti',
    source_name: 'Tía Lupe',
    prep_time_minutes: 15,
    cook_time_minutes: 35,
    servings: 4,
    difficulty: 'easy',
    cuisine_type: 'mexican',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'published',
    category_names: ['Poultry'],
    tags: ['weeknight', 'tacos', 'smoky', 'make ahead', 'gluten free'],
    notes:
      'The tinga keeps 4 days in the fridge and gets better. Leftovers are excellent on tostadas or in quesadillas.',
    nutrition_json: estimate(4, {
      calories: 600,
      protein_g: 43,
      carbohydrates_g: 46.5,
      fat_g: 27,
      fiber_g: 10,
      sugar_g: 5,
      sodium_mg: 930,
      cholesterol_mg: 185,
      vitamin_c_mg: 16,
      calcium_mg: 200,
      iron_mg: 3.2,
    }),
    ingredients: [
      { amount: 700, unit: 'g', ingredient_name: 'boneless skinless chicken thighs' },
      { amount: 1, unit: null, ingredient_name: 'white onion', preparation: 'halved; one half sliced' },
      { amount: 2, unit: 'clove', ingredient_name: 'garlic', preparation: 'peeled' },
      { amount: 1, unit: null, ingredient_name: 'bay leaf' },
      { amount: 1, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'neutral oil' },
      { amount: 1, unit: 'can', ingredient_name: 'fire-roasted tomatoes', notes: '14 oz / 400 g' },
      { amount: 2, unit: null, ingredient_name: 'chipotle peppers in adobo', notes: 'plus 1 tbsp of the adobo sauce' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'dried Mexican oregano' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'ground cumin' },
      { amount: 12, unit: null, ingredient_name: 'corn tortillas' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'queso fresco', preparation: 'crumbled' },
      { amount: 1, unit: null, ingredient_name: 'ripe avocado', preparation: 'sliced' },
      { amount: 0.25, unit: 'cup', ingredient_name: 'Mexican crema or sour cream' },
      {
        amount: null,
        unit: null,
        ingredient_name: 'pickled red onion, cilantro and lime wedges',
        preparation: 'to serve',
        is_optional: true,
      },
    ],
    instructions: [
      {
        instruction:
          'Put the chicken in a pot with the unsliced onion half, 1 garlic clove, the bay leaf and salt. Cover with water and simmer gently until cooked through. Shred the chicken and keep 1 cup of the broth.',
        time_minutes: 18,
      },
      {
        instruction:
          'Blend the tomatoes, chipotles and adobo, the remaining garlic, oregano, cumin and ½ cup of the reserved broth until smooth.',
      },
      {
        instruction:
          'Heat the oil in a large skillet and cook the sliced onion until soft. Pour in the sauce and simmer until it darkens.',
        time_minutes: 10,
      },
      {
        instruction:
          'Add the chicken, toss and simmer, loosening with more broth if needed — saucy, not soupy. Season to taste.',
        time_minutes: 5,
      },
      {
        instruction:
          'Warm the tortillas in a dry skillet until pliable and spotted, about 30 seconds per side, and stack them in a towel. Fill with tinga and the toppings.',
        time_minutes: 5,
      },
    ],
  },
  {
    title: 'Chunky Guacamole',
    description:
      'Proper chunky guacamole built on a paste of onion, chilli and cilantro, so every bite tastes bright. Make it right before people arrive.',
    author: 'sofia_bakes',
    source_name: 'Tía Lupe',
    prep_time_minutes: 10,
    cook_time_minutes: 0,
    servings: 6,
    difficulty: 'easy',
    cuisine_type: 'mexican',
    meal_type: 'appetizer',
    visibility: 'public',
    status: 'published',
    category_names: ['Vegan', 'Snacks', 'Sauces'],
    tags: ['vegan', 'gluten free', 'no cook', 'party food', 'dip'],
    notes:
      'If it has to wait, press plastic wrap right onto the surface. Leaving the pit in the bowl does nothing, whatever anyone tells you.',
    nutrition_json: estimate(6, {
      calories: 120,
      protein_g: 1.5,
      carbohydrates_g: 7.3,
      fat_g: 10,
      fiber_g: 5,
      sugar_g: 1,
      sodium_mg: 290,
      cholesterol_mg: 0,
      vitamin_c_mg: 12,
      calcium_mg: 12,
      iron_mg: 0.5,
    }),
    ingredients: [
      { amount: 3, unit: null, ingredient_name: 'ripe Hass avocados' },
      { amount: 0.25, unit: 'cup', ingredient_name: 'white onion', preparation: 'finely chopped' },
      { amount: 1, unit: null, ingredient_name: 'serrano or jalapeño chilli', preparation: 'finely chopped' },
      { amount: 0.25, unit: 'cup', ingredient_name: 'fresh cilantro', preparation: 'chopped, divided' },
      { amount: 0.75, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'lime juice' },
      { amount: 1, unit: null, ingredient_name: 'Roma tomato', preparation: 'seeded and diced', is_optional: true },
      { amount: null, unit: null, ingredient_name: 'tortilla chips', preparation: 'to serve' },
    ],
    instructions: [
      {
        instruction:
          'In a molcajete or bowl, mash the onion, chilli, half the cilantro and the salt into a rough paste.',
      },
      { instruction: 'Halve the avocados, scoop the flesh into the bowl and mash with a fork, leaving it chunky.' },
      {
        instruction:
          'Fold in the lime juice, remaining cilantro and the tomato. Taste for salt and lime and serve right away with chips.',
      },
    ],
  },
  {
    title: 'Pozole Rojo',
    description:
      'A deep-red chilli broth full of tender pork and plump hominy, finished at the table with cabbage, radish, oregano and lime. Celebration food for a crowd.',
    author: 'dan_moretti',
    source_name: 'Tía Lupe',
    prep_time_minutes: 30,
    cook_time_minutes: 180,
    servings: 8,
    difficulty: 'hard',
    cuisine_type: 'mexican',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'draft',
    category_names: ['Soups & Stews', 'Meat'],
    tags: ['soup', 'celebration', 'weekend project', 'feeds a crowd', 'gluten free'],
    notes:
      'Draft: still deciding between guajillo only and guajillo plus ancho. Tía Lupe says a pig’s trotter in the pot makes it — testing that in December.',
    nutrition_json: estimate(8, {
      calories: 440,
      protein_g: 29.5,
      carbohydrates_g: 26,
      fat_g: 23,
      fiber_g: 6,
      sugar_g: 5,
      sodium_mg: 1100,
      cholesterol_mg: 95,
      vitamin_c_mg: 28,
      calcium_mg: 70,
      iron_mg: 3,
    }),
    ingredients: [
      { amount: 1.5, unit: 'kg', ingredient_name: 'bone-in pork shoulder', preparation: 'cut into large chunks' },
      { amount: 1, unit: null, ingredient_name: 'white onion', preparation: 'halved' },
      { amount: 6, unit: 'clove', ingredient_name: 'garlic', preparation: 'divided' },
      { amount: 2, unit: null, ingredient_name: 'bay leaves' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'salt' },
      { amount: 3, unit: 'l', ingredient_name: 'water' },
      { amount: 6, unit: null, ingredient_name: 'guajillo chillies', preparation: 'stemmed and seeded' },
      { amount: 3, unit: null, ingredient_name: 'ancho chillies', preparation: 'stemmed and seeded' },
      { amount: 2, unit: null, ingredient_name: 'chiles de árbol', is_optional: true },
      { amount: 1, unit: 'tsp', ingredient_name: 'dried Mexican oregano', notes: 'plus more to serve' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'ground cumin' },
      {
        amount: 2,
        unit: 'can',
        ingredient_name: 'white hominy',
        preparation: 'drained and rinsed',
        notes: '29 oz / 822 g each',
      },
      { amount: 0.5, unit: 'head', ingredient_name: 'green cabbage', preparation: 'finely shredded' },
      { amount: 8, unit: null, ingredient_name: 'radishes', preparation: 'thinly sliced' },
      { amount: 1, unit: null, ingredient_name: 'white onion', preparation: 'finely chopped, to serve' },
      { amount: 3, unit: null, ingredient_name: 'limes', preparation: 'cut into wedges' },
      { amount: null, unit: null, ingredient_name: 'tostadas', preparation: 'to serve', is_optional: true },
    ],
    instructions: [
      {
        instruction:
          'Put the pork, halved onion, 4 garlic cloves, bay leaves and salt in a large pot with the water. Bring to the boil, skim off the foam, then simmer partly covered until the pork is tender.',
        time_minutes: 120,
      },
      {
        instruction:
          'Meanwhile toast the chillies in a dry skillet for 20–30 seconds per side until fragrant — don’t let them scorch or they turn bitter. Soak them in 2 cups of hot water.',
        time_minutes: 20,
      },
      {
        instruction:
          'Blend the chillies with 1 cup of their soaking water, the remaining garlic, the oregano and cumin until very smooth. Strain through a sieve into the pot.',
      },
      {
        instruction:
          'Remove the bones, onion and bay leaves and pull the pork into large pieces. Add the hominy and simmer so the flavours marry and the hominy blooms. Season with salt.',
        time_minutes: 40,
      },
      {
        instruction:
          'Serve in deep bowls and let everyone add cabbage, radish, onion, a pinch of oregano and plenty of lime at the table.',
      },
    ],
  },
  {
    title: 'Horchata',
    description:
      'Creamy, cinnamon-scented rice milk served over lots of ice. Soak it the night before and it takes five minutes to finish.',
    author: 'sofia_bakes',
    source_name: 'Tía Lupe',
    prep_time_minutes: 10,
    cook_time_minutes: 0,
    servings: 6,
    difficulty: 'easy',
    cuisine_type: 'mexican',
    meal_type: 'drink',
    visibility: 'public',
    status: 'published',
    category_names: ['Drinks', 'Vegan'],
    tags: ['vegan', 'make ahead', 'summer', 'kid friendly'],
    notes:
      'Use Ceylon cinnamon (canela) — it is softer and blends better than the hard cassia sticks. Keeps 3 days in the fridge; stir before pouring.',
    nutrition_json: estimate(6, {
      calories: 126,
      protein_g: 1.2,
      carbohydrates_g: 29,
      fat_g: 0.6,
      fiber_g: 0.3,
      sugar_g: 17,
      sodium_mg: 30,
      cholesterol_mg: 0,
      vitamin_c_mg: 0,
      calcium_mg: 60,
      iron_mg: 0.4,
    }),
    ingredients: [
      { amount: 1, unit: 'cup', ingredient_name: 'long-grain white rice', notes: 'about 200 g' },
      { amount: 1, unit: 'stick', ingredient_name: 'Ceylon cinnamon (canela)', preparation: 'broken into pieces' },
      { amount: 4, unit: 'cup', ingredient_name: 'hot water', notes: 'for soaking' },
      { amount: 2, unit: 'cup', ingredient_name: 'cold water' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'sugar' },
      { amount: 1, unit: 'cup', ingredient_name: 'almond milk' },
      { amount: 1, unit: 'tsp', ingredient_name: 'vanilla extract' },
      { amount: 1, unit: 'pinch', ingredient_name: 'ground cinnamon', preparation: 'to serve' },
    ],
    instructions: [
      {
        instruction:
          'Rinse the rice. Combine it with the cinnamon and hot (not boiling) water, cover and soak at room temperature overnight.',
        time_minutes: 480,
      },
      {
        instruction: 'Blend the rice, its soaking water and the cinnamon on high until as smooth as possible.',
        time_minutes: 3,
      },
      {
        instruction:
          'Strain through a fine sieve lined with cheesecloth or a nut-milk bag, squeezing out all the liquid.',
      },
      { instruction: 'Stir in the sugar, almond milk, vanilla and cold water. Taste, adjust and chill well.' },
      { instruction: 'Stir, pour over plenty of ice and dust with cinnamon.' },
    ],
  },
];
