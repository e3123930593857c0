import { estimate, type DemoRecipe } from './demo-recipe';

/** Thai and Vietnamese dishes, from a Bangkok honeymoon and many Saturday phở projects. */
export const THAI_VIETNAMESE_RECIPES: DemoRecipe[] = [
  {
    title: 'Thai Green Curry with Chicken',
    description:
      'A fragrant, coconut-rich green curry with tender chicken, crunchy beans and Thai basil. Frying the paste in coconut cream is the step that makes it taste like Bangkok.',
    author: 'priya_moretti',
    source_name: 'Cooking class in Bangkok, 2005',
    prep_time_minutes: 20,
    cook_time_minutes: 25,
    servings: 4,
    difficulty: 'medium',
    cuisine_type: 'thai',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'published',
    category_names: ['Poultry'],
    tags: ['curry', 'spicy', 'coconut', 'gluten free', 'weeknight'],
    notes:
      'Brands of paste vary wildly in heat; start with 3 tbsp and add more. Don’t shake the coconut milk can — you want the thick cream on top.',
    nutrition_json: estimate(4, {
      calories: 485,
      protein_g: 32,
      carbohydrates_g: 13,
      fat_g: 34,
      fiber_g: 3.5,
      sugar_g: 6.5,
      sodium_mg: 1020,
      cholesterol_mg: 160,
      vitamin_c_mg: 12,
      calcium_mg: 70,
      iron_mg: 4.5,
    }),
    ingredients: [
      { amount: 2, unit: 'tbsp', ingredient_name: 'neutral oil' },
      { amount: 1, unit: 'can', ingredient_name: 'coconut milk', notes: '14 oz / 400 ml, unshaken' },
      { amount: 4, unit: 'tbsp', ingredient_name: 'green curry paste' },
      { amount: 600, unit: 'g', ingredient_name: 'boneless skinless chicken thighs', preparation: 'thinly sliced' },
      { amount: 1, unit: 'cup', ingredient_name: 'chicken stock' },
      { amount: 4, unit: null, ingredient_name: 'makrut lime leaves', preparation: 'torn' },
      {
        amount: 200,
        unit: 'g',
        ingredient_name: 'Thai eggplants',
        preparation: 'quartered',
        notes: 'or 1 small regular eggplant, cubed',
      },
      { amount: 100, unit: 'g', ingredient_name: 'green beans', preparation: 'cut into 4 cm lengths' },
      { amount: 1.5, unit: 'tbsp', ingredient_name: 'fish sauce' },
      { amount: 2, unit: 'tsp', ingredient_name: 'palm sugar', notes: 'or light brown sugar' },
      { amount: 1, unit: 'handful', ingredient_name: 'Thai basil leaves' },
      { amount: 1, unit: null, ingredient_name: 'red chilli', preparation: 'sliced', is_optional: true },
    ],
    instructions: [
      {
        instruction:
          'Heat the oil in a wok over medium. Spoon in the thick cream from the top of the coconut milk (about half a cup) and fry until it bubbles and the oil splits out.',
        time_minutes: 4,
      },
      { instruction: 'Add the curry paste and fry, stirring constantly, until very fragrant.', time_minutes: 3 },
      {
        instruction:
          'Add the chicken and stir to coat. Pour in the rest of the coconut milk and the stock, add the lime leaves and bring to a gentle simmer.',
        time_minutes: 5,
      },
      {
        instruction: 'Add the eggplant and beans and simmer until tender and the chicken is cooked through.',
        time_minutes: 10,
      },
      {
        instruction:
          'Season with fish sauce and palm sugar: salty first, a little sweet, plenty of heat. Stir in the basil and chilli off the heat and serve with jasmine rice.',
      },
    ],
  },
  {
    title: 'Pad Thai',
    description:
      'Chewy rice noodles tossed with shrimp, egg and tofu in a sweet-sour tamarind sauce, finished with peanuts and lime. Better than takeout and faster than delivery.',
    author: 'dan_moretti',
    source_name: 'Family recipe',
    prep_time_minutes: 35,
    cook_time_minutes: 10,
    servings: 2,
    difficulty: 'medium',
    cuisine_type: 'thai',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'published',
    category_names: ['Pasta & Noodles', 'Seafood'],
    tags: ['noodles', 'street food', 'shrimp', 'date night'],
    notes:
      'Cook two portions at a time at most; a crowded wok steams the noodles instead of frying them. Tamarind concentrate varies — taste the sauce and adjust.',
    nutrition_json: estimate(2, {
      calories: 890,
      protein_g: 40,
      carbohydrates_g: 92,
      fat_g: 39.5,
      fiber_g: 5,
      sugar_g: 22,
      sodium_mg: 1550,
      cholesterol_mg: 390,
      vitamin_c_mg: 14,
      calcium_mg: 210,
      iron_mg: 5,
    }),
    ingredients: [
      { amount: 150, unit: 'g', ingredient_name: 'dried flat rice noodles', notes: '5 mm wide' },
      { amount: 3, unit: 'tbsp', ingredient_name: 'tamarind concentrate' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'fish sauce' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'palm sugar', preparation: 'chopped' },
      { amount: 3, unit: 'tbsp', ingredient_name: 'neutral oil', preparation: 'divided' },
      { amount: 200, unit: 'g', ingredient_name: 'raw shrimp', preparation: 'peeled and deveined' },
      { amount: 100, unit: 'g', ingredient_name: 'firm tofu', preparation: 'cut into small cubes' },
      { amount: 2, unit: 'clove', ingredient_name: 'garlic', preparation: 'minced' },
      { amount: 1, unit: null, ingredient_name: 'shallot', preparation: 'thinly sliced' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'preserved sweet radish', preparation: 'chopped', is_optional: true },
      { amount: 2, unit: null, ingredient_name: 'eggs' },
      { amount: 2, unit: 'cup', ingredient_name: 'bean sprouts', notes: 'plus extra to serve' },
      { amount: 4, unit: null, ingredient_name: 'garlic chives or scallions', preparation: 'cut into 4 cm lengths' },
      { amount: 0.25, unit: 'cup', ingredient_name: 'roasted peanuts', preparation: 'chopped' },
      { amount: 1, unit: null, ingredient_name: 'lime', preparation: 'cut into wedges' },
      { amount: null, unit: null, ingredient_name: 'chilli flakes', preparation: 'to taste' },
    ],
    instructions: [
      {
        instruction:
          'Soak the noodles in room-temperature water until pliable but still firm. Hot water makes them mushy. Drain.',
        time_minutes: 30,
      },
      {
        instruction:
          'Simmer the tamarind, fish sauce and palm sugar until the sugar dissolves. Taste: sour, then salty, then sweet.',
        time_minutes: 2,
      },
      {
        instruction:
          'Heat 2 tbsp oil in a wok over high heat. Cook the shrimp about 1 minute per side and push them aside. Add the tofu, garlic, shallot and radish and stir-fry for a minute.',
        time_minutes: 3,
      },
      {
        instruction:
          'Add the noodles and sauce and toss constantly until the noodles absorb the sauce and soften. Add a splash of water if they resist.',
        time_minutes: 3,
      },
      {
        instruction:
          'Push the noodles aside, add the last tablespoon of oil and the eggs, and scramble until nearly set, then fold through. Add the sprouts and chives and toss for 30 seconds.',
        time_minutes: 1,
      },
      { instruction: 'Serve with the peanuts, lime wedges, chilli flakes and extra sprouts.' },
    ],
  },
  {
    title: 'Mango Sticky Rice',
    description:
      'Chewy coconut-soaked sticky rice with ripe mango and a salty-sweet coconut drizzle. Sofia’s favourite thing she’s learned to make without an oven.',
    author: 'sofia_bakes',
    source_name: 'Mum’s Bangkok notebook',
    prep_time_minutes: 10,
    cook_time_minutes: 30,
    servings: 4,
    difficulty: 'easy',
    cuisine_type: 'thai',
    meal_type: 'dessert',
    visibility: 'public',
    status: 'published',
    category_names: ['Desserts', 'Vegan'],
    tags: ['vegan', 'gluten free', 'summer', 'coconut'],
    notes: 'Use Thai glutinous rice — regular rice won’t work. Ataulfo (honey) mangoes are the closest to Thai ones.',
    nutrition_json: estimate(4, {
      calories: 545,
      protein_g: 7,
      carbohydrates_g: 83,
      fat_g: 21,
      fiber_g: 3.5,
      sugar_g: 42,
      sodium_mg: 310,
      cholesterol_mg: 0,
      vitamin_c_mg: 55,
      calcium_mg: 35,
      iron_mg: 3,
    }),
    ingredients: [
      { amount: 1, unit: 'cup', ingredient_name: 'Thai glutinous (sweet) rice', notes: 'about 200 g' },
      { amount: 1, unit: 'can', ingredient_name: 'coconut milk', preparation: 'divided', notes: '14 oz / 400 ml' },
      { amount: 0.33, unit: 'cup', ingredient_name: 'sugar' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'salt', preparation: 'divided' },
      { amount: 1, unit: 'tsp', ingredient_name: 'cornstarch' },
      { amount: 2, unit: null, ingredient_name: 'ripe mangoes', preparation: 'peeled and sliced' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'toasted sesame seeds', is_optional: true },
    ],
    instructions: [
      {
        instruction:
          'Rinse the rice until the water runs almost clear, then soak it in cold water for at least 4 hours or overnight.',
        time_minutes: 240,
      },
      {
        instruction:
          'Drain and steam in a cloth-lined steamer basket over simmering water until translucent and chewy.',
        time_minutes: 25,
      },
      {
        instruction:
          'Meanwhile warm 1 cup of the coconut milk with the sugar and half the salt until dissolved; don’t let it boil. Pour over the hot rice, stir, cover and let it soak in.',
        time_minutes: 20,
      },
      {
        instruction:
          'Simmer the remaining coconut milk with the rest of the salt and the cornstarch until slightly thickened.',
        time_minutes: 2,
      },
      {
        instruction:
          'Mound the rice on plates beside the mango, spoon over the coconut sauce and sprinkle with sesame seeds.',
      },
    ],
  },
  {
    title: 'Phở Bò (Vietnamese Beef Noodle Soup)',
    description:
      'Crystal-clear beef broth perfumed with charred ginger, star anise and cinnamon, poured boiling over noodles and rare beef. A slow Saturday that feeds the family all weekend.',
    author: 'dan_moretti',
    source_name: 'Family recipe',
    prep_time_minutes: 45,
    cook_time_minutes: 300,
    servings: 6,
    difficulty: 'hard',
    cuisine_type: 'vietnamese',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'published',
    category_names: ['Soups & Stews', 'Pasta & Noodles', 'Meat'],
    tags: ['soup', 'weekend project', 'noodles', 'make ahead'],
    notes:
      'Make the broth a day ahead: chilled overnight, the fat sets on top and lifts off in one piece. Freeze spare broth in 1 litre tubs for phở emergencies. Ask the butcher to slice the sirloin paper-thin.',
    nutrition_json: estimate(6, {
      calories: 670,
      protein_g: 38,
      carbohydrates_g: 76,
      fat_g: 23,
      fiber_g: 3,
      sugar_g: 7,
      sodium_mg: 1480,
      cholesterol_mg: 95,
      vitamin_c_mg: 15,
      calcium_mg: 80,
      iron_mg: 5.2,
    }),
    ingredients: [
      { amount: 2, unit: 'kg', ingredient_name: 'beef marrow and knuckle bones' },
      { amount: 500, unit: 'g', ingredient_name: 'beef brisket', preparation: 'in one piece' },
      { amount: 2, unit: null, ingredient_name: 'onions', preparation: 'halved, unpeeled' },
      {
        amount: 1,
        unit: 'piece',
        ingredient_name: 'fresh ginger',
        preparation: 'halved lengthwise',
        notes: 'about 10 cm',
      },
      { amount: 5, unit: null, ingredient_name: 'star anise' },
      { amount: 1, unit: 'stick', ingredient_name: 'cinnamon' },
      { amount: 6, unit: null, ingredient_name: 'whole cloves' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'coriander seeds' },
      { amount: 1, unit: null, ingredient_name: 'black cardamom pod', is_optional: true },
      { amount: 4, unit: 'l', ingredient_name: 'water' },
      { amount: 3, unit: 'tbsp', ingredient_name: 'fish sauce' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'rock sugar', notes: 'or 2 tsp sugar' },
      { amount: 2, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 500, unit: 'g', ingredient_name: 'dried flat rice noodles (bánh phở)' },
      { amount: 250, unit: 'g', ingredient_name: 'beef sirloin or eye of round', preparation: 'sliced paper-thin' },
      { amount: 200, unit: 'g', ingredient_name: 'bean sprouts' },
      { amount: 1, unit: 'bunch', ingredient_name: 'Thai basil' },
      { amount: 1, unit: 'bunch', ingredient_name: 'cilantro' },
      { amount: 2, unit: null, ingredient_name: 'limes', preparation: 'cut into wedges' },
      { amount: 2, unit: null, ingredient_name: 'bird’s eye chillies', preparation: 'sliced' },
      { amount: null, unit: null, ingredient_name: 'hoisin and sriracha', preparation: 'to serve', is_optional: true },
    ],
    instructions: [
      {
        instruction:
          'Cover the bones with water, boil hard for 10 minutes, then drain and scrub the bones and the pot clean. This is the secret to a clear broth.',
        time_minutes: 10,
      },
      {
        instruction:
          'Char the onions and ginger over a gas flame or under the broiler until blackened in spots. Toast the spices in a dry pan until fragrant and tie them in cheesecloth.',
        time_minutes: 12,
      },
      {
        instruction:
          'Return the bones to the pot with the 4 litres of water, the brisket, onions and ginger. Bring just to the boil, skim well, then keep at the barest simmer, uncovered.',
        time_minutes: 20,
      },
      {
        instruction:
          'After 1½ hours lift out the brisket, plunge it into cold water and refrigerate. Keep simmering the bones, skimming now and then, adding the spice bag for the final hour.',
        time_minutes: 250,
      },
      {
        instruction:
          'Strain the broth and season with the fish sauce, sugar and salt; it should taste slightly too salty on its own. Keep it at a rolling simmer.',
      },
      {
        instruction:
          'Soak the noodles in warm water for 30 minutes, then blanch for 10–20 seconds in boiling water. Divide among deep bowls and top with sliced brisket and the raw sirloin. Ladle over boiling broth to cook the beef and serve with the herbs, sprouts, lime, chillies and sauces.',
        time_minutes: 30,
      },
    ],
  },
  {
    title: 'Fresh Summer Rolls with Peanut Sauce (Gỏi Cuốn)',
    description:
      'Translucent rice-paper rolls filled with shrimp, noodles and a garden of herbs, dunked in creamy peanut sauce. No oven, no stove to speak of, perfect for hot evenings.',
    author: 'priya_moretti',
    source_name: 'Family recipe',
    prep_time_minutes: 40,
    cook_time_minutes: 10,
    servings: 4,
    difficulty: 'medium',
    cuisine_type: 'vietnamese',
    meal_type: 'appetizer',
    visibility: 'public',
    status: 'published',
    category_names: ['Seafood', 'Snacks'],
    tags: ['fresh', 'party food', 'shrimp', 'summer'],
    notes:
      'Set up an assembly line and let everyone roll their own. Rolls are best within a few hours; keep them under a damp towel, not in the fridge.',
    nutrition_json: estimate(4, {
      calories: 405,
      protein_g: 20,
      carbohydrates_g: 56,
      fat_g: 11.5,
      fiber_g: 4,
      sugar_g: 7,
      sodium_mg: 680,
      cholesterol_mg: 100,
      vitamin_c_mg: 10,
      calcium_mg: 90,
      iron_mg: 2.3,
    }),
    ingredients: [
      { amount: 250, unit: 'g', ingredient_name: 'medium raw shrimp' },
      { amount: 100, unit: 'g', ingredient_name: 'rice vermicelli' },
      { amount: 12, unit: null, ingredient_name: 'rice paper wrappers', notes: '22 cm rounds' },
      { amount: 1, unit: 'head', ingredient_name: 'butter lettuce', preparation: 'leaves separated' },
      { amount: 1, unit: null, ingredient_name: 'cucumber', preparation: 'cut into matchsticks' },
      { amount: 1, unit: null, ingredient_name: 'carrot', preparation: 'cut into matchsticks' },
      { amount: 1, unit: 'bunch', ingredient_name: 'fresh mint' },
      { amount: 1, unit: 'bunch', ingredient_name: 'cilantro or Thai basil' },
      { amount: 0.33, unit: 'cup', ingredient_name: 'natural peanut butter' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'hoisin sauce' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'lime juice' },
      { amount: 1, unit: 'tsp', ingredient_name: 'sriracha' },
      { amount: 0.25, unit: 'cup', ingredient_name: 'warm water' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'roasted peanuts', preparation: 'chopped' },
    ],
    instructions: [
      {
        instruction: 'Poach the shrimp in simmering salted water until pink. Cool, peel and halve lengthwise.',
        time_minutes: 3,
      },
      {
        instruction: 'Cook the vermicelli according to the package, rinse under cold water and drain very well.',
        time_minutes: 4,
      },
      {
        instruction:
          'Whisk the peanut butter, hoisin, lime juice, sriracha and warm water until smooth and pourable. Top with the chopped peanuts.',
      },
      {
        instruction:
          'Dip a rice paper in warm water for 2–3 seconds (it keeps softening on the board). Lay 3 shrimp halves pink side down across the middle, then lettuce, a small bundle of noodles, cucumber, carrot and herbs.',
      },
      {
        instruction:
          'Fold the bottom over the filling, tuck in the sides and roll up snugly. Repeat with the rest and serve with the peanut sauce.',
        time_minutes: 20,
      },
    ],
  },
];
