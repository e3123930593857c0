import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, lastUserMessage, startFakeOpenAi } from '../packages/server/src/test/fake-openai';
import { seriousA11yViolations } from './support/browser';
import { journeyApp } from './support/journey';

// The demo family (POTLUCK_DEMO=1); the AI provider is a local OpenAI-compatible fake (tests only).
const ADMIN = 'dan_moretti';
const MEMBER = 'priya_moretti';

const PASTED = `Sunday Tomato Soup

Ingredients
- 1 kg ripe tomatoes, halved
- 3 cloves garlic
- 2 tbsp butter

Method
1. Roast the tomatoes and garlic until soft.
2. Blend with the butter and season to taste.`;

const soup = (title: string, fat: string) => ({
  title,
  description: 'A bright soup of roasted tomatoes.',
  prep_time_minutes: 10,
  cook_time_minutes: 40,
  servings: 4,
  difficulty: 'easy',
  ingredients: [
    { ingredient_name: 'ripe tomatoes', amount: 1, unit: 'kg', preparation: 'halved' },
    { ingredient_name: 'garlic', amount: 3, unit: 'clove' },
    { ingredient_name: fat, amount: 2, unit: 'tbsp' },
  ],
  instructions: [
    { instruction: 'Roast the tomatoes and garlic until soft.' },
    { instruction: `Blend with the ${fat} and season to taste.` },
  ],
});

const app = journeyApp({ POTLUCK_DEMO: '1' });
let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi({
    responders: {
      parsed_recipe: () => ({
        recipe: soup('Sunday Tomato Soup', 'butter'),
        suggestions: ['Add basil at the end'],
        confidence: 'high',
      }),
      chef_answer: (request) => {
        const asked = lastUserMessage(request);
        // Grounded: the chef only answers about the recipe it was sent.
        if (!asked.includes('Title: Sunday Tomato Soup'))
          return { answer: 'Which recipe?', has_modifications: false, suggested_modifications: null };
        return {
          answer: 'Swap the butter for olive oil and it is vegan.',
          has_modifications: true,
          suggested_modifications: soup('Sunday Tomato Soup (vegan)', 'olive oil'),
        };
      },
    },
  });
});
afterAll(async () => {
  await fake?.close();
});

describe('AI chef journey', () => {
  it('admin sets the key → member parses pasted text → Use This Recipe → create → asks the chef → version 2', async () => {
    const admin = await app.signedIn(ADMIN);
    await admin.goto(`${app.url}/admin`);
    await admin.getByLabel('API key').fill(fake.key);
    await admin.getByLabel('Base URL (optional)').fill(fake.url);
    await admin.getByRole('button', { name: 'Save key' }).click();
    await admin.getByText('API key updated and verified').first().waitFor();
    expect(await admin.getByText(fake.key).count()).toBe(0);
    await admin.close();

    const page = await app.signedIn(MEMBER);
    await page.goto(`${app.url}/recipes/create`);
    await page.getByRole('tab', { name: 'AI-Assisted' }).click();
    await page.getByText('Read by the AI chef').waitFor();
    await page.getByLabel('Recipe text', { exact: true }).fill(PASTED);
    await page.getByRole('button', { name: 'Parse Recipe' }).click();
    await page.getByRole('button', { name: 'Use This Recipe' }).click();
    await page.getByRole('tab', { name: 'Manual Entry', selected: true }).waitFor();
    expect(await page.getByLabel('Recipe title').inputValue()).toBe('Sunday Tomato Soup');
    expect(await page.getByLabel('Ingredient 3 name').inputValue()).toBe('butter');
    await page.getByRole('button', { name: 'Create Recipe' }).click();
    await page.waitForURL(/\/recipes\/\d+$/);
    await page.getByRole('heading', { name: 'Sunday Tomato Soup', level: 1 }).waitFor();

    await page.getByLabel('Your question').fill('Can I make it vegan?');
    await page.getByLabel('Your question').press('Enter');
    await page.getByText('Swap the butter for olive oil and it is vegan.').waitFor();
    await page.getByRole('button', { name: 'Create new version' }).click();
    await page.getByText('New recipe version created successfully!').first().waitFor();
    await page.getByRole('heading', { name: 'Sunday Tomato Soup (vegan)', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Version' }).click();
    await page.getByRole('option', { name: 'Version 2 (current)' }).waitFor();
    await page.getByRole('option', { name: /^Version 1 · / }).waitFor();
    await page.keyboard.press('Escape');
    // The picker closes over a few frames (Radix hides the rest of the page while it is open): audit the page
    // once it is closed, not the closing picker.
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.locator('[data-aria-hidden="true"]').first().waitFor({ state: 'detached' });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Every provider call went to the fake with the admin's key; nothing was sent for another member's recipe.
    const chats = fake.requests.filter((r) => r.path === '/v1/chat/completions');
    expect(chats.map((r) => r.body?.response_format?.json_schema?.name)).toEqual(['parsed_recipe', 'chef_answer']);
    expect(chats.every((r) => r.authorization === `Bearer ${fake.key}`)).toBe(true);
  });
});
