import { describe, expect, it } from 'vitest';
import { takeCspViolations } from './support/browser';
import { journeyApp } from './support/journey';

const app = journeyApp();

describe('the web app under its Content-Security-Policy', () => {
  it('is served with the policy, renders with its own CSS and fonts, and an injected script is blocked and reported', async () => {
    const page = await app.browser.newPage();
    const answer = await page.goto(`${app.url}/login`);
    const policy = answer?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    // The stylesheets applied: the page's font is the app's own, not the browser default.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/nunito/i);
    expect(takeCspViolations()).toEqual([]);

    // What an injection would try: an inline script and an inline style element. Neither runs.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { display: none }';
      document.head.append(style);
      await new Promise((r) => setTimeout(r, 200));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
    const seen: string[] = [];
    await expect
      .poll(() => {
        seen.push(...takeCspViolations().map((v) => v.directive));
        return [...seen];
      })
      .toEqual(expect.arrayContaining(['script-src-elem', 'style-src-elem']));
    await page.close();
  });
});
