/**
 * Vocabulary for synthetic benchmark recipes. Sizes are chosen so searches behave like a real collection:
 * a main ingredient ("chicken") appears in a few percent of titles, a full dish name in a handful.
 */
export const ADJECTIVES = [
  'Smoky', 'Crispy', 'Creamy', 'Spicy', 'Zesty', 'Rustic', 'Golden', 'Hearty', 'Tangy', 'Garlicky', 'Herby', 'Sticky',
  'Charred', 'Silky', 'Fiery', 'Buttery', 'Roasted', 'Braised', 'Grilled', 'Quick', 'Slow-Cooked', 'Easy', 'Classic',
  'Weeknight', 'Sunday', 'Summer', 'Winter', 'Autumn', 'Spring', 'Lemony',
] as const;

export const MAINS = [
  'Chicken', 'Beef', 'Pork', 'Lamb', 'Salmon', 'Shrimp', 'Cod', 'Tofu', 'Chickpea', 'Lentil', 'Mushroom', 'Eggplant',
  'Cauliflower', 'Sweet Potato', 'Pumpkin', 'Spinach', 'Tomato', 'Halloumi', 'Paneer', 'Duck', 'Turkey', 'Sausage',
  'Bean', 'Broccoli', 'Zucchini', 'Corn', 'Pepper', 'Cabbage', 'Kale', 'Apple', 'Banana', 'Chocolate', 'Lemon',
  'Coconut', 'Peanut', 'Ginger', 'Garlic', 'Onion', 'Leek', 'Carrot',
] as const;

export const DISHES = [
  'Curry', 'Stew', 'Soup', 'Salad', 'Tacos', 'Pie', 'Bake', 'Stir-Fry', 'Risotto', 'Pasta', 'Lasagne', 'Noodles',
  'Burgers', 'Skewers', 'Traybake', 'Casserole', 'Fritters', 'Frittata', 'Flatbread', 'Dumplings', 'Rice Bowl', 'Chili',
  'Gratin', 'Tagine', 'Ramen', 'Pancakes', 'Muffins', 'Cake', 'Crumble', 'Sandwich',
] as const;

export const TAG_POOL = [
  'weeknight', 'quick', 'make ahead', 'freezer friendly', 'kid friendly', 'vegetarian', 'vegan', 'gluten free', 'dairy free',
  'one pot', 'comfort food', 'spicy', 'healthy', 'high protein', 'budget', 'party', 'holiday', 'summer', 'winter', 'bbq',
  'brunch', 'picnic', 'meal prep', 'low carb', 'family favorite', 'date night', 'batch cooking', 'leftovers', 'slow cooker',
  'air fryer', 'sheet pan', 'no bake', 'baking', 'grilling', 'street food', 'light', 'rich', 'crowd pleaser', 'sunday lunch',
  'lunchbox', 'snack', 'sweet', 'savory', 'fresh', 'seasonal', 'pantry', 'special occasion', 'fusion', 'traditional', 'easy',
] as const;

export const INGREDIENT_POOL = [
  'all-purpose flour', 'baking powder', 'salt', 'black pepper', 'sugar', 'brown sugar', 'honey', 'unsalted butter',
  'olive oil', 'vegetable oil', 'sesame oil', 'eggs', 'whole milk', 'heavy cream', 'sour cream', 'plain yogurt',
  'parmesan', 'mozzarella', 'cheddar', 'feta', 'ricotta', 'garlic', 'onion', 'red onion', 'shallot', 'spring onions',
  'ginger', 'carrots', 'celery', 'potatoes', 'sweet potatoes', 'tomatoes', 'cherry tomatoes', 'canned tomatoes',
  'tomato paste', 'bell pepper', 'chili flakes', 'jalapeño', 'zucchini', 'eggplant', 'mushrooms', 'spinach', 'kale',
  'cabbage', 'broccoli', 'cauliflower', 'peas', 'green beans', 'corn', 'avocado', 'cucumber', 'lemon', 'lime',
  'chicken thighs', 'chicken breast', 'ground beef', 'beef chuck', 'pork shoulder', 'bacon', 'ground lamb', 'salmon fillets',
  'shrimp', 'cod fillets', 'firm tofu', 'basmati rice', 'arborio rice', 'spaghetti', 'penne', 'egg noodles', 'rolled oats',
  'quinoa', 'couscous', 'red lentils', 'chickpeas', 'black beans', 'kidney beans', 'chicken stock', 'vegetable stock',
  'soy sauce', 'fish sauce', 'rice vinegar', 'balsamic vinegar', 'dijon mustard', 'coconut milk', 'peanut butter',
  'vanilla extract', 'cocoa powder', 'dark chocolate', 'cinnamon', 'ground cumin', 'ground coriander', 'smoked paprika',
  'turmeric', 'garam masala', 'dried oregano', 'dried thyme', 'bay leaves', 'fresh basil', 'fresh parsley',
  'fresh cilantro', 'fresh mint', 'rosemary', 'white wine', 'breadcrumbs', 'walnuts', 'almonds', 'pine nuts', 'maple syrup',
  'halloumi', 'paneer', 'duck breast', 'turkey mince', 'pork sausages', 'pumpkin', 'leeks', 'apples', 'bananas',
] as const;

export const UNITS = ['g', 'kg', 'ml', 'cup', 'tbsp', 'tsp', 'clove', 'piece', null] as const;

export const STEP_TEMPLATES = [
  'Prepare the {a} and the {b}.', 'Heat the oil in a large pan over medium heat.', 'Add the {a} and cook until golden.',
  'Stir in the {b} and season well.', 'Simmer gently until everything is tender.', 'Bake until bubbling and browned on top.',
  'Rest for a few minutes, then serve with {b}.', 'Whisk the {a} with the {b} until smooth.',
] as const;
