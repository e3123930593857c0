import { estimate, type DemoRecipe } from './demo-recipe';

/** Priya’s Leeds childhood, Sofia’s afternoon teas, and Tante Greta’s Stuttgart classics. */
export const BRITISH_GERMAN_RECIPES: DemoRecipe[] = [
  {
    title: 'Priya’s Shepherd’s Pie',
    description:
      'Rich lamb and vegetables in gravy under a fluffy, crisp-ridged mash. The dinner Priya makes when someone needs cheering up.',
    author: 'priya_moretti',
    source_name: 'Priya’s dad',
    prep_time_minutes: 25,
    cook_time_minutes: 65,
    servings: 6,
    difficulty: 'medium',
    cuisine_type: 'british',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'published',
    category_names: ['Meat'],
    tags: ['comfort food', 'make ahead', 'family favorite', 'winter'],
    notes:
      'Lamb makes it shepherd’s pie; beef makes it cottage pie — my dad never let anyone forget it. Assemble a day ahead, chill, and add 15 minutes to the bake.',
    nutrition_json: estimate(6, {
      calories: 640,
      protein_g: 29,
      carbohydrates_g: 45,
      fat_g: 37,
      fiber_g: 6,
      sugar_g: 7,
      sodium_mg: 720,
      cholesterol_mg: 120,
      vitamin_c_mg: 30,
      calcium_mg: 130,
      iron_mg: 3.6,
    }),
    ingredients: [
      { amount: 1.2, unit: 'kg', ingredient_name: 'floury potatoes', preparation: 'peeled and cut into chunks' },
      { amount: 60, unit: 'g', ingredient_name: 'butter' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'whole milk', preparation: 'warmed' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'vegetable oil' },
      { amount: 750, unit: 'g', ingredient_name: 'ground lamb' },
      { amount: 1, unit: null, ingredient_name: 'onion', preparation: 'finely chopped' },
      { amount: 2, unit: null, ingredient_name: 'carrots', preparation: 'finely diced' },
      { amount: 2, unit: 'clove', ingredient_name: 'garlic', preparation: 'minced' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'tomato paste' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'all-purpose flour' },
      { amount: 350, unit: 'ml', ingredient_name: 'lamb or beef stock' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'Worcestershire sauce' },
      { amount: 1, unit: 'tsp', ingredient_name: 'fresh thyme leaves' },
      { amount: 1, unit: 'cup', ingredient_name: 'frozen peas' },
      { amount: 50, unit: 'g', ingredient_name: 'mature cheddar', preparation: 'grated', is_optional: true },
      { amount: null, unit: null, ingredient_name: 'salt and black pepper', preparation: 'to taste' },
    ],
    instructions: [
      {
        instruction:
          'Boil the potatoes in salted water until tender. Drain, let them steam dry for 2 minutes, then mash with the butter and warm milk and season well.',
        time_minutes: 20,
      },
      {
        instruction:
          'Meanwhile brown the lamb in the oil in a large frying pan over high heat, in two batches. Spoon off the excess fat.',
        time_minutes: 8,
      },
      {
        instruction:
          'Add the onion and carrots and cook until soft, then stir in the garlic, tomato paste and flour for a minute.',
        time_minutes: 9,
      },
      {
        instruction:
          'Pour in the stock and Worcestershire sauce, add the thyme and simmer until thick and glossy. Stir in the peas and season.',
        time_minutes: 20,
      },
      {
        instruction:
          'Heat the oven. Spoon the filling into a 2 litre baking dish, top with the mash, rough it up with a fork and scatter over the cheese. Bake until bubbling and the ridges are golden.',
        time_minutes: 30,
        temperature: '200°C / 400°F',
      },
    ],
  },
  {
    title: 'Cream Tea Scones',
    description:
      'Tall, tender scones that rise straight up, made for strawberry jam and clotted cream. Twenty-five minutes from bowl to table.',
    author: 'sofia_bakes',
    source_name: 'Grandma Sharma (Nani)',
    prep_time_minutes: 15,
    cook_time_minutes: 12,
    servings: 8,
    difficulty: 'easy',
    cuisine_type: 'british',
    meal_type: 'snack',
    visibility: 'public',
    status: 'published',
    category_names: ['Baking', 'Snacks'],
    tags: ['baking', 'afternoon tea', 'vegetarian', 'quick'],
    notes:
      'Jam first in Cornwall, cream first in Devon. Sofia is a Cornwall girl. Scones freeze well; warm them for 5 minutes in a hot oven.',
    nutrition_json: estimate(8, {
      calories: 272,
      protein_g: 5.6,
      carbohydrates_g: 38,
      fat_g: 10.5,
      fiber_g: 1.3,
      sugar_g: 6,
      sodium_mg: 420,
      cholesterol_mg: 50,
      vitamin_c_mg: 0,
      calcium_mg: 150,
      iron_mg: 1.9,
    }),
    ingredients: [
      { amount: 350, unit: 'g', ingredient_name: 'self-raising flour', notes: 'plus more for dusting' },
      { amount: 0.25, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 1, unit: 'tsp', ingredient_name: 'baking powder' },
      { amount: 85, unit: 'g', ingredient_name: 'cold unsalted butter', preparation: 'cubed' },
      { amount: 3, unit: 'tbsp', ingredient_name: 'caster (superfine) sugar' },
      { amount: 175, unit: 'ml', ingredient_name: 'whole milk' },
      { amount: 1, unit: 'tsp', ingredient_name: 'vanilla extract' },
      { amount: 1, unit: 'tsp', ingredient_name: 'lemon juice' },
      { amount: 1, unit: null, ingredient_name: 'egg', preparation: 'beaten, to glaze' },
      {
        amount: null,
        unit: null,
        ingredient_name: 'strawberry jam and clotted cream',
        preparation: 'to serve',
        is_optional: true,
      },
    ],
    instructions: [
      { instruction: 'Heat the oven with a baking sheet inside.', temperature: '220°C / 425°F' },
      {
        instruction:
          'Mix the flour, salt and baking powder, then rub in the butter with your fingertips until it looks like fine crumbs. Stir in the sugar.',
        time_minutes: 5,
      },
      {
        instruction:
          'Warm the milk until just lukewarm and stir in the vanilla and lemon juice. Make a well in the flour, pour in the milk and bring together quickly with a table knife. It will be quite wet.',
      },
      {
        instruction:
          'Tip onto a floured counter and fold over 2–3 times — don’t knead. Pat out 4 cm (1½ in) thick and cut with a 5 cm cutter, pushing straight down without twisting so the scones rise evenly.',
      },
      {
        instruction: 'Brush the tops with egg, put them on the hot sheet and bake until risen and golden.',
        time_minutes: 12,
        temperature: '220°C / 425°F',
      },
      { instruction: 'Cool on a rack and serve warm with jam and clotted cream.' },
    ],
  },
  {
    title: 'Sticky Toffee Pudding',
    description:
      'A soft date sponge drenched in dark toffee sauce. Priya’s best-friend’s mum served it every winter Sunday in Leeds, and now we do too.',
    author: 'priya_moretti',
    source_name: 'Auntie Jean, Leeds',
    prep_time_minutes: 20,
    cook_time_minutes: 35,
    servings: 8,
    difficulty: 'medium',
    cuisine_type: 'british',
    meal_type: 'dessert',
    visibility: 'public',
    status: 'published',
    category_names: ['Desserts', 'Baking'],
    tags: ['pudding', 'comfort food', 'winter', 'make ahead', 'celebration'],
    notes:
      'Bake the sponge a day ahead and warm the squares in the sauce to serve. Vanilla ice cream or custard alongside, no arguments.',
    nutrition_json: estimate(8, {
      calories: 635,
      protein_g: 4.6,
      carbohydrates_g: 74,
      fat_g: 36,
      fiber_g: 2.2,
      sugar_g: 55,
      sodium_mg: 380,
      cholesterol_mg: 140,
      vitamin_c_mg: 0.1,
      calcium_mg: 90,
      iron_mg: 1.6,
    }),
    ingredients: [
      { amount: 200, unit: 'g', ingredient_name: 'pitted Medjool dates', preparation: 'chopped' },
      { amount: 250, unit: 'ml', ingredient_name: 'boiling water' },
      { amount: 1, unit: 'tsp', ingredient_name: 'baking soda' },
      { amount: 85, unit: 'g', ingredient_name: 'unsalted butter', preparation: 'softened' },
      { amount: 140, unit: 'g', ingredient_name: 'dark brown sugar' },
      { amount: 2, unit: null, ingredient_name: 'eggs' },
      { amount: 1, unit: 'tsp', ingredient_name: 'vanilla extract' },
      { amount: 175, unit: 'g', ingredient_name: 'self-raising flour' },
      { amount: 115, unit: 'g', ingredient_name: 'unsalted butter', notes: 'for the sauce' },
      { amount: 175, unit: 'g', ingredient_name: 'dark brown sugar', notes: 'for the sauce' },
      { amount: 250, unit: 'ml', ingredient_name: 'heavy (double) cream', notes: 'for the sauce' },
      { amount: 1, unit: 'pinch', ingredient_name: 'flaky sea salt' },
    ],
    instructions: [
      { instruction: 'Heat the oven and butter a 20 cm (8 in) square tin.', temperature: '180°C / 350°F' },
      {
        instruction: 'Pour the boiling water over the dates and stir in the baking soda (it will foam). Leave to soak.',
        time_minutes: 10,
      },
      {
        instruction:
          'Beat the butter and sugar until fluffy, then beat in the eggs one at a time with the vanilla. Fold in the flour, then the dates and their liquid — mash or blitz them first for a smoother crumb. The batter will be runny.',
        time_minutes: 5,
      },
      {
        instruction: 'Pour into the tin and bake until risen and a skewer comes out clean.',
        time_minutes: 35,
        temperature: '180°C / 350°F',
      },
      {
        instruction:
          'Meanwhile melt the sauce butter and sugar with half the cream, bring to the boil and bubble until deep toffee-coloured. Stir in the rest of the cream and the salt.',
        time_minutes: 5,
      },
      {
        instruction:
          'Poke holes all over the warm sponge, pour over a third of the sauce and let it soak in for 10 minutes. Cut into squares and serve with the rest of the sauce.',
      },
    ],
  },
  {
    title: 'Pork Schnitzel with Lemon',
    description:
      'Thin pork cutlets in a light, puffy golden crumb, fried in butter and oil. Serve with lemon and Swabian potato salad, exactly as Tante Greta does.',
    author: 'dan_moretti',
    source_name: 'Tante Greta, Stuttgart',
    prep_time_minutes: 20,
    cook_time_minutes: 15,
    servings: 4,
    difficulty: 'medium',
    cuisine_type: 'german',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'published',
    category_names: ['Meat'],
    tags: ['weeknight', 'crispy', 'kid friendly', 'classic'],
    notes:
      'Don’t press the crumbs on hard. A loose coat is what lets the crust puff away from the meat in those lovely waves.',
    nutrition_json: estimate(4, {
      calories: 545,
      protein_g: 41,
      carbohydrates_g: 34,
      fat_g: 26,
      fiber_g: 1.8,
      sugar_g: 2.5,
      sodium_mg: 820,
      cholesterol_mg: 195,
      vitamin_c_mg: 10,
      calcium_mg: 80,
      iron_mg: 3,
    }),
    ingredients: [
      { amount: 4, unit: null, ingredient_name: 'boneless pork loin cutlets', notes: 'about 600 g total' },
      { amount: 1, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'black pepper' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'all-purpose flour' },
      { amount: 2, unit: null, ingredient_name: 'eggs' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'milk' },
      { amount: 1.5, unit: 'cup', ingredient_name: 'fine dry breadcrumbs' },
      { amount: 1, unit: 'cup', ingredient_name: 'neutral oil', preparation: 'for frying' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'butter' },
      { amount: 1, unit: null, ingredient_name: 'lemon', preparation: 'cut into wedges' },
    ],
    instructions: [
      {
        instruction:
          'Put each cutlet between sheets of plastic wrap and pound with a meat mallet or small pan to 4–5 mm (¼ in) thick. Season both sides.',
        time_minutes: 10,
      },
      {
        instruction:
          'Set out three shallow dishes: the flour; the eggs beaten with the milk; the breadcrumbs. Dredge each cutlet in flour, dip in egg, then lay it in the crumbs and press only lightly.',
      },
      {
        instruction:
          'Heat the oil and butter in a large skillet, about 1 cm deep. Fry one or two cutlets at a time, swirling the pan so hot fat washes over the top, until deep golden, 2–3 minutes per side.',
        time_minutes: 12,
        temperature: '170°C / 340°F',
      },
      { instruction: 'Drain on a rack, sprinkle with a little salt and serve at once with lemon wedges.' },
    ],
  },
  {
    title: 'Swabian Potato Salad',
    description:
      'Warm potatoes soaked in tangy hot broth and vinegar until silky — no mayonnaise in sight. The proper partner for schnitzel.',
    author: 'nonna_rosa',
    source_name: 'Tante Greta, Stuttgart',
    prep_time_minutes: 15,
    cook_time_minutes: 25,
    servings: 6,
    difficulty: 'easy',
    cuisine_type: 'german',
    meal_type: 'side',
    visibility: 'public',
    status: 'published',
    category_names: ['Salads', 'Sides', 'Vegan'],
    tags: ['vegan', 'gluten free', 'picnic', 'make ahead'],
    notes:
      'It should be juicy and glossy — “schlonzig”, Greta says. If it looks dry after standing, add another splash of warm stock.',
    nutrition_json: estimate(6, {
      calories: 220,
      protein_g: 3.5,
      carbohydrates_g: 32,
      fat_g: 9,
      fiber_g: 3,
      sugar_g: 3,
      sodium_mg: 560,
      cholesterol_mg: 0,
      vitamin_c_mg: 22,
      calcium_mg: 20,
      iron_mg: 1.4,
    }),
    ingredients: [
      {
        amount: 1,
        unit: 'kg',
        ingredient_name: 'waxy potatoes',
        preparation: 'unpeeled',
        notes: 'Yukon Gold or Sieglinde',
      },
      { amount: 1, unit: null, ingredient_name: 'onion', preparation: 'very finely diced' },
      { amount: 250, unit: 'ml', ingredient_name: 'vegetable stock', preparation: 'hot' },
      { amount: 4, unit: 'tbsp', ingredient_name: 'white wine vinegar' },
      { amount: 1, unit: 'tsp', ingredient_name: 'medium-hot mustard' },
      { amount: 1, unit: 'tsp', ingredient_name: 'sugar' },
      { amount: 1, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'black pepper' },
      { amount: 4, unit: 'tbsp', ingredient_name: 'sunflower oil' },
      { amount: 1, unit: 'bunch', ingredient_name: 'chives', preparation: 'finely chopped' },
      { amount: 0.5, unit: null, ingredient_name: 'cucumber', preparation: 'thinly sliced', is_optional: true },
    ],
    instructions: [
      {
        instruction:
          'Boil the potatoes in their skins in salted water until just tender. Drain, peel while still hot (hold them with a fork) and slice 3–4 mm thick into a wide bowl.',
        time_minutes: 25,
      },
      {
        instruction:
          'While the potatoes cook, simmer the onion in the stock for 2 minutes, then stir in the vinegar, mustard, sugar, salt and pepper.',
        time_minutes: 2,
      },
      {
        instruction:
          'Pour the hot dressing over the warm potatoes, toss gently, cover and let stand so the potatoes drink up the broth.',
        time_minutes: 30,
      },
      { instruction: 'Fold in the oil, chives and cucumber. Taste for vinegar and salt and serve lukewarm.' },
    ],
  },
];
