import { estimate, type DemoRecipe } from './demo-recipe';

/** What happens when one family cooks from four traditions: Sofia’s mash-ups and Dan’s taco nights. */
export const FUSION_RECIPES: DemoRecipe[] = [
  {
    title: 'Kimchi Grilled Cheese',
    description:
      'Sharp cheddar and stretchy mozzarella with caramelised kimchi in a crisp, golden sandwich. Sofia’s after-school invention, now a family staple.',
    author: 'sofia_bakes',
    source_name: 'Sofia',
    prep_time_minutes: 5,
    cook_time_minutes: 10,
    servings: 2,
    difficulty: 'easy',
    cuisine_type: 'fusion',
    meal_type: 'lunch',
    visibility: 'public',
    status: 'published',
    category_names: ['Snacks'],
    tags: ['quick', 'after school', 'cheese', 'spicy'],
    notes:
      'A thin layer of mayonnaise mixed into the butter gives the crispest, most even crust. Slicing it diagonally is the law.',
    nutrition_json: estimate(2, {
      calories: 645,
      protein_g: 26,
      carbohydrates_g: 44,
      fat_g: 40.5,
      fiber_g: 2.5,
      sugar_g: 3,
      sodium_mg: 1150,
      cholesterol_mg: 95,
      vitamin_c_mg: 4,
      calcium_mg: 560,
      iron_mg: 2.6,
    }),
    ingredients: [
      { amount: 4, unit: 'slice', ingredient_name: 'sourdough or country bread' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'butter', preparation: 'softened' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'mayonnaise' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'kimchi', preparation: 'squeezed and chopped' },
      { amount: 1, unit: 'tsp', ingredient_name: 'gochujang', is_optional: true },
      { amount: 1, unit: null, ingredient_name: 'scallion', preparation: 'thinly sliced' },
      { amount: 100, unit: 'g', ingredient_name: 'sharp cheddar', preparation: 'grated' },
      { amount: 50, unit: 'g', ingredient_name: 'low-moisture mozzarella', preparation: 'grated' },
    ],
    instructions: [
      {
        instruction:
          'Fry the chopped kimchi in a dry pan until it starts to caramelise, then mix with the gochujang and scallion.',
        time_minutes: 2,
      },
      { instruction: 'Mix the butter and mayonnaise and spread it on one side of each slice of bread.' },
      {
        instruction:
          'Lay two slices buttered side down. Layer on half the cheese, the kimchi, then the rest of the cheese, and top with the remaining bread, buttered side up.',
      },
      {
        instruction:
          'Cook in a skillet over medium-low heat, pressing gently, until deep golden and the cheese has melted, 3–4 minutes per side. Cut diagonally and eat hot.',
        time_minutes: 8,
      },
    ],
  },
  {
    title: 'Chai-Spiced Cinnamon Rolls',
    description:
      'Soft, fluffy rolls swirled with cardamom, ginger and cinnamon sugar under a chai cream-cheese glaze. Sofia’s love letter to Nani’s chai and Nonna’s Sunday sweet rolls.',
    author: 'sofia_bakes',
    source_name: 'Sofia',
    prep_time_minutes: 45,
    cook_time_minutes: 25,
    servings: 12,
    difficulty: 'hard',
    cuisine_type: 'fusion',
    meal_type: 'breakfast',
    visibility: 'public',
    status: 'published',
    category_names: ['Baking', 'Breakfast'],
    tags: ['baking', 'weekend', 'make ahead', 'spiced', 'brunch'],
    notes:
      'Plan for about 2 hours of rising. For breakfast, shape the rolls the night before, refrigerate, and give them an hour on the counter before baking. Unflavoured dental floss cuts cleaner than any knife.',
    nutrition_json: estimate(12, {
      calories: 455,
      protein_g: 7.4,
      carbohydrates_g: 59.5,
      fat_g: 21,
      fiber_g: 1.8,
      sugar_g: 30,
      sodium_mg: 290,
      cholesterol_mg: 80,
      vitamin_c_mg: 0,
      calcium_mg: 60,
      iron_mg: 2.4,
    }),
    ingredients: [
      { amount: 1, unit: 'cup', ingredient_name: 'whole milk', preparation: 'warmed to 40°C / 105°F' },
      { amount: 7, unit: 'g', ingredient_name: 'instant yeast', notes: 'one packet' },
      { amount: 0.33, unit: 'cup', ingredient_name: 'sugar' },
      { amount: 2, unit: null, ingredient_name: 'large eggs', preparation: 'at room temperature' },
      { amount: 85, unit: 'g', ingredient_name: 'unsalted butter', preparation: 'softened', notes: 'for the dough' },
      { amount: 500, unit: 'g', ingredient_name: 'bread flour' },
      { amount: 1, unit: 'tsp', ingredient_name: 'salt' },
      {
        amount: 115,
        unit: 'g',
        ingredient_name: 'unsalted butter',
        preparation: 'very soft',
        notes: 'for the filling',
      },
      { amount: 0.75, unit: 'cup', ingredient_name: 'light brown sugar', notes: 'packed' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'ground cinnamon' },
      { amount: 1.5, unit: 'tsp', ingredient_name: 'ground cardamom' },
      { amount: 1, unit: 'tsp', ingredient_name: 'ground ginger' },
      { amount: 0.25, unit: 'tsp', ingredient_name: 'ground cloves' },
      { amount: 0.25, unit: 'tsp', ingredient_name: 'black pepper', preparation: 'finely ground' },
      { amount: 115, unit: 'g', ingredient_name: 'cream cheese', preparation: 'softened' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'unsalted butter', preparation: 'softened', notes: 'for the glaze' },
      { amount: 1, unit: 'cup', ingredient_name: 'powdered sugar' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'strong brewed chai', notes: 'or milk' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'vanilla extract' },
    ],
    instructions: [
      { instruction: 'Whisk the warm milk, yeast and a pinch of the sugar and leave until foamy.', time_minutes: 5 },
      {
        instruction:
          'In a stand mixer with the dough hook, combine the milk mixture, remaining sugar, eggs, butter, flour and salt. Knead on medium until smooth, soft and slightly tacky.',
        time_minutes: 10,
      },
      { instruction: 'Cover and leave somewhere warm until doubled.', time_minutes: 75 },
      {
        instruction:
          'Mix the brown sugar and spices. Roll the dough on a floured counter into a 40 × 30 cm (16 × 12 in) rectangle, spread with the soft butter and sprinkle evenly with the spiced sugar.',
      },
      {
        instruction:
          'Roll up tightly from a long side and cut into 12 rolls. Arrange in a buttered 23 × 33 cm (9 × 13 in) pan, cover and let rise until puffy and touching.',
        time_minutes: 45,
      },
      {
        instruction: 'Bake until golden and 88°C / 190°F in the centre.',
        time_minutes: 25,
        temperature: '180°C / 350°F',
      },
      {
        instruction:
          'Beat the cream cheese, butter, powdered sugar, chai and vanilla until smooth and spread over the warm rolls.',
      },
    ],
  },
  {
    title: 'Bulgogi Beef Tacos with Kimchi Slaw',
    description:
      'Sweet-savoury Korean barbecue beef seared hard in a cast-iron pan, tucked into tortillas with crunchy kimchi slaw and gochujang mayo. Taco night, Seoul style.',
    author: 'dan_moretti',
    source_name: 'Dan',
    prep_time_minutes: 25,
    cook_time_minutes: 10,
    servings: 4,
    difficulty: 'medium',
    cuisine_type: 'fusion',
    meal_type: 'dinner',
    visibility: 'public',
    status: 'published',
    category_names: ['Meat'],
    tags: ['tacos', 'korean', 'weeknight', 'family favorite'],
    notes:
      'Freeze the beef for 30 minutes and it slices paper-thin with ease. The grated pear is not optional: it sweetens and tenderises the meat.',
    nutrition_json: estimate(4, {
      calories: 740,
      protein_g: 46,
      carbohydrates_g: 50,
      fat_g: 39.5,
      fiber_g: 6,
      sugar_g: 14,
      sodium_mg: 1240,
      cholesterol_mg: 125,
      vitamin_c_mg: 20,
      calcium_mg: 110,
      iron_mg: 5,
    }),
    ingredients: [
      { amount: 600, unit: 'g', ingredient_name: 'beef ribeye or sirloin', preparation: 'very thinly sliced' },
      { amount: 0.25, unit: 'cup', ingredient_name: 'soy sauce' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'brown sugar' },
      { amount: 0.5, unit: null, ingredient_name: 'Asian pear', preparation: 'grated', notes: 'or 1 small apple' },
      { amount: 3, unit: 'clove', ingredient_name: 'garlic', preparation: 'finely grated' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'fresh ginger', preparation: 'finely grated' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'toasted sesame oil' },
      { amount: 2, unit: 'tbsp', ingredient_name: 'neutral oil' },
      { amount: 12, unit: null, ingredient_name: 'small corn or flour tortillas' },
      { amount: 3, unit: 'cup', ingredient_name: 'napa cabbage', preparation: 'finely shredded' },
      { amount: 0.5, unit: 'cup', ingredient_name: 'kimchi', preparation: 'chopped' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'rice vinegar' },
      { amount: 1, unit: 'tsp', ingredient_name: 'sugar' },
      { amount: 0.25, unit: 'cup', ingredient_name: 'mayonnaise' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'gochujang' },
      { amount: 1, unit: 'tsp', ingredient_name: 'lime juice' },
      { amount: null, unit: null, ingredient_name: 'cilantro, sesame seeds and lime wedges', preparation: 'to serve' },
    ],
    instructions: [
      {
        instruction:
          'Mix the soy sauce, brown sugar, pear, garlic, ginger and sesame oil, toss with the beef and marinate for 30 minutes or up to overnight.',
        time_minutes: 30,
      },
      {
        instruction:
          'Toss the cabbage and kimchi with the vinegar and sugar. Stir together the mayonnaise, gochujang and lime juice.',
      },
      {
        instruction:
          'Heat a cast-iron skillet over high heat until smoking. Add a little oil and sear the beef in batches in a single layer until caramelised at the edges, 1–2 minutes per batch.',
        time_minutes: 8,
      },
      {
        instruction:
          'Warm the tortillas and build the tacos: beef, slaw, a drizzle of gochujang mayo, cilantro, sesame seeds and a squeeze of lime.',
        time_minutes: 2,
      },
    ],
  },
  {
    title: 'Matcha White Chocolate Blondies',
    description:
      'Fudgy, bright-green blondies with grassy matcha, creamy white chocolate and buttery macadamias. Sofia’s work in progress — the family are very willing testers.',
    author: 'sofia_bakes',
    source_name: 'Sofia',
    prep_time_minutes: 15,
    cook_time_minutes: 25,
    servings: 16,
    difficulty: 'easy',
    cuisine_type: 'fusion',
    meal_type: 'dessert',
    visibility: 'private',
    status: 'draft',
    category_names: ['Baking', 'Desserts'],
    tags: ['baking', 'matcha', 'bake sale', 'work in progress'],
    notes:
      'Test batch 3: 1 tbsp matcha is right. Still a bit sweet — try cutting the granulated sugar to 25 g next time. Pull them early or the green turns khaki.',
    nutrition_json: estimate(16, {
      calories: 265,
      protein_g: 3,
      carbohydrates_g: 30.5,
      fat_g: 14.8,
      fiber_g: 0.8,
      sugar_g: 21,
      sodium_mg: 110,
      cholesterol_mg: 45,
      vitamin_c_mg: 0.5,
      calcium_mg: 30,
      iron_mg: 0.9,
    }),
    ingredients: [
      { amount: 170, unit: 'g', ingredient_name: 'unsalted butter', preparation: 'melted' },
      { amount: 200, unit: 'g', ingredient_name: 'light brown sugar' },
      { amount: 50, unit: 'g', ingredient_name: 'granulated sugar' },
      { amount: 2, unit: null, ingredient_name: 'large eggs' },
      { amount: 2, unit: 'tsp', ingredient_name: 'vanilla extract' },
      { amount: 1, unit: 'tbsp', ingredient_name: 'culinary-grade matcha' },
      { amount: 190, unit: 'g', ingredient_name: 'all-purpose flour' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'salt' },
      { amount: 0.5, unit: 'tsp', ingredient_name: 'baking powder' },
      { amount: 150, unit: 'g', ingredient_name: 'white chocolate', preparation: 'chopped' },
      { amount: 50, unit: 'g', ingredient_name: 'macadamia nuts', preparation: 'chopped', is_optional: true },
    ],
    instructions: [
      {
        instruction: 'Heat the oven and line a 20 cm (8 in) square pan with parchment, leaving an overhang.',
        temperature: '175°C / 350°F',
      },
      { instruction: 'Whisk the melted butter with both sugars, then whisk in the eggs and vanilla until glossy.' },
      {
        instruction:
          'Sift in the matcha, flour, salt and baking powder and fold until just combined. Fold in the white chocolate and nuts.',
      },
      {
        instruction:
          'Spread in the pan and bake until the edges are set and a toothpick in the centre comes out with moist crumbs.',
        time_minutes: 25,
        temperature: '175°C / 350°F',
      },
      { instruction: 'Cool completely in the pan before lifting out and cutting into 16 squares.', time_minutes: 60 },
    ],
  },
];
