import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadFirstPaint } from './build/preload-first-paint.ts';

// The API runs on its own port in development; the proxy keeps the browser on one origin,
// exactly as in production where the server also serves this app.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

/**
 * @potluck/ui and @potluck/api are barrels (index.ts) that do not declare `sideEffects`, so the
 * bundler must assume every module behind them has side effects and keeps all of them in the
 * first chunk that imports the barrel: /login would download the whole design system, Radix,
 * and zod with every schema. Their modules only define things; the real side effects are ui's
 * styles (.css.ts and the CSS they emit) and its token entry (global styles, fonts), which stay.
 */
const WORKSPACE_SOURCE = /[\\/]packages[\\/](ui|api)[\\/]src[\\/]/;
// Sprinkles compile to a runtime function with no styles of their own: kept only where something calls them.
const PURE_STYLE_MODULES = /[\\/]sprinkles\.css\.ts($|\?)/;
const hasSideEffects = (id: string) =>
  !WORKSPACE_SOURCE.test(id) ||
  (!PURE_STYLE_MODULES.test(id) && (/\.css(\.ts)?($|\?)/.test(id) || /[\\/]ui[\\/]src[\\/]tokens[\\/]/.test(id)));

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    preloadFirstPaint({
      pages: [/features[\\/]auth[\\/]routes[\\/]login-page\.tsx$/],
      fonts: [/(fraunces|nunito)-latin-wght-normal-[\w-]+\.woff2$/],
    }),
  ],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Sourcemaps would ship the source to every visitor; debugging happens in `vite dev`.
    sourcemap: false,
    target: 'es2022',
    // One stylesheet for every page: 54 small ones gzipped to twice the bytes (decision 014).
    cssCodeSplit: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => hasSideEffects(id) },
    },
  },
});
