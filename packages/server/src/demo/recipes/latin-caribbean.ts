import { estimate, type DemoRecipe } from './demo-recipe';

/** Latin American and Caribbean recipes from friends, neighbours and one very good backyard grill. */
export const LATIN_CARIBBEAN_RECIPES: DemoRecipe[] = [
  {
    title: 'Venezuelan Arepas with Black Beans and Cheese',
    description:
      'Crisp-shelled, fluffy-centred corn cakes split open and stuffed with cumin black beans, melting cheese and avocado. Naturally gluten-free and endlessly fillable.',
    author: 'sofia_bakes',
    source_name: 'Señora Pérez, Valentina’s mum',
    prep_time_minutes: 15,
    cook_time_minutes: 25,
    servings: 4,
    difficulty: 'medium',
    cuisine_type: 'latin_american',
    meal_type: 'breakfast',
    visibility: 'public',
    status: 'published',
    category_names: ['Breakfast', 'Vegetarian'],
    tags: ['vegetarian', 'gluten free', 'brunch', 'street food'],
    notes:
      'You need pre-cooked cornmeal (masarepa, such as P.A.N.) — regular cornmeal or masa harina won’t hold together. A cooked arepa sounds hollow when you tap it.',
    nutrition_json: estimate(4, {
      calories: 545,
      protein_g: 20.5,
      carbohydrates_g: 62.5,
      fat_g: 24,
      fiber_g: 11,
      sugar_g: 2,
      sodium_mg: 760,
      cholesterol_mg: 45,
      vitamin_c_mg: 6,
      calcium_mg: 380,
      iron_mg: 3.5,
    }),
    ingredients: [
      { amount: 2, unit: 'cup', ingredient_name: 'pre-cooked white cornmeal (masarepa)', notes: 'about 240 g' },
      { amount: 2.5, unit: 'cup', ingredient_name: 'warm water' },
      { amount: 1, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'neutral oil', notes: 'plus more for the pan' },
      { amount: 1, unit: 'can', ingredient_name: 'black beans', preparation: 'drained', notes: '14 oz / 400 g' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'ground cumin' },
      { amount: 200, unit: 'g', ingredient_name: 'queso blanco or mozzarella', preparation: 'grated' },
      { amount: 1, unit: null, ingredient_name: 'ripe avocado', preparation: 'sliced' },
    ],
    instructions: [
      {
        instruction:
          'Mix the water, salt and oil in a bowl, then add the masarepa gradually, working it with your hand until there are no lumps. Rest for 5 minutes; the dough should be soft and not crack at the edges. Adjust with a spoonful of water or masarepa.',
        time_minutes: 5,
      },
      {
        instruction:
          'Divide into 8 balls and flatten each between your palms into a disc about 1.5 cm thick and 9 cm wide, smoothing any cracks with wet fingers.',
      },
      {
        instruction:
          'Cook on a lightly oiled cast-iron pan over medium heat until a golden crust forms, 5–6 minutes per side. For extra puff, finish them in the oven for 10 minutes.',
        time_minutes: 12,
        temperature: '180°C / 350°F',
      },
      { instruction: 'Meanwhile warm the beans with the cumin and a splash of water, mashing a few.', time_minutes: 5 },
      { instruction: 'Split each hot arepa with a knife, leaving a hinge, and stuff with beans, cheese and avocado.' },
    ],
  },
  {
    title: 'Peruvian Ceviche',
    description:
      'Cubes of the freshest white fish “cooked” for just minutes in lime with chilli and red onion, served with sweet potato and corn. Bright, cold and gone in seconds.',
    author: 'dan_moretti',
    source_name: 'Family recipe',
    prep_time_minutes: 25,
    cook_time_minutes: 20,
    servings: 4,
    difficulty: 'medium',
    cuisine_type: 'latin_american',
    meal_type: 'appetizer',
    visibility: 'public',
    status: 'published',
    category_names: ['Seafood'],
    tags: ['seafood', 'gluten free', 'fresh', 'summer', 'citrus'],
    notes:
      'Buy sushi-grade fish and keep everything ice cold. Leftover leche de tigre (the juices) is a famous hangover cure — or so Dan claims.',
    nutrition_json: estimate(4, {
      calories: 228,
      protein_g: 25,
      carbohydrates_g: 25,
      fat_g: 3,
      fiber_g: 3.5,
      sugar_g: 7,
      sodium_mg: 700,
      cholesterol_mg: 55,
      vitamin_c_mg: 35,
      calcium_mg: 60,
      iron_mg: 1.5,
    }),
    ingredients: [
      {
        amount: 500,
        unit: 'g',
        ingredient_name: 'very fresh skinless white fish',
        preparation: 'cut into 1.5 cm cubes',
        notes: 'sea bass, fluke or halibut',
      },
      { amount: 1, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 0.75, unit: 'cup', ingredient_name: 'fresh lime juice', notes: 'about 6 limes' },
      { amount: 1, unit: 'clove', ingredient_name: 'garlic', preparation: 'finely grated' },
      { amount: 1, unit: 'tsp', ingredient_name: 'fresh ginger', preparation: 'finely grated' },
      {
        amount: 1,
        unit: null,
        ingredient_name: 'ají limo or habanero chilli',
        preparation: 'seeded and minced',
        notes: 'or 1 tbsp ají amarillo paste',
      },
      { amount: 0.5, unit: null, ingredient_name: 'red onion', preparation: 'sliced paper-thin' },
      { amount: 0.25, unit: 'cup', ingredient_name: 'fresh cilantro', preparation: 'chopped' },
      { amount: 1, unit: null, ingredient_name: 'sweet potato', notes: 'about 300 g' },
      { amount: 1, unit: null, ingredient_name: 'ear of corn', notes: 'Peruvian choclo if you can find it' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'cancha (toasted corn)', is_optional: true },
    ],
    instructions: [
      {
        instruction:
          'Boil the sweet potato until tender and the corn for 8 minutes. Slice both, cool and chill. Rinse the onion in cold water, drain and keep it in the fridge.',
        time_minutes: 20,
      },
      { instruction: 'Chill a glass bowl. Add the fish, season with the salt and toss; leave it for a minute or two.' },
      {
        instruction:
          'Add the garlic, ginger and chilli and pour over the lime juice (squeeze the limes gently — pressing hard makes it bitter). Stir and marinate briefly, until the edges turn opaque but the centres stay translucent.',
        time_minutes: 5,
      },
      {
        instruction:
          'Fold in the onion and cilantro and taste for salt and heat. Spoon into shallow bowls with plenty of the juices, with the sweet potato, corn and cancha alongside. Serve at once.',
      },
    ],
  },
  {
    title: 'Pão de Queijo (Brazilian Cheese Bread)',
    description:
      'Crisp-shelled, chewy, cheesy little puffs made with tapioca flour. Addictive warm from the oven and gone within the hour at any sleepover.',
    author: 'sofia_bakes',
    source_name: 'Sofia',
    prep_time_minutes: 15,
    cook_time_minutes: 25,
    servings: 8,
    difficulty: 'easy',
    cuisine_type: 'latin_american',
    meal_type: 'snack',
    visibility: 'public',
    status: 'published',
    category_names: ['Baking', 'Snacks', 'Vegetarian'],
    tags: ['gluten free', 'vegetarian', 'cheese', 'party food'],
    notes:
      'Freeze the shaped balls on a tray, then bag them; bake from frozen for about 30 minutes. Sofia makes a double batch for sleepovers.',
    nutrition_json: estimate(8, {
      calories: 295,
      protein_g: 8.5,
      carbohydrates_g: 29.5,
      fat_g: 16,
      fiber_g: 0.3,
      sugar_g: 1.5,
      sodium_mg: 420,
      cholesterol_mg: 65,
      vitamin_c_mg: 0,
      calcium_mg: 210,
      iron_mg: 0.5,
    }),
    ingredients: [
      { amount: 250, unit: 'g', ingredient_name: 'tapioca flour (polvilho doce)' },
      { amount: 1, unit: 'cup', ingredient_name: 'whole milk' },
      { amount: 0.33, unit: 'cup', ingredient_name: 'neutral oil' },
      { amount: 1, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 2, unit: null, ingredient_name: 'large eggs' },
      { amount: 100, unit: 'g', ingredient_name: 'Parmesan', preparation: 'finely grated' },
      { amount: 50, unit: 'g', ingredient_name: 'low-moisture mozzarella', preparation: 'grated' },
    ],
    instructions: [
      { instruction: 'Heat the oven and line a baking tray with parchment.', temperature: '200°C / 400°F' },
      { instruction: 'Bring the milk, oil and salt to the boil in a saucepan.', time_minutes: 3 },
      {
        instruction:
          'Pour over the tapioca flour in a large bowl and mix until it forms a sticky, lumpy dough. Let it cool.',
        time_minutes: 10,
      },
      { instruction: 'Beat in the eggs one at a time until smooth and stretchy, then the cheeses.' },
      {
        instruction:
          'With oiled hands, roll into 24 balls the size of a golf ball and set them 5 cm apart on the tray.',
      },
      {
        instruction: 'Bake until puffed and golden in spots. Best eaten warm.',
        time_minutes: 22,
        temperature: '200°C / 400°F',
      },
    ],
  },
  {
    title: 'Jamaican Jerk Chicken',
    description:
      'Chicken soaked overnight in a fiery scotch bonnet, allspice and thyme marinade, then grilled low and slow until smoky and charred. Summer in the backyard.',
    author: 'dan_moretti',
    source_name: 'Mr. Campbell next door',
    prep_time_minutes: 20,
    cook_time_minutes: 45,
    servings: 6,
    difficulty: 'medium',
    cuisine_type: 'caribbean',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'published',
    category_names: ['Poultry'],
    tags: ['grilling', 'spicy', 'summer', 'make ahead'],
    notes:
      'Wear gloves when you handle scotch bonnets. Throw a handful of allspice berries on the coals for that pimento-wood smell. In the oven: 40 minutes at 200°C / 400°F, then a few minutes under the broiler.',
    nutrition_json: estimate(6, {
      calories: 520,
      protein_g: 41,
      carbohydrates_g: 10,
      fat_g: 33,
      fiber_g: 1.5,
      sugar_g: 5,
      sodium_mg: 1120,
      cholesterol_mg: 220,
      vitamin_c_mg: 25,
      calcium_mg: 60,
      iron_mg: 3,
    }),
    ingredients: [
      { amount: 2, unit: 'kg', ingredient_name: 'bone-in chicken legs and thighs', notes: 'about 8 pieces' },
      { amount: 6, unit: null, ingredient_name: 'scallions', preparation: 'roughly chopped' },
      {
        amount: 2,
        unit: null,
        ingredient_name: 'scotch bonnet peppers',
        preparation: 'stemmed',
        notes: 'use up to 4 if you dare',
      },
      { amount: 4, unit: 'clove', ingredient_name: 'garlic' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'fresh thyme leaves' },
      { amount: 1, unit: 'piece', ingredient_name: 'fresh ginger', notes: 'about 5 cm' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'ground allspice' },
      { amount: 1, unit: 'tsp', ingredient_name: 'ground cinnamon' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'ground nutmeg' },
      { amount: 1, unit: 'tsp', ingredient_name: 'black pepper' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'brown sugar' },
      { amount: 0.25, unit: 'cup', ingredient_name: 'soy sauce' },
      { amount: 0.25, unit: 'cup', ingredient_name: 'lime juice' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'neutral oil' },
      { amount: 2, unit: 'tsp', ingredient_name: 'salt' },
    ],
    instructions: [
      { instruction: 'Blend everything except the chicken to a coarse paste.' },
      {
        instruction:
          'Slash each piece of chicken to the bone 2–3 times and rub the marinade in well. Refrigerate for at least 4 hours, ideally overnight.',
      },
      {
        instruction:
          'Set up a two-zone grill with the coals banked to one side, so the cool side sits at about 180°C / 350°F.',
      },
      {
        instruction:
          'Cook the chicken skin side up on the cool side with the lid closed until it reads 74°C / 165°F inside.',
        time_minutes: 40,
        temperature: '180°C / 350°F',
      },
      {
        instruction:
          'Move to the hot side and char for 2–3 minutes per side. Rest for 5 minutes and serve with rice and peas and lime wedges.',
        time_minutes: 6,
      },
    ],
  },
  {
    title: 'Rice and Peas',
    description:
      'Fluffy rice simmered with kidney beans, coconut milk, thyme and a whole scotch bonnet for perfume without the fire. The Sunday partner for jerk chicken.',
    author: 'priya_moretti',
    source_name: 'Mr. Campbell next door',
    prep_time_minutes: 10,
    cook_time_minutes: 35,
    servings: 6,
    difficulty: 'easy',
    cuisine_type: 'caribbean',
    meal_type: 'side',
    visibility: 'public',
    status: 'published',
    category_names: ['Rice & Grains', 'Sides', 'Vegetarian'],
    tags: ['vegetarian', 'gluten free', 'coconut', 'sunday dinner'],
    notes:
      'Keep the scotch bonnet whole and unbroken — it should scent the rice, not set it alight. Skip the butter and it is vegan.',
    nutrition_json: estimate(6, {
      calories: 447,
      protein_g: 9.3,
      carbohydrates_g: 66,
      fat_g: 16,
      fiber_g: 4.5,
      sugar_g: 1.5,
      sodium_mg: 520,
      cholesterol_mg: 5,
      vitamin_c_mg: 4,
      calcium_mg: 45,
      iron_mg: 3.5,
    }),
    ingredients: [
      {
        amount: 1,
        unit: 'can',
        ingredient_name: 'red kidney beans',
        preparation: 'with their liquid',
        notes: '14 oz / 400 g',
      },
      { amount: 1, unit: 'can', ingredient_name: 'coconut milk', notes: '14 oz / 400 ml' },
      { amount: 2, unit: 'cup', ingredient_name: 'long-grain rice', preparation: 'rinsed' },
      { amount: 1.25, unit: 'cup', ingredient_name: 'water', notes: 'approximately' },
      { amount: 3, unit: null, ingredient_name: 'scallions', preparation: 'lightly crushed' },
      { amount: 2, unit: 'clove', ingredient_name: 'garlic', preparation: 'crushed' },
      { amount: 4, unit: 'sprig', ingredient_name: 'fresh thyme' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'ground allspice' },
      { amount: 1, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 1, unit: null, ingredient_name: 'scotch bonnet pepper', preparation: 'left whole' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'butter', is_optional: true },
    ],
    instructions: [
      {
        instruction:
          'In a heavy pot, bring the beans and their liquid, coconut milk, water, scallions, garlic, thyme, allspice and salt to the boil.',
        time_minutes: 5,
      },
      {
        instruction:
          'Stir in the rice; the liquid should sit about 1 cm above it, so add water if needed. Lay the whole scotch bonnet on top.',
      },
      { instruction: 'Cover tightly, turn the heat to its lowest and cook without lifting the lid.', time_minutes: 25 },
      {
        instruction:
          'Rest off the heat, still covered, for 5 minutes. Carefully remove the pepper, thyme stems and scallions, add the butter and fluff with a fork.',
        time_minutes: 5,
      },
    ],
  },
];
