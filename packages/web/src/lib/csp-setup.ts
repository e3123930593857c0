/**
 * Runs before every other module of the app (first import of main.tsx), for the server's strict
 * Content-Security-Policy (no eval, no inline style or script without the page's nonce):
 * - zod would probe `new Function` to speed up parsing; the probe alone is reported as a violation, so it
 *   parses without (zod reads this object when it loads).
 * - Radix dialogs, menus and selects lock the page's scroll with a <style> element they create
 *   (react-style-singleton), which the policy allows only with the nonce the server put in this page's
 *   <meta name="csp-nonce">; get-nonce hands that library the nonce through this global.
 */
const global = globalThis as { __zod_globalConfig?: Record<string, unknown>; __webpack_nonce__?: string };
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) global.__webpack_nonce__ = nonce;

export {};
