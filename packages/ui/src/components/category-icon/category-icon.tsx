import {
  Beef,
  CakeSlice,
  Carrot,
  CookingPot,
  Croissant,
  CupSoda,
  Droplet,
  Drumstick,
  EggFried,
  Fish,
  LeafyGreen,
  Popcorn,
  Salad,
  Soup,
  Tag,
  Vegan,
  Wheat,
  type LucideIcon,
} from 'lucide-react';

/**
 * Categories carry an emoji as their icon (the spec's seed data). Emoji glyphs show as empty boxes where no
 * emoji font is installed, so the app draws the matching icon of its own icon set instead.
 */
export const CATEGORY_ICONS: Readonly<Record<string, LucideIcon>> = {
  '🍳': EggFried, // Breakfast
  '🍲': Soup, // Soups & Stews
  '🥗': Salad, // Salads
  '🍝': CookingPot, // Pasta & Noodles
  '🍚': Wheat, // Rice & Grains
  '🥩': Beef, // Meat
  '🍗': Drumstick, // Poultry
  '🐟': Fish, // Seafood
  '🥕': Carrot, // Vegetarian
  '🌱': Vegan, // Vegan
  '🥖': Croissant, // Baking
  '🍰': CakeSlice, // Desserts
  '🥨': Popcorn, // Snacks
  '🍹': CupSoda, // Drinks
  '🥔': LeafyGreen, // Sides
  '🥫': Droplet, // Sauces
};

export interface CategoryIconProps {
  /** The category's stored icon (an emoji); an unknown one gets a plain tag. */
  icon: string;
  /** Pixels. @default 12 (badge size) */
  size?: number;
}

/** A category's icon from the app's icon set; decorative (the category's name says what it is). */
export function CategoryIcon({ icon, size = 12 }: CategoryIconProps) {
  const Icon = CATEGORY_ICONS[icon.trim()] ?? Tag;
  return <Icon size={size} aria-hidden="true" focusable="false" />;
}
