import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/browser';
import { journeyApp } from './support/journey';

// Create Recipe → Import → From pasted HTML, on the built server and the real page reader (issue 19): a whole
// recipe is imported as a draft; a page that lists ingredients but shows no method is previewed with why it cannot
// be imported as it is, and completed in the form.
const MEMBER = 'priya_moretti';

const app = journeyApp({ POTLUCK_DEMO: '1' });

const recipePage = (
  title: string,
  steps: string,
) => `<!doctype html><html><head><title>${title} | Family Kitchen</title>
  <meta property="og:site_name" content="Family Kitchen"></head><body><header><a href="/">Family Kitchen</a>
  <nav><a href="/">Home</a><a href="/recipes">Recipes</a></nav></header><main><article><h1>${title}</h1>
  <p>Posted on Wed 13th March 2024</p><h2>Ingredients</h2><ul><li>450 g button mushrooms, stemmed</li>
  <li>50 g green olives, diced</li><li>2 tbsp olive oil</li></ul>${steps}</article></main>
  <footer>© Family Kitchen</footer></body></html>`;
const WHOLE = recipePage(
  'Stuffed Mushrooms',
  '<h2>Method</h2><ol><li>Heat the oven to 200 °C.</li><li>Fill the mushrooms and bake for 20 minutes.</li></ol>',
);
// As a TV channel's page gives it: structured data with the ingredients and no method, and none on the page.
const NO_METHOD = recipePage(
  'Tuscan Mushrooms',
  `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Tuscan Mushrooms',
    recipeIngredient: ['450 g button mushrooms, stemmed', '50 g green olives, diced', '2 tbsp olive oil'],
    recipeYield: 4,
  })}</script>`,
);

async function previewPasted(page: Page, html: string) {
  await page.goto(`${app.url}/recipes/create`);
  await page.getByRole('tab', { name: 'Import' }).click();
  const form = page.getByRole('form', { name: 'From pasted HTML' });
  await form.getByRole('textbox', { name: 'The page’s HTML' }).fill(html);
  await form.getByRole('button', { name: 'Preview pasted page' }).click();
  const preview = page.getByRole('region', { name: 'Recipe found on the page' });
  await preview.waitFor();
  return preview;
}

describe('import journey', () => {
  it('previews pasted HTML and imports it as a draft with its ingredients and steps', async () => {
    const page = await app.signedIn(MEMBER);
    const preview = await previewPasted(page, WHOLE);
    await preview.getByRole('heading', { name: 'Stuffed Mushrooms' }).waitFor();
    expect(await preview.innerText()).toContain('450 g button mushrooms, stemmed');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await preview.getByRole('button', { name: 'Import as draft' }).click();
    await page.waitForURL(/\/recipes\/\d+$/);
    await page.getByRole('heading', { name: 'Stuffed Mushrooms', level: 1 }).waitFor();
    const body = await page.locator('main').innerText();
    expect(body).toContain('Fill the mushrooms and bake for 20 minutes.');
    expect(body).toContain('button mushrooms');
  });

  it('previews a page without a method, says why it cannot be imported as it is, and completes it in the form', async () => {
    const page = await app.signedIn(MEMBER);
    const preview = await previewPasted(page, NO_METHOD);
    await preview.getByText('Please add at least one instruction: choose Edit before saving').waitFor();
    expect(await preview.getByRole('button', { name: 'Import as draft' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await preview.getByRole('button', { name: 'Edit before saving' }).click();

    await page.getByLabel('Recipe title').waitFor();
    expect(await page.getByLabel('Recipe title').inputValue()).toBe('Tuscan Mushrooms');
    expect(await page.getByLabel('Ingredient 1 name').inputValue()).toBe('button mushrooms');
    await page.getByLabel('Step 1').fill('Stuff the mushrooms with the olives and bake for 20 minutes.');
    await page.getByRole('button', { name: 'Create Recipe' }).click();
    await page.waitForURL(/\/recipes\/\d+$/);
    await page.getByRole('heading', { name: 'Tuscan Mushrooms', level: 1 }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Stuff the mushrooms with the olives');
  });
});
