import { estimate, type DemoRecipe } from './demo-recipe';

/** French bistro cooking: Dan’s weekend braise, Nonna’s soups, Sofia’s Sunday crêpes. */
export const FRENCH_RECIPES: DemoRecipe[] = [
  {
    title: 'Coq au Vin',
    description:
      'Chicken braised slowly in red wine with bacon, mushrooms and little onions until the sauce turns glossy and deep. A proper weekend project that tastes even better the next day.',
    author: 'dan_moretti',
    source_name: 'Family recipe',
    prep_time_minutes: 30,
    cook_time_minutes: 150,
    servings: 6,
    difficulty: 'hard',
    cuisine_type: 'french',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'published',
    category_names: ['Poultry', 'Soups & Stews'],
    tags: ['weekend project', 'braise', 'make ahead', 'dinner party'],
    notes:
      'Use a wine you would happily drink — Dan uses a Pinot Noir. Like every braise it is better the next day; reheat gently in the oven. Serve with mashed potatoes or buttered noodles.',
    nutrition_json: estimate(6, {
      calories: 620,
      protein_g: 42,
      carbohydrates_g: 13,
      fat_g: 42,
      fiber_g: 2,
      sugar_g: 5,
      sodium_mg: 760,
      cholesterol_mg: 200,
      vitamin_c_mg: 8,
      calcium_mg: 50,
      iron_mg: 3.8,
    }),
    ingredients: [
      {
        amount: 1.8,
        unit: 'kg',
        ingredient_name: 'bone-in, skin-on chicken pieces',
        notes: 'one whole chicken cut into 8, or thighs and drumsticks',
      },
      { amount: 750, unit: 'ml', ingredient_name: 'dry red wine', notes: 'one bottle, Burgundy or Pinot Noir' },
      { amount: 150, unit: 'g', ingredient_name: 'thick-cut bacon', preparation: 'cut into lardons' },
      { amount: 1, unit: null, ingredient_name: 'yellow onion', preparation: 'chopped' },
      { amount: 2, unit: null, ingredient_name: 'carrots', preparation: 'sliced' },
      { amount: 4, unit: 'clove', ingredient_name: 'garlic', preparation: 'smashed' },
      { amount: 4, unit: 'sprig', ingredient_name: 'fresh thyme' },
      { amount: 2, unit: null, ingredient_name: 'bay leaves' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'tomato paste' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'all-purpose flour' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'brandy', is_optional: true },
      { amount: 1, unit: 'cup', ingredient_name: 'chicken stock' },
      { amount: 3, unit: 'tbsp', ingredient_name: 'unsalted butter', preparation: 'divided' },
      { amount: 250, unit: 'g', ingredient_name: 'pearl onions', preparation: 'peeled', notes: 'frozen are fine' },
      { amount: 250, unit: 'g', ingredient_name: 'cremini mushrooms', preparation: 'quartered' },
      { amount: null, unit: null, ingredient_name: 'salt and black pepper', preparation: 'to taste' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'flat-leaf parsley', preparation: 'chopped' },
    ],
    instructions: [
      {
        instruction:
          'Optional but best: marinate the chicken in the wine with the onion, carrots, garlic, thyme and bay leaves overnight in the fridge. Next day lift out the chicken and pat it very dry; strain, keeping the wine and vegetables separately.',
      },
      {
        instruction:
          'Heat the oven. In a large Dutch oven, cook the bacon over medium heat until crisp; lift it out and leave the fat.',
        time_minutes: 8,
        temperature: '160°C / 325°F',
      },
      {
        instruction: 'Season the chicken and brown it well in the bacon fat in batches, skin side first. Set aside.',
        time_minutes: 20,
      },
      {
        instruction:
          'Cook the onion, carrots and garlic for 5 minutes. Stir in the tomato paste and flour for a minute, add the brandy and let it bubble, then pour in the wine and stock, scraping up the browned bits.',
        time_minutes: 8,
      },
      {
        instruction:
          'Return the chicken and half the bacon, add the herbs, bring to a simmer, cover and braise in the oven until the chicken is very tender.',
        time_minutes: 90,
        temperature: '160°C / 325°F',
      },
      {
        instruction:
          'Meanwhile brown the pearl onions in 1 tbsp butter for about 8 minutes, add the mushrooms and cook until golden.',
        time_minutes: 15,
      },
      {
        instruction:
          'Lift out the chicken and boil the sauce on the stove until it coats a spoon. Whisk in 1 tbsp cold butter, return the chicken with the onions, mushrooms and remaining bacon, and scatter with parsley.',
        time_minutes: 10,
      },
    ],
  },
  {
    title: 'French Onion Soup',
    description:
      'An hour of patient stirring turns a pile of onions into deep, sweet soup under a bubbling lid of Gruyère toast. Winter lunch at its best.',
    author: 'nonna_rosa',
    source_name: 'Family recipe',
    prep_time_minutes: 15,
    cook_time_minutes: 90,
    servings: 4,
    difficulty: 'medium',
    cuisine_type: 'french',
    meal_type: 'lunch',
    visibility: 'public',
    status: 'published',
    category_names: ['Soups & Stews'],
    tags: ['soup', 'comfort food', 'winter', 'cheese'],
    notes: 'Patience is the only trick. If the onions are not properly brown, the soup tastes like onion water.',
    nutrition_json: estimate(4, {
      calories: 600,
      protein_g: 22.5,
      carbohydrates_g: 58.5,
      fat_g: 29,
      fiber_g: 6,
      sugar_g: 20,
      sodium_mg: 1250,
      cholesterol_mg: 80,
      vitamin_c_mg: 12,
      calcium_mg: 480,
      iron_mg: 2.5,
    }),
    ingredients: [
      {
        amount: 1.2,
        unit: 'kg',
        ingredient_name: 'yellow onions',
        preparation: 'thinly sliced',
        notes: 'about 6 large',
      },
      { amount: 4, unit: 'tbsp', ingredient_name: 'unsalted butter' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'olive oil' },
      { amount: 1, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'all-purpose flour' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'dry white wine' },
      { amount: 1.5, unit: 'l', ingredient_name: 'beef stock' },
      { amount: 2, unit: 'sprig', ingredient_name: 'fresh thyme' },
      { amount: 1, unit: null, ingredient_name: 'bay leaf' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'brandy', is_optional: true },
      { amount: 8, unit: 'slice', ingredient_name: 'baguette' },
      { amount: 150, unit: 'g', ingredient_name: 'Gruyère', preparation: 'grated' },
      { amount: null, unit: null, ingredient_name: 'black pepper', preparation: 'to taste' },
    ],
    instructions: [
      {
        instruction:
          'Melt the butter with the oil in a heavy pot over medium heat. Add the onions and salt, cover and let them sweat.',
        time_minutes: 10,
      },
      {
        instruction:
          'Uncover, turn the heat to medium-low and cook, stirring and scraping every 5 minutes, until the onions are deep mahogany and jammy. Add a splash of water whenever they catch.',
        time_minutes: 55,
      },
      {
        instruction:
          'Stir in the flour for a minute, deglaze with the wine, then add the stock, thyme and bay leaf. Simmer, then add the brandy and season with pepper and more salt if needed.',
        time_minutes: 20,
      },
      {
        instruction: 'Meanwhile toast the baguette slices in the oven until dry and crisp.',
        time_minutes: 8,
        temperature: '200°C / 400°F',
      },
      {
        instruction:
          'Heat the broiler. Ladle the soup into ovenproof bowls on a sheet pan, float 2 toasts on each, pile on the Gruyère and broil until bubbling and browned in spots.',
        time_minutes: 4,
      },
    ],
  },
  {
    title: 'Sofia’s Sunday Crêpes',
    description:
      'Thin, buttery crêpes that fold around anything — lemon and sugar, Nutella and banana, or ham and cheese. Sofia has made these every Sunday since she was nine.',
    author: 'sofia_bakes',
    source_name: 'Sofia',
    prep_time_minutes: 10,
    cook_time_minutes: 25,
    servings: 4,
    difficulty: 'easy',
    cuisine_type: 'french',
    meal_type: 'breakfast',
    visibility: 'public',
    status: 'published',
    category_names: ['Breakfast', 'Desserts'],
    tags: ['vegetarian', 'weekend', 'kid friendly', 'make ahead'],
    notes:
      'The batter keeps for 2 days in the fridge. For savoury crêpes skip the sugar and vanilla. The first crêpe is always a mess — that one is for the cook.',
    nutrition_json: estimate(4, {
      calories: 280,
      protein_g: 9,
      carbohydrates_g: 30.5,
      fat_g: 13,
      fiber_g: 1,
      sugar_g: 7,
      sodium_mg: 160,
      cholesterol_mg: 120,
      vitamin_c_mg: 0,
      calcium_mg: 100,
      iron_mg: 1.8,
    }),
    ingredients: [
      { amount: 1, unit: 'cup', ingredient_name: 'all-purpose flour', notes: '125 g' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'sugar' },
      { amount: 1, unit: 'pinch', ingredient_name: 'salt' },
      { amount: 2, unit: null, ingredient_name: 'large eggs' },
      { amount: 1.25, unit: 'cup', ingredient_name: 'whole milk' },
      {
        amount: 2,
        unit: 'tbsp',
        ingredient_name: 'unsalted butter',
        preparation: 'melted',
        notes: 'plus more for the pan',
      },
      { amount: 1, unit: 'tsp', ingredient_name: 'vanilla extract' },
      {
        amount: null,
        unit: null,
        ingredient_name: 'fillings: lemon and sugar, Nutella, sliced banana',
        preparation: 'to serve',
        is_optional: true,
      },
    ],
    instructions: [
      {
        instruction:
          'Blend the flour, sugar, salt, eggs, milk, melted butter and vanilla until smooth, about 15 seconds. No blender? Whisk the eggs into the flour first, then add the milk slowly so there are no lumps.',
      },
      {
        instruction: 'Rest the batter in the fridge — this is what makes the crêpes thin and tender.',
        time_minutes: 30,
      },
      {
        instruction:
          'Heat a 20 cm (8 in) nonstick pan over medium heat and brush with butter. Pour in 3 tbsp batter and immediately tilt the pan so it coats the base thinly.',
      },
      {
        instruction:
          'Cook until the edges look lacy and lift and the underside is golden, about 1 minute. Flip and cook 20–30 seconds more.',
        time_minutes: 2,
      },
      {
        instruction:
          'Stack the crêpes under a clean towel to keep warm while you cook the rest. Fill, fold into quarters and serve.',
      },
    ],
  },
  {
    title: 'Ratatouille',
    description:
      'Summer vegetables cooked one at a time, then gently stewed together with tomato and herbs. Each piece keeps its own flavour instead of turning to mush.',
    author: 'nonna_rosa',
    source_name: 'Nonna Rosa',
    prep_time_minutes: 25,
    cook_time_minutes: 70,
    servings: 6,
    difficulty: 'medium',
    cuisine_type: 'french',
    meal_type: 'side',
    visibility: 'public',
    status: 'published',
    category_names: ['Vegan', 'Vegetarian', 'Sides'],
    tags: ['vegan', 'gluten free', 'summer', 'make ahead'],
    notes:
      'Even better on day two. Leftovers make a fine pasta sauce, or bake them with eggs cracked on top for breakfast.',
    nutrition_json: estimate(6, {
      calories: 190,
      protein_g: 2.5,
      carbohydrates_g: 13.5,
      fat_g: 14,
      fiber_g: 5.5,
      sugar_g: 8.5,
      sodium_mg: 400,
      cholesterol_mg: 0,
      vitamin_c_mg: 85,
      calcium_mg: 40,
      iron_mg: 1.2,
    }),
    ingredients: [
      { amount: 1, unit: null, ingredient_name: 'eggplant', preparation: 'cut into 2 cm cubes', notes: 'about 400 g' },
      { amount: 2, unit: null, ingredient_name: 'zucchini', preparation: 'cut into 2 cm pieces' },
      { amount: 1, unit: null, ingredient_name: 'red bell pepper', preparation: 'cut into 2 cm pieces' },
      { amount: 1, unit: null, ingredient_name: 'yellow bell pepper', preparation: 'cut into 2 cm pieces' },
      { amount: 1, unit: null, ingredient_name: 'large onion', preparation: 'chopped' },
      { amount: 4, unit: 'clove', ingredient_name: 'garlic', preparation: 'sliced' },
      {
        amount: 600,
        unit: 'g',
        ingredient_name: 'ripe tomatoes',
        preparation: 'peeled and chopped',
        notes: 'or one 14 oz can',
      },
      { amount: 6, unit: 'tbsp', ingredient_name: 'olive oil', preparation: 'divided' },
      { amount: 1, unit: 'tsp', ingredient_name: 'herbes de Provence' },
      { amount: 1, unit: null, ingredient_name: 'bay leaf' },
      { amount: 1, unit: 'tsp', ingredient_name: 'salt', notes: 'plus more for the eggplant' },
      { amount: null, unit: null, ingredient_name: 'black pepper', preparation: 'to taste' },
      { amount: 1, unit: 'handful', ingredient_name: 'fresh basil', preparation: 'torn' },
    ],
    instructions: [
      { instruction: 'Salt the eggplant cubes and leave them in a colander, then pat dry.', time_minutes: 20 },
      {
        instruction:
          'Heat 2 tbsp oil in a large skillet over medium-high. Brown the eggplant in batches and set aside; repeat with the zucchini, then the peppers, adding oil as needed.',
        time_minutes: 20,
      },
      {
        instruction:
          'In a Dutch oven, soften the onion in 2 tbsp oil for about 8 minutes, add the garlic for a minute, then the tomatoes, herbes de Provence and bay leaf. Simmer for 10 minutes.',
        time_minutes: 20,
      },
      { instruction: 'Fold in all the vegetables, cover and simmer on low, stirring occasionally.', time_minutes: 30 },
      {
        instruction:
          'Season with salt and pepper, stir in the basil and a last drizzle of oil. Serve warm or at room temperature.',
      },
    ],
  },
];
