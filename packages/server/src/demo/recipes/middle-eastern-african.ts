import { estimate, type DemoRecipe } from './demo-recipe';

/** Middle Eastern and African dishes that friends and neighbours brought to the family table. */
export const MIDDLE_EASTERN_AFRICAN_RECIPES: DemoRecipe[] = [
  {
    title: 'Silky Hummus',
    description:
      'Ultra-smooth hummus whipped with plenty of tahini, lemon and ice water. Once you have made it this way, the tub from the shop tastes like paste.',
    author: 'priya_moretti',
    source_name: 'Family recipe',
    prep_time_minutes: 15,
    cook_time_minutes: 20,
    servings: 6,
    difficulty: 'easy',
    cuisine_type: 'middle_eastern',
    meal_type: 'appetizer',
    visibility: 'public',
    status: 'published',
    category_names: ['Vegan', 'Snacks', 'Sauces'],
    tags: ['vegan', 'gluten free', 'dip', 'party food', 'make ahead'],
    notes:
      'Simmering canned chickpeas with baking soda is the shortcut to the smoothest texture. Keeps 5 days in the fridge under a film of olive oil.',
    nutrition_json: estimate(6, {
      calories: 270,
      protein_g: 9,
      carbohydrates_g: 21,
      fat_g: 17.5,
      fiber_g: 6.5,
      sugar_g: 1,
      sodium_mg: 420,
      cholesterol_mg: 0,
      vitamin_c_mg: 6,
      calcium_mg: 90,
      iron_mg: 3.1,
    }),
    ingredients: [
      { amount: 2, unit: 'can', ingredient_name: 'chickpeas', preparation: 'drained', notes: '14 oz / 400 g each' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'baking soda' },
      { amount: 0.25, unit: 'cup', ingredient_name: 'fresh lemon juice', notes: '1–2 lemons' },
      { amount: 1, unit: 'clove', ingredient_name: 'garlic' },
      { amount: 0.75, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'tahini', preparation: 'well stirred' },
      { amount: 0.33, unit: 'cup', ingredient_name: 'ice water' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'ground cumin' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'extra-virgin olive oil', preparation: 'to serve' },
      { amount: 1, unit: 'pinch', ingredient_name: 'sumac or paprika', preparation: 'to serve' },
    ],
    instructions: [
      {
        instruction:
          'Simmer the chickpeas with the baking soda in plenty of water until very soft and the skins float. Drain, rinse in cold water and rub off any loose skins.',
        time_minutes: 20,
      },
      {
        instruction:
          'Blend the lemon juice, garlic and salt in a food processor and let stand for a few minutes to mellow the garlic.',
        time_minutes: 5,
      },
      {
        instruction:
          'Add the tahini and blend until thick. With the motor running, add the ice water a spoonful at a time until the mixture turns pale and creamy.',
      },
      {
        instruction:
          'Add the warm chickpeas and cumin and process, scraping down now and then, until completely smooth. Taste for salt and lemon.',
        time_minutes: 4,
      },
      {
        instruction:
          'Swoosh into a shallow bowl, pool the olive oil in the middle and dust with sumac. Serve with warm pita and crunchy vegetables.',
      },
    ],
  },
  {
    title: 'Saturday Shakshuka',
    description:
      'Eggs gently poached in a smoky pepper and tomato sauce, brought to the table in the pan. Dan’s go-to brunch for a crowd.',
    author: 'dan_moretti',
    source_name: 'Family recipe',
    prep_time_minutes: 10,
    cook_time_minutes: 30,
    servings: 4,
    difficulty: 'easy',
    cuisine_type: 'middle_eastern',
    meal_type: 'breakfast',
    visibility: 'public',
    status: 'published',
    category_names: ['Breakfast', 'Vegetarian'],
    tags: ['vegetarian', 'eggs', 'one pan', 'brunch', 'gluten free'],
    notes:
      'Use harissa instead of cayenne for a rounder heat. The sauce can be made the day before; reheat it before you crack in the eggs.',
    nutrition_json: estimate(4, {
      calories: 305,
      protein_g: 14,
      carbohydrates_g: 14,
      fat_g: 21,
      fiber_g: 4,
      sugar_g: 9,
      sodium_mg: 780,
      cholesterol_mg: 290,
      vitamin_c_mg: 75,
      calcium_mg: 160,
      iron_mg: 3.5,
    }),
    ingredients: [
      { amount: 3, unit: 'tbsp', ingredient_name: 'olive oil' },
      { amount: 1, unit: null, ingredient_name: 'onion', preparation: 'thinly sliced' },
      { amount: 1, unit: null, ingredient_name: 'red bell pepper', preparation: 'thinly sliced' },
      { amount: 3, unit: 'clove', ingredient_name: 'garlic', preparation: 'sliced' },
      { amount: 1, unit: 'tsp', ingredient_name: 'ground cumin' },
      { amount: 1, unit: 'tsp', ingredient_name: 'sweet paprika' },
      { amount: 0.25, unit: 'tsp', ingredient_name: 'cayenne pepper', notes: 'or 1 tbsp harissa' },
      { amount: 1, unit: 'can', ingredient_name: 'whole peeled tomatoes', notes: '28 oz / 800 g' },
      { amount: 1, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 6, unit: null, ingredient_name: 'eggs' },
      { amount: 60, unit: 'g', ingredient_name: 'feta', preparation: 'crumbled', is_optional: true },
      { amount: 1, unit: 'handful', ingredient_name: 'parsley or cilantro', preparation: 'chopped' },
    ],
    instructions: [
      {
        instruction:
          'Heat the oil in a 30 cm (12 in) skillet over medium heat. Cook the onion and pepper until soft and lightly golden.',
        time_minutes: 10,
      },
      {
        instruction:
          'Add the garlic, cumin, paprika and cayenne and stir for a minute. Pour in the tomatoes, crushing them with a spoon, add the salt and simmer until thickened.',
        time_minutes: 12,
      },
      {
        instruction:
          'Make 6 wells in the sauce with the back of a spoon and crack an egg into each. Cover and cook on low until the whites are set and the yolks still runny.',
        time_minutes: 8,
      },
      { instruction: 'Scatter over the feta and herbs and bring the pan to the table with crusty bread or warm pita.' },
    ],
  },
  {
    title: 'Limonana (Frozen Mint Lemonade)',
    description:
      'A bright green, slushy lemonade blitzed with a whole bunch of fresh mint. Sofia’s official drink of summer.',
    author: 'sofia_bakes',
    source_name: 'Sofia',
    prep_time_minutes: 10,
    cook_time_minutes: 0,
    servings: 4,
    difficulty: 'easy',
    cuisine_type: 'middle_eastern',
    meal_type: 'drink',
    visibility: 'public',
    status: 'published',
    category_names: ['Drinks', 'Vegan'],
    tags: ['vegan', 'summer', 'no cook', 'kid friendly'],
    notes: 'Drink it straight away — it separates as it stands. For grown-ups, a splash of gin or arak is welcome.',
    nutrition_json: estimate(4, {
      calories: 110,
      protein_g: 0.4,
      carbohydrates_g: 28,
      fat_g: 0.2,
      fiber_g: 0.6,
      sugar_g: 26,
      sodium_mg: 8,
      cholesterol_mg: 0,
      vitamin_c_mg: 35,
      calcium_mg: 20,
      iron_mg: 0.7,
    }),
    ingredients: [
      { amount: 0.75, unit: 'cup', ingredient_name: 'fresh lemon juice', notes: '4–5 lemons' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'sugar' },
      { amount: 2, unit: 'cup', ingredient_name: 'cold water' },
      { amount: 1, unit: 'bunch', ingredient_name: 'fresh mint', preparation: 'leaves picked' },
      { amount: 3, unit: 'cup', ingredient_name: 'ice cubes' },
      { amount: 1, unit: null, ingredient_name: 'lemon', preparation: 'sliced, to garnish', is_optional: true },
    ],
    instructions: [
      { instruction: 'Blend the lemon juice, sugar and water until the sugar dissolves, about 30 seconds.' },
      { instruction: 'Add the mint and ice and blend on high until slushy and bright green, 30–45 seconds.' },
      {
        instruction:
          'Taste and add more sugar or lemon to balance. Pour into tall glasses, garnish with mint and lemon slices and serve at once.',
      },
    ],
  },
  {
    title: 'Funmi’s Party Jollof Rice',
    description:
      'Smoky, brick-red West African rice cooked in a rich pepper and tomato base. Priya’s colleague Funmi taught her the rules, and they are not negotiable.',
    author: 'priya_moretti',
    source_name: 'Funmi Adeyemi, Priya’s colleague',
    prep_time_minutes: 20,
    cook_time_minutes: 70,
    servings: 6,
    difficulty: 'medium',
    cuisine_type: 'african',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'published',
    category_names: ['Rice & Grains'],
    tags: ['one pot', 'spicy', 'west african', 'party food'],
    notes:
      'Funmi’s rules: reduce the pepper base properly, never stir once the lid is on, and don’t fear the slightly smoky bottom of the pot — it is the best bit. Serve with fried plantain and grilled chicken.',
    nutrition_json: estimate(6, {
      calories: 510,
      protein_g: 8.5,
      carbohydrates_g: 78,
      fat_g: 17.5,
      fiber_g: 3.5,
      sugar_g: 7,
      sodium_mg: 890,
      cholesterol_mg: 10,
      vitamin_c_mg: 95,
      calcium_mg: 50,
      iron_mg: 3.5,
    }),
    ingredients: [
      { amount: 2, unit: null, ingredient_name: 'red bell peppers', preparation: 'roughly chopped' },
      { amount: 1, unit: 'can', ingredient_name: 'plum tomatoes', notes: '14 oz / 400 g' },
      { amount: 1, unit: null, ingredient_name: 'scotch bonnet pepper', preparation: 'seeded for less heat' },
      { amount: 2, unit: null, ingredient_name: 'onions', preparation: '1 roughly chopped, 1 thinly sliced' },
      { amount: 0.33, unit: 'cup', ingredient_name: 'vegetable oil' },
      { amount: 3, unit: 'tbsp', ingredient_name: 'tomato paste' },
      { amount: 2, unit: 'tsp', ingredient_name: 'curry powder', notes: 'Nigerian-style if you can find it' },
      { amount: 1, unit: 'tsp', ingredient_name: 'dried thyme' },
      { amount: 2, unit: null, ingredient_name: 'bay leaves' },
      { amount: 2, unit: null, ingredient_name: 'chicken or vegetable bouillon cubes', preparation: 'crumbled' },
      { amount: 500, unit: 'g', ingredient_name: 'long-grain parboiled rice', preparation: 'rinsed' },
      { amount: 750, unit: 'ml', ingredient_name: 'chicken or vegetable stock' },
      { amount: null, unit: null, ingredient_name: 'salt', preparation: 'to taste' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'butter', is_optional: true },
    ],
    instructions: [
      {
        instruction:
          'Blend the peppers, tomatoes, scotch bonnet and the roughly chopped onion until smooth. Boil uncovered in a saucepan until reduced by about half and thick.',
        time_minutes: 20,
      },
      {
        instruction:
          'Heat the oil in a heavy pot with a tight lid over medium heat. Fry the sliced onion for 5 minutes, add the tomato paste and fry, stirring, until it darkens to brick red.',
        time_minutes: 10,
      },
      {
        instruction:
          'Add the reduced pepper base, curry powder, thyme, bay leaves and bouillon cubes. Fry until the oil rises to the top.',
        time_minutes: 10,
      },
      {
        instruction:
          'Stir in the rice and stock; the liquid should just cover the rice. Bring to a simmer, cover tightly with foil and the lid, and cook on the lowest heat without stirring.',
        time_minutes: 30,
      },
      {
        instruction:
          'If the rice is still firm, sprinkle over a few tablespoons of water, cover again and cook a little longer. Season with salt, stir in the butter, fluff and rest for 5 minutes.',
        time_minutes: 10,
      },
    ],
  },
  {
    title: 'Chicken Tagine with Preserved Lemon and Olives',
    description:
      'Saffron-scented chicken braised until it falls off the bone, sharpened with preserved lemon and briny olives. A Moroccan classic that perfumes the whole building.',
    author: 'nonna_rosa',
    source_name: 'Mrs. Benali, Nonna’s old neighbour',
    prep_time_minutes: 20,
    cook_time_minutes: 75,
    servings: 4,
    difficulty: 'medium',
    cuisine_type: 'african',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'published',
    category_names: ['Poultry', 'Soups & Stews'],
    tags: ['moroccan', 'braise', 'gluten free', 'dinner party'],
    notes:
      'Preserved lemons keep for a year in the fridge — Mrs. Benali always sent Nonna home with a jar. Serve with couscous or plenty of bread.',
    nutrition_json: estimate(4, {
      calories: 505,
      protein_g: 47.5,
      carbohydrates_g: 9,
      fat_g: 31,
      fiber_g: 3,
      sugar_g: 3.5,
      sodium_mg: 1150,
      cholesterol_mg: 245,
      vitamin_c_mg: 14,
      calcium_mg: 70,
      iron_mg: 3.8,
    }),
    ingredients: [
      {
        amount: 1.5,
        unit: 'kg',
        ingredient_name: 'bone-in chicken thighs and drumsticks',
        preparation: 'skin removed',
      },
      { amount: 3, unit: 'clove', ingredient_name: 'garlic', preparation: 'minced' },
      { amount: 1, unit: 'tsp', ingredient_name: 'ground ginger' },
      { amount: 1, unit: 'tsp', ingredient_name: 'ground cumin' },
      { amount: 1, unit: 'tsp', ingredient_name: 'sweet paprika' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'ground turmeric' },
      { amount: 1, unit: 'pinch', ingredient_name: 'saffron threads', preparation: 'crumbled' },
      { amount: 1, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'black pepper' },
      { amount: 3, unit: 'tbsp', ingredient_name: 'olive oil', preparation: 'divided' },
      { amount: 1, unit: 'bunch', ingredient_name: 'cilantro and parsley', preparation: 'chopped, divided' },
      { amount: 2, unit: null, ingredient_name: 'onions', preparation: 'grated or finely chopped' },
      { amount: 1, unit: 'stick', ingredient_name: 'cinnamon' },
      { amount: 1, unit: 'cup', ingredient_name: 'water or chicken stock' },
      { amount: 1, unit: null, ingredient_name: 'preserved lemon', preparation: 'rinsed, pulp discarded, peel sliced' },
      { amount: 0.75, unit: 'cup', ingredient_name: 'green olives', notes: 'cracked or picholine' },
    ],
    instructions: [
      {
        instruction:
          'Toss the chicken with the garlic, spices, saffron, salt, pepper, 2 tbsp oil and half the herbs. Marinate for 30 minutes, or overnight in the fridge.',
        time_minutes: 30,
      },
      {
        instruction:
          'Heat the remaining oil in a tagine or heavy Dutch oven over medium heat and cook the onions until soft.',
        time_minutes: 8,
      },
      {
        instruction:
          'Add the chicken and turn it in the onions until the spices smell toasty. Add the water and cinnamon, bring to a simmer, cover and cook on low, turning the chicken halfway.',
        time_minutes: 50,
      },
      {
        instruction:
          'Add the preserved lemon and olives and simmer uncovered until the sauce thickens and the chicken falls from the bone.',
        time_minutes: 15,
      },
      { instruction: 'Scatter over the rest of the herbs and serve.' },
    ],
  },
];
