import { darkThemeClass, lightThemeClass, systemThemeClass } from './themes.css';

export const THEME_MODES = ['system', 'light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

const classByMode: Record<ThemeMode, string> = {
  system: systemThemeClass,
  light: lightThemeClass,
  dark: darkThemeClass,
};

/** The class that applies a theme mode; put it on `<html>` so Radix portals inherit it too. */
export function themeClassFor(mode: ThemeMode): string {
  return classByMode[mode];
}

/** Swaps the theme class on an element (default `<html>`), removing any other theme class. */
export function applyTheme(mode: ThemeMode, element: HTMLElement = document.documentElement): void {
  element.classList.remove(...Object.values(classByMode));
  element.classList.add(classByMode[mode]);
}
