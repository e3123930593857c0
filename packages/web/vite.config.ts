import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on its own port in development; the proxy keeps the browser on one origin,
// exactly as in production where the server also serves this app.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

/**
 * @potluck/ui is one barrel (index.ts) and does not declare `sideEffects`, so the bundler must
 * assume every component module has side effects and keeps all of them, with all of Radix, in
 * whichever chunk first imports the barrel (/login would download the whole design system).
 * Its component modules only define components; its styles (.css.ts and the CSS they emit) and
 * its token entry (global styles, fonts) are the real side effects and stay.
 */
const UI_SOURCE = /[\\/]packages[\\/]ui[\\/]src[\\/]/;
const uiModuleHasSideEffects = (id: string) =>
  !UI_SOURCE.test(id) || /\.css(\.ts)?($|\?)/.test(id) || /[\\/]tokens[\\/]/.test(id);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Sourcemaps would ship the source to every visitor; debugging happens in `vite dev`.
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => uiModuleHasSideEffects(id) },
    },
  },
});
