-- Autocomplete offers a member only ingredient names they may see: the curated pantry list seeded in 0002, or
-- a name used by a recipe visible to them (listed, their own, or any for an admin). A name written only in
-- someone else's private recipe or draft is no longer suggested to everyone.
ALTER TABLE ingredient_names ADD COLUMN curated boolean NOT NULL DEFAULT false;
UPDATE ingredient_names SET curated = true WHERE name IN (
  'all-purpose flour', 'bread flour', 'baking powder', 'baking soda', 'salt', 'kosher salt', 'black pepper', 'sugar',
  'brown sugar', 'powdered sugar', 'honey', 'maple syrup', 'unsalted butter', 'olive oil', 'extra virgin olive oil',
  'vegetable oil', 'sesame oil', 'eggs', 'milk', 'whole milk', 'heavy cream', 'sour cream', 'plain yogurt',
  'buttermilk', 'parmesan', 'mozzarella', 'cheddar', 'feta', 'ricotta', 'cream cheese', 'garlic', 'onion',
  'red onion', 'shallot', 'spring onions', 'ginger', 'leek', 'carrots', 'celery', 'potatoes', 'sweet potatoes',
  'tomatoes', 'cherry tomatoes', 'canned tomatoes', 'tomato paste', 'bell pepper', 'chili flakes', 'jalapeño',
  'zucchini', 'eggplant', 'mushrooms', 'spinach', 'kale', 'cabbage', 'broccoli', 'cauliflower', 'peas',
  'green beans', 'corn', 'avocado', 'cucumber', 'lettuce', 'lemon', 'lime', 'orange', 'apples', 'bananas',
  'blueberries', 'strawberries', 'raisins', 'chicken breast', 'chicken thighs', 'ground beef', 'beef chuck',
  'pork shoulder', 'bacon', 'sausage', 'ground lamb', 'salmon', 'shrimp', 'cod', 'tofu', 'rice', 'basmati rice',
  'arborio rice', 'spaghetti', 'penne', 'egg noodles', 'rolled oats', 'quinoa', 'couscous', 'lentils', 'chickpeas',
  'black beans', 'kidney beans', 'chicken stock', 'vegetable stock', 'beef stock', 'soy sauce', 'fish sauce',
  'rice vinegar', 'red wine vinegar', 'balsamic vinegar', 'dijon mustard', 'mayonnaise', 'ketchup',
  'worcestershire sauce', 'coconut milk', 'peanut butter', 'vanilla extract', 'cocoa powder', 'dark chocolate',
  'cinnamon', 'ground cumin', 'ground coriander', 'paprika', 'smoked paprika', 'turmeric', 'garam masala',
  'chili powder', 'nutmeg', 'dried oregano', 'dried thyme', 'bay leaves', 'fresh basil', 'fresh parsley',
  'fresh cilantro', 'fresh mint', 'rosemary', 'dill', 'white wine', 'red wine', 'yeast', 'breadcrumbs', 'walnuts',
  'almonds', 'pine nuts'
);

-- Finds the recipes that use a name by its autocomplete key (the same expression as ingredientKey in SQL).
CREATE INDEX recipe_ingredients_name_key_idx
  ON recipe_ingredients ((lower(regexp_replace(btrim(ingredient_name), '\s+', ' ', 'g'))), recipe_id);
