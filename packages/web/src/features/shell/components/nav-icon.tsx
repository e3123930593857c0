import { Activity, CalendarDays, ChefHat, House, Settings, ShoppingBasket, UserRound, UsersRound } from 'lucide-react';
import type { NavItem } from '../lib/nav-items';

const ICONS: Record<NavItem['icon'], typeof House> = {
  home: House,
  recipes: ChefHat,
  friends: UsersRound,
  shopping: ShoppingBasket,
  'meal-plans': CalendarDays,
  activity: Activity,
  admin: Settings,
  profile: UserRound,
};

export function NavIcon({ icon }: { icon: NavItem['icon'] }) {
  const Icon = ICONS[icon];
  return <Icon size={22} strokeWidth={1.9} aria-hidden="true" />;
}
