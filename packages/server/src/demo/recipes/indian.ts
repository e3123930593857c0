import { estimate, type DemoRecipe } from './demo-recipe';

/** Priya’s Punjabi home cooking, most of it learned at her mother’s elbow in Leeds. */
export const INDIAN_RECIPES: DemoRecipe[] = [
  {
    title: 'Weeknight Chana Masala',
    description:
      'Chickpeas simmered in a deeply browned onion and tomato masala, tangy with dried mango. Pantry cooking that tastes like it took all day.',
    author: 'priya_moretti',
    source_name: 'Grandma Sharma (Nani)',
    prep_time_minutes: 10,
    cook_time_minutes: 40,
    servings: 4,
    difficulty: 'easy',
    cuisine_type: 'indian',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'published',
    category_names: ['Vegan', 'Vegetarian', 'Soups & Stews'],
    tags: ['vegan', 'gluten free', 'weeknight', 'budget'],
    notes:
      'Don’t rush the onions — their colour is the colour of the finished curry. Serve with rice, warm rotis or bhature.',
    nutrition_json: estimate(4, {
      calories: 260,
      protein_g: 9,
      carbohydrates_g: 32.5,
      fat_g: 10.5,
      fiber_g: 9.5,
      sugar_g: 7,
      sodium_mg: 690,
      cholesterol_mg: 0,
      vitamin_c_mg: 18,
      calcium_mg: 95,
      iron_mg: 4.2,
    }),
    ingredients: [
      { amount: 2, unit: 'tbsp', ingredient_name: 'neutral oil' },
      { amount: 1, unit: 'tsp', ingredient_name: 'cumin seeds' },
      { amount: 1, unit: null, ingredient_name: 'large onion', preparation: 'finely chopped' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'fresh ginger', preparation: 'finely grated' },
      { amount: 4, unit: 'clove', ingredient_name: 'garlic', preparation: 'finely grated' },
      { amount: 1, unit: null, ingredient_name: 'green chilli', preparation: 'slit lengthwise' },
      { amount: 1, unit: 'tsp', ingredient_name: 'ground coriander' },
      { amount: 1, unit: 'tsp', ingredient_name: 'Kashmiri chilli powder' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'ground turmeric' },
      { amount: 1, unit: 'can', ingredient_name: 'chopped tomatoes', notes: '14 oz / 400 g' },
      {
        amount: 2,
        unit: 'can',
        ingredient_name: 'chickpeas',
        preparation: 'drained and rinsed',
        notes: '14 oz / 400 g each',
      },
      { amount: 1, unit: 'cup', ingredient_name: 'water' },
      { amount: 1, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 1.5, unit: 'tsp', ingredient_name: 'chana masala or garam masala' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'amchur (dried mango powder)', notes: 'or 1 tbsp lemon juice' },
      { amount: 0.25, unit: 'cup', ingredient_name: 'fresh cilantro', preparation: 'chopped' },
    ],
    instructions: [
      {
        instruction:
          'Heat the oil in a heavy pan over medium heat and add the cumin seeds. Let them sizzle until fragrant, about 30 seconds.',
        time_minutes: 1,
      },
      {
        instruction:
          'Add the onion with a pinch of salt and cook, stirring, until deep golden brown. This is where the flavour comes from.',
        time_minutes: 12,
      },
      {
        instruction:
          'Add the ginger, garlic and green chilli for a minute, then the ground coriander, chilli powder and turmeric with a splash of water. Stir for another minute.',
        time_minutes: 2,
      },
      { instruction: 'Add the tomatoes and cook until the oil separates at the edges of the masala.', time_minutes: 8 },
      {
        instruction:
          'Add the chickpeas, water and salt and simmer, mashing a few chickpeas against the pan to thicken the sauce. Stir in the chana masala and amchur for the last 2 minutes.',
        time_minutes: 15,
      },
      { instruction: 'Scatter with cilantro and serve.' },
    ],
  },
  {
    title: 'Butter Chicken (Murgh Makhani)',
    description:
      'Charred yogurt-marinated chicken in a silky, gently spiced tomato and butter sauce. Sofia’s all-time favourite, requested for every birthday.',
    author: 'priya_moretti',
    source_name: 'Family recipe',
    prep_time_minutes: 20,
    cook_time_minutes: 40,
    servings: 4,
    difficulty: 'medium',
    cuisine_type: 'indian',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'published',
    category_names: ['Poultry', 'Sauces'],
    tags: ['family favorite', 'gluten free', 'curry', 'make ahead'],
    notes:
      'Marinate for at least an hour, overnight if you can. Kasuri methi (dried fenugreek leaves) is worth a trip to the Indian grocery — it is the flavour that makes people ask for the recipe.',
    nutrition_json: estimate(4, {
      calories: 500,
      protein_g: 38,
      carbohydrates_g: 13,
      fat_g: 33,
      fiber_g: 3,
      sugar_g: 8,
      sodium_mg: 880,
      cholesterol_mg: 235,
      vitamin_c_mg: 15,
      calcium_mg: 110,
      iron_mg: 3.4,
    }),
    ingredients: [
      {
        amount: 700,
        unit: 'g',
        ingredient_name: 'boneless skinless chicken thighs',
        preparation: 'cut into bite-size pieces',
      },
      { amount: 0.5, unit: 'cup', ingredient_name: 'plain whole-milk yogurt' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'lemon juice' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'ginger-garlic paste', preparation: 'divided' },
      { amount: 2.5, unit: 'tsp', ingredient_name: 'Kashmiri chilli powder', preparation: 'divided' },
      { amount: 2, unit: 'tsp', ingredient_name: 'garam masala', preparation: 'divided' },
      { amount: 1, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 3, unit: 'tbsp', ingredient_name: 'butter', preparation: 'divided' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'neutral oil' },
      { amount: 1, unit: null, ingredient_name: 'onion', preparation: 'chopped' },
      { amount: 400, unit: 'g', ingredient_name: 'tomato passata' },
      { amount: 20, unit: 'g', ingredient_name: 'cashews', preparation: 'soaked in hot water for 15 minutes' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'heavy cream' },
      { amount: 1, unit: 'tsp', ingredient_name: 'sugar or honey' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'kasuri methi (dried fenugreek leaves)' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'fresh cilantro', preparation: 'chopped', is_optional: true },
    ],
    instructions: [
      {
        instruction:
          'Mix the yogurt, lemon juice, 1 tbsp ginger-garlic paste, 1½ tsp chilli powder, 1 tsp garam masala and the salt. Coat the chicken and marinate for at least 1 hour in the fridge.',
        time_minutes: 60,
      },
      {
        instruction:
          'Spread the chicken on a foil-lined tray and broil on high, turning once, until charred in spots and cooked through. A very hot cast-iron pan works too.',
        time_minutes: 12,
      },
      {
        instruction:
          'Meanwhile melt 2 tbsp butter with the oil over medium heat and cook the onion until soft and golden. Add the remaining ginger-garlic paste for a minute.',
        time_minutes: 9,
      },
      {
        instruction:
          'Add the passata, drained cashews and remaining chilli powder and simmer. Blend until completely smooth (careful — hot liquid) and return to the pan.',
        time_minutes: 15,
      },
      {
        instruction:
          'Stir in the cream, sugar, remaining garam masala and the kasuri methi, crushed between your palms. Add the chicken and its juices and simmer. Finish with the last tablespoon of butter.',
        time_minutes: 8,
      },
      { instruction: 'Scatter with cilantro and serve with basmati rice and naan.' },
    ],
  },
  {
    title: 'Aloo Paratha',
    description:
      'Whole-wheat flatbreads stuffed with spiced mashed potato and crisped in ghee. Sunday breakfast with yogurt, pickle and a big pot of chai.',
    author: 'priya_moretti',
    source_name: 'Grandma Sharma (Nani)',
    prep_time_minutes: 40,
    cook_time_minutes: 25,
    servings: 4,
    difficulty: 'medium',
    cuisine_type: 'indian',
    meal_type: 'breakfast',
    visibility: 'public',
    status: 'published',
    category_names: ['Breakfast', 'Vegetarian'],
    tags: ['vegetarian', 'weekend', 'flatbread', 'spiced'],
    notes:
      'The potato must be completely smooth — a single lump will tear the paratha when you roll it. Nani boils the potatoes the night before so they are cold and dry.',
    nutrition_json: estimate(4, {
      calories: 455,
      protein_g: 11,
      carbohydrates_g: 70,
      fat_g: 15,
      fiber_g: 9,
      sugar_g: 2,
      sodium_mg: 620,
      cholesterol_mg: 25,
      vitamin_c_mg: 22,
      calcium_mg: 45,
      iron_mg: 3.8,
    }),
    ingredients: [
      {
        amount: 2,
        unit: 'cup',
        ingredient_name: 'whole wheat flour (atta)',
        notes: 'about 260 g, plus more for dusting',
      },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'salt', notes: 'for the dough' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'neutral oil' },
      { amount: 0.75, unit: 'cup', ingredient_name: 'warm water', notes: 'approximately' },
      { amount: 500, unit: 'g', ingredient_name: 'potatoes', preparation: 'boiled, peeled and mashed' },
      { amount: 1, unit: null, ingredient_name: 'green chilli', preparation: 'finely chopped' },
      { amount: 1, unit: 'tsp', ingredient_name: 'fresh ginger', preparation: 'finely grated' },
      { amount: 0.25, unit: 'cup', ingredient_name: 'fresh cilantro', preparation: 'finely chopped' },
      { amount: 1, unit: 'tsp', ingredient_name: 'cumin seeds', preparation: 'toasted and crushed' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'amchur (dried mango powder)' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'garam masala' },
      { amount: 0.75, unit: 'tsp', ingredient_name: 'salt', notes: 'for the filling' },
      { amount: 3, unit: 'tbsp', ingredient_name: 'ghee', preparation: 'melted, for cooking' },
      {
        amount: null,
        unit: null,
        ingredient_name: 'plain yogurt and mango pickle',
        preparation: 'to serve',
        is_optional: true,
      },
    ],
    instructions: [
      {
        instruction:
          'Mix the flour and salt, rub in the oil and add the water gradually, kneading to a soft, smooth dough. Cover and rest.',
        time_minutes: 30,
      },
      {
        instruction:
          'Mash the potatoes until completely smooth and mix in the chilli, ginger, cilantro, spices and salt. Divide into 8 balls.',
      },
      {
        instruction:
          'Divide the dough into 8. Roll one piece into a 10 cm circle, set a potato ball in the middle, pull the edges up around it and pinch to seal. Flatten gently.',
      },
      {
        instruction:
          'Dust with flour and roll out carefully to 15–18 cm, turning often. If a little filling peeks out, patch it with a pinch of flour.',
      },
      {
        instruction:
          'Cook on a hot tawa or cast-iron pan over medium-high until small bubbles appear, about 1 minute. Flip, brush with ghee, flip again and press with a spatula until both sides have golden-brown spots. Repeat with the rest.',
        time_minutes: 3,
      },
      { instruction: 'Serve hot with a knob of butter, yogurt and pickle.' },
    ],
  },
  {
    title: 'Masala Chai',
    description:
      'Black tea simmered with milk, ginger, cardamom and cinnamon until it turns a deep, cosy caramel colour. The smell of every Moretti weekend morning.',
    author: 'priya_moretti',
    source_name: 'Grandma Sharma (Nani)',
    prep_time_minutes: 2,
    cook_time_minutes: 10,
    servings: 2,
    difficulty: 'easy',
    cuisine_type: 'indian',
    meal_type: 'drink',
    visibility: 'public',
    status: 'published',
    category_names: ['Drinks'],
    tags: ['tea', 'spiced', 'vegetarian', 'cozy'],
    notes: 'Nani lets it foam up three times — she says that is when the tea and milk become friends.',
    nutrition_json: estimate(2, {
      calories: 92,
      protein_g: 3.9,
      carbohydrates_g: 10,
      fat_g: 4,
      fiber_g: 0.2,
      sugar_g: 9.5,
      sodium_mg: 55,
      cholesterol_mg: 12,
      vitamin_c_mg: 0.5,
      calcium_mg: 150,
      iron_mg: 0.2,
    }),
    ingredients: [
      { amount: 1.25, unit: 'cup', ingredient_name: 'water' },
      { amount: 4, unit: null, ingredient_name: 'green cardamom pods', preparation: 'lightly crushed' },
      { amount: 1, unit: 'piece', ingredient_name: 'fresh ginger', preparation: 'sliced', notes: 'about 2 cm' },
      { amount: 2, unit: null, ingredient_name: 'whole cloves' },
      { amount: 0.5, unit: 'stick', ingredient_name: 'cinnamon' },
      { amount: 4, unit: null, ingredient_name: 'black peppercorns', is_optional: true },
      { amount: 2, unit: 'tsp', ingredient_name: 'loose-leaf Assam tea', notes: 'or 2 tea bags' },
      { amount: 1, unit: 'cup', ingredient_name: 'whole milk' },
      { amount: 2, unit: 'tsp', ingredient_name: 'sugar', notes: 'or to taste' },
    ],
    instructions: [
      {
        instruction:
          'Bring the water, cardamom, ginger, cloves, cinnamon and peppercorns to the boil in a small saucepan, then simmer to infuse.',
        time_minutes: 4,
      },
      { instruction: 'Add the tea and simmer until the liquid is a deep red-brown.', time_minutes: 2 },
      {
        instruction:
          'Add the milk and sugar and bring back up until it foams towards the rim. Lower the heat, let it settle, and bring it up twice more.',
        time_minutes: 3,
      },
      { instruction: 'Strain into cups. For a frothy top, pour from a height between two cups a few times.' },
    ],
  },
  {
    title: 'Cucumber Mint Raita',
    description:
      'Cool, creamy yogurt with grated cucumber, fresh mint and toasted cumin. Puts out the fire of any curry on the table.',
    author: 'priya_moretti',
    source_name: 'Family recipe',
    prep_time_minutes: 10,
    cook_time_minutes: 2,
    servings: 4,
    difficulty: 'easy',
    cuisine_type: 'indian',
    meal_type: 'side',
    visibility: 'public',
    status: 'published',
    category_names: ['Sides', 'Sauces', 'Vegetarian'],
    tags: ['vegetarian', 'gluten free', 'cooling', 'quick'],
    nutrition_json: estimate(4, {
      calories: 64,
      protein_g: 3.4,
      carbohydrates_g: 6,
      fat_g: 3,
      fiber_g: 0.4,
      sugar_g: 5,
      sodium_mg: 330,
      cholesterol_mg: 11,
      vitamin_c_mg: 2.5,
      calcium_mg: 125,
      iron_mg: 0.3,
    }),
    ingredients: [
      { amount: 1.5, unit: 'cup', ingredient_name: 'plain whole-milk yogurt' },
      { amount: 1, unit: null, ingredient_name: 'small cucumber', preparation: 'grated', notes: 'about 200 g' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'fresh mint', preparation: 'finely chopped' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'fresh cilantro', preparation: 'finely chopped' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'cumin seeds' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'salt', notes: 'kala namak if you have it' },
      { amount: 1, unit: 'pinch', ingredient_name: 'Kashmiri chilli powder', preparation: 'to garnish' },
    ],
    instructions: [
      { instruction: 'Squeeze the grated cucumber firmly in your hands to get rid of excess water.' },
      {
        instruction: 'Toast the cumin seeds in a dry pan until fragrant and a shade darker, then crush coarsely.',
        time_minutes: 2,
      },
      {
        instruction:
          'Whisk the yogurt until smooth and stir in the cucumber, mint, cilantro, salt and most of the cumin.',
      },
      {
        instruction: 'Chill briefly, then sprinkle with the remaining cumin and a pinch of chilli to serve.',
        time_minutes: 15,
      },
    ],
  },
];
