import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** A Content-Security-Policy violation a page reported (securitypolicyviolation event). */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

const cspViolations: CspViolation[] = [];

/** The violations seen since the last call (support/csp-check.ts fails every journey that saw one). */
export function takeCspViolations(): CspViolation[] {
  return cspViolations.splice(0);
}

// Runs in every document before the app's own scripts, so nothing the page does escapes it.
const CSP_LISTENER = `document.addEventListener('securitypolicyviolation', (e) => {
  window.__potluckCspViolation({ page: location.pathname, directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample });
});`;

async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeFunction('__potluckCspViolation', (v: CspViolation) => void cspViolations.push(v));
  await context.addInitScript({ content: CSP_LISTENER });
}

/**
 * Debian's Chromium with the flags this sandbox needs (no network chatter, no GPU). Every context it
 * makes (browser.newPage makes one too) reports Content-Security-Policy violations to takeCspViolations.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    return context;
  };
  return browser;
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Run axe-core inside the page; return serious and critical violations only. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  const source = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern
  // (an inline <script> tag would be refused, as any injected script should be).
  await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** The demo family's password (POTLUCK_DEMO=1 seeds every member with it). */
export const DEMO_PASSWORD = 'Potluck-demo-2026!';

/** Sign in on the login page `page` shows; resolves on the home page. */
export async function signIn(page: Page, baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** A fresh browser context signed in as `username` through the login page, on the home page. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${baseUrl}/login`);
  await signIn(page, baseUrl, username, password);
  return page;
}

/**
 * The visible controls of `page` that take taps in less than 44 × 44 px (WCAG 2.5.5), as "name (w×h)". A control
 * may answer taps beyond its drawn box (the UI's touch-target area): that is probed with elementFromPoint 21 px
 * out from its centre. Text links inside a paragraph are exempt.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=hidden]), select, textarea, [role=tab], [role=checkbox], [role=radio]',
    );
    const small: string[] = [];
    for (const el of controls) {
      if (el.closest('[aria-hidden=true]') || (el.tagName === 'A' && el.closest('p'))) continue;
      const before = el.getBoundingClientRect();
      if (before.width === 0 || before.height === 0) continue;
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue; // off-screen
      const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : el.closest('label');
      const hits = (x: number, y: number) => {
        const hit = document.elementFromPoint(x, y);
        return !!hit && (el.contains(hit) || !!label?.contains(hit));
      };
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const tall = r.height >= 44 || (hits(cx, cy - 21) && hits(cx, cy + 21));
      const wide = r.width >= 44 || (hits(cx - 21, cy) && hits(cx + 21, cy));
      if (tall && wide) continue;
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
      small.push(`${name.slice(0, 40)} (${Math.round(r.width)}×${Math.round(r.height)})`);
    }
    return small;
  });
}
