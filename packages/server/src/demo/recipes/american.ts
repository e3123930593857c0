import { estimate, type DemoRecipe } from './demo-recipe';

/** American classics: Dan’s Saturday griddle and smoker, Sofia’s bake-sale cookies. */
export const AMERICAN_RECIPES: DemoRecipe[] = [
  {
    title: 'Saturday Buttermilk Pancakes',
    description:
      'Tall, fluffy, golden pancakes with a gentle buttermilk tang. Dan has flipped these every Saturday since Sofia was two.',
    author: 'dan_moretti',
    source_name: 'Dan',
    prep_time_minutes: 10,
    cook_time_minutes: 20,
    servings: 4,
    difficulty: 'easy',
    cuisine_type: 'american',
    meal_type: 'breakfast',
    visibility: 'public',
    status: 'published',
    category_names: ['Breakfast'],
    tags: ['weekend', 'kid friendly', 'vegetarian', 'brunch'],
    notes:
      'No buttermilk? Stir 2 tbsp lemon juice into 2 cups of milk and let it sit for 10 minutes. Lumpy batter makes fluffy pancakes — stop stirring sooner than feels right.',
    nutrition_json: estimate(4, {
      calories: 470,
      protein_g: 14.5,
      carbohydrates_g: 61,
      fat_g: 18,
      fiber_g: 2,
      sugar_g: 12,
      sodium_mg: 780,
      cholesterol_mg: 135,
      vitamin_c_mg: 1,
      calcium_mg: 250,
      iron_mg: 3.5,
    }),
    ingredients: [
      { amount: 2, unit: 'cup', ingredient_name: 'all-purpose flour', notes: '250 g' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'sugar' },
      { amount: 2, unit: 'tsp', ingredient_name: 'baking powder' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'baking soda' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 2, unit: 'cup', ingredient_name: 'buttermilk' },
      { amount: 2, unit: null, ingredient_name: 'large eggs' },
      {
        amount: 4,
        unit: 'tbsp',
        ingredient_name: 'unsalted butter',
        preparation: 'melted',
        notes: 'plus more for the griddle',
      },
      { amount: 1, unit: 'tsp', ingredient_name: 'vanilla extract' },
      { amount: 1, unit: 'cup', ingredient_name: 'blueberries', is_optional: true },
      { amount: null, unit: null, ingredient_name: 'maple syrup', preparation: 'warmed, to serve' },
    ],
    instructions: [
      {
        instruction:
          'Whisk the flour, sugar, baking powder, baking soda and salt in a large bowl. In another bowl whisk the buttermilk, eggs, melted butter and vanilla.',
      },
      {
        instruction:
          'Pour the wet ingredients into the dry and stir with a fork just until no dry flour remains. Let the batter rest while the griddle heats.',
        time_minutes: 5,
      },
      {
        instruction:
          'Heat a griddle or large skillet over medium heat and brush with butter. Pour ⅓ cup batter per pancake and scatter on blueberries if using.',
        temperature: '190°C / 375°F',
      },
      {
        instruction:
          'Cook until bubbles cover the surface and the edges look dry, then flip and cook until golden underneath.',
        time_minutes: 5,
      },
      {
        instruction: 'Keep warm in a low oven while you cook the rest. Serve with butter and warm maple syrup.',
        temperature: '95°C / 200°F',
      },
    ],
  },
  {
    title: 'Low-and-Slow Smoked Beef Brisket',
    description:
      'A whole packer brisket with a peppery bark, smoked over oak until it wobbles. Twelve hours of patience for the best slice of beef you will ever eat.',
    author: 'dan_moretti',
    source_name: 'Dan’s cook log',
    prep_time_minutes: 45,
    cook_time_minutes: 720,
    servings: 16,
    difficulty: 'hard',
    cuisine_type: 'american',
    meal_type: 'dinner',
    visibility: 'private',
    status: 'draft',
    category_names: ['Meat'],
    tags: ['bbq', 'smoked', 'weekend project', 'feeds a crowd', 'gluten free'],
    notes:
      'Still dialling in the rub and the wrap timing — cook #7 stalled for four hours at 71°C / 160°F. Keeping this private until it is family-approved. Brisket is done when it is tender, not when it hits a number.',
    nutrition_json: estimate(16, {
      calories: 550,
      protein_g: 53,
      carbohydrates_g: 1.5,
      fat_g: 36,
      fiber_g: 0.5,
      sugar_g: 0.2,
      sodium_mg: 1150,
      cholesterol_mg: 170,
      vitamin_c_mg: 0,
      calcium_mg: 20,
      iron_mg: 5,
    }),
    ingredients: [
      {
        amount: 6,
        unit: 'kg',
        ingredient_name: 'whole packer beef brisket',
        notes: 'about 13 lb, point and flat attached',
      },
      { amount: 0.25, unit: 'cup', ingredient_name: 'coarse kosher salt' },
      { amount: 0.25, unit: 'cup', ingredient_name: 'coarse black pepper', notes: '16-mesh if you can find it' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'garlic powder', is_optional: true },
      {
        amount: 1,
        unit: 'cup',
        ingredient_name: 'apple cider vinegar and water, half and half',
        preparation: 'in a spray bottle',
      },
      { amount: 0.5, unit: 'cup', ingredient_name: 'beef tallow', preparation: 'melted', is_optional: true },
    ],
    instructions: [
      {
        instruction:
          'The night before, trim the hard fat and silver skin from the meat side, trim the fat cap to 6 mm (¼ in) and round off any thin edges that would burn.',
        time_minutes: 30,
      },
      { instruction: 'Season all over with the salt, pepper and garlic powder and refrigerate uncovered overnight.' },
      {
        instruction:
          'Bring the smoker to temperature with oak or hickory. Put the brisket in fat side up, point towards the heat, and smoke until a deep mahogany bark forms and it reads about 74°C / 165°F inside. Spritz every hour after the first three.',
        time_minutes: 420,
        temperature: '120°C / 250°F',
      },
      {
        instruction:
          'Wrap tightly in unwaxed butcher paper, brushed with tallow if using. Return to the smoker until a probe slides into the flat like butter, around 95°C / 203°F.',
        time_minutes: 240,
        temperature: '120°C / 250°F',
      },
      {
        instruction: 'Rest, still wrapped, in a dry cooler for at least an hour and ideally two or three.',
        time_minutes: 120,
      },
      {
        instruction:
          'Slice the flat against the grain into pencil-thick slices. Separate the point and slice it thicker, or cube it for burnt ends.',
      },
    ],
  },
  {
    title: 'Brown Butter Chocolate Chip Cookies',
    description:
      'Chewy-centred, crisp-edged cookies with toffee-ish brown butter, pools of dark chocolate and a pinch of flaky salt. Sofia’s bake-sale bestseller, sold out in every school fair since seventh grade.',
    author: 'sofia_bakes',
    source_name: 'Sofia',
    prep_time_minutes: 20,
    cook_time_minutes: 30,
    servings: 24,
    difficulty: 'medium',
    cuisine_type: 'american',
    meal_type: 'dessert',
    visibility: 'public',
    status: 'published',
    category_names: ['Baking', 'Desserts'],
    tags: ['cookies', 'chocolate', 'make ahead', 'bake sale'],
    notes:
      'Chill the dough at least an hour; three days is even better. Freeze scooped balls and bake straight from frozen, adding 2 minutes.',
    nutrition_json: estimate(24, {
      calories: 225,
      protein_g: 2.4,
      carbohydrates_g: 26,
      fat_g: 12.5,
      fiber_g: 1.6,
      sugar_g: 16,
      sodium_mg: 140,
      cholesterol_mg: 30,
      vitamin_c_mg: 0,
      calcium_mg: 20,
      iron_mg: 1.8,
    }),
    ingredients: [
      { amount: 225, unit: 'g', ingredient_name: 'unsalted butter', notes: '2 sticks' },
      { amount: 200, unit: 'g', ingredient_name: 'dark brown sugar' },
      { amount: 100, unit: 'g', ingredient_name: 'granulated sugar' },
      { amount: 1, unit: null, ingredient_name: 'large egg' },
      { amount: 1, unit: null, ingredient_name: 'large egg yolk' },
      { amount: 2, unit: 'tsp', ingredient_name: 'vanilla extract' },
      { amount: 280, unit: 'g', ingredient_name: 'all-purpose flour' },
      { amount: 1, unit: 'tsp', ingredient_name: 'baking soda' },
      { amount: 0.75, unit: 'tsp', ingredient_name: 'fine salt' },
      { amount: 250, unit: 'g', ingredient_name: 'dark chocolate (60–70%)', preparation: 'roughly chopped' },
      { amount: 1, unit: 'pinch', ingredient_name: 'flaky sea salt', preparation: 'for topping' },
    ],
    instructions: [
      {
        instruction:
          'Melt the butter in a light-coloured pan over medium heat, swirling, until it foams and the milk solids turn toasty brown and smell of hazelnuts. Pour into a large bowl, scraping in every brown bit, and cool for 15 minutes.',
        time_minutes: 7,
      },
      {
        instruction:
          'Whisk in both sugars until smooth, then the egg, yolk and vanilla. Whisk for a minute until glossy.',
      },
      { instruction: 'Fold in the flour, baking soda and salt until just combined, then the chocolate.' },
      { instruction: 'Cover and chill the dough.', time_minutes: 60 },
      {
        instruction: 'Heat the oven. Scoop 2-tablespoon balls (about 45 g) onto parchment-lined sheets, 5 cm apart.',
        temperature: '180°C / 350°F',
      },
      {
        instruction:
          'Bake one sheet at a time until the edges are golden and the centres still look slightly underdone. Sprinkle with flaky salt, bang the tray once on the counter for crinkly edges and cool for 10 minutes on the tray.',
        time_minutes: 11,
        temperature: '180°C / 350°F',
      },
    ],
  },
  {
    title: 'Baked Mac and Cheese',
    description:
      'Creamy cheddar and Gruyère macaroni under a crunchy, buttery panko lid. The side dish that disappears first at every potluck.',
    author: 'sofia_bakes',
    source_name: 'Family recipe',
    prep_time_minutes: 15,
    cook_time_minutes: 40,
    servings: 8,
    difficulty: 'easy',
    cuisine_type: 'american',
    meal_type: 'side',
    visibility: 'public',
    status: 'published',
    category_names: ['Pasta & Noodles', 'Vegetarian', 'Sides'],
    tags: ['vegetarian', 'comfort food', 'kid friendly', 'potluck', 'cheese'],
    notes:
      'Warm the milk first and the sauce will never go lumpy. Grate your own cheese — the pre-shredded kind is coated in starch and melts grainy.',
    nutrition_json: estimate(8, {
      calories: 600,
      protein_g: 25.5,
      carbohydrates_g: 57,
      fat_g: 30,
      fiber_g: 2.5,
      sugar_g: 6.5,
      sodium_mg: 720,
      cholesterol_mg: 90,
      vitamin_c_mg: 0.5,
      calcium_mg: 560,
      iron_mg: 2.2,
    }),
    ingredients: [
      { amount: 450, unit: 'g', ingredient_name: 'elbow macaroni' },
      { amount: 4, unit: 'tbsp', ingredient_name: 'unsalted butter' },
      { amount: 0.33, unit: 'cup', ingredient_name: 'all-purpose flour' },
      { amount: 3, unit: 'cup', ingredient_name: 'whole milk', preparation: 'warmed' },
      { amount: 1, unit: 'tsp', ingredient_name: 'dry mustard powder' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'smoked paprika' },
      { amount: 0.25, unit: 'tsp', ingredient_name: 'cayenne pepper' },
      { amount: 1, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 300, unit: 'g', ingredient_name: 'sharp cheddar', preparation: 'grated' },
      { amount: 100, unit: 'g', ingredient_name: 'Gruyère', preparation: 'grated' },
      { amount: 1, unit: 'cup', ingredient_name: 'panko breadcrumbs' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'unsalted butter', preparation: 'melted', notes: 'for the topping' },
      { amount: 30, unit: 'g', ingredient_name: 'Parmesan', preparation: 'finely grated' },
    ],
    instructions: [
      { instruction: 'Heat the oven and butter a 23 × 33 cm (9 × 13 in) baking dish.', temperature: '190°C / 375°F' },
      {
        instruction: 'Boil the macaroni in salted water for 2 minutes less than the package says, then drain.',
        time_minutes: 6,
      },
      {
        instruction:
          'Melt the butter in a large pot over medium heat, whisk in the flour and cook for a minute. Gradually whisk in the warm milk and simmer, whisking, until thick enough to coat a spoon.',
        time_minutes: 7,
      },
      {
        instruction:
          'Off the heat, stir in the mustard, paprika, cayenne and salt, then the cheddar and Gruyère until melted. Fold in the pasta.',
      },
      {
        instruction:
          'Spread in the dish. Toss the panko with the melted butter and Parmesan, scatter over the top and bake until bubbling and golden. Rest for 10 minutes before serving.',
        time_minutes: 25,
        temperature: '190°C / 375°F',
      },
    ],
  },
];
