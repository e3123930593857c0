import { assignVars, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens, lightTokens, reducedMotion } from './values';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** Explicit light theme (user override). */
export const lightThemeClass = style({
  vars: assignVars(vars, lightTokens),
  colorScheme: 'light',
  '@media': { [reducedMotionQuery]: { vars: assignVars(vars.motion, reducedMotion) } },
});

/** Explicit dark theme (user override). */
export const darkThemeClass = style({
  vars: assignVars(vars, darkTokens),
  colorScheme: 'dark',
  '@media': { [reducedMotionQuery]: { vars: assignVars(vars.motion, reducedMotion) } },
});

/** Follows the operating system: light by default, dark under prefers-color-scheme: dark. */
export const systemThemeClass = style({
  vars: assignVars(vars, lightTokens),
  colorScheme: 'light dark',
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(vars, darkTokens) },
    [reducedMotionQuery]: { vars: assignVars(vars.motion, reducedMotion) },
  },
});
