import type { Role } from '@potluck/api';
import type { SidebarNavItem } from '@potluck/ui';
import {
  Activity,
  CalendarDays,
  ChefHat,
  House,
  LogOut,
  Settings,
  ShoppingBasket,
  UserRound,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { FOOT_NAV, MAIN_NAV, visibleTo, type NavDestination, type NavId } from '../lib/nav-items';

const ICON_SIZE = 22;
const ICONS: Record<NavId, ReactNode> = {
  home: <House size={ICON_SIZE} />,
  recipes: <ChefHat size={ICON_SIZE} />,
  friends: <UsersRound size={ICON_SIZE} />,
  shopping: <ShoppingBasket size={ICON_SIZE} />,
  'meal-plans': <CalendarDays size={ICON_SIZE} />,
  activity: <Activity size={ICON_SIZE} />,
  admin: <Settings size={ICON_SIZE} />,
  profile: <UserRound size={ICON_SIZE} />,
};

const toItem =
  (badges: Partial<Record<NavId, number>>) =>
  (d: NavDestination): SidebarNavItem => ({
    id: d.id,
    href: d.href,
    label: d.label,
    icon: ICONS[d.id],
    badge: badges[d.id],
  });

/**
 * The sidebar's two lists for a role: the main destinations, then Profile and Sign Out. `badges` counts what is new
 * behind an entry (Activity).
 */
export function shellNavigation(
  role: Role | undefined,
  onSignOut: () => void,
  badges: Partial<Record<NavId, number>> = {},
) {
  return {
    items: MAIN_NAV.filter(visibleTo(role)).map(toItem(badges)),
    footerItems: [
      ...FOOT_NAV.filter(visibleTo(role)).map(toItem(badges)),
      { id: 'sign-out', label: 'Sign Out', icon: <LogOut size={ICON_SIZE} />, onSelect: onSignOut },
    ],
  };
}
