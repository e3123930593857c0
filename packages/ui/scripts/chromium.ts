import { playwright } from '@vitest/browser-playwright';

/** Debian's Chromium; a downloaded browser is never used. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

/**
 * Extra flags for pixel-stable screenshots: one colour profile and no subpixel text; full (not
 * partial) re-raster, because re-painting only the dirty part of a tile left rounded corners
 * one colour step off depending on which story ran before; and Skia's portable code paths, so a
 * machine with other SIMD extensions draws the same anti-aliasing.
 */
export const VISUAL_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--force-color-profile=srgb',
  '--disable-lcd-text',
  '--disable-partial-raster',
  '--disable-skia-runtime-opts',
];

/** Every story renders in this viewport, at device scale factor 1. */
export const VIEWPORT = { width: 1200, height: 900 } as const;

interface ContextExtras {
  reducedMotion?: 'reduce' | 'no-preference';
}

export function chromiumProvider(args: string[] = CHROMIUM_ARGS, extras: ContextExtras = {}) {
  return playwright({
    launchOptions: { executablePath: CHROMIUM_PATH, args },
    // The page viewport must equal the test iframe's, otherwise Vitest scales the iframe down
    // to fit and screenshots are taken at a fractional scale.
    contextOptions: { viewport: { ...VIEWPORT }, deviceScaleFactor: 1, ...extras },
  });
}
