/** The recipe categories the demo seed creates, in display order, each with its emoji icon. */
export const DEMO_CATEGORIES = [
  { name: 'Breakfast', icon: '🍳' },
  { name: 'Soups & Stews', icon: '🍲' },
  { name: 'Salads', icon: '🥗' },
  { name: 'Pasta & Noodles', icon: '🍝' },
  { name: 'Rice & Grains', icon: '🍚' },
  { name: 'Meat', icon: '🥩' },
  { name: 'Poultry', icon: '🍗' },
  { name: 'Seafood', icon: '🐟' },
  { name: 'Vegetarian', icon: '🥕' },
  { name: 'Vegan', icon: '🌱' },
  { name: 'Baking', icon: '🥖' },
  { name: 'Desserts', icon: '🍰' },
  { name: 'Snacks', icon: '🥨' },
  { name: 'Drinks', icon: '🍹' },
  { name: 'Sides', icon: '🥔' },
  { name: 'Sauces', icon: '🥫' },
] as const satisfies readonly { name: string; icon: string }[];

export type DemoCategoryName = (typeof DEMO_CATEGORIES)[number]['name'];
