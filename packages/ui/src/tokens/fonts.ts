// Self-hosted variable fonts: no network at runtime and identical glyphs on every machine, which
// the visual regression baselines depend on. Only the weight axis is loaded.
import '@fontsource-variable/fraunces/wght.css';
import '@fontsource-variable/nunito/wght.css';

/** Font faces the UI uses; `document.fonts.load` them before taking screenshots. */
export const FONT_FACES = [
  "600 1em 'Fraunces Variable'",
  "400 1em 'Nunito Variable'",
  "700 1em 'Nunito Variable'",
] as const;
