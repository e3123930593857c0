import './global.css';
import './fonts';
// Compiled sprinkles import this at runtime. Naming it here lets Vite's dependency scanner
// pre-bundle it up front instead of discovering it mid-test and reloading the page.
import '@vanilla-extract/sprinkles/createRuntimeSprinkles';

export { vars } from './contract.css';
export { lightThemeClass, darkThemeClass, systemThemeClass } from './themes.css';
export { THEME_MODES, themeClassFor, applyTheme } from './theme';
export type { ThemeMode } from './theme';
export { sprinkles } from './sprinkles.css';
export type { Sprinkles } from './sprinkles.css';
export { BREAKPOINTS, SIDEBAR_WIDTH } from './breakpoints';
export { FONT_FACES } from './fonts';
export { touchTarget, visuallyHidden } from './utilities.css';
